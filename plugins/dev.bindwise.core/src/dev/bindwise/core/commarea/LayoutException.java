package dev.bindwise.core.commarea;

/** A schema that has no fixed record layout, or a value or record that does not fit its layout. */
public class LayoutException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public LayoutException(String message) {
        super(message);
    }
}
