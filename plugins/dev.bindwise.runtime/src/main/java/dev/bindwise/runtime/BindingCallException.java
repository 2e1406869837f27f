package dev.bindwise.runtime;

/**
 * A proxy call that did not complete over any binding: a non-idempotent call whose binding failed in
 * transport (never sent again elsewhere), or a call for which every route failed or was left out.
 */
public class BindingCallException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public BindingCallException(String message, Throwable cause) {
        super(message, cause);
    }
}
