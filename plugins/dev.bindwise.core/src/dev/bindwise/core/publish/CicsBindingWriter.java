package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.core.wsdl.extensions.CicsAddress;
import dev.bindwise.core.wsdl.extensions.CicsBinding;
import dev.bindwise.core.wsdl.extensions.CicsOperation;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;

/**
 * JCA to a CICS program through the cics connector, from {@link NewBinding.Cics}: each operation states
 * the lengths of its COMMAREA records as {@link CicsRecords} lays them out, where they have one.
 */
final class CicsBindingWriter implements BindingWriter {

    private static final ModelFactory MODEL = ModelFactory.eINSTANCE;

    @Override
    public BindingKind kind() {
        return BindingKind.JCA;
    }

    @Override
    public String bindingInfix() {
        return "Cics";
    }

    @Override
    public void check(NewBinding binding, PortType portType, ServiceDescription description, List<String> problems) {
        NewBinding.Cics cics = (NewBinding.Cics) binding;
        problems.add(NewBindingChecks.connectionUrl(cics.connectionURL()));
        problems.add(NewBindingChecks.cicsName("the CICS region (server name)", cics.serverName()));
        for (String operation : cics.programs().keySet()) {
            if (!operation.equals(NewBinding.Cics.EVERY_OPERATION) && portType.getOperations().stream()
                    .noneMatch(each -> each.getName().equals(operation))) {
                problems.add("a program is given for '" + operation + "', which is no operation of " + portType.getName());
            }
        }
        for (Operation operation : portType.getOperations()) {
            problems.add(NewBindingChecks.cicsName("the program of " + operation.getName(), cics.program(operation.getName())));
        }
        TypeMappings.checkCobolRecords(cics.cobolRecords(), description, problems);
    }

    @Override
    public BindingElements elements(NewBinding binding, BindingContext context) throws AddBindingsException {
        NewBinding.Cics cics = (NewBinding.Cics) binding;
        List<WsifElement> extensions = new ArrayList<>();
        extensions.add(new CicsBinding());
        TypeMappings.element("COBOL", cics.cobolRecords(), context).ifPresent(extensions::add);
        CicsAddress address = new CicsAddress();
        address.setAttribute("connectionURL", cics.connectionURL());
        address.setAttribute("serverName", cics.serverName());
        Binding layout = layoutBinding(cics, context);
        List<WsifElement> operations = new ArrayList<>();
        for (Operation operation : context.portType().getOperations()) {
            CicsOperation element = new CicsOperation();
            element.setAttribute(CicsOperation.FUNCTION_NAME, cics.program(operation.getName()));
            element.setAttribute(CicsOperation.INTERACTION_VERB, "SYNC_SEND_RECEIVE");
            BindingOperation laidOut = layout.getOperations().stream()
                    .filter(each -> each.getOperation() == operation).findFirst().orElseThrow();
            element.setAttribute(CicsOperation.COMMAREA_LENGTH, length(laidOut, true, context));
            element.setAttribute(CicsOperation.REPLY_LENGTH, length(laidOut, false, context));
            operations.add(element);
        }
        return new BindingElements(extensions, operations, address);
    }

    /** A binding in the model as the reader will make it, only so that CicsRecords lays out its records. */
    private static Binding layoutBinding(NewBinding.Cics cics, BindingContext context) throws AddBindingsException {
        Binding binding = MODEL.createBinding();
        binding.setKind(BindingKind.JCA);
        TypeMapping mapping = MODEL.createTypeMapping();
        mapping.setEncoding("COBOL");
        for (Map.Entry<String, String> entry : cics.cobolRecords().entrySet()) {
            TypeMapEntry model = MODEL.createTypeMapEntry();
            model.setTypeName(context.complexType(entry.getKey()).getName());
            model.setFormatType(entry.getValue());
            mapping.getEntries().add(model);
        }
        binding.getTypeMappings().add(mapping);
        for (Operation operation : context.portType().getOperations()) {
            BindingOperation model = MODEL.createBindingOperation();
            model.setName(operation.getName());
            model.setOperation(operation);
            model.getProperties().put(CicsOperation.FUNCTION_NAME, cics.program(operation.getName()));
            binding.getOperations().add(model);
        }
        return binding;
    }

    /** A record's fixed length, or null (the attribute left out) with a note why. */
    private static String length(BindingOperation operation, boolean request, BindingContext context) {
        String attribute = request ? CicsOperation.COMMAREA_LENGTH : CicsOperation.REPLY_LENGTH;
        try {
            CommareaLayout layout = request ? CicsRecords.request(operation) : CicsRecords.reply(operation);
            if (layout.variable()) {
                context.note(operation.getName() + ": " + attribute + " left out: record " + layout.recordName()
                        + " grows with an unbounded table, so it has no one length.");
                return null;
            }
            return Integer.toString(layout.fixedLength());
        } catch (LayoutException e) {
            context.note(operation.getName() + ": " + attribute + " left out: " + e.getMessage() + ".");
            return null;
        }
    }
}
