package dev.bindwise.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.wizards.IWizardDescriptor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.policy.RuleFileTemplate;
import dev.bindwise.ui.internal.rules.DrlEditor;
import dev.bindwise.ui.internal.rules.NewRuleFileWizard;
import dev.bindwise.ui.internal.rules.RuleProblemMarkers;

/**
 * New Rule File in a real workbench: found where File > New > Other... lists it (under Bindwise) and in the
 * Bindwise menu of a folder; Finish writes the template into the folder, opens it in the rule editor, and the
 * file compiles beside the default rules; a name that exists is refused.
 */
class NewRuleFileWizardTest {

    private IProject project;
    private IFolder folder;
    private WizardDialog dialog;

    @BeforeEach
    void aFolderInAProject() throws Exception {
        project = Workbench.project("new-rules-demo");
        folder = project.getFolder("policy");
        folder.create(true, true, null);
    }

    @AfterEach
    void closeAndDelete() throws Exception {
        if (dialog != null && dialog.getShell() != null && !dialog.getShell().isDisposed()) {
            dialog.close();
        }
        Workbench.waitForJobs(RuleProblemMarkers.JOB_FAMILY, "the rule compilations");
        Workbench.page().closeAllEditors(false);
        Workbench.delete(project);
    }

    @Test
    void fileNewOtherBindwiseRuleFileWritesATemplateThatCompilesAndOpensItInTheRuleEditor() throws Exception {
        IWizardDescriptor descriptor = PlatformUI.getWorkbench().getNewWizardRegistry().findWizard(NewRuleFileWizard.ID);
        assertNotNull(descriptor, "File > New > Other... lists the wizard");
        assertEquals("Rule File", descriptor.getLabel());
        assertEquals("Bindwise", descriptor.getCategory().getLabel(), "under Bindwise");
        INewWizard wizard = assertInstanceOf(INewWizard.class, descriptor.createWizard());
        wizard.init(PlatformUI.getWorkbench(), new StructuredSelection(folder));
        dialog = new WizardDialog(Workbench.page().getWorkbenchWindow().getShell(), wizard);
        dialog.setBlockOnOpen(false);
        dialog.open();
        Workbench.processEvents();

        Text name = fileNameField(dialog.getShell());
        assertEquals("my-rules.drl", name.getText(), "a name to start from");
        name.setText("gateway.drl");
        Workbench.processEvents();
        Workbench.screenshot(dialog.getShell(), "new-rule-file.png");
        Workbench.click(Workbench.button(dialog.getShell(), IDialogConstants.FINISH_ID));

        IFile file = folder.getFile("gateway.drl");
        assertTrue(file.exists(), "written into the folder chosen");
        assertEquals(RuleFileTemplate.text("gateway.drl"), new String(file.readAllBytes(), StandardCharsets.UTF_8));
        DrlEditor editor = assertInstanceOf(DrlEditor.class, Workbench.page().getActiveEditor(), "opened in the rule editor");
        assertEquals(file, editor.getEditorInput().getAdapter(IFile.class));

        RuleBase rules = RuleBase.load(List.of(file.getLocation().toFile().toPath()));
        assertTrue(rules.ruleNames().contains("gateway: what this rule decides"), rules.ruleNames().toString());
        RuleProblemMarkers.update(file);
        assertEquals(0, file.findMarkers(RuleProblemMarkers.TYPE, false, IResource.DEPTH_ZERO).length,
                "no problem marker on the new file");
    }

    @Test
    void theBindwiseMenuOfAFolderOpensTheWizardOnThatFolderAndAnExistingNameIsRefused() throws Exception {
        IFile existing = folder.getFile("taken.drl");
        existing.create("// mine\n".getBytes(StandardCharsets.UTF_8), true, false, null);
        assertEquals(List.of("New Rule File..."), Workbench.contextSubmenuItems(folder, "Bindwise"));

        Workbench.clickContextMenu(folder, "Bindwise", "New Rule File...");
        Shell shell = Workbench.waitFor(() -> wizardShell(), "the New Rule File wizard");
        Text name = fileNameField(shell);
        name.setText("taken.drl");
        Workbench.processEvents();
        assertTrue(!Workbench.button(shell, IDialogConstants.FINISH_ID).isEnabled(), "Finish is disabled");
        IWizardPage page = ((WizardDialog) shell.getData()).getCurrentPage();
        assertTrue(page.getErrorMessage() != null && page.getErrorMessage().contains("already exists"),
                page.getErrorMessage());
        shell.close();
        Workbench.processEvents();
        assertEquals("// mine\n", new String(existing.readAllBytes(), StandardCharsets.UTF_8), "the file is as it was");
    }

    private static Shell wizardShell() {
        for (Shell shell : PlatformUI.getWorkbench().getDisplay().getShells()) {
            if (shell.isVisible() && NewRuleFileWizard.TITLE.equals(shell.getText())) {
                return shell;
            }
        }
        return null;
    }

    /** The file name field: the last single-line text of WizardNewFileCreationPage (the folder's comes first). */
    private static Text fileNameField(Composite parent) {
        Text found = null;
        for (Control child : parent.getChildren()) {
            if (child instanceof Text text && text.isVisible() && text.getText().endsWith(".drl")) {
                found = text;
            } else if (child instanceof Composite composite && fileNameField(composite) instanceof Text text) {
                found = text;
            }
        }
        return found;
    }
}
