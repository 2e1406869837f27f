package dev.bindwise.ui.internal.generate;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/** "Generate Binding Proxy..." in the Bindwise menu of a .wsdl: the wizard, opened on that file. */
public final class GenerateProxyHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        IStructuredSelection selection = HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection structured
                ? structured : StructuredSelection.EMPTY;
        GenerateProxyWizard wizard = new GenerateProxyWizard();
        wizard.init(PlatformUI.getWorkbench(), selection);
        WizardDialog dialog = new WizardDialog(HandlerUtil.getActiveShellChecked(event), wizard);
        // the dialog is modal by itself; the handler need not wait for it (and a UI test can drive it)
        dialog.setBlockOnOpen(false);
        dialog.open();
        return null;
    }
}
