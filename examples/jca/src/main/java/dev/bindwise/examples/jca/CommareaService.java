package dev.bindwise.examples.jca;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.extensions.CicsOperation;
import dev.bindwise.core.wsdl.extensions.WsifNamespaces;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.commarea.CommareaException;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;
import dev.bindwise.runtime.internal.commarea.Ebcdic;

/**
 * A service as its WSDL's cics binding describes it: per operation the program it calls and the layouts of
 * its request and reply records, as the core lays them out in the runtime's codec ({@link CicsRecords}: the
 * records the JCA size model counts and a generated proxy sends), with the Java method that serves the
 * operation.
 */
public final class CommareaService {

    public static final int REQUEST_TYPE_LENGTH = CicsRecords.REQUEST_TYPE_LENGTH;

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
        for (BindingOperation operation : cics.get().getOperations()) {
            service.add(operation, method(serviceInterface, operation.getName()));
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
            throw new CommareaException("a request record starts with a request type of " + REQUEST_TYPE_LENGTH
                    + " characters; this one has " + requestRecord.length + " bytes");
        }
        return Ebcdic.read(ByteBuffer.wrap(requestRecord), REQUEST_TYPE_LENGTH);
    }

    private void add(BindingOperation binding, Method method) {
        String name = binding.getOperation().getName();
        String program = CicsRecords.program(binding);
        if (program == null) {
            throw new IllegalArgumentException(wsdlName + ": cics:operation " + name + " has no functionName");
        }
        CommareaLayout request;
        CommareaLayout reply;
        try {
            request = CicsRecords.request(binding);
            reply = CicsRecords.reply(binding);
            CicsRecords.checkStatedLengths(binding, request, reply);
        } catch (LayoutException e) {
            throw new LayoutException(wsdlName + ": " + e.getMessage());
        }
        int parameters = request.fields().size() - 1;
        if (parameters != method.getParameterCount() || reply.fields().size() != 1) {
            throw new IllegalArgumentException(wsdlName + ": operation " + name + " carries " + parameters
                    + " values in and " + reply.fields().size() + " out, but " + method + " takes "
                    + method.getParameterCount() + " and returns one");
        }
        String verb = binding.getProperties().get(CicsOperation.INTERACTION_VERB);
        operations.put(name, new CommareaOperation(name, program, verb == null ? "" : verb, method, request, reply));
    }

    private static Method method(Class<?> serviceInterface, String name) {
        return Arrays.stream(serviceInterface.getMethods()).filter(m -> m.getName().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(serviceInterface.getName() + " has no method " + name
                        + " for the WSDL operation of that name"));
    }
}
