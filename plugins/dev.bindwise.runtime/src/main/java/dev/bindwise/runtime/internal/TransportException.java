package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.BindingCallException;

/**
 * A call over one binding that failed in transport (a {@link BindingCallException}, the one base of the
 * runtime's call failures): the endpoint was not reached, the connection broke, or no reply came
 * within the call's deadline. Each client says whether the request may have left it
 * ({@link #mayHaveRun()}): a call that never left (no connection, no look-up) cannot have run, and the
 * runtime sends it over the next binding whatever the operation; one that may have left is sent again only
 * when the operation is idempotent.
 */
public class TransportException extends BindingCallException {

    private static final long serialVersionUID = 1L;

    private final boolean mayHaveRun;

    /** A failure once the request may have left the client: the service may or may not have run it. */
    public TransportException(String message, Throwable cause) {
        this(message, cause, true);
    }

    private TransportException(String message, Throwable cause, boolean mayHaveRun) {
        super(message, cause);
        this.mayHaveRun = mayHaveRun;
    }

    /** A failure before any of the request left the client: the service cannot have run it. */
    public static TransportException notSent(String message, Throwable cause) {
        return new TransportException(message, cause, false);
    }

    /** Whether any of the request may have left the client, so that the service may have run it. */
    public boolean mayHaveRun() {
        return mayHaveRun;
    }
}
