package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.JavaFaults;
import java.util.Objects;

/**
 * A declared wsdl:fault as a binding that calls the service's own Java classes (RMI-IIOP, local Java) carries it:
 * the service's exception class, which the binding's Java type mapping names for the fault's part, and the
 * generated exception the caller catches on every binding ({@link JavaFaults} converts one to the other).
 *
 * @param serviceException what the service's method throws (a subclass of it counts too)
 * @param exception the generated checked exception: a constructor (String message, fault info) and
 *        {@code getFaultInfo()}, whose return type is the fault info's class
 */
public record JavaFault(Class<? extends Throwable> serviceException, Class<? extends Exception> exception) {

    public JavaFault {
        Objects.requireNonNull(serviceException, "serviceException");
        Objects.requireNonNull(exception, "exception");
    }
}
