package dev.bindwise.ui.internal.generate;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.dialogs.FilteredResourcesSelectionDialog;

import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;

/**
 * Page 1: what to select with (the WSDL, the target profile, the hints A/B/C, the rules folder) and where the
 * sources go (Java project, source folder, package). Starts from the last choices, else the preferences.
 */
public final class GenerateTargetPage extends WizardPage {

    static final String NAME = "target";

    private static final String WSDL = "wsdl";
    private static final String TARGET = "targetProfile";
    private static final String HINTS = "hints";
    private static final String RULES = "rulesFolder";
    private static final String PROJECT = "project";
    private static final String SOURCE_FOLDER = "sourceFolder";

    private final IFile initialWsdl;
    private final IDialogSettings remembered;

    private Text wsdlText;
    private Text targetText;
    private Text hintA;
    private Text hintB;
    private Text hintC;
    private Text rulesText;
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

        targetText = field(page, "&Target profile:",
                "A bindwise.target/1 file that describes the deployment (empty: probe this host)");
        button(page, "Browse...", () -> chooseFile(targetText, "*.json"));

        Group hints = new Group(page, SWT.NONE);
        hints.setText("Hints (what you know about the data; leave empty for the whole default space)");
        hints.setLayout(new GridLayout(3, false));
        hints.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false, 3, 1));
        hintA = hint(hints, "A", "largest message, e.g. 100KB (\"default\": 100 KB for simple types, 300 KB for structures)");
        hintB = hint(hints, "B", "average length of the strings, in characters, e.g. 20");
        hintC = hint(hints, "C", "share of null values, e.g. 0.3 or 30%");

        rulesText = field(page, "&Rules folder:", "Your .drl files, loaded beside the default rules (empty: default rules)");
        button(page, "Browse...", () -> chooseFolder(rulesText));

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
        for (Text text : List.of(targetText, hintA, hintB, hintC, rulesText, packageText)) {
            text.addModifyListener(event -> validate());
        }
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
        targetText.setText(remembered(TARGET, BindwisePreferences.targetProfile().map(Path::toString).orElse("")));
        Map<String, String> hints = splitHints(remembered(HINTS, BindwisePreferences.hintsText()));
        hintA.setText(hints.getOrDefault("A", ""));
        hintB.setText(hints.getOrDefault("B", ""));
        hintC.setText(hints.getOrDefault("C", ""));
        rulesText.setText(remembered(RULES, BindwisePreferences.rulesFolder().map(Path::toString).orElse("")));

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
        // the WSDL's own project if it is a Java project, else the last one chosen
        String preferred = wsdl != null && JavaCore.create(wsdl.getProject()).exists() ? wsdl.getProject().getName()
                : remembered.get(PROJECT);
        int index = preferred == null ? -1 : projectCombo.indexOf(preferred);
        if (index < 0 && !projects.isEmpty()) {
            index = 0;
        }
        if (index >= 0) {
            projectCombo.select(index);
        }
        fillSourceFolders(remembered.get(SOURCE_FOLDER));
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
        String derived = "";
        if (wsdl != null) {
            try {
                derived = GenerateProxyOperation.defaultPackage(WorkspaceSelection.readWsdl(wsdl));
            } catch (WsdlReadException e) {
                derived = "";
            }
        }
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
        Optional<Path> target = path(targetText);
        if (target.isPresent() && !Files.isRegularFile(target.get())) {
            setErrorMessage("Target profile " + target.get() + ": no such file. Choose a bindwise.target/1 file, or leave it empty to probe this host.");
            return;
        }
        try {
            SpaceHints.parse(hintsText());
        } catch (IllegalArgumentException e) {
            setErrorMessage("Hints: " + e.getMessage());
            return;
        }
        Optional<Path> rules = path(rulesText);
        if (rules.isPresent() && !Files.exists(rules.get())) {
            setErrorMessage("Rules folder " + rules.get() + ": no such folder. Choose one, or leave it empty for the default rules.");
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
        return new GenerateChoices(wsdl(), new SelectSettings(path(targetText), hintsText(),
                path(rulesText).map(List::of).orElse(List.of()), BindwisePreferences.probeTimeout(),
                BindwisePreferences.calibration()), project(),
                sourceFolder(), packageText.getText().trim());
    }

    void remember() {
        remembered.put(WSDL, wsdlText.getText().trim());
        remembered.put(TARGET, targetText.getText().trim());
        remembered.put(HINTS, hintsText());
        remembered.put(RULES, rulesText.getText().trim());
        remembered.put(PROJECT, projectCombo.getText());
        remembered.put(SOURCE_FOLDER, sourceFolderCombo.getText());
    }

    /** The three fields as --hints takes them: {@code A=100KB,B=20,C=0.3}; "default" for A is A alone. */
    String hintsText() {
        List<String> hints = new ArrayList<>();
        String a = hintA.getText().trim();
        if (!a.isEmpty()) {
            hints.add(a.equalsIgnoreCase("default") ? "A" : "A=" + a);
        }
        if (!hintB.getText().isBlank()) {
            hints.add("B=" + hintB.getText().trim());
        }
        if (!hintC.getText().isBlank()) {
            hints.add("C=" + hintC.getText().trim());
        }
        return String.join(",", hints);
    }

    private static Map<String, String> splitHints(String text) {
        Map<String, String> hints = new LinkedHashMap<>();
        for (String hint : text.split(",")) {
            String trimmed = hint.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            String name = (equals < 0 ? trimmed : trimmed.substring(0, equals)).trim().toUpperCase(Locale.ROOT);
            hints.put(name, equals < 0 ? "default" : trimmed.substring(equals + 1).trim());
        }
        return hints;
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

    private String remembered(String key, String fallback) {
        String value = remembered.get(key);
        return value == null ? fallback : value;
    }

    private static Optional<Path> path(Text text) {
        String value = text.getText().trim();
        return value.isEmpty() ? Optional.empty() : Optional.of(Path.of(value));
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

    private void chooseFile(Text text, String extension) {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setFilterExtensions(new String[] { extension, "*" });
        String chosen = dialog.open();
        if (chosen != null) {
            text.setText(chosen);
        }
    }

    private void chooseFolder(Text text) {
        String chosen = new DirectoryDialog(getShell()).open();
        if (chosen != null) {
            text.setText(chosen);
        }
    }

    private static Text field(Composite parent, String label, String tooltip) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER);
        text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        text.setToolTipText(tooltip);
        text.setMessage(tooltip);
        return text;
    }

    private static Text hint(Composite parent, String name, String meaning) {
        new Label(parent, SWT.NONE).setText(name + ":");
        Text text = new Text(parent, SWT.BORDER);
        GridData data = new GridData(SWT.LEFT, SWT.CENTER, false, false);
        data.widthHint = 90;
        text.setLayoutData(data);
        text.setData("hint", name);
        new Label(parent, SWT.WRAP).setText(meaning);
        return text;
    }

    private static void button(Composite parent, String label, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(label);
        button.addListener(SWT.Selection, event -> action.run());
    }

    /** The target field, for the tests, which type into it as a user does. */
    public Text targetField() {
        return targetText;
    }

    /** The package field, for the tests. */
    public Text packageField() {
        return packageText;
    }
}
