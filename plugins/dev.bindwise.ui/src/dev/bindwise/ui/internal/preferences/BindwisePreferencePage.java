package dev.bindwise.ui.internal.preferences;

import java.util.LinkedHashMap;
import java.util.Map;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.DirectoryFieldEditor;
import org.eclipse.jface.preference.FieldEditorPreferencePage;
import org.eclipse.jface.preference.FileFieldEditor;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.IntegerFieldEditor;
import org.eclipse.jface.preference.StringFieldEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

/** Window > Preferences > Bindwise: the defaults of the Binding Preview view and of rule evaluation. */
public final class BindwisePreferencePage extends FieldEditorPreferencePage implements IWorkbenchPreferencePage {

    public static final String ID = "dev.bindwise.ui.preferencePage";

    private final Map<String, StringFieldEditor> fields = new LinkedHashMap<>();

    public BindwisePreferencePage() {
        super(GRID);
        setDescription("The target, hints and rules that Binding Preview and Evaluate against Target select with.");
    }

    @Override
    public void init(IWorkbench workbench) {
        // nothing to take from the workbench
    }

    @Override
    protected IPreferenceStore doGetPreferenceStore() {
        return new ScopedPreferenceStore(InstanceScope.INSTANCE, BindwisePreferences.NODE);
    }

    @Override
    protected void createFieldEditors() {
        Composite parent = getFieldEditorParent();
        FileFieldEditor profile = new FileFieldEditor(BindwisePreferences.TARGET_PROFILE, "Target &profile:", true,
                parent);
        profile.setFileExtensions(new String[] { "*.json", "*.*" });
        profile.setEmptyStringAllowed(true);
        add(profile);
        note(parent, "A bindwise.target/1 file declaring what cannot be probed from here; empty: probe this host.");

        add(new HintsFieldEditor(BindwisePreferences.HINTS, "&Hints:", parent));
        note(parent, "A=SIZE the largest message (A alone: 100 KB for simple types, 300 KB for structures),"
                + " B=LEN the average string length,\nC=SHARE the share of nulls (taken +-10%)."
                + " Example: A=100KB,B=20,C=0.3");

        DirectoryFieldEditor rules = new DirectoryFieldEditor(BindwisePreferences.RULES_FOLDER, "&Rules folder:",
                parent);
        rules.setEmptyStringAllowed(true);
        add(rules);
        note(parent, "Your .drl files, loaded beside the default rules; empty: the default rules alone.");

        IntegerFieldEditor timeout = new IntegerFieldEditor(BindwisePreferences.PROBE_TIMEOUT_MILLIS,
                "Probe &timeout (ms):", parent);
        timeout.setValidRange(1, BindwisePreferences.MAX_PROBE_TIMEOUT_MILLIS);
        add(timeout);
    }

    /** The text field of a preference (one of the keys of {@link BindwisePreferences}), for tests that type. */
    public Text textOf(String key) {
        return fields.get(key).getTextControl(getFieldEditorParent());
    }

    private void add(StringFieldEditor field) {
        fields.put(field.getPreferenceName(), field);
        addField(field);
    }

    /** Refuses to store anything while a field is wrong, whatever pressed OK. */
    @Override
    public boolean performOk() {
        checkState();
        return isValid() && super.performOk();
    }

    private static void note(Composite parent, String text) {
        new Label(parent, SWT.NONE); // under the labels' column
        Label note = new Label(parent, SWT.WRAP);
        note.setText(text);
        GridData layout = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
        note.setLayoutData(layout);
    }
}
