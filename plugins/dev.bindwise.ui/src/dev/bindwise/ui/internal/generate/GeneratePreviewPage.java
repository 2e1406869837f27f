package dev.bindwise.ui.internal.generate;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jface.dialogs.IMessageProvider;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.DirectoryDialog;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.core.generate.PomDependencies;
import dev.bindwise.ui.internal.LatestJob;
import dev.bindwise.ui.internal.Tables;
import dev.bindwise.ui.internal.UnexpectedFailure;
import dev.bindwise.ui.internal.generate.ProjectSetup.ServiceClasses;
import dev.bindwise.ui.internal.preview.PlanTable;
import dev.bindwise.ui.internal.preview.SelectionFailure;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * Page 2: the plan before anything is written (per operation the chosen binding, its fallbacks, the
 * confidence and the rules that fired), the files Finish creates or changes, and what the proxy needs besides
 * its sources with how Finish provides each (with, in a Maven project, the POM as Finish leaves it). The user
 * chooses here where the service's own classes come from. Worked out each time the page is shown, with a
 * progress bar and Cancel (select may probe the network).
 */
public final class GeneratePreviewPage extends WizardPage {

    static final String NAME = "preview";
    /** The family of the job that checks a typed location, for whoever waits on it. */
    public static final Object JOB_FAMILY = GeneratePreviewPage.class;
    /** How long typing pauses before the location is checked: one check for a path typed or pasted. */
    private static final long TYPING_PAUSE_MILLIS = 300;
    /** The background of the lines Finish adds to the POM: light, so that the theme's text colour reads on it. */
    private static final Color ADDED = new Color(214, 240, 214);

    /** The width the page asks for: the plan's columns side by side. */
    private static final int PAGE_WIDTH = 960;

    private final GenerateTargetPage targetPage;
    private Label heading;
    private Table planTable;
    private Table filesTable;
    private Table needsTable;
    private Group serviceGroup;
    private Button fromLocation;
    private Text locationText;
    private Button generate;
    private Label generateNote;
    /** Offers the proxy a package of its own where the chosen jar holds the proxy's package. */
    private Link otherPackage;
    private Label pomLabel;
    private StyledText pomText;
    private GenerateChoices choices;
    private ProxyPreview preview;
    private ProxyNeeds needs;
    private ProjectSetup setup;
    /** The jars of the module path that hold the proxy's package already (found in the background with the preview). */
    private List<String> onModulePath = List.of();
    private final LatestJob setupJob = new LatestJob(() -> needsTable);

    GeneratePreviewPage(GenerateTargetPage targetPage) {
        super(NAME, "Preview", null);
        this.targetPage = targetPage;
        setDescription("The bindings the proxy will call, the files Finish will write, and what the proxy needs besides."
                + " Nothing is written yet.");
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        heading = new Label(page, SWT.WRAP);
        GridData headingData = new GridData(SWT.FILL, SWT.TOP, true, false);
        headingData.widthHint = PAGE_WIDTH; // wraps a long heading instead of widening the page
        heading.setLayoutData(headingData);
        SashForm sash = new SashForm(page, SWT.VERTICAL);
        GridData sashData = new GridData(SWT.FILL, SWT.FILL, true, true);
        sashData.widthHint = PAGE_WIDTH;
        sashData.heightHint = 640;
        sash.setLayoutData(sashData);
        planTable = PlanTable.create(sash);
        filesTable = Tables.create(sash, "File", "Finish will");
        Composite needsPart = new Composite(sash, SWT.NONE);
        needsPart.setLayout(new GridLayout(1, false));
        new Label(needsPart, SWT.NONE).setText("What the proxy needs besides its sources, and how Finish provides it:");
        needsTable = Tables.create(needsPart, "Needs", "For", "How");
        needsTable.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        createServiceClassChoice(needsPart);
        pomLabel = new Label(needsPart, SWT.NONE);
        pomLabel.setText("pom.xml as Finish leaves it (the added dependencies highlighted):");
        pomLabel.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        pomText = new StyledText(needsPart, SWT.BORDER | SWT.READ_ONLY | SWT.H_SCROLL | SWT.V_SCROLL);
        pomText.setFont(JFaceResources.getTextFont());
        GridData pomData = new GridData(SWT.FILL, SWT.FILL, true, true);
        pomData.heightHint = 200;
        pomText.setLayoutData(pomData);
        showPom(false);
        sash.setWeights(2, 2, 7);
        setControl(page);
    }

