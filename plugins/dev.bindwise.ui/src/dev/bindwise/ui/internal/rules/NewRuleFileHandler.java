package dev.bindwise.ui.internal.rules;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;

import dev.bindwise.ui.internal.NewWizardDialogs;

/** "New Rule File..." in the Bindwise menu of a folder or project: the wizard, with that folder chosen. */
public final class NewRuleFileHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        NewWizardDialogs.open(event, new NewRuleFileWizard());
        return null;
    }
}
