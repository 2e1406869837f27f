package dev.bindwise.runtime;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Local Java: the implementation class made once in this JVM, its methods called directly. Nothing can
 * fail in transport here, so a call's exception is always the service's own: the generated exception of its
 * declared fault where the route maps it ({@link JavaFaults}), else as thrown. Public, like the remote
 * bindings' clients, so that one operation can be called without a whole {@link ServicePlan} (the load
 * driver measures local Java through it).
 */
public final class LocalJavaClient implements BindingClient {

    private final Endpoint.LocalJava endpoint;
    private final ClassLoader loader;
    private Object implementation;

    /**
     * @param loader finds the implementation class (the proxy's loader)
     */
    public LocalJavaClient(Endpoint.LocalJava endpoint, ClassLoader loader) {
        this.endpoint = endpoint;
        this.loader = loader;
    }

    @Override
    public Accessibility probe(Duration timeout) {
        try {
            implementation();
            return Accessibility.ok();
        } catch (IllegalStateException e) {
            return Accessibility.not(e.getMessage());
        }
    }

    @Override
    public OperationCall prepare(OperationPlan operation, Route route) {
        Route.LocalJava local = (Route.LocalJava) route;
        String methodName = local.methodName();
        Object target = implementation();
        Method method;
        try {
            method = target.getClass().getMethod(methodName, operation.parameterTypeArray());
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(endpoint.address() + " has no public method " + methodName + "("
                    + operation.parameterTypes().stream().map(Class::getSimpleName).collect(Collectors.joining(", "))
                    + ") for operation " + operation.name() + " (port " + endpoint.port() + "); it has "
                    + Arrays.stream(target.getClass().getMethods()).filter(m -> m.getName().equals(methodName))
                            .map(Method::toString).collect(Collectors.toList()), e);
        }
        JavaFaults faults = JavaFaults.of(local.faults(), operation.name() + " (port " + endpoint.port() + ")");
        return arguments -> {
            try {
                return method.invoke(target, arguments);
            } catch (InvocationTargetException e) {
                throw faults.convert(e.getCause());
            }
        };
    }

    private synchronized Object implementation() {
        if (implementation == null) {
            try {
                implementation = Class.forName(endpoint.address(), true, loader).getConstructor().newInstance();
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("the class " + endpoint.address() + " of port " + endpoint.port()
                        + " is not in this JVM: local Java works only where the service's classes are", e);
            } catch (ReflectiveOperationException | LinkageError e) {
                throw new IllegalStateException("the class " + endpoint.address() + " of port " + endpoint.port()
                        + " cannot be made with a public no-argument constructor: " + e, e);
            }
        }
        return implementation;
    }

    @Override
    public void close() {
        // nothing held but the object itself
    }
}
