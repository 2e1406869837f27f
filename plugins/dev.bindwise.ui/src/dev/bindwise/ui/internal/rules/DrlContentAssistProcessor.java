package dev.bindwise.ui.internal.rules;

import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.IContentAssistProcessor;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.contentassist.IContextInformationValidator;

import dev.bindwise.core.policy.DrlAssist;

/**
 * Content assist in the rule editor: core's {@link DrlAssist} decides what fits at the caret (DRL keywords,
 * the fact types, a type's properties after {@code Type(} or {@code $bound.}, a kind's values after
 * {@code BindingKind.}); this shows it, with the form of a property's values beside it (operation:
 * {@code "Financial.handleAddShort"}). Typing {@code (} or {@code .} opens it by itself.
 */
final class DrlContentAssistProcessor implements IContentAssistProcessor {

    @Override
    public ICompletionProposal[] computeCompletionProposals(ITextViewer viewer, int offset) {
        DrlAssist.Proposals proposals = DrlAssist.at(viewer.getDocument().get(), offset);
        int length = offset - proposals.replaceFrom();
        return proposals.completions().stream().map(completion -> new CompletionProposal(completion.text(),
                proposals.replaceFrom(), length, completion.text().length(), null,
                completion.label() + " - " + completion.detail(), null, completion.form().orElse(null)))
                .toArray(ICompletionProposal[]::new);
    }

    @Override
    public IContextInformation[] computeContextInformation(ITextViewer viewer, int offset) {
        return null;
    }

    @Override
    public char[] getCompletionProposalAutoActivationCharacters() {
        return new char[] { '(', '.' };
    }

    @Override
    public char[] getContextInformationAutoActivationCharacters() {
        return null;
    }

    @Override
    public String getErrorMessage() {
        return null;
    }

    @Override
    public IContextInformationValidator getContextInformationValidator() {
        return null;
    }
}
