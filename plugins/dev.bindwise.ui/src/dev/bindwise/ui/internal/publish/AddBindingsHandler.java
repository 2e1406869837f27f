package dev.bindwise.ui.internal.publish;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.handlers.HandlerUtil;

import dev.bindwise.core.publish.AddBindingsException;

/** "Add Bindings..." on a WSDL file: opens the wizard, or says why the WSDL cannot take more bindings. */
public final class AddBindingsHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IStructuredSelection selection = HandlerUtil.getCurrentStructuredSelection(event);
        IFile file = Adapters.adapt(selection.getFirstElement(), IFile.class);
        if (file == null) {
            return null;
        }
        Shell shell = HandlerUtil.getActiveShellChecked(event);
        try {
            AddBindingsWizard.dialog(shell, file).open();
        } catch (AddBindingsException e) {
            MessageDialog.openError(shell, AddBindingsWizard.TITLE, e.getMessage());
        }
        return null;
    }
}
