package dev.bindwise.ui.internal;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Inspect Bindings" on a WSDL file: opens the Bindings view and lets it read the file in a job. */
public final class InspectBindingsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IStructuredSelection selection = HandlerUtil.getCurrentStructuredSelection(event);
        IFile file = Adapters.adapt(selection.getFirstElement(), IFile.class);
        if (file == null) {
            return null;
        }
        try {
            InspectBindingsView view = (InspectBindingsView) HandlerUtil.getActiveWorkbenchWindowChecked(event)
                    .getActivePage().showView(InspectBindingsView.ID);
            view.inspect(file);
        } catch (PartInitException e) {
            throw new ExecutionException("Cannot open the Bindings view: " + e.getMessage(), e);
        }
        return null;
    }
}
