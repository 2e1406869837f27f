package dev.bindwise.ui.internal.preview;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
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
import org.eclipse.swt.widgets.Group;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPart;
import org.eclipse.ui.part.ViewPart;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.LatestJob;

/**
 * The predicted binding choice for the selected WSDL (selected with the preferences' target, hints and
 * rules, as {@code ./bindwise select} would) or for a plan that {@code select --plan} wrote: per operation
 * the chosen binding, its fallbacks, the confidence and the rules that fired; the votes as bars; the facts
 * with where each came from. Selecting and Refresh run in a background job; the view only shows.
 */
public final class BindingPreviewView extends ViewPart {

    public static final String ID = "dev.bindwise.ui.previewView";

    /** The family of the jobs this view schedules, so that callers (and tests) can wait for them. */
    public static final Object JOB_FAMILY = BindingPreviewView.class;

    /** Marks a rule whose conclusion a stronger one set aside (the selection writes it into the reason). */
    private static final String SET_ASIDE = "(set aside:";

    private Composite stack;
    private Text message;
    private SashForm content;
    private Table planTable;
    private VotesChart votesChart;
    private ScrolledComposite votesScroller;
    private Table factsTable;
    private Action refresh;

    private IFile input;
    private final LatestJob selection = new LatestJob(() -> stack);

    private final ISelectionListener selectionListener = this::selectionChanged;

    @Override
    public void createPartControl(Composite parent) {
        stack = new Composite(parent, SWT.NONE);
        stack.setLayout(new StackLayout());
        message = new Text(stack, SWT.MULTI | SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        message.setFont(JFaceResources.getTextFont());
        content = new SashForm(stack, SWT.VERTICAL);
        planTable = table(content, "Operation", 170, "Chosen", 90, "Port", 130, "Confidence", 80, "Fallbacks", 150,
                "Rules fired", 520);
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
        factsTable = table(facts, "Fact", 160, "Value", 110, "Source", 80, "Detail", 500);
        lower.setWeights(2, 3);
        content.setWeights(2, 3);
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

        getSite().getPage().addPostSelectionListener(selectionListener);
        selectionChanged(null, getSite().getPage().getSelection());
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        selection.cancel();
        super.dispose();
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
        IFile file = input;
        if (file == null) {
            return;
        }
        boolean isPlan = isPlan(file);
        SelectSettings settings = SelectSettings.fromPreferences();
        setContentDescription((isPlan ? "Reading " : "Selecting for ") + file.getFullPath() + " ...");
        Job job = new Job((isPlan ? "Reading the plan " : "Selecting the bindings of ") + file.getName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    SelectionPlan plan = isPlan ? WorkspaceSelection.loadPlan(file)
                            : WorkspaceSelection.select(file, settings, monitor).plan();
                    String heading = isPlan
                            ? "Plan " + file.getFullPath() + " of " + plan.getWsdlLocation() + ", made " + plan.getCreatedAt()
                            : file.getFullPath() + ": " + settings.describe();
                    inUi(this, () -> showPlan(heading, plan));
                } catch (SelectionFailure e) {
                    inUi(this, () -> {
                        setContentDescription("Cannot preview " + file.getFullPath());
                        showMessage(e.getMessage());
                    });
                } catch (OperationCanceledException e) {
                    return Status.CANCEL_STATUS;
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        job.setUser(false);
        selection.schedule(job);
    }

    /** The file the view shows, or null. */
    public IFile input() {
        return input;
    }

    /** One row per operation: Operation, Chosen, Port, Confidence, Fallbacks, Rules fired. */
    public Table planTable() {
        return planTable;
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
        if (part == this || !(selection instanceof IStructuredSelection structured) || structured.size() != 1) {
            return;
        }
        IFile file = Adapters.adapt(structured.getFirstElement(), IFile.class);
        if (file != null && (isPlan(file) || "wsdl".equalsIgnoreCase(file.getFileExtension()))
                && !file.equals(input)) {
            show(file);
        }
    }

    private static boolean isPlan(IFile file) {
        return "xmi".equalsIgnoreCase(file.getFileExtension());
    }

    /** Runs on the UI thread unless the view is gone or a newer job took over. */
    private void inUi(Job job, Runnable update) {
        selection.inUi(job, update);
    }

    private void showPlan(String heading, SelectionPlan plan) {
        setContentDescription(heading);
        planTable.removeAll();
        for (OperationSelection selection : plan.getSelections()) {
            RankedBinding chosen = selection.getChosen();
            new TableItem(planTable, SWT.NONE).setText(new String[] {
                    selection.getPortType() + "." + selection.getOperation(),
                    chosen == null ? "none" : chosen.getKind().name(),
                    chosen == null ? "" : chosen.getPort(),
                    chosen == null ? "-" : String.format(Locale.ROOT, "%.0f %%", 100 * selection.getConfidence()),
                    selection.getFallbacks().stream().map(f -> f.getKind().name()).collect(Collectors.joining(", ")),
                    rulesFired(selection.getFiredRules()) });
        }
        factsTable.removeAll();
        if (plan.getFacts() != null) {
            for (Fact fact : plan.getFacts().getFacts()) {
                new TableItem(factsTable, SWT.NONE).setText(new String[] { fact.getName(), fact.getValue(),
                        fact.getSource().name(), fact.getDetail() == null ? "" : fact.getDetail() });
            }
            for (EndpointFact endpoint : plan.getFacts().getEndpoints()) {
                new TableItem(factsTable, SWT.NONE).setText(new String[] { endpoint.getPort(),
                        endpoint.isAccessible() ? "accessible" : "not accessible", endpoint.getSource().name(),
                        endpoint.getReason() == null ? "" : endpoint.getReason() });
            }
        }
        votesChart.show(plan);
        votesScroller.setMinSize(votesChart.computeSize(SWT.DEFAULT, SWT.DEFAULT));
        ((StackLayout) stack.getLayout()).topControl = content;
        stack.layout(true, true);
    }

    private static String rulesFired(List<RuleFiring> firings) {
        return firings.stream().map(firing -> firing.getReason().contains(SET_ASIDE)
                ? firing.getRule() + " (set aside)" : firing.getRule()).collect(Collectors.joining("; "));
    }

    private void showMessage(String text) {
        message.setText(text);
        ((StackLayout) stack.getLayout()).topControl = message;
        stack.layout(true, true);
    }

    private static Table table(Composite parent, Object... columns) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
        table.setHeaderVisible(true);
        table.setLinesVisible(true);
        for (int i = 0; i < columns.length; i += 2) {
            TableColumn column = new TableColumn(table, SWT.LEFT);
            column.setText((String) columns[i]);
            column.setWidth((Integer) columns[i + 1]);
        }
        return table;
    }
}
