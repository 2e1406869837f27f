package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.core.policy.DrlTokens.Kind;
import dev.bindwise.core.policy.DrlTokens.Token;

/**
 * Where a position of a DRL text is: outside any rule, or in a rule's head, conditions or consequence,
 * inside which parentheses, after which token. What the syntax messages and the content assist reason from.
 *
 * @param section    the part of the rule
 * @param rule       the {@code rule} keyword of the rule the position is in, or null outside one
 * @param ruleName   the rule's name as written (without quotes), or null
 * @param openParens the parentheses of the conditions open at the position, outermost first, each with the
 *                   token before it (the pattern's type, a method's name) when there is one
 * @param previous   the last token before the position, or null at the start
 */
record DrlPlace(Section section, Token rule, String ruleName, List<Paren> openParens, Token previous) {

    enum Section {
        OUTSIDE("outside a rule"), HEAD("the head"), WHEN("the conditions"), THEN("the consequence");

        final String words;

        Section(String words) {
            this.words = words;
        }
    }

    /** An open parenthesis and the token before it. */
    record Paren(Token open, Token before) {

        /** "Candidate(", or "(" for a parenthesis after no word. */
        String written() {
            return (before != null && before.kind() == Kind.WORD ? before.text() : "") + "(";
        }
    }

    static DrlPlace at(DrlTokens scan, int offset) {
        List<Token> tokens = scan.before(offset);
        Section section = Section.OUTSIDE;
        Token rule = null;
        String name = null;
        List<Paren> parens = new ArrayList<>();
        for (int i = 0; i < tokens.size(); i++) {
            Token token = tokens.get(i);
            Token before = i > 0 ? tokens.get(i - 1) : null;
            switch (section) {
                case OUTSIDE -> {
                    if (token.is("rule") || token.is("query")) {
                        section = Section.HEAD;
                        rule = token;
                        name = i + 1 < tokens.size() ? unquoted(tokens.get(i + 1)) : null;
                        parens.clear();
                    }
                }
                case HEAD, WHEN -> {
                    if (token.is("(")) {
                        parens.add(new Paren(token, before));
                    } else if (token.is(")") && !parens.isEmpty()) {
                        parens.remove(parens.size() - 1);
                    } else if (parens.isEmpty() && token.is("when") && section == Section.HEAD) {
                        section = Section.WHEN;
                    } else if (parens.isEmpty() && token.is("then")) {
                        section = Section.THEN;
                    } else if (parens.isEmpty() && token.is("end")) {
                        section = Section.OUTSIDE;
                    }
                }
                case THEN -> {
                    if (token.is("end")) {
                        section = Section.OUTSIDE;
                    }
                }
            }
        }
        boolean inRule = section != Section.OUTSIDE;
        return new DrlPlace(section, inRule ? rule : null, inRule ? name : null,
                section == Section.THEN ? List.of() : List.copyOf(parens),
                tokens.isEmpty() ? null : tokens.get(tokens.size() - 1));
    }

    /** The innermost open parenthesis, or null. */
    Paren innermost() {
        return openParens.isEmpty() ? null : openParens.get(openParens.size() - 1);
    }

    /** " of rule \"name\"", or nothing outside a rule. */
    String ofRule() {
        return ruleName == null ? "" : " of rule \"" + ruleName + "\"";
    }

    /** " in rule \"name\"", or nothing outside a rule. */
    String inRule() {
        return ruleName == null ? "" : " in rule \"" + ruleName + "\"";
    }

    private static String unquoted(Token name) {
        String text = name.text();
        if (name.kind() == Kind.STRING && text.length() >= 2) {
            return text.substring(1, text.length() - 1);
        }
        return text;
    }
}
