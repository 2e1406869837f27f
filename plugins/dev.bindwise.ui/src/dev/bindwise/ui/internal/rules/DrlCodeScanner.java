package dev.bindwise.ui.internal.rules;

import java.util.List;

import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IWordDetector;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WhitespaceRule;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;

/** Colours DRL's keywords and rule attributes, and the $bindings of patterns, outside comments and strings. */
final class DrlCodeScanner extends RuleBasedScanner {

    /** DRL 8+ keywords, soft keywords and rule attributes (hyphenated ones are one word). */
    static final List<String> KEYWORDS = List.of("package", "import", "function", "global", "declare", "end",
            "rule", "query", "extends", "when", "then", "attributes", "salience", "enabled", "no-loop",
            "lock-on-active", "agenda-group", "activation-group", "ruleflow-group", "auto-focus", "dialect",
            "date-effective", "date-expires", "duration", "timer", "calendars", "and", "or", "not", "exists",
            "forall", "from", "collect", "accumulate", "eval", "over", "window", "entry-point", "in", "matches",
            "memberOf", "contains", "soundslike", "insert", "insertLogical", "modify", "update", "retract",
            "delete", "true", "false", "null", "this", "new", "return", "if", "else", "for");

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
        KEYWORDS.forEach(word -> words.addWord(word, keyword));
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
