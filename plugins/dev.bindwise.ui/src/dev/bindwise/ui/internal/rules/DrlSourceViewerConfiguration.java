package dev.bindwise.ui.internal.rules;

import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.contentassist.ContentAssistant;
import org.eclipse.jface.text.contentassist.IContentAssistant;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/**
 * The rule editor's viewer: DRL colouring by partition, content assist outside comments and strings, the
 * editor's usual hovers, no spelling check.
 */
final class DrlSourceViewerConfiguration extends TextSourceViewerConfiguration {

    DrlSourceViewerConfiguration(IPreferenceStore preferences) {
        super(preferences);
    }

    @Override
    public String getConfiguredDocumentPartitioning(ISourceViewer sourceViewer) {
        return DrlPartitions.PARTITIONING;
    }

    @Override
    public String[] getConfiguredContentTypes(ISourceViewer sourceViewer) {
        return DrlPartitions.CONTENT_TYPES.clone();
    }

    @Override
    public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
        PresentationReconciler reconciler = new PresentationReconciler();
        reconciler.setDocumentPartitioning(DrlPartitions.PARTITIONING);
        add(reconciler, IDocument.DEFAULT_CONTENT_TYPE, new DrlCodeScanner());
        add(reconciler, DrlPartitions.COMMENT, colouredAs(DrlColors.COMMENT));
        add(reconciler, DrlPartitions.STRING, colouredAs(DrlColors.STRING));
        return reconciler;
    }

    @Override
    public IContentAssistant getContentAssistant(ISourceViewer sourceViewer) {
        ContentAssistant assistant = new ContentAssistant();
        assistant.setDocumentPartitioning(DrlPartitions.PARTITIONING);
        assistant.setContentAssistProcessor(new DrlContentAssistProcessor(), IDocument.DEFAULT_CONTENT_TYPE);
        assistant.enableAutoActivation(true);
        assistant.setAutoActivationDelay(300);
        assistant.setInformationControlCreator(getInformationControlCreator(sourceViewer));
        return assistant;
    }

    /** Rules are code, not prose: no spelling reconciler. */
    @Override
    public IReconciler getReconciler(ISourceViewer sourceViewer) {
        return null;
    }

    private static void add(PresentationReconciler reconciler, String contentType, RuleBasedScanner scanner) {
        DefaultDamagerRepairer damagerRepairer = new DefaultDamagerRepairer(scanner);
        reconciler.setDamager(damagerRepairer, contentType);
        reconciler.setRepairer(damagerRepairer, contentType);
    }

    private static RuleBasedScanner colouredAs(RGB colour) {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setDefaultReturnToken(new Token(new TextAttribute(new Color(colour))));
        return scanner;
    }
}
