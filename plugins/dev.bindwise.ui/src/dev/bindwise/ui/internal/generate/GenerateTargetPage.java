package dev.bindwise.ui.internal.generate;

import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IPackageFragmentRoot;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.window.Window;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

import dev.bindwise.core.estimate.HintFields;
import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.ui.internal.UnexpectedFailure;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;
import dev.bindwise.ui.internal.settings.HintsControl;
import dev.bindwise.ui.internal.settings.OperatingPointField;
import dev.bindwise.ui.internal.settings.PathField;
import dev.bindwise.ui.internal.settings.TextWidths;

/**
 * Page 1: what to select with (the WSDL, the target profile, the hints, the operating point, the sample messages,
 * the rules folder, the calibration: the
 * settings of the preferences, entered the same way) and where the sources go (Java project, source folder,
 * package). Starts from the choices of the last generation for the WSDL ({@link LastGeneration}), else from the
 * preferences, as the Binding Preview does: the two decide alike.
 */
public final class GenerateTargetPage extends WizardPage {

    static final String NAME = "target";

    // the dialog settings remember only where the last wizard went: what it selected with is the WSDL's own
    private static final String WSDL = "wsdl";
    private static final String PROJECT = "project";
    private static final String SOURCE_FOLDER = "sourceFolder";

    private final IFile initialWsdl;
    private final IDialogSettings remembered;
    /** The choices of the last generation for the WSDL the page opened on, if there was one. */
    private Optional<LastGeneration> last = Optional.empty();

    private Text wsdlText;
    private PathField target;
    private HintsControl hints;
    private OperatingPointField point;
    private PathField samples;
    private PathField rules;
    private PathField calibration;
    private Combo projectCombo;
    private Combo sourceFolderCombo;
    private Text packageText;
    /** The package the WSDL's namespace gives; replaced when the WSDL changes unless the user typed another. */
    private String derivedPackage = "";
    private final List<IJavaProject> projects = new ArrayList<>();
    private final List<IPackageFragmentRoot> sourceFolders = new ArrayList<>();

