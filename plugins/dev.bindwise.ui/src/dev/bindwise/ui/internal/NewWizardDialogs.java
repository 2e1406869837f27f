package dev.bindwise.ui.internal;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.HandlerUtil;

/** A Bindwise menu item that opens one of the File > New wizards on what is selected. */
public final class NewWizardDialogs {

    private NewWizardDialogs() {
    }

    /** Opens the wizard on the event's selection, without waiting for it to close. */
    public static void open(ExecutionEvent event, INewWizard wizard) throws ExecutionException {
        IStructuredSelection selection = HandlerUtil.getCurrentSelection(event) instanceof IStructuredSelection structured
                ? structured : StructuredSelection.EMPTY;
        wizard.init(PlatformUI.getWorkbench(), selection);
        WizardDialog dialog = new WizardDialog(HandlerUtil.getActiveShellChecked(event), wizard);
        // the dialog is modal by itself; the handler need not wait for it (and a UI test can drive it)
        dialog.setBlockOnOpen(false);
        dialog.open();
    }
}
