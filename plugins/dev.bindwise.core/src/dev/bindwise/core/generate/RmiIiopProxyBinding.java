package dev.bindwise.core.generate;

import java.util.Map;
import java.util.Optional;

import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * RMI-IIOP: {@code Endpoint.RmiIiop} from the ejb:address (naming service, name, and className: the remote
 * interface, or the EJB home as WSIF meant it, which the runtime tells apart by the class and calls create() on),
 * {@code Route.RmiIiop} with the ejb:operation's method name.
 */
final class RmiIiopProxyBinding implements ProxyBinding {

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        Map<String, String> properties = port.getProperties().map();
        return CodeBlock.of("new $T($S, $S, $S, $S)", ProxyRoutes.ENDPOINT.nestedClass("RmiIiop"), port.getName(),
                ProxyRoutes.required(port, properties.get("jndiProviderURL"), "ejb:address jndiProviderURL"),
                ProxyRoutes.required(port, properties.get("jndiName"), "ejb:address jndiName"),
                ProxyRoutes.required(port, properties.getOrDefault("className", properties.get("class")),
                        "ejb:address className"));
    }

    /**
     * The class className names: the ORB's stub implements it, and the value types are serialized by their class.
     * For a home, the remote interface its create() returns (and the EJB API) must be on the class path too.
     */
    @Override
    public Optional<String> serviceClass(Port port) {
        Map<String, String> properties = port.getProperties().map();
        return Optional.ofNullable(properties.getOrDefault("className", properties.get("class")));
    }

    /** With the operation's declared faults, each by the service exception this binding maps it to. */
    @Override
    public CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        return ProxyRoutes.javaRoute("RmiIiop", port, operation, signature);
    }
}
