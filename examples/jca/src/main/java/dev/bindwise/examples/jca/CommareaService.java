package dev.bindwise.examples.jca;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.extensions.WsifNamespaces;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.jca.layout.CommareaLayout;
import dev.bindwise.examples.jca.layout.Ebcdic;
import dev.bindwise.examples.jca.layout.LayoutException;
import dev.bindwise.examples.jca.layout.RecordLayouts;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingKind;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Message;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.ValueKind;

/**
 * A service as its WSDL's cics binding describes it: per operation the program it calls and the layouts of
 * its request and reply records. Messages are read the WS-I way: a single part whose element is named after
 * the operation (or the operation plus "Response") wraps the parameters (or the result); otherwise each part
 * is one. A reply record that holds a structure is named by the binding's COBOL type mapping (format:typeMap
 * formatType, e.g. TRADER-QUOTE-COMMAREA); other records are named PROGRAM-OPERATION-REQUEST or -REPLY.
 */
public final class CommareaService {

    public static final int REQUEST_TYPE_LENGTH = 16;

    /** The services whose WSDL this module bundles (as wsdl/NAME.wsdl), read once per JVM. */
    private static final Map<String, Optional<CommareaService>> BUNDLED = new ConcurrentHashMap<>();

    private final String wsdlName;
    private final Map<String, CommareaOperation> operations = new LinkedHashMap<>();

    private CommareaService(String wsdlName) {
        this.wsdlName = wsdlName;
    }

    /** The example service on its cics binding, from the WSDL bundled with this module; empty when it has none. */
    public static Optional<CommareaService> bundled(ExampleService service) {
        return BUNDLED.computeIfAbsent(service.name(), name -> readBundled(service));
    }

    private static Optional<CommareaService> readBundled(ExampleService service) {
        String fileName = Path.of(service.wsdl()).getFileName().toString();
        try (InputStream wsdl = CommareaService.class.getResourceAsStream("/wsdl/" + fileName)) {
            if (wsdl == null) {
                return Optional.empty();
            }
            // the reader takes a file; a directory of its own keeps the file's name for messages
            Path directory = Files.createTempDirectory("bindwise-wsdl");
            Path copy = directory.resolve(fileName);
            try {
                Files.copy(wsdl, copy);
                return read(copy, service.serviceInterface());
            } finally {
                Files.deleteIfExists(copy);
                Files.delete(directory);
            }
        } catch (IOException | WsdlReadException e) {
            throw new IllegalStateException("the bundled " + fileName + " cannot be read: " + e.getMessage(), e);
        }
    }

    /** The service on the WSDL's cics binding, empty when the WSDL has none. */
    public static Optional<CommareaService> read(Path wsdl, Class<?> serviceInterface) throws WsdlReadException {
        ServiceDescription description = new WsdlReader().read(wsdl);
        Optional<Binding> cics = description.getBindings().stream()
                .filter(b -> b.getKind() == BindingKind.JCA && WsifNamespaces.CICS.equals(b.getExtensionNamespace())).findFirst();
        if (cics.isEmpty()) {
            return Optional.empty();
        }
        CommareaService service = new CommareaService(wsdl.getFileName().toString());
        Map<String, String> recordNames = recordNames(cics.get());
        for (BindingOperation operation : cics.get().getOperations()) {
            service.add(operation, method(serviceInterface, operation.getName()), recordNames);
        }
        return Optional.of(service);
    }

    public CommareaOperation operation(String name) {
        CommareaOperation operation = operations.get(name);
        if (operation == null) {
            throw new IllegalArgumentException(wsdlName + " has no operation " + name + " on its cics binding; it has "
                    + operations.keySet());
        }
        return operation;
    }

    public Collection<CommareaOperation> operations() {
        return operations.values();
    }

