package dev.bindwise.ui.tests;

import static dev.bindwise.ui.tests.Workbench.example;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.jface.dialogs.DialogSettings;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.model.SelectionPlan;
import dev.bindwise.ui.internal.generate.GenerateProxyWizard;
import dev.bindwise.ui.internal.preferences.BindwisePreferences;
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
}
