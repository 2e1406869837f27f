package dev.bindwise.runtime;

/**
 * A call that failed in transport: the endpoint was not reached, the connection broke, or no reply came.
 * Whether the service ran the request is unknown, which is why only an idempotent operation is sent
 * again over the next binding.
 */
public class TransportException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TransportException(String message, Throwable cause) {
        super(message, cause);
    }
}
