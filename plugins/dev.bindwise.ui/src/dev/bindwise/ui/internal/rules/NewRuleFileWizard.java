package dev.bindwise.ui.internal.rules;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.dialogs.WizardNewFileCreationPage;
import org.eclipse.ui.ide.IDE;

import dev.bindwise.core.policy.RuleFileTemplate;

/**
 * File > New > Other... > Bindwise > Rule File, and Bindwise > New Rule File... on a folder: a {@code .drl}
 * file in the chosen folder with core's {@link RuleFileTemplate}, opened in the rule editor. It never
 * replaces a file that exists (the page refuses the name).
 */
public final class NewRuleFileWizard extends Wizard implements INewWizard {

    public static final String ID = "dev.bindwise.ui.newRuleFileWizard";
    public static final String TITLE = "New Rule File";

    private IStructuredSelection selection;
    private Page page;

    public NewRuleFileWizard() {
        setWindowTitle(TITLE);
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection currentSelection) {
        this.selection = currentSelection;
    }

    @Override
    public void addPages() {
        page = new Page(selection);
        addPage(page);
    }

    @Override
    public boolean performFinish() {
        IFile file = page.createNewFile();
        if (file == null) {
            return false;
        }
        try {
            IDE.openEditor(PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage(), file, DrlEditor.ID);
        } catch (PartInitException e) {
            page.setErrorMessage(file.getFullPath() + " was written, but the rule editor did not open: " + e.getMessage());
            return false;
        }
        return true;
    }

    /** The folder and the file's name; the contents are the template made for that name. */
    private static final class Page extends WizardNewFileCreationPage {

        Page(IStructuredSelection selection) {
            super("ruleFile", selection);
            setTitle("Policy rule file");
            // two lines at most: the title area cuts off the rest (the template itself says what it holds)
            setDescription("A .drl file of your own rules, compiled beside Bindwise's default rules.");
            setFileExtension("drl");
            setFileName("my-rules.drl");
        }

        @Override
        protected InputStream getInitialContents() {
            return new ByteArrayInputStream(RuleFileTemplate.text(getFileName()).getBytes(StandardCharsets.UTF_8));
        }
    }
}
