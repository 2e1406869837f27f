package dev.bindwise.core.commarea;

/**
 * A schema that has no fixed COMMAREA record layout, or a cics:operation whose stated record lengths
 * are not its records' (values that do not fit a record are the runtime codec's CommareaException).
 */
public class LayoutException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public LayoutException(String message) {
        super(message);
    }
}
