package dev.bindwise.ui.internal.publish;

import java.io.ByteArrayInputStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;

import dev.bindwise.core.inspect.InspectOperation;
import dev.bindwise.core.publish.AddBindingsException;
import dev.bindwise.core.publish.AddBindingsOperation;
import dev.bindwise.core.publish.AddBindingsResult;
import dev.bindwise.core.publish.NewBinding;
import dev.bindwise.core.publish.WsdlText;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.ui.internal.UnexpectedFailure;

/**
 * Add Bindings to WSDL (paper 3.1): the publisher chooses RMI-IIOP, JCA (CICS) or local Java bindings for
 * the WSDL's port type and fills in their details, sees the WSDL as it will be, and Finish writes it
 * through the workspace (with local history). The work is core's {@link AddBindingsOperation}; Cancel
 * writes nothing.
 */
public final class AddBindingsWizard extends Wizard {

    public static final String TITLE = "Add Bindings to WSDL";
    /** The family of the job that writes the WSDL, for whoever waits on it. */
    public static final Object JOB_FAMILY = AddBindingsWizard.class;

    private final IFile file;
    private final BindingDetailsPage details;
    private final PreviewPage preview;

    AddBindingsWizard(IFile file, ServiceDescription description) throws AddBindingsException {
        this.file = file;
        this.details = new BindingDetailsPage(description);
        this.preview = new PreviewPage(this);
        setWindowTitle(TITLE);
        setNeedsProgressMonitor(false);
    }

    /**
     * The wizard's dialog for a WSDL file of the workspace. The file is read in another thread while the UI
     * goes on (with a busy cursor, and a progress dialog when it takes long).
     *
     * @throws AddBindingsException when the file does not read or cannot take more bindings, with why
     */
    public static WizardDialog dialog(Shell shell, IFile file) throws AddBindingsException {
        Path location = location(file);
        ServiceDescription[] description = new ServiceDescription[1];
        try {
            PlatformUI.getWorkbench().getProgressService().busyCursorWhile(monitor -> {
                try {
                    description[0] = new InspectOperation(location, WsdlReaderOptions.defaults()).execute(monitor);
                } catch (WsdlReadException e) {
                    throw new InvocationTargetException(e);
                }
            });
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new AddBindingsException(cause instanceof WsdlReadException ? cause.getMessage()
                    : UnexpectedFailure.logged("Reading " + file.getFullPath(), cause), cause);
        } catch (InterruptedException e) {
            throw new AddBindingsException("Cancelled: nothing was read or written.", e);
        }
        AddBindingsOperation.onePortType(description[0]);
        WizardDialog dialog = new WizardDialog(shell, new AddBindingsWizard(file, description[0]));
        dialog.setPageSize(720, 520);
        return dialog;
    }

    private static Path location(IFile file) throws AddBindingsException {
        if (file.getLocation() == null) {
            throw new AddBindingsException(file.getFullPath() + " is not in the local file system: Bindwise reads local WSDL files.");
        }
        return file.getLocation().toFile().toPath();
    }

    @Override
    public void addPages() {
        addPage(details);
        addPage(preview);
    }

    @Override
    public boolean canFinish() {
        return getContainer().getCurrentPage() == preview && preview.result() != null;
    }

    /** What makes the WSDL with the chosen bindings (it reads the file: not on the UI thread); it writes nowhere. */
    AddBindingsOperation operation() throws AddBindingsException {
        List<NewBinding> bindings = details.bindings();
        return new AddBindingsOperation(location(file), bindings);
    }

    IFile file() {
        return file;
    }

    @Override
    public boolean performFinish() {
        AddBindingsResult result = preview.result();
        if (result == null) {
            return false;
        }
        new WriteJob(file, result).schedule();
        return true;
    }

    /** Writes the new text into the file, unless it changed since the preview was made. */
    private static final class WriteJob extends WorkspaceJob {

        private final IFile file;
        private final AddBindingsResult result;

        WriteJob(IFile file, AddBindingsResult result) {
            super("Adding bindings to " + file.getName());
            this.file = file;
            this.result = result;
            setRule(file);
            setUser(true);
        }

        @Override
        public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
            SubMonitor progress = SubMonitor.convert(monitor, "Writing " + file.getName(), 2);
            Charset charset = WsdlText.charsetOf(result.originalText());
            byte[] now = file.readAllBytes();
            progress.worked(1);
            if (!new String(now, charset).equals(result.originalText())) {
                return Status.error(file.getName() + " changed after the preview was made; nothing was written. "
                        + "Run Add Bindings again on the file as it is now.");
            }
            file.setContents(new ByteArrayInputStream(result.newText().getBytes(charset)),
                    IResource.KEEP_HISTORY, progress.split(1));
            return Status.OK_STATUS;
        }

        @Override
        public boolean belongsTo(Object family) {
            return family == JOB_FAMILY;
        }
    }
}
