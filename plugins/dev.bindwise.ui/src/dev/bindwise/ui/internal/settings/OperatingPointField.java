package dev.bindwise.ui.internal.settings;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.estimate.ValueSetting;

/**
 * Where the user's data are, entered the same way wherever a selection is set up (preferences, wizard): the point
 * of {@code --at} ({@code strlen=20,nulls=0.5,array=200,binary=10KB}), read by the same parser and refused in the
 * same words, named by the field's label instead of the option.
 */
public final class OperatingPointField {

    private static final String LABEL = "Operating point";

    private final Text text;

    /** A label and a field spanning {@code columns - 1} columns of the parent's grid. */
    public OperatingPointField(Composite parent, int columns) {
        new Label(parent, SWT.NONE).setText("&Data at (point):");
        text = new Text(parent, SWT.BORDER);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false, columns - 1, 1);
        data.widthHint = TextWidths.FIELD;
        text.setLayoutData(data);
        text.setMessage("e.g. strlen=20,array=200 (empty: vote over the whole space)");
        text.setToolTipText("Where your data are, as ./bindwise select --at takes it: strlen (0 to "
                + SpaceHints.MAX_STRING_LENGTH + " characters), nulls (a share from 0 to 1), array (0 to "
                + ValueSetting.MAX_ARRAY_LENGTH + " items), binary (1 byte to 1 GB); a dimension left out takes "
                + ValueSetting.TYPICAL.text() + ".\nThe sizes are voted at this point instead of over the space.");
    }

    /**
     * The point a text names, read as {@code --at} reads it; empty when the text is blank.
     *
     * @throws IllegalArgumentException "Operating point: " and the command line's words for what is wrong
     */
    public static Optional<ValueSetting> parse(String point) {
        if (point == null || point.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(ValueSetting.parse(point.trim(), ValueSetting.TYPICAL));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(LABEL + ": " + e.getMessage(), e);
        }
    }

    /** What is wrong, in words; empty when the point reads or the field is empty. */
    public Optional<String> problem() {
        try {
            parse(value());
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    /** The value as stored. */
    public String value() {
        return text.getText().trim();
    }

    public void setValue(String stored) {
        text.setText(stored == null ? "" : stored);
    }

    public void addModifyListener(Runnable listener) {
        text.addModifyListener(event -> listener.run());
    }

    /** The field, for the tests, which type into it as a user does. */
    public Text text() {
        return text;
    }
}
