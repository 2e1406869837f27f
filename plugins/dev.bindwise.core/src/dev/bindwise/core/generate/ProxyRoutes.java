package dev.bindwise.core.generate;

import java.util.Map;

import javax.xml.namespace.QName;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * The runtime's view of the WSDL's ports and binding operations, as Java expressions for the proxy's
 * plan: {@code new Endpoint.Soap(...)} from a port's address, {@code new Route.Jca(...)} from a binding
 * operation. The address attributes are those the WSDL reader keeps in the port's properties.
 */
final class ProxyRoutes {

    static final String RUNTIME = "dev.bindwise.runtime";
    private static final ClassName ENDPOINT = ClassName.get(RUNTIME, "Endpoint");
    private static final ClassName ROUTE = ClassName.get(RUNTIME, "Route");

    private ProxyRoutes() {
    }

    /** Whether the runtime has a client for the port's binding. */
    static boolean callable(Port port) {
        return switch (port.getKind()) {
            case SOAP, RMI_IIOP, JCA, LOCAL_JAVA -> true;
            default -> false;
        };
    }

    static CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        Map<String, String> properties = port.getProperties().map();
        return switch (port.getKind()) {
            case SOAP -> CodeBlock.of("new $T($S, $S, $S)", ENDPOINT.nestedClass("Soap"), port.getName(),
                    required(port, port.getAddress(), "soap:address location"), namespace(description, anyOperation));
            case RMI_IIOP -> CodeBlock.of("new $T($S, $S, $S, $S)", ENDPOINT.nestedClass("RmiIiop"), port.getName(),
                    required(port, properties.get("jndiProviderURL"), "ejb:address jndiProviderURL"),
                    required(port, properties.get("jndiName"), "ejb:address jndiName"),
                    required(port, properties.getOrDefault("className", properties.get("class")), "ejb:address className"));
            case JCA -> CodeBlock.of("new $T($S, $S, $S)", ENDPOINT.nestedClass("Jca"), port.getName(),
                    required(port, properties.getOrDefault("connectionURL", port.getAddress()), "cics:address connectionURL"),
                    properties.getOrDefault("serverName", ""));
            case LOCAL_JAVA -> CodeBlock.of("new $T($S, $S)", ENDPOINT.nestedClass("LocalJava"), port.getName(),
                    required(port, properties.getOrDefault("className", port.getAddress()), "java:address className"));
            default -> throw new GenerateException("port " + port.getName() + " is " + port.getKind()
                    + ", which Bindwise proxies do not call (SOAP, RMI-IIOP, JCA and local Java only)");
        };
    }

    static CodeBlock route(Port port, BindingOperation operation) throws GenerateException {
        Map<String, String> properties = operation.getProperties().map();
        String methodName = properties.getOrDefault("methodName", operation.getName());
        return switch (port.getKind()) {
            case SOAP -> CodeBlock.of("new $T($S, $S)", ROUTE.nestedClass("Soap"), port.getName(),
                    operation.getSoapAction() == null ? "" : operation.getSoapAction());
            case RMI_IIOP -> CodeBlock.of("new $T($S, $S)", ROUTE.nestedClass("RmiIiop"), port.getName(), methodName);
            case LOCAL_JAVA -> CodeBlock.of("new $T($S, $S)", ROUTE.nestedClass("LocalJava"), port.getName(), methodName);
            case JCA -> jca(port, operation);
            default -> throw new GenerateException("port " + port.getName() + " is " + port.getKind()
                    + ", which Bindwise proxies do not call (SOAP, RMI-IIOP, JCA and local Java only)");
        };
    }

    private static CodeBlock jca(Port port, BindingOperation operation) throws GenerateException {
        String program = CicsRecords.program(operation);
        if (program == null || program.isBlank()) {
            throw new GenerateException("operation " + operation.getName() + " of port " + port.getName()
                    + " names no program: add functionName to its cics:operation");
        }
        try {
            return CodeBlock.of("new $T($S, $S, $S,$W$S,$W$S)", ROUTE.nestedClass("Jca"), port.getName(), program,
                    operation.getProperties().map().getOrDefault("interactionVerb", ""),
                    CicsRecords.request(operation).text(), CicsRecords.reply(operation).text());
        } catch (LayoutException e) {
            throw new GenerateException("the records of operation " + operation.getName() + " over port "
                    + port.getName() + " cannot be laid out: " + e.getMessage(), e);
        }
    }

    /** The namespace of the request wrapper element, which the SOAP client writes; else the WSDL's target namespace. */
    private static String namespace(ServiceDescription description, Operation operation) {
        if (operation != null && operation.getInput() != null) {
            for (Part part : operation.getInput().getParts()) {
                if (part.getElementName() != null) {
                    String namespace = QName.valueOf(part.getElementName()).getNamespaceURI();
                    if (!namespace.isEmpty()) {
                        return namespace;
                    }
                }
            }
        }
        return description.getTargetNamespace() == null ? "" : description.getTargetNamespace();
    }

    private static String required(Port port, String value, String attribute) throws GenerateException {
        if (value == null || value.isBlank()) {
            throw new GenerateException("port " + port.getName() + " has no " + attribute
                    + ": the proxy cannot reach it; add the attribute to the port in the WSDL");
        }
        return value;
    }
}
