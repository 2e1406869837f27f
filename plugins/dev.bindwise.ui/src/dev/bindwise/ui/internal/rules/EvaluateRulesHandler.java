package dev.bindwise.ui.internal.rules;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * "Evaluate against Target" on a .drl file (in the Project Explorer or its editor) or on a WSDL: opens the
 * dialog that shows which rules fire for a WSDL and a target.
 */
public final class EvaluateRulesHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IFile file = null;
        ISelection selection = HandlerUtil.getCurrentSelection(event);
        if (selection instanceof IStructuredSelection structured && structured.size() == 1) {
            file = Adapters.adapt(structured.getFirstElement(), IFile.class);
        }
        if (file == null) {
            IEditorPart editor = HandlerUtil.getActiveEditor(event);
            file = editor == null ? null : editor.getEditorInput().getAdapter(IFile.class);
        }
        if (file == null) {
            return null;
        }
        boolean rules = "drl".equalsIgnoreCase(file.getFileExtension());
        new EvaluateRulesDialog(HandlerUtil.getActiveShellChecked(event), rules ? file : null, rules ? null : file)
                .open();
        return null;
    }
}
