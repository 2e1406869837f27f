package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.kie.api.builder.Message;

/**
 * Drools' build messages as problems at file:line:column, in words ({@link ParserErrors} for the parser's,
 * {@link BuildErrors} for the rest). Drools gives the line but reports column 0; the column of a parser
 * error comes from its message, of another from the text Drools quotes, else it is the start of the line.
 */
final class DroolsMessages {

    private static final Pattern NEAR = Pattern.compile("\\[Near : \\{\\.\\.\\. (.+?) \\.\\.\\.\\.\\}\\]");
    private static final Pattern QUOTED = Pattern.compile("'([^'\\s]+)'");
    private static final Pattern MVEL_POSITION = Pattern.compile("^\\[Line: \\d+, Column: \\d+\\]$");
    private static final Pattern CARET = Pattern.compile("^\\s*\\^\\s*$");
    /** Follows every syntax error; says nothing the syntax error does not. */
    private static final String NULL_PACKAGE = "Parser returned a null Package";

    private DroolsMessages() {
    }

    /** The problems file by file in the order of the sources, each file's by line. */
    static List<RuleProblem> problems(List<Message> errors, Map<String, RuleBase.RuleSource> byResourcePath) {
        List<RuleProblem> problems = new ArrayList<>();
        Map<RuleBase.RuleSource, Map<String, List<ConsequenceErrors.JavaError>>> javaErrors = new HashMap<>();
        for (Message error : errors) {
            RuleBase.RuleSource source = sourceOf(error.getPath(), byResourcePath);
            boolean noise = error.getText().startsWith(NULL_PACKAGE) && errors.stream().anyMatch(
                    other -> other != error && sourceOf(other.getPath(), byResourcePath) == source);
            for (RuleProblem problem : noise ? List.<RuleProblem>of() : problems(error, source, javaErrors)) {
                if (!problems.contains(problem)) { // the parser can report one mistake twice
                    problems.add(problem);
                }
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

    /** The problems one message of Drools stands for: one, or one per Java error of a consequence. */
    private static List<RuleProblem> problems(Message error, RuleBase.RuleSource source,
            Map<RuleBase.RuleSource, Map<String, List<ConsequenceErrors.JavaError>>> javaErrors) {
        String file = source == null ? String.valueOf(error.getPath()) : source.name();
        if (source != null) {
            Optional<RuleProblem> syntax = ParserErrors.explain(file, source.text(), error.getText());
            if (syntax.isPresent()) {
                return List.of(syntax.get());
            }
        }
        int line = error.getLine();
        if (line <= 0 && source != null) {
            line = lineQuoted(source.text(), error.getText());
        }
        String rule = source == null || line <= 0 ? null : ruleAt(source.text(), line);
        if (rule != null && BuildErrors.isConsequenceError(error.getText())) {
            List<ConsequenceErrors.JavaError> placed = javaErrors
                    .computeIfAbsent(source, ignored -> ConsequenceErrors.of(source.text())).getOrDefault(rule, List.of());
            if (!placed.isEmpty() && placed.stream().allMatch(java -> java.line() > 0)) {
                return placed.stream().map(java -> new RuleProblem(file, java.line(),
                        columnOf(lineOf(source.text(), java.line()), ""), BuildErrors.consequence(rule, java.message())))
                        .toList();
            }
        }
        String text = BuildErrors.explain(error.getText(), rule);
        int column = line > 0 && source != null ? columnOf(lineOf(source.text(), line), error.getText()) : 0;
        return List.of(new RuleProblem(file, Math.max(line, 0), line > 0 ? Math.max(column, 1) : 0, text));
    }

    /** The line of the text Drools quotes ("[Near : {... kind == X ....}]"), for a message without one; 0 if none. */
    private static int lineQuoted(String text, String message) {
        Matcher near = NEAR.matcher(message);
        if (near.find()) {
            String[] lines = text.split("\\R", -1);
            for (int i = 0; i < lines.length; i++) {
                if (lines[i].contains(near.group(1).trim())) {
                    return i + 1;
                }
            }
        }
        return 0;
    }

    /** The name of the rule whose head is on the line, or null. */
    private static String ruleAt(String text, int line) {
        DrlTokens scan = DrlTokens.of(text);
        List<DrlTokens.Token> tokens = scan.tokens();
        for (int i = 0; i + 1 < tokens.size(); i++) {
            if (tokens.get(i).line() == line && tokens.get(i).is("rule")) {
                return DrlPlace.at(scan, tokens.get(i + 1).end()).ruleName();
            }
        }
        return null;
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
    static String oneLine(String text) {
        List<String> parts = new ArrayList<>();
        for (String part : text.split("\\R")) {
            if (!part.isBlank() && !CARET.matcher(part).matches() && !MVEL_POSITION.matcher(part.trim()).matches()) {
                parts.add(part.trim());
            }
        }
        return String.join(" ", parts);
    }
}
