package dev.bindwise.ui.internal.generate;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.dialogs.DialogSettings;
import org.eclipse.jface.dialogs.IDialogSettings;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.IWizardPage;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.PlatformUI;
import org.osgi.framework.FrameworkUtil;

import dev.bindwise.core.generate.GeneratedFile;

/**
 * Generate Binding Proxy (File > New > Other > Bindwise, and the Bindwise menu of a .wsdl): page 1 the
 * target, hints, rules and where the sources go; page 2 the plan and the files, before anything is written;
 * Finish writes the previewed proxy into the Java project and provides what it needs besides (the service's
 * classes, the runtime, the bindings' libraries: in the POM, or in lib/ and on the build path).
 */
public final class GenerateProxyWizard extends Wizard implements INewWizard {

    public static final String ID = "dev.bindwise.ui.generateProxyWizard";
    private static final String SETTINGS_SECTION = "GenerateProxyWizard";

    private IFile wsdl;
    private GenerateTargetPage targetPage;
    private GeneratePreviewPage previewPage;

    public GenerateProxyWizard() {
        setWindowTitle("Generate Binding Proxy");
        setNeedsProgressMonitor(true);
        IDialogSettings settings = PlatformUI.getDialogSettingsProvider(FrameworkUtil.getBundle(getClass()))
                .getDialogSettings();
        setDialogSettings(DialogSettings.getOrCreateSection(settings, SETTINGS_SECTION));
    }

    @Override
    public void init(IWorkbench workbench, IStructuredSelection selection) {
        if (selection != null && selection.size() == 1) {
            IFile file = Adapters.adapt(selection.getFirstElement(), IFile.class);
            if (file != null && "wsdl".equalsIgnoreCase(file.getFileExtension())) {
                wsdl = file;
            }
        }
    }

    @Override
    public void addPages() {
        targetPage = new GenerateTargetPage(wsdl, getDialogSettings());
        previewPage = new GeneratePreviewPage(targetPage);
        addPage(targetPage);
        addPage(previewPage);
    }

    /** Finish only from the preview, once it is worked out and what the proxy needs can be provided: nothing is written unseen. */
    @Override
    public boolean canFinish() {
        return getContainer().getCurrentPage() == previewPage && previewPage.preview() != null
                && previewPage.setup() != null;
    }

    @Override
    public boolean performFinish() {
        targetPage.remember();
        ProxyWriter writer = new ProxyWriter(previewPage.choices(), previewPage.preview(), previewPage.setup(),
                targetPage.lastGeneration(previewPage.serviceClassesChoice()));
        try {
            getContainer().run(true, true, writer);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            previewPage.setErrorMessage("Nothing more was written: " + (cause instanceof CoreException core
                    ? core.getStatus().getMessage() : String.valueOf(cause)));
            return false;
        } catch (InterruptedException e) {
            previewPage.setErrorMessage("Cancelled.");
            return false;
        }
        long kept = writer.result().files().stream().filter(f -> f.outcome() == GeneratedFile.Outcome.KEPT).count();
        if (kept > 0) {
            MessageDialog.openInformation(getShell(), "Generate Binding Proxy", kept + " file(s) you edited were kept as"
                    + " they are; the new generation of each is beside it as .java.generated, to merge what you want.");
        }
        return true;
    }

    /** The pages, for the tests. */
    public GenerateTargetPage targetPage() {
        return targetPage;
    }

    public GeneratePreviewPage previewPage() {
        return previewPage;
    }

    @Override
    public IWizardPage getStartingPage() {
        return targetPage;
    }
}
