package dev.bindwise.ui.internal.rules;

import java.util.ListResourceBundle;
import java.util.ResourceBundle;

import org.eclipse.core.resources.IFile;
import org.eclipse.ui.editors.text.TextEditor;
import org.eclipse.ui.texteditor.ContentAssistAction;
import org.eclipse.ui.texteditor.ITextEditorActionDefinitionIds;

/**
 * The editor of policy rule files (.drl): DRL colouring, content assist (Ctrl+Space), and on every save the
 * rules are compiled as select compiles them (beside the default rules) and each error becomes a Problems
 * marker at its line and column.
 */
public final class DrlEditor extends TextEditor {

    public static final String ID = "dev.bindwise.ui.drlEditor";

    /** The id of the content assist action ({@link #getAction}). */
    public static final String CONTENT_ASSIST = "ContentAssistProposal";

    private static final ResourceBundle ACTION_TEXTS = new ListResourceBundle() {
        @Override
        protected Object[][] getContents() {
            return new Object[][] { { "ContentAssistProposal.label", "Content Assist" },
                    { "ContentAssistProposal.tooltip", "Propose keywords, fact types and their properties" } };
        }
    };

    @Override
    protected void initializeEditor() {
        super.initializeEditor();
        setSourceViewerConfiguration(new DrlSourceViewerConfiguration(getPreferenceStore()));
    }

    /** Ctrl+Space: the content assist of {@link DrlSourceViewerConfiguration}. */
    @Override
    protected void createActions() {
        super.createActions();
        ContentAssistAction assist = new ContentAssistAction(ACTION_TEXTS, "ContentAssistProposal.", this);
        assist.setActionDefinitionId(ITextEditorActionDefinitionIds.CONTENT_ASSIST_PROPOSALS);
        setAction(CONTENT_ASSIST, assist);
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
