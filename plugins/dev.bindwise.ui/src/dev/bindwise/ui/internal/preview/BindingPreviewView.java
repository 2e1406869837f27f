package dev.bindwise.ui.internal.preview;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.core.runtime.preferences.IEclipsePreferences.IPreferenceChangeListener;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.custom.StackLayout;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import dev.bindwise.core.select.Idempotency;
import dev.bindwise.core.select.PredictedAndMeasured;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.LatestJob;
import dev.bindwise.ui.internal.UnexpectedFailure;
import dev.bindwise.ui.internal.Tables;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;

/**
 * The predicted binding choice for the selected WSDL (selected with the preferences' target, hints, rules and
 * calibration, as {@code ./bindwise select} would, and as the heading says) or for a plan that
 * {@code select --plan} wrote: per operation the chosen binding, its fallbacks, what decided (in the words of
 * {@code select}) and the rules that fired; the votes as bars; the facts with where each came from; and, for the
 * targets chosen with Compare Targets... (this machine, profiles of the workspace), the plan on each side by side;
 * above them, the operations that look read-only but are not declared idempotent, in the words of {@code select}
 * ({@link Idempotency#suggestions}). It follows the selection and its inputs: the preferences, and saves of the WSDL
 * (Add Bindings rewriting it too), of the target profile, of a compared target's profile, of a rule file of the rules
 * in use, of the samples and of the calibration select again, once for a burst of changes ({@link #DEBOUNCE_MILLIS}). Selecting and Refresh run in a background job; the view only
 * shows.
 */
public final class BindingPreviewView extends ViewPart {

    public static final String ID = "dev.bindwise.ui.previewView";

    /** The family of the jobs this view schedules, so that callers (and tests) can wait for them. */
    public static final Object JOB_FAMILY = BindingPreviewView.class;

    /** How long a change waits for the next one before the view selects again (one selection for a burst). */
    static final long DEBOUNCE_MILLIS = 300;

    private Composite stack;
    private Text message;
    private SashForm content;
    private Group suggestionsGroup;
    private Text suggestions;
    private Table planTable;
    private VotesChart votesChart;
    private ScrolledComposite votesScroller;
    private Table factsTable;
    private Group comparisonGroup;
    private Table comparisonTable;
    private Action refresh;

    private IFile input;
    private final LatestJob selection = new LatestJob(() -> stack);

