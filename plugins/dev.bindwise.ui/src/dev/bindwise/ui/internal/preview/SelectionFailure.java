package dev.bindwise.ui.internal.preview;

/** A selection could not run: the message says what is wrong, where, and what to do (shown as it is). */
public final class SelectionFailure extends Exception {

    private static final long serialVersionUID = 1L;

    public SelectionFailure(String message) {
        super(message);
    }
}
