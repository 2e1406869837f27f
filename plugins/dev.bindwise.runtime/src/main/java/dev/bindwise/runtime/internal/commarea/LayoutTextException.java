package dev.bindwise.runtime.internal.commarea;

/** A record layout text that does not follow the grammar ({@link LayoutText}): what was expected, and where. */
public class LayoutTextException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int position;

    public LayoutTextException(String message, int position) {
        super(message);
        this.position = position;
    }

    /** The index in the text (from 0) where it goes wrong. */
    public int position() {
        return position;
    }
}
