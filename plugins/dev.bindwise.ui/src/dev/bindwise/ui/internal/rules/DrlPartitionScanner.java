package dev.bindwise.ui.internal.rules;

import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IPredicateRule;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedPartitionScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;

/** Finds the comments (// and /* *&#47;) and the string literals ("..." and '...') of a .drl file. */
final class DrlPartitionScanner extends RuleBasedPartitionScanner {

    DrlPartitionScanner() {
        Token comment = new Token(DrlPartitions.COMMENT);
        Token string = new Token(DrlPartitions.STRING);
        setPredicateRules(new IPredicateRule[] {
                new EndOfLineRule("//", comment),
                new MultiLineRule("/*", "*/", comment, (char) 0, true),
                new SingleLineRule("\"", "\"", string, '\\'),
                new SingleLineRule("'", "'", string, '\\') });
    }
}