    GenerateTargetPage(IFile initialWsdl, IDialogSettings remembered) {
        super(NAME, "Generate Binding Proxy", null);
        this.initialWsdl = initialWsdl;
        this.remembered = remembered;
        setDescription("Choose the target, the hints and the rules that select the bindings, and where the proxy goes.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(3, false));

        wsdlText = field(page, "&WSDL:", "The extended WSDL of the service, in the workspace");
        button(page, "Browse...", this::chooseWsdl);

        target = pathField(page, "&Target profile:", PathField.Kind.FILE, "*.json",
                "A bindwise.target/1 file that describes the deployment (empty: probe this host)");
        hints = new HintsControl(page, 3);
        point = new OperatingPointField(page, 3);
        samples = pathField(page, "Sa&mple messages:", PathField.Kind.FOLDER, "*",
                "Requests and replies a client captured (.xml): each operation they show is voted at their point");
        rules = pathField(page, "&Rules folder:", PathField.Kind.FOLDER, "*",
                "Your .drl files, loaded beside the default rules (empty: default rules)");
        calibration = pathField(page, "&Calibration:", PathField.Kind.FILE, "*.json",
                "A bindwise.calibration/1 file whose measured costs the vote compares (empty: the default cost table)");

        new Label(page, SWT.NONE).setText("Java &project:");
        projectCombo = new Combo(page, SWT.READ_ONLY);
        projectCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        new Label(page, SWT.NONE).setText("&Source folder:");
        sourceFolderCombo = new Combo(page, SWT.READ_ONLY);
        sourceFolderCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        packageText = field(page, "P&ackage:", "The Java package of the proxy (default: from the WSDL's namespace)");
        new Label(page, SWT.NONE);

        fillInitialValues();
        wsdlText.addModifyListener(event -> {
            derivePackage();
            validate();
        });
        List.of(target, samples, rules, calibration).forEach(field -> field.addModifyListener(this::validate));
        hints.addModifyListener(this::validate);
        point.addModifyListener(this::validate);
        packageText.addModifyListener(event -> validate());
        projectCombo.addModifyListener(event -> {
            fillSourceFolders(null);
            validate();
        });
        sourceFolderCombo.addModifyListener(event -> validate());
        setControl(page);
        validate();
    }

    private void fillInitialValues() {
        IFile wsdl = initialWsdl != null ? initialWsdl : workspaceFile(remembered.get(WSDL));
        wsdlText.setText(wsdl == null ? "" : wsdl.getFullPath().toString());
        last = wsdl == null ? Optional.empty() : LastGeneration.of(wsdl);
        target.setValue(last.map(LastGeneration::target).orElseGet(() -> preference(BindwisePreferences.TARGET_PROFILE)));
        try {
            hints.setHints(HintFields.of(last.map(LastGeneration::hints).orElseGet(BindwisePreferences::hintsText)));
        } catch (IllegalArgumentException e) {
            hints.setHints(HintFields.none());
        }
        point.setValue(last.map(LastGeneration::operatingPoint).orElseGet(() -> preference(BindwisePreferences.OPERATING_POINT)));
        samples.setValue(last.map(LastGeneration::samples).orElseGet(() -> preference(BindwisePreferences.SAMPLES)));
        rules.setValue(last.map(LastGeneration::rules).orElseGet(() -> preference(BindwisePreferences.RULES_FOLDER)));
        calibration.setValue(last.map(LastGeneration::calibration).orElseGet(() -> preference(BindwisePreferences.CALIBRATION)));

        try {
            for (IJavaProject project : JavaCore.create(ResourcesPlugin.getWorkspace().getRoot()).getJavaProjects()) {
                if (project.getProject().isOpen()) {
                    projects.add(project);
                    projectCombo.add(project.getElementName());
                }
            }
        } catch (JavaModelException e) {
            setErrorMessage("Cannot list the Java projects: " + e.getMessage());
        }
        // the project of the last generation, else the WSDL's own project if it is a Java project, else the last one chosen
        String preferred = last.map(LastGeneration::project).filter(name -> !name.isEmpty())
                .orElse(wsdl != null && JavaCore.create(wsdl.getProject()).exists() ? wsdl.getProject().getName()
                        : remembered.get(PROJECT));
        int index = preferred == null ? -1 : projectCombo.indexOf(preferred);
        if (index < 0 && !projects.isEmpty()) {
            index = 0;
        }
        if (index >= 0) {
            projectCombo.select(index);
        }
        fillSourceFolders(last.map(LastGeneration::sourceFolder).orElseGet(() -> remembered.get(SOURCE_FOLDER)));
        last.map(LastGeneration::packageName).ifPresent(packageText::setText);
        derivePackage();
    }

    private void fillSourceFolders(String preferred) {
        sourceFolderCombo.removeAll();
        sourceFolders.clear();
        IJavaProject project = project();
        if (project == null) {
            return;
        }
        try {
            for (IPackageFragmentRoot root : project.getPackageFragmentRoots()) {
                if (root.getKind() == IPackageFragmentRoot.K_SOURCE && root.getResource() != null) {
                    sourceFolders.add(root);
                    sourceFolderCombo.add(root.getResource().getFullPath().toString());
                }
            }
        } catch (JavaModelException e) {
            setErrorMessage("Cannot list the source folders of " + project.getElementName() + ": " + e.getMessage());
        }
        int index = preferred == null ? -1 : sourceFolderCombo.indexOf(preferred);
        if (!sourceFolders.isEmpty()) {
            sourceFolderCombo.select(Math.max(index, 0));
        }
    }

    /** The package of the WSDL's namespace, as {@code ./bindwise generate} takes it when given no --package. */
    private void derivePackage() {
        IFile wsdl = wsdl();
        String[] read = { "" };
        if (wsdl != null) {
            try {
                // the WSDL is read in another thread while the UI goes on (a busy cursor, a progress dialog if it is slow)
                PlatformUI.getWorkbench().getProgressService().busyCursorWhile(monitor -> {
                    try {
                        read[0] = GenerateProxyOperation.defaultPackage(WorkspaceSelection.readWsdl(wsdl));
                    } catch (WsdlReadException e) {
                        read[0] = ""; // the preview says what is wrong with the WSDL
                    }
                });
            } catch (InvocationTargetException e) {
                UnexpectedFailure.logged("Reading " + wsdl.getFullPath(), e.getCause());
            } catch (InterruptedException e) {
                // cancelled: no package derived
            }
        }
        String derived = read[0];
        if (packageText.getText().isBlank() || packageText.getText().equals(derivedPackage)) {
            packageText.setText(derived);
        }
        derivedPackage = derived;
    }

    private void validate() {
        setPageComplete(false);
        if (wsdl() == null) {
            setErrorMessage("Choose an existing .wsdl file of the workspace.");
            return;
        }
        Optional<String> settingsProblem = target.problem("Target profile", "to probe this host").or(hints::problem)
                .or(point::problem).or(() -> samples.problem("Sample messages", "to vote without samples"))
                .or(() -> rules.problem("Rules folder", "for the default rules"))
                .or(() -> calibration.problem("Calibration", "for the default cost table"));
        if (settingsProblem.isPresent()) {
            setErrorMessage(settingsProblem.get());
            return;
        }
        if (project() == null) {
            setErrorMessage("Choose a Java project (create one with File > New > Java Project).");
            return;
        }
        if (sourceFolder() == null) {
            setErrorMessage("The project " + project().getElementName() + " has no source folder: add one to its build path.");
            return;
        }
        try {
            GenerateProxyOperation.checkPackage(packageText.getText().trim());
        } catch (GenerateException e) {
            setErrorMessage("Package: " + e.getMessage());
            return;
        }
        setErrorMessage(null);
        setPageComplete(true);
    }

    /** The choices as they stand; valid once the page is complete. */
    GenerateChoices choices() {
        return new GenerateChoices(wsdl(), selectSettings(), project(),
                sourceFolder(), packageText.getText().trim());
    }

    /** What the selection runs with: the fields of the page, the probe timeout of the preferences. */
    public SelectSettings selectSettings() {
        return new SelectSettings(target.path(), hints.hints().hintsText(), point.value(), samples.path(), rules.path().map(List::of).orElse(List.of()),
                BindwisePreferences.probeTimeout(), calibration.path());
    }

    /** Remembers where this wizard went, for the next one opened without a WSDL. */
    void remember() {
        remembered.put(WSDL, wsdlText.getText().trim());
        remembered.put(PROJECT, projectCombo.getText());
        remembered.put(SOURCE_FOLDER, sourceFolderCombo.getText());
    }

    /** The choices as they stand, to keep for the next generation of the WSDL. */
    LastGeneration lastGeneration(String serviceClasses) {
        return new LastGeneration(target.value(), hints.hints().hintsText(), point.value(), samples.value(),
                rules.value(), calibration.value(), projectCombo.getText(), sourceFolderCombo.getText(),
                packageText.getText().trim(), serviceClasses);
    }

    /** The choices of the last generation for the WSDL the page opened on, if there was one. */
    Optional<LastGeneration> last() {
        return last;
    }

    private IFile wsdl() {
        return workspaceFile(wsdlText.getText().trim());
    }

    private static IFile workspaceFile(String fullPath) {
        if (fullPath == null || fullPath.isBlank() || IPath.fromPortableString(fullPath).segmentCount() < 2) {
            return null;
        }
        IFile file = ResourcesPlugin.getWorkspace().getRoot().getFile(IPath.fromPortableString(fullPath));
        return file.exists() && "wsdl".equalsIgnoreCase(file.getFileExtension()) ? file : null;
    }

    private IJavaProject project() {
        int index = projectCombo.getSelectionIndex();
        return index < 0 ? null : projects.get(index);
    }

    private IPackageFragmentRoot sourceFolder() {
        int index = sourceFolderCombo.getSelectionIndex();
        return index < 0 ? null : sourceFolders.get(index);
    }

    private static String preference(String key) {
        return BindwisePreferences.string(key);
    }

    private void chooseWsdl() {
        FilteredResourcesSelectionDialog dialog = new FilteredResourcesSelectionDialog(getShell(), false,
                ResourcesPlugin.getWorkspace().getRoot(), IResource.FILE);
        dialog.setTitle("Choose a WSDL");
        dialog.setInitialPattern("*.wsdl");
        if (dialog.open() == Window.OK && dialog.getFirstResult() instanceof IFile file) {
            wsdlText.setText(file.getFullPath().toString());
        }
    }

    private static Text field(Composite parent, String label, String tooltip) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        GridData data = new GridData(SWT.FILL, SWT.CENTER, true, false);
        data.widthHint = TextWidths.FIELD;
        text.setLayoutData(data);
        text.setToolTipText(tooltip);
        text.setMessage(tooltip);
        return text;
    }

    private static PathField pathField(Composite parent, String label, PathField.Kind kind, String pattern,
            String tooltip) {
        new Label(parent, SWT.NONE).setText(label);
        PathField field = new PathField(parent, kind, pattern, tooltip);
        ((GridData) field.text().getParent().getLayoutData()).horizontalSpan = 2;
        return field;
    }

    private static void button(Composite parent, String label, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(label);
        button.addListener(SWT.Selection, event -> action.run());
    }

    /** The target field, for the tests, which type into it as a user does. */
    public Text targetField() {
        return target.text();
    }

    /** The hints, for the tests. */
    public HintsControl hintsControl() {
        return hints;
    }

    /** The operating point, for the tests. */
    public OperatingPointField operatingPointField() {
        return point;
    }

    /** The sample messages folder, for the tests. */
    public PathField samplesField() {
        return samples;
    }

    /** The rules folder, for the tests. */
    public PathField rulesField() {
        return rules;
    }

    /** The package field, for the tests. */
    public Text packageField() {
        return packageText;
    }
}
