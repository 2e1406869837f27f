package dev.bindwise.core.publish;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.Binding;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Publishes more bindings for a service (paper 3.1): adds RMI-IIOP (ejb), JCA (cics) and local Java
 * (java) bindings and ports for the one port type of a WSDL that has only SOAP, so that clients can
 * choose among them. Headless: the wizard and the tests run it.
 *
 * <p>The WSDL is edited as text ({@link WsdlTextEdit}), not written again through WSDL4J's WSDLWriter,
 * which would drop the comments and reflow the file. Each kind's {@link BindingWriter}, found in
 * {@link BindingWriters}, checks the publisher's details and makes the binding's elements. The result
 * is read back by {@link WsdlReader} before it is returned ({@link ReadBack}).
 *
 * <p>Writes nothing: the result holds the new text, which {@link WriteWsdlOperation} (or the IDE,
 * through the workspace) writes.
 */
public final class AddBindingsOperation implements BindwiseOperation<AddBindingsResult> {

    private final Path wsdl;
    private final List<NewBinding> bindings;
    private final WsdlReaderOptions options;
    private final Set<String> idempotent;

    public AddBindingsOperation(Path wsdl, List<NewBinding> bindings) {
        this(wsdl, bindings, WsdlReaderOptions.defaults());
    }

    public AddBindingsOperation(Path wsdl, List<NewBinding> bindings, WsdlReaderOptions options) {
        this(wsdl, bindings, options, Set.of());
    }

    /**
     * @param idempotent the port type's operations the publisher declares idempotent: each gets
     *        {@code bindwise:idempotent="true"} on its wsdl:operation, so that proxies may send it again
     */
    public AddBindingsOperation(Path wsdl, List<NewBinding> bindings, WsdlReaderOptions options, Set<String> idempotent) {
        this.wsdl = wsdl;
        this.bindings = List.copyOf(bindings);
        this.options = options;
        this.idempotent = Set.copyOf(idempotent);
    }

    /**
     * The WSDL's text with the bindings added; writes nothing.
     *
     * @throws AddBindingsException when the WSDL cannot be read, has no single port type, already has a
     *         binding of a kind asked for, or a detail is not valid; the message says which and what to do
     */
    @Override
    public AddBindingsResult execute(IProgressMonitor monitor) throws AddBindingsException {
        SubMonitor progress = SubMonitor.convert(monitor, "Adding bindings to " + wsdl.getFileName(), 3);
        if (bindings.isEmpty() && idempotent.isEmpty()) {
            throw new AddBindingsException("No binding to add: choose RMI-IIOP, JCA (CICS) or local Java.");
        }
        Set<BindingKind> asked = EnumSet.noneOf(BindingKind.class);
        for (NewBinding binding : bindings) {
            if (!asked.add(binding.kind())) {
                throw new AddBindingsException("Two " + binding.kind().label()
                        + " bindings asked for: a WSDL gets one of each kind.");
            }
        }
        progress.split(1);
        ServiceDescription description = read(wsdl, options);
        PortType portType = onePortType(description);
        List<String> operations = portType.getOperations().stream().map(Operation::getName).toList();
        for (String name : new TreeSet<>(idempotent)) {
            if (!operations.contains(name)) {
                throw new AddBindingsException("Cannot declare " + name + " idempotent: " + portType.getName()
                        + " has no such operation; its operations are " + String.join(", ", operations) + ".");
            }
        }
        List<BindingWriter> writers = new ArrayList<>();
        for (NewBinding binding : bindings) {
            BindingWriter writer = writer(binding.kind(), description, portType);
            check(binding, writer, description, portType);
            writers.add(writer);
        }
        progress.split(1);
        String text = WsdlText.read(wsdl);
        WsdlTextEdit edit = new WsdlTextEdit(text, description, portType);
        for (int i = 0; i < bindings.size(); i++) {
            edit.add(bindings.get(i), writers.get(i));
        }
        edit.declareIdempotent(idempotent);
        String newText = edit.apply();
        progress.split(1);
        ReadBack.check(wsdl, options, newText, edit.portKinds());
        return new AddBindingsResult(text, newText, edit.added(), edit.notes());
    }

    /** The one port type new bindings are for. */
    public static PortType onePortType(ServiceDescription description) throws AddBindingsException {
        List<PortType> portTypes = description.getPortTypes();
        if (portTypes.isEmpty()) {
            throw new AddBindingsException(description.getLocation() + " has no port type: a binding binds the "
                    + "operations of a port type, so the WSDL must declare one.");
        }
        if (portTypes.size() > 1) {
            throw new AddBindingsException(description.getLocation() + " has " + portTypes.size() + " port types ("
                    + String.join(", ", portTypes.stream().map(PortType::getName).toList())
                    + "): bindings can be added to a WSDL with one port type only; split it into one WSDL per port type.");
        }
        return portTypes.get(0);
    }

    /** The kinds of binding the port type already has. */
    public static Set<BindingKind> presentKinds(ServiceDescription description, PortType portType) {
        Set<BindingKind> kinds = EnumSet.noneOf(BindingKind.class);
        for (Binding binding : description.getBindings()) {
            if (binding.getPortType() == portType && binding.getKind() != null) {
                kinds.add(binding.getKind());
            }
        }
        return kinds;
    }

    private static ServiceDescription read(Path file, WsdlReaderOptions options) throws AddBindingsException {
        try {
            return new WsdlReader(options).read(file);
        } catch (WsdlReadException e) {
            throw new AddBindingsException(e.getMessage(), e);
        }
    }

    /** The kind's writer, if Bindwise adds that kind and the port type does not have it yet. */
    private static BindingWriter writer(BindingKind kind, ServiceDescription description, PortType portType)
            throws AddBindingsException {
        BindingWriter writer = BindingWriters.of(kind).orElse(null);
        if (writer == null) {
            List<String> labels = BindingWriters.labels();
            throw new AddBindingsException("Bindwise adds " + String.join(", ", labels.subList(0, labels.size() - 1))
                    + " and " + labels.get(labels.size() - 1) + " bindings, not " + kind + ".");
        }
        for (Binding binding : description.getBindings()) {
            if (binding.getPortType() == portType && binding.getKind() == kind) {
                throw new AddBindingsException(description.getLocation() + " already has a " + writer.kind().label()
                        + " binding for " + portType.getName() + " (" + binding.getName() + "): leave " + writer.kind().label()
                        + " out, or remove that binding first.");
            }
        }
        return writer;
    }

    private static void check(NewBinding binding, BindingWriter writer, ServiceDescription description, PortType portType)
            throws AddBindingsException {
        List<String> problems = new ArrayList<>();
        writer.check(binding, portType, description, problems);
        problems.removeIf(Objects::isNull);
        if (!problems.isEmpty()) {
            throw new AddBindingsException(writer.kind().label() + " binding: " + String.join("; ", problems) + ".");
        }
    }
}
