package dev.bindwise.ui.internal.rules;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.editors.text.TextEditor;

/**
 * The editor of policy rule files (.drl): DRL colouring, and on every save the rules are compiled as
 * select compiles them (beside the default rules) and each error becomes a Problems marker on its line.
 */
public final class DrlEditor extends TextEditor {

    public static final String ID = "dev.bindwise.ui.drlEditor";

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setSourceViewerConfiguration(new DrlSourceViewerConfiguration(getPreferenceStore()));
    }

    @Override
    protected void editorSaved() {
        super.editorSaved();
        IFile file = getEditorInput().getAdapter(IFile.class);
        if (file != null) {
            RuleProblemMarkers.check(file);
        }
    }
}
