package dev.bindwise.ui.tests;

import static dev.bindwise.ui.tests.Workbench.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.Platform;
import org.eclipse.jface.dialogs.DialogSettings;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
import dev.bindwise.ui.internal.preview.BindingPreviewView;
import dev.bindwise.ui.internal.preview.PlanTable;
import dev.bindwise.ui.internal.preview.SelectSettings;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;
import dev.bindwise.ui.internal.settings.WorkspacePaths;

/**
 * The Generate Binding Proxy wizard starts from the preferences (a target profile of the workspace, hints in the
 * same three fields) and selects with exactly the settings the Binding Preview view uses: the same answer.
 */
class OneSetOfSettingsTest {

    private IProject project;
    private IFile wsdl;
    private WizardDialog dialog;

    @BeforeEach
    void traderAndItsProfileInTheWorkspaceNamedByThePreferences() throws Exception {
        project = Workbench.project("settings-demo");
        wsdl = Workbench.copy(example("trader/Trader.wsdl"), project.getFile("Trader.wsdl"));
        IFile profile = Workbench.copy(example("trader/production-target.json"), project.getFile("production.json"));
        BindwisePreferences.instanceNode().put(BindwisePreferences.TARGET_PROFILE, WorkspacePaths.stored(profile));
        BindwisePreferences.instanceNode().put(BindwisePreferences.HINTS, "A=100KB,C=30%");
    }

    @AfterEach
    void cleanUp() throws Exception {
        if (dialog != null && dialog.getShell() != null) {
            dialog.close();
        }
        BindwisePreferences.instanceNode().clear();
        Workbench.delete(project);
    }

    @Test
    void theWizardAndTheViewSelectWithTheSameSettingsAndGetTheSameAnswer() throws Exception {
        GenerateProxyWizard wizard = new GenerateProxyWizard();
        wizard.setDialogSettings(new DialogSettings("fresh")); // no last choices: the preferences
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(wsdl));
        dialog = new WizardDialog(Workbench.workbenchShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.processEvents();

        assertEquals("100KB", wizard.targetPage().hintsControl().largestMessageField().getText());
        assertEquals("30%", wizard.targetPage().hintsControl().nullShareField().getText());
        assertEquals("${workspace_loc:/settings-demo/production.json}", wizard.targetPage().targetField().getText());
        SelectSettings inWizard = wizard.targetPage().selectSettings();
        SelectSettings inView = SelectSettings.fromPreferences();
        assertEquals(inView, inWizard);

        SelectionPlan wizardPlan = WorkspaceSelection.select(wsdl, inWizard, null).plan();
        SelectionPlan viewPlan = WorkspaceSelection.select(wsdl, inView, null).plan();
        for (int i = 0; i < viewPlan.getSelections().size(); i++) {
            assertEquals(viewPlan.getSelections().get(i).getChosen().getKind(),
                    wizardPlan.getSelections().get(i).getChosen().getKind());
            assertEquals(viewPlan.getSelections().get(i).getBasis(), wizardPlan.getSelections().get(i).getBasis());
        }
        assertEquals("JCA", viewPlan.getSelections().get(0).getChosen().getKind().name(), "the workspace profile applied");

        wizard.targetPage().hintsControl().stringLengthField().setText("twenty");
        Workbench.processEvents();
        String message = wizard.targetPage().getErrorMessage();
        assertTrue(message.startsWith("Average string length: write a number of characters"), message);
        Workbench.screenshot(dialog.getShell(), "generate-proxy-settings.png");
    }

    /**
     * Issue 30 item 3: with Data at and a Rules folder set in the preferences, the wizard opened as the user opens it
     * (its own dialog settings, whatever earlier wizards left there) shows them, and its preview decides what the
     * Binding Preview view decides, operation by operation, in the same words.
     */
    @Test
    void theWizardsPreviewAndTheViewShowTheSameDecisionFromThePreferences() throws Exception {
        IProject client = JavaProjects.create("settings-client", "src").getProject();
        try {
            IFile clientWsdl = Workbench.copy(example("trader/Trader.wsdl"), client.getFile("Trader.wsdl"));
            IFolder rules = client.getFolder("rules");
            rules.create(true, true, null);
            rules.getFile("mine.drl").create(new ByteArrayInputStream("""
                    package mine;

                    import dev.bindwise.core.policy.Candidate;
                    import dev.bindwise.core.policy.Excluded;
                    import dev.bindwise.runtime.BindingKind;

                    rule "no JCA here"
                        salience 95
                    when
                        $candidate : Candidate( kind == BindingKind.JCA )
                    then
                        insert( Excluded.notAccessible( $candidate, "no JCA for this client" ) );
                    end
                    """.getBytes(StandardCharsets.UTF_8)), true, null);
            BindwisePreferences.instanceNode().put(BindwisePreferences.RULES_FOLDER, WorkspacePaths.stored(rules));
            BindwisePreferences.instanceNode().put(BindwisePreferences.OPERATING_POINT, "strlen=20,array=200");

            // what a wizard finished with empty fields left in its settings (it used to start from them, not from the
            // preferences)
            IDialogSettings left = DialogSettings.getOrCreateSection(PlatformUI.getDialogSettingsProvider(
                    Platform.getBundle("dev.bindwise.ui")).getDialogSettings(), "GenerateProxyWizard");
            left.put("rulesFolder", "");
            left.put("operatingPoint", "");
            GenerateProxyWizard wizard = new GenerateProxyWizard();
            wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(clientWsdl));
            dialog = new WizardDialog(Workbench.workbenchShell(), wizard);
            dialog.setBlockOnOpen(false);
            dialog.open();
            Workbench.processEvents();
            assertEquals(WorkspacePaths.stored(rules), wizard.targetPage().rulesField().value(), "the preferences' rules");
            assertEquals("strlen=20,array=200", wizard.targetPage().operatingPointField().value(), "the preferences' Data at");
            Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.NEXT_ID));
            // the page says the service's classes are missing (a choice of its own): the plan is shown all the same
            assertTrue(wizard.previewPage().planTable().getItemCount() > 0, wizard.previewPage().getErrorMessage());
            Map<String, List<String>> inWizard = decisions(wizard.previewPage().planTable());

            BindingPreviewView view = (BindingPreviewView) Workbench.page().showView(BindingPreviewView.ID);
            try {
                view.show(clientWsdl);
                Workbench.waitForJobs(BindingPreviewView.JOB_FAMILY, "the preview of Trader.wsdl");
                assertEquals("", view.message());
                Map<String, List<String>> inView = decisions(view.planTable());
                assertEquals(inView, inWizard, "the same decision, in the same words");
                assertTrue(inView.values().stream().noneMatch(row -> row.get(0).equals("JCA")), () -> "the rule applied: " + inView);
                assertTrue(view.getContentDescription().contains("data at strlen=20,array=200"), view.getContentDescription());
            } finally {
                Workbench.page().hideView(view);
            }
        } finally {
            dialog.close();
            Workbench.delete(client);
        }
    }

    /** Per operation: the chosen binding, its port, why, the fallbacks and where the sizes were voted. */
    private static Map<String, List<String>> decisions(Table plan) {
        Map<String, List<String>> rows = new TreeMap<>();
        for (TableItem item : plan.getItems()) {
            rows.put(item.getText(0), List.of(item.getText(1), item.getText(2), item.getText(4), item.getText(5),
                    item.getText(PlanTable.VOTED_AT_COLUMN)));
        }
        return rows;
    }
}
