package dev.bindwise.core.generate;

import java.util.Optional;

import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/** Local Java: {@code Endpoint.LocalJava} from the java:address class, {@code Route.LocalJava} with the method name. */
final class LocalJavaProxyBinding implements ProxyBinding {

    @Override
    public CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException {
        return CodeBlock.of("new $T($S, $S)", ProxyRoutes.ENDPOINT.nestedClass("LocalJava"), port.getName(),
                ProxyRoutes.required(port, port.getProperties().map().getOrDefault("className", port.getAddress()),
                        "java:address className"));
    }

    /** The implementation, called in the client's own JVM with the service's own classes. */
    @Override
    public Optional<String> serviceClass(Port port) {
        return Optional.ofNullable(port.getProperties().map().getOrDefault("className", port.getAddress()));
    }

    /** With the operation's declared faults, each by the service exception this binding maps it to. */
    @Override
    public CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException {
        return ProxyRoutes.javaRoute("LocalJava", port, operation, signature);
    }
}
