package dev.bindwise.ui.internal.rules;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.TitleAreaDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;

import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.preview.SelectionFailure;
import dev.bindwise.ui.internal.LatestJob;
import dev.bindwise.ui.internal.UnexpectedFailure;
import dev.bindwise.ui.internal.Tables;
import dev.bindwise.ui.internal.preview.PlanTable;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.settings.PathField;

/**
 * Which rules fire for a WSDL and a target: the rules of a .drl file beside the default ones (or, from a
 * WSDL, the preferences' rules folder), a WSDL of the workspace and a target profile; Evaluate runs the
 * selection in a background job and lists, per operation, the chosen binding and every rule that fired.
 */
public final class EvaluateRulesDialog extends TitleAreaDialog {

    /** The family of the evaluation jobs, so that callers (and tests) can wait for them. */
    public static final Object JOB_FAMILY = EvaluateRulesDialog.class;

    private final IFile rulesFile;
    private final IFile initialWsdl;
    private final List<IFile> wsdls = new ArrayList<>();

    private Combo wsdlCombo;
    private PathField profileField;
    private Button evaluateButton;
    private Table firings;
    private final LatestJob evaluation = new LatestJob(this::getShell);

    /**
     * @param rulesFile the .drl file to evaluate beside the default rules, or null for the preferences' rules
     * @param wsdl      the WSDL to choose first, or null
     */
    public EvaluateRulesDialog(Shell parent, IFile rulesFile, IFile wsdl) {
        super(parent);
        this.rulesFile = rulesFile;
        this.initialWsdl = wsdl;
        setShellStyle(getShellStyle() | SWT.RESIZE);
    }

    @Override
    protected void configureShell(Shell shell) {
        super.configureShell(shell);
        shell.setText("Evaluate against Target");
    }

