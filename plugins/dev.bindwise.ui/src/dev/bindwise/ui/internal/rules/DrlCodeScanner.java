package dev.bindwise.ui.internal.rules;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

import dev.bindwise.core.policy.DrlAssist;

/** Colours DRL's keywords and rule attributes, and the $bindings of patterns, outside comments and strings. */
final class DrlCodeScanner extends RuleBasedScanner {

    DrlCodeScanner() {
        Token keyword = new Token(new TextAttribute(new Color(DrlColors.KEYWORD), null, SWT.BOLD));
        Token variable = new Token(new TextAttribute(new Color(DrlColors.VARIABLE)));
        WordRule words = new WordRule(new IWordDetector() {
            @Override
            public boolean isWordStart(char c) {
                return Character.isJavaIdentifierStart(c);
            }

            @Override
            public boolean isWordPart(char c) {
                return Character.isJavaIdentifierPart(c) || c == '-';
            }
        }, new Token(null)); // a whole word that is no keyword stays plain: "Brand" must not colour its "and"
        DrlAssist.KEYWORDS.forEach(word -> words.addWord(word, keyword));
        WordRule variables = new WordRule(new IWordDetector() {
            @Override
            public boolean isWordStart(char c) {
                return c == '$';
            }

            @Override
            public boolean isWordPart(char c) {
                return Character.isJavaIdentifierPart(c);
            }
        }, variable);
        setRules(new IRule[] { new WhitespaceRule(Character::isWhitespace), variables, words });
    }
}
