package dev.bindwise.ui.internal.rules;

import org.eclipse.swt.graphics.RGB;

/** The colours of the rule editor (those of Eclipse's Java editor, which DRL readers know). */
public final class DrlColors {

    public static final RGB KEYWORD = new RGB(127, 0, 85);
    public static final RGB COMMENT = new RGB(63, 127, 95);
    public static final RGB STRING = new RGB(42, 0, 255);
    public static final RGB VARIABLE = new RGB(0, 0, 192);

    private DrlColors() {
    }
}
