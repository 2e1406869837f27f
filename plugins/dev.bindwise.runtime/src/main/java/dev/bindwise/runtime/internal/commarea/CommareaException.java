package dev.bindwise.runtime.internal.commarea;

/**
 * A COMMAREA record that cannot be written or read: a value that does not fit its field (a text too
 * long, a number too large, a table with too many items), a bean without the property a field names, or
 * bytes that do not follow the layout. The message names the record and the field.
 */
public class CommareaException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public CommareaException(String message) {
        super(message);
    }
}