    private final ISelectionListener selectionListener = this::selectionChanged;
    private final IPreferenceChangeListener preferencesListener = event -> Display.getDefault()
            .asyncExec(this::inputChanged);
    private final IResourceChangeListener resourceListener = this::resourcesChanged;
    /** What the latest selection ran with: the files whose saves make the view select again. */
    private volatile SelectInputs inputs = SelectInputs.NONE;
    /** How many times the view showed an outcome (a plan or a message): what a caller waits on after a change. */
    private volatile int shown;

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(new StackLayout());
        message = new Text(stack, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        message.setFont(JFaceResources.getTextFont());
        content = new SashForm(stack, SWT.VERTICAL);
        suggestionsGroup = new Group(content, SWT.NONE);
        suggestionsGroup.setText(Idempotency.SUGGESTIONS_HEADING);
        suggestionsGroup.setLayout(new FillLayout());
        suggestions = new Text(suggestionsGroup, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        suggestionsGroup.setVisible(false);
        planTable = PlanTable.create(content);
        comparisonGroup = new Group(content, SWT.NONE);
        comparisonGroup.setText("The plan on each target compared");
        comparisonGroup.setLayout(new FillLayout());
        comparisonTable = ComparisonTable.create(comparisonGroup);
        comparisonGroup.setVisible(false);
        SashForm lower = new SashForm(content, SWT.HORIZONTAL);
        Group votes = new Group(lower, SWT.NONE);
        votes.setText("Size votes per operation");
        votes.setToolTipText("Points of the parameter space where each binding's messages are the cheapest");
        votes.setLayout(new FillLayout());
        votesScroller = new ScrolledComposite(votes, SWT.V_SCROLL | SWT.H_SCROLL);
        votesChart = new VotesChart(votesScroller);
        votesScroller.setContent(votesChart);
        votesScroller.setExpandHorizontal(true);
        votesScroller.setExpandVertical(true);
        Group facts = new Group(lower, SWT.NONE);
        facts.setText("Facts of the target and their sources");
        facts.setLayout(new FillLayout());
        factsTable = Tables.create(facts, "Fact", "Value", "Source", "Detail");
        lower.setWeights(2, 3);
        content.setWeights(1, 4, 4, 6);
        showMessage("Select a .wsdl file (or a plan .xmi written by ./bindwise select --plan) to preview the binding"
                + " choice.\nThe target profile, hints and rules come from Window > Preferences > Bindwise.");

        refresh = new Action("Refresh") {
            @Override
            public void run() {
                refresh();
            }
        };
        refresh.setToolTipText("Select again, with the current preferences");
        refresh.setEnabled(false);
        getViewSite().getActionBars().getToolBarManager().add(refresh);
        Action compare = new Action("Compare Targets...") {
            @Override
            public void run() {
                CompareTargetsDialog.open(getSite().getShell());
            }
        };
        compare.setToolTipText("Show the plan on several targets side by side: this machine and target profiles of"
                + " the workspace");
        getViewSite().getActionBars().getToolBarManager().add(compare);

        getSite().getPage().addPostSelectionListener(selectionListener);
        BindwisePreferences.instanceNode().addPreferenceChangeListener(preferencesListener);
        ResourcesPlugin.getWorkspace().addResourceChangeListener(resourceListener, IResourceChangeEvent.POST_CHANGE);
        showSelectedFile();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        BindwisePreferences.instanceNode().removePreferenceChangeListener(preferencesListener);
        ResourcesPlugin.getWorkspace().removeResourceChangeListener(resourceListener);
        selection.cancel();
        super.dispose();
    }

    /**
     * Opens on what the user has in hand: the file selected in the active part, else in the Project Explorer,
     * else the file of the active editor.
     */
    private void showSelectedFile() {
        IWorkbenchPage page = getSite().getPage();
        Stream.of(page.getSelection(), page.getSelection(IPageLayout.ID_PROJECT_EXPLORER))
                .map(BindingPreviewView::previewable).flatMap(Optional::stream).findFirst()
                .or(() -> Optional.ofNullable(page.getActiveEditor()).flatMap(BindingPreviewView::previewable))
                .ifPresent(this::show);
    }

    /** An input changed: selects again once the burst of changes is over. */
    private void inputChanged() {
        if (!stack.isDisposed() && input != null) {
            schedule(DEBOUNCE_MILLIS);
        }
    }

    /** Runs where the workspace tells (any thread): looks only at the delta, and leaves the rest to the UI thread. */
    private void resourcesChanged(IResourceChangeEvent event) {
        if (event.getDelta() != null && inputs.touchedBy(event.getDelta())) {
            Display.getDefault().asyncExec(this::inputChanged);
        }
    }

    @Override
    public void setFocus() {
        stack.setFocus();
    }

    /** Shows the plan of this WSDL (selected now) or plan file (read now). */
    public void show(IFile file) {
        input = file;
        refresh.setEnabled(true);
        refresh();
    }

    /** Selects again (or reads the plan file again) in a background job. */
    public void refresh() {
        schedule(0);
    }

    private void schedule(long delayMillis) {
        IFile file = input;
        if (file == null) {
            return;
        }
        boolean isPlan = isPlan(file);
        SelectSettings settings = SelectSettings.fromPreferences();
        List<ComparedTarget> targets = isPlan ? List.of() : ComparedTarget.remembered();
        inputs = isPlan ? SelectInputs.of(file, null, List.of()) : SelectInputs.of(file, settings, targets);
        setContentDescription((isPlan ? "Reading " : "Selecting for ") + file.getFullPath() + " ...");
        Job job = new Job((isPlan ? "Reading the plan " : "Selecting the bindings of ") + file.getName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    SubMonitor progress = SubMonitor.convert(monitor, 1 + targets.size());
                    SelectionPlan plan = isPlan ? WorkspaceSelection.loadPlan(file)
                            : WorkspaceSelection.select(file, settings, progress.split(1)).plan();
                    String heading = isPlan
                            ? "Plan " + file.getFullPath() + " of " + plan.getWsdlLocation() + ", made " + plan.getCreatedAt()
                            : file.getFullPath() + ": " + settings.describe();
                    TargetComparison comparison = TargetComparison.select(file, settings, plan, targets,
                            progress.split(targets.size()));
                    // the rows' texts and the suggestions are made here: for a large service they take a while
                    PredictedAndMeasured times = PredictedAndMeasured.of(file.getLocation().toFile().toPath(),
                            settings.calibration().orElse(null));
                    List<Tables.Row> rows = PlanTable.rows(plan, times);
                    String measured = times.measurements().map(m -> "; measured: " + m.file().getFileName() + " ("
                            + m.writtenAt() + ")").orElse("") + (times.problem().isEmpty() ? "" : "; " + times.problem());
                    List<String> suggested = Idempotency.suggestions(plan);
                    inUi(this, () -> showPlan(heading + measured, plan, rows, suggested, comparison));
                } catch (SelectionFailure e) {
                    inUi(this, () -> {
                        setContentDescription("Cannot preview " + file.getFullPath());
                        showMessage(e.getMessage());
                    });
                } catch (OperationCanceledException e) {
                    return Status.CANCEL_STATUS;
                } catch (RuntimeException | LinkageError e) {
                    String text = UnexpectedFailure.logged(getName(), e);
                    inUi(this, () -> {
                        setContentDescription("Cannot preview " + file.getFullPath());
                        showMessage(text);
                    });
                }
                // an unexpected failure was logged above: an error status would log it a second time
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        job.setUser(false);
        selection.schedule(job, delayMillis);
    }

    /** How many outcomes (plans or messages) the view has shown: a caller waits for it to grow after a change. */
    public int shownCount() {
        return shown;
    }

    /** The file the view shows, or null. */
    public IFile input() {
        return input;
    }

    /**
     * One row per operation: Operation, Chosen, Port, Confidence, Why, Fallbacks, Rules fired, Sizes voted at,
     * Predicted / measured.
     */
    public Table planTable() {
        return planTable;
    }

    /** What the view suggests declaring idempotent, one operation a line, or "" when nothing (then hidden). */
    public String suggestions() {
        return suggestionsGroup.isVisible() ? suggestions.getText() : "";
    }

    /**
     * The plan on each target chosen with Compare Targets... side by side: Operation, a column per target, Same on
     * every target. Shown while targets are chosen and the view shows a WSDL.
     */
    public Table comparisonTable() {
        return comparisonTable;
    }

    /** One row per fact and per endpoint: Fact, Value, Source, Detail. */
    public Table factsTable() {
        return factsTable;
    }

    public VotesChart votesChart() {
        return votesChart;
    }

    /** The message shown instead of the plan (an error, or the first hint), or "" while a plan shows. */
    public String message() {
        return ((StackLayout) stack.getLayout()).topControl == message ? message.getText() : "";
    }

    private void selectionChanged(IWorkbenchPart part, ISelection selection) {
        if (part == this) {
            return;
        }
        Optional<IFile> file = part instanceof IEditorPart editor ? previewable(editor) : previewable(selection);
        file.filter(chosen -> !chosen.equals(input)).ifPresent(this::show);
    }

    /** The one .wsdl or plan file selected, if that is what the selection holds. */
    private static Optional<IFile> previewable(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured) || structured.size() != 1) {
            return Optional.empty();
        }
        return previewable(Adapters.adapt(structured.getFirstElement(), IFile.class));
    }

    private static Optional<IFile> previewable(IEditorPart editor) {
        return previewable(Adapters.adapt(editor.getEditorInput(), IFile.class));
    }

    private static Optional<IFile> previewable(IFile file) {
        return Optional.ofNullable(file).filter(f -> isPlan(f) || "wsdl".equalsIgnoreCase(f.getFileExtension()));
    }

    private static boolean isPlan(IFile file) {
        return "xmi".equalsIgnoreCase(file.getFileExtension());
    }

    /** Runs on the UI thread unless the view is gone or a newer job took over. */
    private void inUi(Job job, Runnable update) {
        selection.inUi(job, update);
    }

    private void showPlan(String heading, SelectionPlan plan, List<Tables.Row> rows, List<String> suggested,
            TargetComparison comparison) {
        setContentDescription(heading);
        PlanTable.show(planTable, rows);
        suggestions.setText(String.join("\n", suggested));
        suggestionsGroup.setVisible(!suggested.isEmpty());
        comparisonGroup.setVisible(!comparison.columns().isEmpty());
        ComparisonTable.show(comparisonTable, comparison);
        factsTable.removeAll();
        if (plan.getFacts() != null) {
            for (Fact fact : plan.getFacts().getFacts()) {
                new TableItem(factsTable, SWT.NONE).setText(new String[] { fact.getName(), fact.getValue(),
                        fact.getSource().name(), fact.getDetail() == null ? "" : fact.getDetail() });
            }
            for (EndpointFact endpoint : plan.getFacts().getEndpoints()) {
                new TableItem(factsTable, SWT.NONE).setText(new String[] { "port " + endpoint.getPort(),
                        endpoint.isAccessible() ? "accessible" : "not accessible", endpoint.getSource().name(),
                        "at " + endpoint.getAddress() + ": " + (endpoint.getReason() == null ? "" : endpoint.getReason()) });
            }
        }
        Tables.fitColumns(factsTable);
        votesChart.show(plan);
        votesScroller.setMinSize(votesChart.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        ((StackLayout) stack.getLayout()).topControl = content;
        stack.layout(true, true);
        shown++;
    }

    private void showMessage(String text) {
        message.setText(text);
        ((StackLayout) stack.getLayout()).topControl = message;
        stack.layout(true, true);
        shown++;
    }
}
