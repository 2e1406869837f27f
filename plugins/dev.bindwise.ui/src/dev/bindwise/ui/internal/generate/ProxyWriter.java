package dev.bindwise.ui.internal.generate;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.ui.actions.WorkspaceModifyOperation;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateResult;

/**
 * What Finish runs, as one workspace operation (one resource delta, one build): the core writes the proxy
 * from the previewed plan into the source folder, the folder is refreshed, and what the proxy needs besides
 * its sources goes where the preview said ({@link ProjectSetup}: the POM, or lib/ and the build path), and the
 * choices are kept for the next generation of the WSDL ({@link LastGeneration}).
 * Cancelling before the sources are written leaves the workspace as it was.
 */
final class ProxyWriter extends WorkspaceModifyOperation {

    private final GenerateChoices choices;
    private final ProxyPreview preview;
    private final ProjectSetup setup;
    private final LastGeneration kept;
    private GenerateResult result;

    ProxyWriter(GenerateChoices choices, ProxyPreview preview, ProjectSetup setup, LastGeneration kept) {
        // the workspace root: setting the build path also locks JDT's project of external folders
        super();
        this.choices = choices;
        this.preview = preview;
        this.setup = setup;
        this.kept = kept;
    }

    @Override
    protected void execute(IProgressMonitor monitor) throws CoreException, InvocationTargetException {
        SubMonitor progress = SubMonitor.convert(monitor, "Generating the binding proxy", preview.files().size() + 4);
        if (progress.isCanceled()) {
            throw new OperationCanceledException();
        }
        try {
            result = new GenerateProxyOperation(preview.request(choices)).execute(progress.split(preview.files().size()));
        } catch (GenerateException e) {
            throw new CoreException(Status.error(e.getMessage(), e));
        }
        progress.setWorkRemaining(5);
        choices.sourceFolder().getResource().refreshLocal(IResource.DEPTH_INFINITE, progress.split(2));
        setup.apply(progress.split(2));
        kept.store(choices.wsdl());
        progress.worked(1);
    }

    GenerateResult result() {
        return result;
    }
}