    /** The request type a request record starts with. */
    public static String requestType(byte[] requestRecord) {
        if (requestRecord.length < REQUEST_TYPE_LENGTH) {
            throw new LayoutException("a request record starts with a request type of " + REQUEST_TYPE_LENGTH
                    + " characters; this one has " + requestRecord.length + " bytes");
        }
        return Ebcdic.read(ByteBuffer.wrap(requestRecord), REQUEST_TYPE_LENGTH);
    }

    private void add(BindingOperation binding, Method method, Map<String, String> recordNames) {
        Operation operation = binding.getOperation();
        String name = operation.getName();
        String program = binding.getProperties().get("functionName");
        if (program == null) {
            throw new IllegalArgumentException(wsdlName + ": cics:operation " + name + " has no functionName");
        }
        List<Field> parameters = values(operation.getInput(), name);
        List<Field> results = values(operation.getOutput(), name + "Response");
        if (parameters.size() != method.getParameterCount() || results.size() != 1) {
            throw new IllegalArgumentException(wsdlName + ": operation " + name + " carries " + parameters.size()
                    + " values in and " + results.size() + " out, but " + method + " takes "
                    + method.getParameterCount() + " and returns one");
        }
        List<Field> requestFields = new ArrayList<>();
        requestFields.add(requestTypeField());
        requestFields.addAll(parameters);
        String prefix = program + "-" + name.toUpperCase(Locale.ROOT);
        Field result = results.get(0);
        String replyName = result.getType() == null ? null : recordNames.get(result.getType().getName());
        CommareaLayout request = RecordLayouts.of(requestFields, name, prefix + "-REQUEST");
        CommareaLayout reply = RecordLayouts.of(results, name + "Response", replyName != null ? replyName : prefix + "-REPLY");
        checkLength(binding, "commareaLength", request);
        checkLength(binding, "replyLength", reply);
        operations.put(name, new CommareaOperation(name, program, binding.getProperties().get("interactionVerb"),
                method, request, reply));
    }

    /** The fields of a message: the wrapper element's fields, or one field per part. */
    private static List<Field> values(Message message, String wrapperName) {
        if (message == null) {
            return List.of();
        }
        List<Part> parts = message.getParts();
        if (parts.size() == 1 && parts.get(0).getElementName() != null
                && QName.valueOf(parts.get(0).getElementName()).getLocalPart().equals(wrapperName)
                && parts.get(0).getShape().getType() != null) {
            return parts.get(0).getShape().getType().getFields();
        }
        return parts.stream().map(Part::getShape).toList();
    }

    private static Field requestTypeField() {
        Field requestType = ModelFactory.eINSTANCE.createField();
        requestType.setName("requestType");
        requestType.setKind(ValueKind.STRING);
        requestType.setMaxLength(REQUEST_TYPE_LENGTH);
        return requestType;
    }

    /** A length the WSDL states must be the record's, where the record has one fixed length. */
    private void checkLength(BindingOperation binding, String attribute, CommareaLayout layout) {
        String stated = binding.getProperties().get(attribute);
        if (stated != null && layout.lengthPerItem().isEmpty() && !stated.trim().equals(Integer.toString(layout.fixedLength()))) {
            throw new LayoutException(wsdlName + ": cics:operation " + binding.getName() + " says " + attribute + "=\""
                    + stated + "\", but its record " + layout.recordName() + " is " + layout.fixedLength()
                    + " bytes: correct the attribute");
        }
    }

    private static Map<String, String> recordNames(Binding binding) {
        Map<String, String> names = new LinkedHashMap<>();
        for (TypeMapping mapping : binding.getTypeMappings()) {
            if ("COBOL".equalsIgnoreCase(mapping.getEncoding())) {
                for (TypeMapEntry entry : mapping.getEntries()) {
                    names.put(entry.getTypeName(), entry.getFormatType());
                }
            }
        }
        return names;
    }

    private static Method method(Class<?> serviceInterface, String name) {
        return Arrays.stream(serviceInterface.getMethods()).filter(m -> m.getName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(serviceInterface.getName() + " has no method " + name
                        + " for the WSDL operation of that name"));
    }
}
