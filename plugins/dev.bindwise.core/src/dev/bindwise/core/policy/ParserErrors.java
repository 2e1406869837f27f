package dev.bindwise.core.policy;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.bindwise.core.policy.DrlPlace.Paren;
import dev.bindwise.core.policy.DrlPlace.Section;
import dev.bindwise.core.policy.DrlTokens.Kind;
import dev.bindwise.core.policy.DrlTokens.Token;

/**
 * Drools' parser errors ({@code [ERR 102] Line 9:0 mismatched input 'end' in rule "x"}) in words, at the
 * mistake. The parser stops at the first token that cannot follow, which for something left out (a
 * {@code )}, {@code then}, {@code end}, a closing quote) is on a later line than the mistake: the text
 * around the position tells what is missing, and the problem is put where it goes.
 */
final class ParserErrors {

    private static final Pattern ERROR = Pattern.compile("^\\[ERR \\d+\\] Line (\\d+):(-?\\d+) (.*)$", Pattern.DOTALL);
    private static final Pattern EXPECTING = Pattern.compile("expecting (\\S+)");
    private static final Pattern RULE = Pattern.compile(" in rule \"?([^\"]*?)\"?(?: in |$)");
    private static final List<String> SECTION_KEYWORDS = List.of("rule", "when", "then", "end");
    private static final List<String> COMPARISONS = List.of("==", "!=", "<", ">", "<=", ">=", "in", "matches",
            "contains", "memberOf", "soundslike", "str");
    private static final List<String> TOP_LEVEL = List.of("package", "import", "global", "function", "declare",
            "query", "rule");

    private final DrlTokens scan;
    private final String file;

    private ParserErrors(String file, String text) {
        this.file = file;
        this.scan = DrlTokens.of(text);
    }

    /** The problem the parser's message describes, in words and at the mistake; empty for another message. */
    static Optional<RuleProblem> explain(String file, String text, String droolsMessage) {
        Matcher error = ERROR.matcher(droolsMessage.trim());
        if (!error.matches()) {
            return Optional.empty();
        }
        int line = Integer.parseInt(error.group(1));
        int column = Math.max(Integer.parseInt(error.group(2)), 0) + 1;
        return Optional.of(new ParserErrors(file, text).explain(line, column, error.group(3)));
    }

    private RuleProblem explain(int line, int column, String detail) {
        int offset = scan.offsetOf(line, column);
        Token stray = scan.strayString();
        if (stray != null && stray.offset() <= offset) {
            return at(stray, "the string `" + shortened(stray.text()) + "` is not closed on its line: add the closing `"
                    + stray.text().charAt(0) + "`");
        }
        DrlPlace place = DrlPlace.at(scan, offset);
        Token found = tokenAt(offset);
        String foundWords = found == null ? "the end of the file" : "`" + found.text() + "`";
        Token previous = place.previous();
        Paren open = place.innermost();
        boolean onLaterLine = found == null || previous == null || found.line() > previous.line();
        boolean sectionKeyword = found == null || SECTION_KEYWORDS.stream().anyMatch(found::is);

        if (open != null && previous != null && (sectionKeyword || onLaterLine)) {
            return after(previous, "`" + open.written() + "` (line " + open.open().line() + ", column "
                    + open.open().column() + ") is not closed: expected `)` before " + foundWords);
        }
        if (place.section() == Section.HEAD && found != null && !found.is("when")) {
            Optional<RuleProblem> misspelt = misspelt(found, "when", place);
            if (misspelt.isPresent()) {
                return misspelt.get();
            }
        }
        if (place.section() == Section.WHEN && sectionKeyword && !(found != null && found.is("then"))) {
            if (previous != null && previous.kind() == Kind.WORD && firstOnItsLine(previous)) {
                Optional<RuleProblem> misspelt = misspelt(previous, "then", place);
                if (misspelt.isPresent()) {
                    return misspelt.get();
                }
            }
            return at(found, line, column, "expected `then` after the conditions" + place.ofRule() + ", found "
                    + foundWords);
        }
        if (place.section() == Section.THEN && found == null) {
            return after(previous, "rule \"" + place.ruleName() + "\" (line " + place.rule().line() + ") has no `end`:"
                    + " add `end` after its consequence");
        }
        if (found != null && found.is("=") && open != null) {
            return at(found, "a constraint compares with `==`, not `=`" + place.inRule());
        }
        if (found != null && (found.is(")") || found.is(",")) && previous != null
                && COMPARISONS.stream().anyMatch(previous::is)) {
            return at(found, "`" + previous.text() + "` needs a value after it" + place.inRule());
        }
        if (place.section() == Section.OUTSIDE && found != null) {
            Optional<String> meant = found.kind() == Kind.WORD ? Spelling.closest(found.text(), TOP_LEVEL)
                    : Optional.empty();
            return at(found, "unexpected " + foundWords + meant.map(word -> ": did you mean `" + word + "`?").orElse(
                    ": a rule file holds `package`, `import`, `global`, `function`, `declare`, `query` and"
                            + " `rule ... end`"));
        }
        String ruleName = place.ruleName() != null ? place.ofRule() : ruleNamed(detail);
        return at(found, line, column, "unexpected " + foundWords + " in " + place.section().words + ruleName
                + expecting(detail));
    }

    private Optional<RuleProblem> misspelt(Token word, String keyword, DrlPlace place) {
        if (word.kind() != Kind.WORD || Spelling.closest(word.text(), List.of(keyword)).isEmpty()) {
            return Optional.empty();
        }
        String between = keyword.equals("when") ? "its name and its conditions" : "its conditions and its consequence";
        return Optional.of(at(word, "`" + word.text() + "` is not a DRL keyword: did you mean `" + keyword + "`?"
                + " Rule \"" + place.ruleName() + "\" needs `" + keyword + "` between " + between));
    }

    private Token tokenAt(int offset) {
        for (Token token : scan.tokens()) {
            if (token.offset() >= offset) {
                return token;
            }
        }
        return null;
    }

    private boolean firstOnItsLine(Token token) {
        return scan.tokens().stream().noneMatch(other -> other.line() == token.line() && other.offset() < token.offset());
    }

    private RuleProblem at(Token token, String message) {
        return new RuleProblem(file, token.line(), token.column(), message);
    }

    private RuleProblem at(Token token, int line, int column, String message) {
        return token == null ? new RuleProblem(file, line, column, message) : at(token, message);
    }

    /** Just after the token: where what is missing goes. */
    private RuleProblem after(Token token, String message) {
        if (token == null) {
            return new RuleProblem(file, 1, 1, message);
        }
        String text = token.text();
        int lastBreak = text.lastIndexOf('\n');
        int lines = (int) text.chars().filter(c -> c == '\n').count();
        int column = lastBreak < 0 ? token.column() + text.length() : text.length() - lastBreak;
        return new RuleProblem(file, token.line() + lines, column, message);
    }

    private static String ruleNamed(String detail) {
        Matcher rule = RULE.matcher(detail);
        return rule.find() && !rule.group(1).isBlank() ? " of rule \"" + rule.group(1) + "\"" : "";
    }

    private static String expecting(String detail) {
        Matcher expecting = EXPECTING.matcher(detail);
        return expecting.find() ? ", expected " + expecting.group(1).replace("<EOF>", "the end of the file") : "";
    }

    private static String shortened(String text) {
        String line = text.lines().findFirst().orElse(text);
        return line.length() > 30 ? line.substring(0, 30) + "..." : line;
    }
}
