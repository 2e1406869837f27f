package dev.bindwise.ui.internal.preferences;

import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.preference.PreferencePage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.IWorkbenchPreferencePage;
import org.eclipse.ui.preferences.ScopedPreferenceStore;

import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.ui.internal.settings.HintsControl;
import dev.bindwise.ui.internal.settings.OperatingPointField;
import dev.bindwise.ui.internal.settings.PathField;

/**
 * Window > Preferences > Bindwise: the defaults every selection in the IDE starts from (the Binding Preview view,
 * the Generate Binding Proxy wizard, Evaluate against Target). Nothing is stored while a field is wrong.
 */
public final class BindwisePreferencePage extends PreferencePage implements IWorkbenchPreferencePage {

    public static final String ID = "dev.bindwise.ui.preferencePage";

    private PathField targetProfile;
    private HintsControl hints;
    private OperatingPointField point;
    private PathField samples;
    private PathField rulesFolder;
    private PathField calibration;
    private Text probeTimeout;

    public BindwisePreferencePage() {
        setDescription("The target, hints, operating point, sample messages, rules and calibration that the Binding Preview, the Generate Binding Proxy"
                + " wizard and Evaluate against Target select with.");
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
    protected Control createContents(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(2, false));

        label(page, "Target &profile:");
        targetProfile = new PathField(page, PathField.Kind.FILE, "*.json",
                "A bindwise.target/1 file declaring what cannot be probed from here; empty: probe this host");
        hints = new HintsControl(page, 2);
        point = new OperatingPointField(page, 2);
        label(page, "Sa&mple messages:");
        samples = new PathField(page, PathField.Kind.FOLDER, "*",
                "Requests and replies a client captured (.xml): each operation they show is voted at their point;"
                        + " empty: no samples");
        label(page, "&Rules folder:");
        rulesFolder = new PathField(page, PathField.Kind.FOLDER, "*",
                "Your .drl files, loaded beside the default rules; empty: the default rules alone");
        label(page, "&Calibration:");
        calibration = new PathField(page, PathField.Kind.FILE, "*.json",
                "A bindwise.calibration/1 file (./bindwise calibrate): the vote compares its measured costs;"
                        + " empty: the default cost table, measured on our own stacks");
        label(page, "Probe &timeout (ms):");
        probeTimeout = new Text(page, SWT.BORDER);
        GridData timeoutData = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        timeoutData.widthHint = 110;
        probeTimeout.setLayoutData(timeoutData);
        probeTimeout.setToolTipText("How long discovery may probe the endpoints, in milliseconds");

        show(key -> getPreferenceStore().getString(key));
        Stream.of(targetProfile, samples, rulesFolder, calibration).forEach(field -> field.addModifyListener(this::validate));
        hints.addModifyListener(this::validate);
        point.addModifyListener(this::validate);
        probeTimeout.addModifyListener(event -> validate());
        validate();
        return page;
    }

    private void show(java.util.function.UnaryOperator<String> values) {
        targetProfile.setValue(values.apply(BindwisePreferences.TARGET_PROFILE));
        try {
            hints.setHints(HintFields.of(values.apply(BindwisePreferences.HINTS)));
        } catch (IllegalArgumentException e) {
            hints.setHints(HintFields.none()); // stored outside the page in a form no field shows
        }
        point.setValue(values.apply(BindwisePreferences.OPERATING_POINT));
        samples.setValue(values.apply(BindwisePreferences.SAMPLES));
        rulesFolder.setValue(values.apply(BindwisePreferences.RULES_FOLDER));
        calibration.setValue(values.apply(BindwisePreferences.CALIBRATION));
        probeTimeout.setText(values.apply(BindwisePreferences.PROBE_TIMEOUT_MILLIS));
    }

    /** The first thing wrong, in words, shown on the page's error line; Apply and Close waits until it is fixed. */
    private void validate() {
        Optional<String> problem = targetProfile.problem("Target profile", "to probe this host")
                .or(hints::problem)
                .or(point::problem).or(() -> samples.problem("Sample messages", "to vote without samples"))
                .or(() -> rulesFolder.problem("Rules folder", "for the default rules alone"))
                .or(() -> calibration.problem("Calibration", "for the default cost table"))
                .or(this::timeoutProblem);
        setErrorMessage(problem.orElse(null));
        setValid(problem.isEmpty());
    }

    private Optional<String> timeoutProblem() {
        String text = probeTimeout.getText().trim();
        try {
            int millis = Integer.parseInt(text);
            if (millis >= 1 && millis <= BindwisePreferences.MAX_PROBE_TIMEOUT_MILLIS) {
                return Optional.empty();
            }
        } catch (NumberFormatException e) {
            // said below
        }
        return Optional.of("Probe timeout: write a number of milliseconds from 1 to "
                + BindwisePreferences.MAX_PROBE_TIMEOUT_MILLIS + ", such as 2000; \"" + text + "\" is not one.");
    }

    @Override
    public boolean performOk() {
        validate();
        if (!isValid()) {
            return false;
        }
        IPreferenceStore store = getPreferenceStore();
        store.setValue(BindwisePreferences.TARGET_PROFILE, targetProfile.value());
        store.setValue(BindwisePreferences.HINTS, hints.hints().hintsText());
        store.setValue(BindwisePreferences.OPERATING_POINT, point.value());
        store.setValue(BindwisePreferences.SAMPLES, samples.value());
        store.setValue(BindwisePreferences.RULES_FOLDER, rulesFolder.value());
        store.setValue(BindwisePreferences.CALIBRATION, calibration.value());
        store.setValue(BindwisePreferences.PROBE_TIMEOUT_MILLIS, Integer.parseInt(probeTimeout.getText().trim()));
        return true;
    }

    @Override
    protected void performDefaults() {
        show(key -> getPreferenceStore().getDefaultString(key));
        super.performDefaults();
    }

    /** The fields, for the tests, which type into them as a user does. */
    public PathField targetProfileField() {
        return targetProfile;
    }

    public HintsControl hintsControl() {
        return hints;
    }

    public OperatingPointField operatingPointField() {
        return point;
    }

    public PathField samplesField() {
        return samples;
    }

    public PathField rulesFolderField() {
        return rulesFolder;
    }

    public PathField calibrationField() {
        return calibration;
    }

    public Text probeTimeoutField() {
        return probeTimeout;
    }

    private static void label(Composite parent, String text) {
        new Label(parent, SWT.NONE).setText(text);
    }
}
