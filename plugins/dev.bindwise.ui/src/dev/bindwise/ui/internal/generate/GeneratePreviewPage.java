package dev.bindwise.ui.internal.generate;

import java.lang.reflect.InvocationTargetException;
import java.util.Locale;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.ui.internal.preview.SelectionFailure;

/**
 * Page 2: the plan before anything is written (per operation the chosen binding, its fallbacks, the
 * confidence and the rules that fired) and the files Finish creates or changes. Worked out each time the
 * page is shown, with a progress bar and Cancel (select may probe the network).
 */
public final class GeneratePreviewPage extends WizardPage {

    static final String NAME = "preview";

    private final GenerateTargetPage targetPage;
    private Label heading;
    private Table planTable;
    private Table filesTable;
    private GenerateChoices choices;
    private ProxyPreview preview;

    GeneratePreviewPage(GenerateTargetPage targetPage) {
        super(NAME, "Preview", null);
        this.targetPage = targetPage;
        setDescription("The bindings the proxy will call, and the files Finish will write. Nothing is written yet.");
        setPageComplete(false);
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        page.setLayout(new GridLayout(1, false));
        heading = new Label(page, SWT.WRAP);
        heading.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        SashForm sash = new SashForm(page, SWT.VERTICAL);
        sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        planTable = table(sash, "Operation", 170, "Chosen", 80, "Port", 120, "Confidence", 80, "Fallbacks", 130,
                "Rules fired", 260);
        filesTable = table(sash, "File", 420, "Finish will", 260);
        sash.setWeights(3, 2);
        setControl(page);
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
        setPageComplete(false);
        planTable.removeAll();
        filesTable.removeAll();
        choices = targetPage.choices();
        heading.setText(choices.wsdl().getName() + " (" + choices.select().describe() + ") into "
                + choices.sourceFolder().getResource().getFullPath() + ", package " + choices.packageName());
        ProxyPreview[] computed = new ProxyPreview[1];
        try {
            getContainer().run(true, true, monitor -> {
                try {
                    computed[0] = ProxyPreview.compute(choices, monitor);
                } catch (SelectionFailure e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            setErrorMessage(cause instanceof SelectionFailure ? cause.getMessage() : "The preview failed: " + cause);
            return;
        } catch (InterruptedException | OperationCanceledException e) {
            setErrorMessage("Cancelled: go Back and Next to preview again.");
            return;
        }
        preview = computed[0];
        show(preview);
        setErrorMessage(null);
        setPageComplete(true);
    }

    private void show(ProxyPreview shown) {
        for (OperationSelection selection : shown.plan().getSelections()) {
            RankedBinding chosen = selection.getChosen();
            new TableItem(planTable, SWT.NONE).setText(new String[] {
                    selection.getPortType() + "." + selection.getOperation(),
                    chosen == null ? "none" : chosen.getKind().name(),
                    chosen == null ? "" : chosen.getPort(),
                    chosen == null ? "-" : String.format(Locale.ROOT, "%.0f %%", 100 * selection.getConfidence()),
                    selection.getFallbacks().stream().map(f -> f.getKind().name()).collect(Collectors.joining(", ")),
                    selection.getFiredRules().stream().map(f -> f.getRule()).collect(Collectors.joining("; ")) });
        }
        String folder = choices.sourceFolder().getResource().getFullPath().toString();
        for (ProxyPreview.PlannedFile file : shown.files()) {
            new TableItem(filesTable, SWT.NONE).setText(new String[] {
                    folder + "/" + file.relativePath().toString().replace('\\', '/'), consequence(file.outcome()) });
        }
        planTable.getParent().layout(true, true);
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

    /** The preview Finish writes, or null while there is none. */
    ProxyPreview preview() {
        return preview;
    }

    GenerateChoices choices() {
        return choices;
    }

    /** The plan's table, for the tests. */
    public Table planTable() {
        return planTable;
    }

    /** The files' table, for the tests. */
    public Table filesTable() {
        return filesTable;
    }

    private static Table table(Composite parent, Object... columns) {
        Table table = new Table(parent, SWT.BORDER | SWT.FULL_SELECTION);
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