    private void createServiceClassChoice(Composite parent) {
        serviceGroup = new Group(parent, SWT.NONE);
        serviceGroup.setText("The service's own classes");
        serviceGroup.setLayout(new GridLayout(5, false));
        serviceGroup.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        fromLocation = new Button(serviceGroup, SWT.RADIO);
        fromLocation.setText("From the service's client &jar or class folder:");
        locationText = new Text(serviceGroup, SWT.BORDER);
        GridData locationData = new GridData(SWT.FILL, SWT.CENTER, true, false);
        locationData.widthHint = 300; // a long path scrolls in the field instead of widening the page
        locationText.setLayoutData(locationData);
        locationText.setMessage("the jar or folder with the service's classes");
        locationText.setToolTipText("A jar or class folder (package folders below it). One of the workspace is written"
                + " ${workspace_loc:/project/path}, and goes on the build path by its workspace path.");
        Button workspace = new Button(serviceGroup, SWT.PUSH);
        workspace.setText("&Workspace...");
        workspace.addListener(SWT.Selection, event -> chooseInWorkspace());
        Button jar = new Button(serviceGroup, SWT.PUSH);
        jar.setText("Jar...");
        jar.addListener(SWT.Selection, event -> chooseJar());
        Button folder = new Button(serviceGroup, SWT.PUSH);
        folder.setText("Folder...");
        folder.addListener(SWT.Selection, event -> chooseFolder());
        generate = new Button(serviceGroup, SWT.RADIO);
        generate.setText("&Generate them with the proxy");
        generateNote = new Label(serviceGroup, SWT.WRAP);
        GridData noteData = new GridData(SWT.FILL, SWT.CENTER, true, false, 4, 1);
        noteData.widthHint = 400; // wraps rather than widening the page
        generateNote.setLayoutData(noteData);
        fromLocation.addListener(SWT.Selection, event -> serviceClassesChosen());
        generate.addListener(SWT.Selection, event -> serviceClassesChosen());
        otherPackage = new Link(serviceGroup, SWT.NONE);
        otherPackage.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 5, 1));
        otherPackage.addListener(SWT.Selection, event -> usePackageOfItsOwn());
        showOtherPackage(null);
        locationText.addModifyListener(event -> locationTyped());
    }

    @Override
    public void setVisible(boolean visible) {
        super.setVisible(visible);
        if (visible) {
            compute();
        }
    }

    private void compute() {
        preview = null;
        needs = null;
        setup = null;
        setPageComplete(false);
        planTable.removeAll();
        filesTable.removeAll();
        needsTable.removeAll();
        choices = targetPage.choices();
        heading.setText(choices.wsdl().getName() + " (" + choices.select().describe() + ") into "
                + choices.sourceFolder().getResource().getFullPath() + ", package " + choices.packageName());
        heading.requestLayout();
        GenerateChoices chosen = choices;
        ProxyPreview[] computed = new ProxyPreview[1];
        ProxyNeeds[] found = new ProxyNeeds[1];
        List<List<String>> holding = new ArrayList<>(1);
        try {
            // select may probe the network, and the build path is read from jars: not on the UI thread
            getContainer().run(true, true, monitor -> {
                try {
                    computed[0] = ProxyPreview.compute(chosen, monitor);
                    holding.add(ProjectSetup.modulePathHolding(chosen.project(), chosen.packageName()));
                    found[0] = ProxyNeeds.of(computed[0].generated(), chosen.project());
                } catch (JavaModelException e) {
                    throw new InvocationTargetException(new SelectionFailure("Cannot read the build path of "
                            + chosen.project().getElementName() + ": " + e.getMessage()));
                } catch (SelectionFailure | CoreException e) {
                    throw new InvocationTargetException(e);
                }
            });
            onModulePath = holding.get(0);
            needs = found[0];
        } catch (InvocationTargetException e) {
            setErrorMessage(failure("The preview", e.getCause()));
            return;
        } catch (InterruptedException | OperationCanceledException e) {
            setErrorMessage("Cancelled: go Back and Next to preview again.");
            return;
        }
        preview = computed[0];
        showPlan(preview);
        showServiceClassChoice();
        serviceClassesChosen();
    }

    /** The choice is offered while the build path lacks some of the service's classes. */
    private void showServiceClassChoice() {
        boolean lacking = needs.serviceClasses().stream().anyMatch(c -> !needs.onBuildPath().contains(c.name()));
        ((GridData) serviceGroup.getLayoutData()).exclude = !lacking;
        serviceGroup.setVisible(lacking);
        generate.setEnabled(needs.generatable());
        generateNote.setText(needs.generatable()
                ? "(the plan calls " + needs.libraries().keySet().stream().map(l -> l.kind().label()).collect(Collectors.joining(" and "))
                        + " only, which read any bean of the same properties)"
                : needs.needServiceClasses().isEmpty() ? "(the proxy's signatures name none of them)"
                        : "(not possible: the plan calls " + String.join(", ", needs.needServiceClasses())
                                + ", which passes the service's own classes)");
        // as the last generation of this WSDL chose, else generated where the build path lacks what the proxy names
        Optional<String> last = targetPage.last().map(LastGeneration::serviceClasses);
        boolean generateByDefault = needs.generatable() && last.map(LastGeneration.GENERATED::equals)
                .orElse(lacking && !needs.compilesAsItIs());
        generate.setSelection(generateByDefault);
        fromLocation.setSelection(!generateByDefault);
        last.filter(location -> lacking && !location.isEmpty() && !location.equals(LastGeneration.GENERATED)
                && locationText.getText().isEmpty()).ifPresent(locationText::setText);
        serviceGroup.getParent().layout(true, true);
    }

    private void serviceClassesChosen() {
        if (preview == null) {
            return;
        }
        boolean generated = generate.getSelection() && generate.isEnabled();
        locationText.setEnabled(!generated);
        ProxyPreview current = preview;
        Optional<Path> location = WorkspacePaths.resolve(locationText.getText());
        ProxyPreview[] regenerated = new ProxyPreview[1];
        ProjectSetup[] worked = new ProjectSetup[1];
        try {
            // generating again and reading the POM and the chosen jar: not on the UI thread
            getContainer().run(true, false, monitor -> {
                try {
                    regenerated[0] = generated == current.generateServiceClasses() ? current
                            : current.withServiceClassesGenerated(choices, generated);
                    worked[0] = setup(regenerated[0], location);
                } catch (SelectionFailure | CoreException e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            setup = null;
            setErrorMessage(failure("Working out the files", e.getCause()));
            setPageComplete(false);
            return;
        } catch (InterruptedException e) {
            setPageComplete(false);
            return;
        }
        preview = regenerated[0];
        showFiles(preview);
        showSetup(worked[0]);
    }

    /**
     * The location was typed: works out the setup again in a job once the typing pauses, and shows it, unless
     * something newer came meanwhile. Finish waits until it is shown.
     */
    private void locationTyped() {
        if (preview == null) {
            return;
        }
        ProxyPreview current = preview;
        Optional<Path> location = WorkspacePaths.resolve(locationText.getText());
        setPageComplete(false);
        Job job = new Job("Checking the service's classes") {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    ProjectSetup worked = setup(current, location);
                    setupJob.inUi(this, () -> showSetup(worked));
                } catch (CoreException | RuntimeException | LinkageError e) {
                    String message = failure("Checking the service's classes", e);
                    setupJob.inUi(this, () -> {
                        setup = null;
                        setErrorMessage(message);
                        setPageComplete(false);
                    });
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        job.setSystem(true);
        setupJob.schedule(job, TYPING_PAUSE_MILLIS);
    }

    /** How Finish provides what the proxy needs, as the choices now stand (reads the POM and the chosen jar). */
    private ProjectSetup setup(ProxyPreview shown, Optional<Path> location) throws CoreException {
        ServiceClasses source = shown.generateServiceClasses() ? ServiceClasses.GENERATED
                : location.isEmpty() && needs.compilesAsItIs() ? ServiceClasses.BUILD_PATH : ServiceClasses.LOCATION;
        return ProjectSetup.of(choices.project(), choices.packageName(), needs, source, location.orElse(null), onModulePath);
    }

    /** Shows how Finish provides what the proxy needs. */
    private void showSetup(ProjectSetup worked) {
        setup = worked;
        needsTable.removeAll();
        for (ProjectSetup.Row row : setup.rows()) {
            new TableItem(needsTable, SWT.NONE).setText(new String[] { row.what(), row.neededFor(), row.how() });
        }
        Tables.fitColumns(needsTable);
        showOtherPackage(setup.packageOfItsOwn().orElse(null));
        showPom(setup.pomEdit().isPresent());
        setup.pomEdit().ifPresent(this::showPomEdit);
        setErrorMessage(setup.error());
        setMessage(setup.warning(), setup.warning() == null ? IMessageProvider.NONE : IMessageProvider.WARNING);
        setPageComplete(setup.error() == null);
    }

    /** A failure's message: bad input as it says, anything else logged as unexpected. */
    private static String failure(String what, Throwable cause) {
        return cause instanceof SelectionFailure ? cause.getMessage()
                : cause instanceof CoreException core ? core.getStatus().getMessage()
                : UnexpectedFailure.logged(what, cause);
    }

    private void showPomEdit(PomDependencies.Edit edit) {
        pomText.setText(edit.text());
        int[] inserted = edit.inserted();
        if (inserted[1] > inserted[0]) {
            StyleRange added = new StyleRange(inserted[0], inserted[1] - inserted[0], null, ADDED);
            pomText.setStyleRange(added);
            pomText.setTopIndex(Math.max(0, pomText.getLineAtOffset(inserted[0]) - 2));
        }
    }

    /** The link that gives the proxy this package, shown while there is one to offer (null: none). */
    private void showOtherPackage(String offered) {
        otherPackage.setText(offered == null ? "" : "<a>Give the proxy the package " + offered + "</a> (and preview again)");
        otherPackage.setData(offered);
        ((GridData) otherPackage.getLayoutData()).exclude = offered == null;
        otherPackage.setVisible(offered != null);
        otherPackage.getParent().requestLayout();
    }

    /** As if the user typed the offered package on the first page and came back: the preview is worked out again. */
    private void usePackageOfItsOwn() {
        if (otherPackage.getData() instanceof String offered) {
            targetPage.packageField().setText(offered);
            compute();
        }
    }

    /** The POM's part of the page, shown in a project with a pom.xml only. */
    private void showPom(boolean shown) {
        for (Control control : new Control[] { pomLabel, pomText }) {
            ((GridData) control.getLayoutData()).exclude = !shown;
            control.setVisible(shown);
        }
        pomText.getParent().layout(true, true);
    }

    private void showPlan(ProxyPreview shown) {
        PlanTable.show(planTable, shown.plan());
    }

    private void showFiles(ProxyPreview shown) {
        filesTable.removeAll();
        String folder = choices.sourceFolder().getResource().getFullPath().toString();
        for (ProxyPreview.PlannedFile file : shown.files()) {
            new TableItem(filesTable, SWT.NONE).setText(new String[] {
                    folder + "/" + file.relativePath().toString().replace('\\', '/'), consequence(file.outcome()) });
        }
        Tables.fitColumns(filesTable);
    }

    /** What Finish does with a file, in the user's words. */
    static String consequence(GeneratedFile.Outcome outcome) {
        return switch (outcome) {
            case CREATED -> "create";
            case REPLACED -> "change (as generated before)";
            case UNCHANGED -> "leave unchanged";
            case KEPT -> "keep (you edited it; new generation beside it as .generated)";
        };
    }

    private void chooseJar() {
        FileDialog dialog = new FileDialog(getShell(), SWT.OPEN);
        dialog.setText("The service's client jar");
        dialog.setFilterExtensions(new String[] { "*.jar", "*" });
        locationChosen(dialog.open());
    }

    private void chooseFolder() {
        DirectoryDialog dialog = new DirectoryDialog(getShell());
        dialog.setText("The folder of the service's classes (package folders below it)");
        locationChosen(dialog.open());
    }

    private void chooseInWorkspace() {
        locationChosen(ServiceClassesInWorkspace.choose(getShell()).map(WorkspacePaths::stored).orElse(null));
    }

    /** The user chose a jar or folder (null: cancelled): it is where the service's classes come from now. */
    private void locationChosen(String chosen) {
        if (chosen != null) {
            fromLocation.setSelection(true);
            generate.setSelection(false);
            locationText.setText(chosen);
            serviceClassesChosen();
        }
    }

    /** The preview Finish writes, or null while there is none. */
    ProxyPreview preview() {
        return preview;
    }

    /** How Finish provides what the proxy needs, or null while it cannot. */
    ProjectSetup setup() {
        return setup == null || setup.error() != null ? null : setup;
    }

    GenerateChoices choices() {
        return choices;
    }

    /** Where the service's classes come from, as {@link LastGeneration} keeps it. */
    String serviceClassesChoice() {
        return preview != null && preview.generateServiceClasses() ? LastGeneration.GENERATED
                : fromLocation.getSelection() ? locationText.getText().trim() : "";
    }

    /** The plan's table, for the tests. */
    public Table planTable() {
        return planTable;
    }

    /** The files' table, for the tests. */
    public Table filesTable() {
        return filesTable;
    }

    /** What the proxy needs and how Finish provides it, for the tests. */
    public Table needsTable() {
        return needsTable;
    }

    /** The client jar or class folder field, for the tests, which type into it as a user does. */
    public Text serviceClassLocationField() {
        return locationText;
    }

    /** The choice "Generate them with the proxy", for the tests. */
    public Button generateServiceClassesButton() {
        return generate;
    }

    /** The choice "From the service's client jar or class folder", for the tests. */
    public Button serviceClassLocationButton() {
        return fromLocation;
    }

    /** "Give the proxy the package ...", for the tests; hidden while the proxy's package clashes with nothing. */
    public Link packageOfItsOwnLink() {
        return otherPackage;
    }

    /** The POM as Finish leaves it, for the tests. */
    public StyledText pomPreview() {
        return pomText;
    }
}
