package dev.bindwise.ui.internal.settings;

/**
 * The width a text field asks for. A field with a hint text (Text.setMessage) asks, on GTK, for the width of that
 * hint, and a long hint made the preference page 1500 px wide; a field given this width hint grows with its
 * window instead, so that every page fits a 1024x768 screen.
 */
public final class TextWidths {

    /** The width a path or a setting field asks for, in pixels; it grows with the window. */
    public static final int FIELD = 260;

    private TextWidths() {
    }
}