    @Override
    protected Control createDialogArea(Composite parent) {
        Composite area = (Composite) super.createDialogArea(parent);
        setTitle("Which rules fire for a WSDL and a target");
        setMessage("Choose the WSDL and the target profile, then Evaluate. Hints and the probe timeout come from"
                + " the Bindwise preferences.");
        Composite form = new Composite(area, SWT.NONE);
        form.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        form.setLayout(new GridLayout(3, false));

        new Label(form, SWT.NONE).setText("Rules:");
        Label rules = new Label(form, SWT.NONE);
        rules.setText(rulesFile != null ? rulesFile.getFullPath() + " beside the default rules"
                : SelectSettings.fromPreferences().rules().stream().map(Path::toString).findFirst()
                        .map(folder -> folder + " beside the default rules").orElse("the default rules"));
        rules.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));

        new Label(form, SWT.NONE).setText("WS&DL:");
        wsdlCombo = new Combo(form, SWT.READ_ONLY | SWT.DROP_DOWN);
        wsdlCombo.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false, 2, 1));
        wsdls.addAll(workspaceWsdls());
        wsdls.forEach(file -> wsdlCombo.add(file.getFullPath().toString()));
        if (initialWsdl != null && wsdls.contains(initialWsdl)) {
            wsdlCombo.select(wsdls.indexOf(initialWsdl));
        } else if (!wsdls.isEmpty()) {
            wsdlCombo.select(0);
        }

        new Label(form, SWT.NONE).setText("&Target profile:");
        profileField = new PathField(form, PathField.Kind.FILE, "*.json",
                "The target profile (bindwise.target/1); none: probe this host");
        ((GridData) profileField.text().getParent().getLayoutData()).horizontalSpan = 2;
        profileField.setValue(BindwisePreferences.string(BindwisePreferences.TARGET_PROFILE));

        evaluateButton = new Button(form, SWT.PUSH);
        evaluateButton.setText("&Evaluate");
        evaluateButton.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 3, 1));
        evaluateButton.addListener(SWT.Selection, event -> evaluate());
        evaluateButton.setEnabled(!wsdls.isEmpty());
        if (wsdls.isEmpty()) {
            setErrorMessage("The workspace has no .wsdl file to evaluate the rules against.");
        }

        firings = Tables.create(form, "Operation", "Chosen", "Rule", "Property", "Reason");
        GridData tableLayout = new GridData(SWT.FILL, SWT.FILL, true, true, 3, 1);
        tableLayout.heightHint = 260;
        tableLayout.widthHint = 820;
        firings.setLayoutData(tableLayout);
        return area;
    }

    @Override
    protected void createButtonsForButtonBar(Composite parent) {
        createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
    }

    @Override
    protected void buttonPressed(int buttonId) {
        if (buttonId == IDialogConstants.CLOSE_ID) {
            close();
        } else {
            super.buttonPressed(buttonId);
        }
    }

    @Override
    public boolean close() {
        evaluation.cancel();
        return super.close();
    }

    /** Chooses the WSDL (by its workspace path) and the target profile (a path, or "" for none). */
    public void choose(IFile wsdl, String targetProfile) {
        wsdlCombo.select(wsdls.indexOf(wsdl));
        profileField.setValue(targetProfile);
    }

    public Button evaluateButton() {
        return evaluateButton;
    }

    /** One row per rule that fired: Operation, Chosen, Rule, Property, Reason. */
    public Table firingsTable() {
        return firings;
    }

    private void evaluate() {
        int index = wsdlCombo.getSelectionIndex();
        if (index < 0) {
            setErrorMessage("Choose a WSDL.");
            return;
        }
        IFile wsdl = wsdls.get(index);
        Optional<String> problem = profileField.problem("Target profile", "to probe this host");
        if (problem.isPresent()) {
            setErrorMessage(problem.get());
            return;
        }
        SelectSettings settings = SelectSettings.fromPreferences().withTargetProfile(profileField.path());
        if (rulesFile != null) {
            settings = settings.withRules(List.of(rulesFile.getLocation().toFile().toPath()));
        }
        SelectSettings chosen = settings;
        setErrorMessage(null);
        setMessage("Evaluating the rules for " + wsdl.getName() + " ...");
        evaluateButton.setEnabled(false);
        firings.removeAll();
        Job job = new Job("Evaluating the policy rules for " + wsdl.getName()) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                try {
                    SelectionPlan plan = WorkspaceSelection.select(wsdl, chosen, monitor).plan();
                    evaluation.inUi(this, () -> show(wsdl, chosen, plan));
                } catch (SelectionFailure e) {
                    evaluation.inUi(this, () -> {
                        setMessage(null);
                        setErrorMessage(e.getMessage());
                    });
                } catch (OperationCanceledException e) {
                    return Status.CANCEL_STATUS;
                } catch (RuntimeException | LinkageError e) {
                    String message = UnexpectedFailure.logged(getName(), e);
                    evaluation.inUi(this, () -> {
                        setMessage(null);
                        setErrorMessage(message);
                    });
                } finally {
                    evaluation.inUi(this, () -> evaluateButton.setEnabled(true));
                }
                // an unexpected failure was logged above: an error status would log it a second time
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == JOB_FAMILY;
            }
        };
        evaluation.schedule(job);
    }

    private void show(IFile wsdl, SelectSettings settings, SelectionPlan plan) {
        setMessage(wsdl.getName() + ": " + settings.describe());
        for (OperationSelection selection : plan.getSelections()) {
            String operation = PlanTable.operation(selection);
            String chosen = selection.getChosen() == null ? "none" : selection.getChosen().getKind().name();
            for (RuleFiring firing : selection.getFiredRules()) {
                new TableItem(firings, SWT.NONE).setText(new String[] { operation, chosen, firing.getRule(),
                        firing.getProperty(), firing.getReason() });
            }
        }
        Tables.fitColumns(firings);
    }

    private static List<IFile> workspaceWsdls() {
        List<IFile> found = new ArrayList<>();
        try {
            ResourcesPlugin.getWorkspace().getRoot().accept(resource -> {
                if (resource.getType() == IResource.FILE && "wsdl".equalsIgnoreCase(resource.getFileExtension())) {
                    found.add((IFile) resource);
                }
                return true;
            });
        } catch (CoreException e) {
            // a project that cannot be walked contributes nothing; the others still show
        }
        found.sort(Comparator.comparing(file -> file.getFullPath().toString()));
        return found;
    }
}
