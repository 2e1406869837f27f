package dev.bindwise.examples.jca;

/** A call over the JCA binding that failed: the server could not be reached, or it answered with an error. */
public final class JcaCallException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    JcaCallException(String message, Throwable cause) {
        super(message, cause);
    }
}
