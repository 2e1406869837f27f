package dev.bindwise.runtime.internal.jca;

/**
 * A JCA call that reached the transaction server, which answered with an error (the program abended,
 * there is no such program, the adapter refused the interaction). Not a transport failure: the call is
 * not sent again over another binding. The cause is the adapter's ResourceException, whose error code
 * (e.g. ABEND, PGMIDERR) says more.
 */
public class InteractionFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public InteractionFailedException(String message, Throwable cause) {
        super(message, cause);
    }
}
