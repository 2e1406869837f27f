package dev.bindwise.ui.internal.preview;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Preview Binding Choice" on a WSDL or plan file: opens the Binding Preview view on it. */
public final class ShowBindingPreviewHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = Adapters.adapt(HandlerUtil.getCurrentStructuredSelection(event).getFirstElement(), IFile.class);
        if (file == null) {
            return null;
        }
        try {
            BindingPreviewView view = (BindingPreviewView) HandlerUtil.getActiveWorkbenchWindowChecked(event)
                    .getActivePage().showView(BindingPreviewView.ID);
            view.show(file);
        } catch (PartInitException e) {
            throw new ExecutionException("Cannot open the Binding Preview view: " + e.getMessage(), e);
        }
        return null;
    }
}
