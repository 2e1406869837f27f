package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Local Java: the service called in this JVM, its methods directly. It calls the instance the application gave
 * ({@link RuntimeOptions#localService}, made once from its factory), or, where a target profile declared the
 * service co-located ({@link Endpoint.LocalJava#colocated()}), the java:address class made once with its public
 * no-argument constructor. Neither given nor declared, the port is not accessible: a client whose class path
 * merely holds the implementation class (a client jar that ships it) must call the server, or a stateful service
 * would fork. Nothing can fail in transport here, so a call's exception is always the service's own: the
 * generated exception of its declared fault where the route maps it ({@link JavaFaults}), else as thrown. The values
 * are handed over as they are (a List as an array only where the service's method takes one: {@link ServiceMethod}). Public,
 * like the remote bindings' clients, so that one operation can be called without a whole {@link ServicePlan} (the
 * load driver measures local Java through it).
 */
public final class LocalJavaClient implements BindingClient {

    private final Endpoint.LocalJava endpoint;
    private final ClassLoader loader;
    private final RuntimeOptions options;
    private Object implementation;
    /** Where the instance came from, in words, once made. */
    private volatile String basis = "";

    /**
     * @param loader finds the implementation class of a port declared co-located (the proxy's loader)
     * @param options the instance the application gives for the port, if any
     */
    public LocalJavaClient(Endpoint.LocalJava endpoint, ClassLoader loader, RuntimeOptions options) {
        this.endpoint = endpoint;
        this.loader = loader;
        this.options = options;
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

    /** "local Java: an instance given in RuntimeOptions.localService(...)", or that the profile declared it co-located. */
    @Override
    public String basis() {
        return basis;
    }

    @Override
    public OperationCall prepare(OperationPlan operation, Route route) {
        Route.LocalJava local = (Route.LocalJava) route;
        String methodName = local.methodName();
        Object target = implementation();
        ServiceMethod method;
        try {
            method = ServiceMethod.find(target.getClass(), methodName, operation);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(endpoint.address() + " has no public method " + methodName + "("
                    + operation.parameterTypes().stream().map(Class::getSimpleName).collect(Collectors.joining(", "))
                    + ") for operation " + operation.name() + " (port " + endpoint.port() + "); it has "
                    + Arrays.stream(target.getClass().getMethods()).filter(m -> m.getName().equals(methodName))
                            .map(Method::toString).collect(Collectors.toList()), e);
        }
        JavaFaults faults = JavaFaults.of(local.faults(), operation.name() + " (port " + endpoint.port() + ")");
        return arguments -> {
            CallBytes.add(0); // nothing crosses a wire
            try {
                return method.result(method.method().invoke(target, method.arguments(arguments)));
            } catch (InvocationTargetException e) {
                throw faults.convert(e.getCause());
            }
        };
    }

    private synchronized Object implementation() {
        if (implementation != null) {
            return implementation;
        }
        Optional<RuntimeOptions.LocalService> given = options.localService(endpoint, loader);
        if (given.isPresent()) {
            Object made;
            try {
                made = given.get().factory().get();
            } catch (RuntimeException e) {
                throw new IllegalStateException("local Java port " + endpoint.port() + ": the factory given in "
                        + given.get().given() + " failed: " + e, e);
            }
            if (made == null) {
                throw new IllegalStateException("local Java port " + endpoint.port() + ": the factory given in "
                        + given.get().given() + " gave null");
            }
            implementation = made;
            basis = "local Java: an instance given in " + given.get().given();
        } else if (endpoint.colocated()) {
            implementation = made();
            basis = "local Java: the target profile declares the service co-located (client.sameJvm: true); "
                    + endpoint.address() + " made in this JVM";
        } else {
            throw new IllegalStateException("local Java: no instance given in RuntimeOptions for port " + endpoint.port()
                    + " (RuntimeOptions.localInstance(" + endpoint.address() + ".class or its interface, instance), or"
                    + " localService with a factory), and the"
                    + " plan declares no co-location (client.sameJvm: true in the target profile): a class on the class"
                    + " path alone does not make calls local");
        }
        return implementation;
    }

    /** The java:address class of a port declared co-located, made with its public no-argument constructor. */
    private Object made() {
        try {
            return Class.forName(endpoint.address(), true, loader).getConstructor().newInstance();
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("the class " + endpoint.address() + " of port " + endpoint.port()
                    + " is not in this JVM, though the target profile declares the service co-located", e);
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalStateException("the class " + endpoint.address() + " of port " + endpoint.port()
                    + " cannot be made with a public no-argument constructor: " + e, e);
        }
    }

    @Override
    public void close() {
        // nothing held but the object itself
    }
}
