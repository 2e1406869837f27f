package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.kie.api.builder.Message;

/**
 * Drools' build messages as problems at file:line:column. Drools gives the line but reports column 0;
 * the column comes from the message where Drools puts one there (the parser's "Line 5:20"), else from
 * the text it quotes, else it is the start of the line.
 */
final class DroolsMessages {

    private static final Pattern PARSER_POSITION = Pattern.compile("\\bLine (\\d+):(\\d+)\\b");
    private static final Pattern NEAR = Pattern.compile("\\[Near : \\{\\.\\.\\. (.+?) \\.\\.\\.\\.\\}\\]");
    private static final Pattern QUOTED = Pattern.compile("'([^'\\s]+)'");
    private static final Pattern MVEL_POSITION = Pattern.compile("^\\[Line: \\d+, Column: \\d+\\]$");
    private static final Pattern CARET = Pattern.compile("^\\s*\\^\\s*$");
    /** Follows every syntax error; says nothing the syntax error does not. */
    private static final String NULL_PACKAGE = "Parser returned a null Package";
    private static final String DUPLICATE_RULE = "Duplicate rule name";

    private DroolsMessages() {
    }

    /** The problems file by file in the order of the sources, each file's by line. */
    static List<RuleProblem> problems(List<Message> errors, Map<String, RuleBase.RuleSource> byResourcePath) {
        List<RuleProblem> problems = new ArrayList<>();
        for (Message error : errors) {
            RuleBase.RuleSource source = sourceOf(error.getPath(), byResourcePath);
            boolean noise = error.getText().startsWith(NULL_PACKAGE) && errors.stream().anyMatch(
                    other -> other != error && sourceOf(other.getPath(), byResourcePath) == source);
            if (!noise) {
                problems.add(problem(error, source));
            }
        }
        List<String> fileOrder = byResourcePath.values().stream().map(RuleBase.RuleSource::name).toList();
        problems.sort(Comparator.comparingInt((RuleProblem problem) -> fileOrder.indexOf(problem.file()))
                .thenComparingInt(RuleProblem::line));
        return problems;
    }

    private static RuleBase.RuleSource sourceOf(String path, Map<String, RuleBase.RuleSource> byResourcePath) {
        if (path != null) {
            for (Map.Entry<String, RuleBase.RuleSource> entry : byResourcePath.entrySet()) {
                if (path.endsWith(entry.getKey())) {
                    return entry.getValue();
                }
            }
        }
        return null;
    }

    private static RuleProblem problem(Message error, RuleBase.RuleSource source) {
        String text = oneLine(error.getText());
        if (text.startsWith(DUPLICATE_RULE)) {
            text += " (a rule's name is unique in its package: name yours differently, or veto the default rule"
                    + " to replace it; see rules/README.md)";
        }
        String file = source == null ? String.valueOf(error.getPath()) : source.name();
        int line = error.getLine();
        int column = error.getColumn();
        Matcher parser = PARSER_POSITION.matcher(error.getText());
        if (parser.find()) {
            line = line > 0 ? line : Integer.parseInt(parser.group(1));
            column = column > 0 ? column : Integer.parseInt(parser.group(2)) + 1;
        }
        if (line > 0 && column <= 0 && source != null) {
            column = columnOf(lineOf(source.text(), line), error.getText());
        }
        return new RuleProblem(file, Math.max(line, 0), line > 0 ? Math.max(column, 1) : 0, text);
    }

    /** Where the text Drools quotes starts on the line (1-based); the line's first character otherwise. */
    private static int columnOf(String line, String message) {
        Matcher near = NEAR.matcher(message);
        if (near.find() && line.contains(near.group(1).trim())) {
            return line.indexOf(near.group(1).trim()) + 1;
        }
        Matcher quoted = QUOTED.matcher(message);
        while (quoted.find()) {
            int at = line.indexOf(quoted.group(1));
            if (at >= 0) {
                return at + 1;
            }
        }
        int first = 0;
        while (first < line.length() && Character.isWhitespace(line.charAt(first))) {
            first++;
        }
        return first + 1;
    }

    private static String lineOf(String text, int line) {
        String[] lines = text.split("\\R", -1);
        return line <= lines.length ? lines[line - 1] : "";
    }

    /** Drools' multi-line messages on one line, without MVEL's caret and its position in the expression. */
    private static String oneLine(String text) {
        List<String> parts = new ArrayList<>();
        for (String part : text.split("\\R")) {
            if (!part.isBlank() && !CARET.matcher(part).matches() && !MVEL_POSITION.matcher(part.trim()).matches()) {
                parts.add(part.trim());
            }
        }
        return String.join(" ", parts);
    }
}
