package dev.bindwise.ui.internal.settings;

import java.util.Optional;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.bindwise.core.estimate.HintFields;

/**
 * The hints, entered the same way wherever a selection is set up (preferences, wizard): the largest message,
 * the average string length and the share of nulls, each a field with its unit in words, checked by the parser
 * of {@code --hints} and reported in a form user's words ({@link HintFields}).
 */
public final class HintsControl {

    private final Text largestMessage;
    private final Text stringLength;
    private final Text nullShare;

    /** A group spanning {@code columns} columns of the parent's grid. */
    public HintsControl(Composite parent, int columns) {
        Group group = new Group(parent, SWT.NONE);
        group.setText("Hints: what you know about the data (empty: the whole default space)");
        group.setLayout(new GridLayout(3, false));
        group.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, columns, 1));
        largestMessage = field(group, "&Largest message:", "KB or MB (\"" + HintFields.DEFAULT_SIZE
                + "\": 100 KB for simple types, 300 KB for structures)", "e.g. 100 KB");
        stringLength = field(group, "Average &string length:", "characters", "e.g. 20");
        nullShare = field(group, "Share of &nulls:", "% (or a share from 0 to 1), taken within 10 %", "e.g. 30 %");
    }

    public HintFields hints() {
        return new HintFields(largestMessage.getText(), stringLength.getText(), nullShare.getText());
    }

    public void setHints(HintFields hints) {
        largestMessage.setText(hints.largestMessage());
        stringLength.setText(hints.stringLength());
        nullShare.setText(hints.nullShare());
    }

    /** What is wrong, in words; empty when the hints read. */
    public Optional<String> problem() {
        try {
            hints().hints();
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    public void addModifyListener(Runnable listener) {
        for (Text text : new Text[] { largestMessage, stringLength, nullShare }) {
            text.addModifyListener(event -> listener.run());
        }
    }

    /** The fields, for the tests, which type into them as a user does. */
    public Text largestMessageField() {
        return largestMessage;
    }

    public Text stringLengthField() {
        return stringLength;
    }

    public Text nullShareField() {
        return nullShare;
    }

    private static Text field(Composite parent, String label, String unit, String example) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 110;
        text.setLayoutData(data);
        text.setMessage(example);
        new Label(parent, SWT.WRAP).setText(unit);
        return text;
    }
}
