package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.JavaFault;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.bindwise.runtime.internal.commarea.BeanProperties;

/**
 * The one place the Java bindings (RMI-IIOP, local Java) turn a service's own exception into the generated
 * exception of its declared fault, so that a caller catches the same exception whatever binding the plan chose:
 * the service's message, and as fault info the exception itself when the info's class is the service's, else a
 * new fault info with the JavaBean properties of the same names of the exception's fault bean when it has one
 * (JAX-WS's pattern: a public {@code getFaultInfo()}, whose bean is what a SOAP fault's detail carries), else of
 * the exception itself (message, and its own getters). An exception no declared fault maps reaches the caller as
 * the service threw it.
 */
public final class JavaFaults {

    /** One declared fault, resolved: how its generated exception is made. */
    private record Resolved(Class<? extends Throwable> serviceException, Class<?> info, Constructor<? extends Exception> constructor) {
    }

    private static final JavaFaults NONE = new JavaFaults(List.of());

    private final List<Resolved> faults;

    private JavaFaults(List<Resolved> faults) {
        this.faults = faults;
    }

    /**
     * The faults of a route, checked when it is prepared.
     *
     * @param where the operation and port, for the message
     * @throws IllegalArgumentException when a generated exception has no getFaultInfo() or no constructor
     *         (String, fault info): a class that is not the generator's
     */
    public static JavaFaults of(List<JavaFault> declared, String where) {
        if (declared.isEmpty()) {
            return NONE;
        }
        List<Resolved> resolved = new ArrayList<>();
        for (JavaFault fault : declared) {
            try {
                Class<?> info = fault.exception().getMethod("getFaultInfo").getReturnType();
                resolved.add(new Resolved(fault.serviceException(), info, fault.exception().getConstructor(String.class, info)));
            } catch (NoSuchMethodException e) {
                throw new IllegalArgumentException(where + ": the fault exception " + fault.exception().getName()
                        + " has no public getFaultInfo() and constructor (String, fault info): generate the proxy again", e);
            }
        }
        return new JavaFaults(List.copyOf(resolved));
    }

    /**
     * What the caller gets for what the service threw: the generated exception of the declared fault whose
     * service exception is the nearest class of the thrown one, else the thrown exception itself.
     */
    public Throwable convert(Throwable thrown) {
        Resolved nearest = null;
        for (Resolved fault : faults) {
            if (fault.serviceException().isInstance(thrown)
                    && (nearest == null || nearest.serviceException().isAssignableFrom(fault.serviceException()))) {
                nearest = fault;
            }
        }
        if (nearest == null) {
            return thrown;
        }
        try {
            Exception converted = nearest.constructor().newInstance(thrown.getMessage(), info(nearest, thrown));
            if (converted.getCause() == null) {
                converted.initCause(thrown);
            }
            return converted;
        } catch (ReflectiveOperationException | RuntimeException e) {
            IllegalStateException failure = new IllegalStateException("the service threw " + thrown + ", a declared fault,"
                    + " but its " + nearest.constructor().getDeclaringClass().getName() + " could not be made: " + e, e);
            failure.addSuppressed(thrown);
            return failure;
        }
    }

    private static Object info(Resolved fault, Throwable thrown) throws ReflectiveOperationException {
        if (fault.info().isInstance(thrown)) {
            return thrown;
        }
        if (fault.info() == String.class) {
            return thrown.getMessage();
        }
        Optional<Method> faultBean = faultBean(thrown.getClass());
        Object source = faultBean.isPresent() ? faultBean.get().invoke(thrown) : thrown;
        if (source == null || fault.info().isInstance(source)) {
            return source;
        }
        Object info = fault.info().getConstructor().newInstance();
        BeanProperties.copy(source, info);
        return info;
    }

    /** The exception's public {@code getFaultInfo()} that returns a bean, as JAX-WS's fault exceptions have it. */
    private static Optional<Method> faultBean(Class<?> exception) {
        try {
            Method getter = exception.getMethod("getFaultInfo");
            boolean bean = !getter.getReturnType().isPrimitive() && !getter.getReturnType().isArray()
                    && getter.getReturnType() != String.class;
            return bean ? Optional.of(getter) : Optional.empty();
        } catch (NoSuchMethodException e) {
            return Optional.empty();
        }
    }
}
