package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.TransportException;

/**
 * A proxy call that did not complete over any binding: a non-idempotent call whose binding failed in
 * transport (never sent again elsewhere), or a call for which every route failed or was left out; its
 * cause is the last binding's {@link TransportException}, a subclass. The one base of every transport
 * failure a caller sees. The service's own answers are not: a declared fault is its generated checked
 * exception, any other fault a {@link ServiceFaultException}.
 */
public class BindingCallException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BindingCallException(String message, Throwable cause) {
        super(message, cause);
    }
}
