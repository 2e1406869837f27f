package dev.bindwise.ui.internal.generate;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;

import dev.bindwise.ui.internal.NewWizardDialogs;

/** "Generate Binding Proxy..." in the Bindwise menu of a .wsdl: the wizard, opened on that file. */
public final class GenerateProxyHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        NewWizardDialogs.open(event, new GenerateProxyWizard());
        return null;
    }
}
