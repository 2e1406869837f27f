package dev.bindwise.ui.internal.preferences;

import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.widgets.Composite;

import dev.bindwise.core.estimate.SpaceHints;

/**
 * The hints A/B/C, checked as the user types by the parser the command line's --hints uses, so that the
 * page refuses what select would refuse, with the same message.
 */
final class HintsFieldEditor extends StringFieldEditor {

    HintsFieldEditor(String name, String label, Composite parent) {
        super(name, label, parent);
        setEmptyStringAllowed(true);
    }

    @Override
    protected void doFillIntoGrid(Composite parent, int numColumns) {
        super.doFillIntoGrid(parent, numColumns);
        // also on programmatic changes (and paste), not only on key strokes
        getTextControl().addModifyListener(event -> valueChanged());
    }

    @Override
    protected boolean doCheckState() {
        try {
            SpaceHints.parse(getStringValue());
            return true;
        } catch (IllegalArgumentException e) {
            setErrorMessage("Hints: " + e.getMessage());
            return false;
        }
    }
}
