package dev.bindwise.core.policy;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.kie.api.definition.rule.Rule;

/**
 * Finds where a rule is written: the file and the line of its {@code rule "name"} (Drools keeps neither
 * for a compiled rule), and which rule a stack trace runs in when no firing names one (a condition that
 * fails, a function it calls).
 */
final class RuleLocator {

    private static final Pattern PACKAGE = Pattern.compile("(?m)^[ \\t]*package[ \\t]+([\\w.]+)");
    private static final Pattern RULE = Pattern.compile("(?m)^[ \\t]*rule[ \\t]+(?:\"((?:[^\"\\\\]|\\\\.)*)\"|'([^']*)'|(\\S+))");
    /** Drools compiles a rule's conditions and consequence into classes named Rule_ and the name's letters. */
    private static final String RULE_CLASS_PREFIX = "Rule_";

    private final List<RuleBase.RuleSource> sources;

    RuleLocator(List<RuleBase.RuleSource> sources) {
        this.sources = sources;
    }

    /**
     * The message at the rule's file and line; for no rule (or one not found), at every file (or the rule's
     * qualified name), line 0.
     */
    RuleProblem problem(Rule rule, String message) {
        if (rule == null) {
            return new RuleProblem(String.join(", ", sources.stream().map(RuleBase.RuleSource::name).toList()), 0, 0,
                    message);
        }
        for (RuleBase.RuleSource source : sources) {
            Matcher packageName = PACKAGE.matcher(source.text());
            String declared = packageName.find() ? packageName.group(1) : "defaultpkg";
            if (!declared.equals(rule.getPackageName())) {
                continue;
            }
            Matcher declaration = RULE.matcher(source.text());
            while (declaration.find()) {
                if (rule.getName().equals(nameOf(declaration))) {
                    return new RuleProblem(source.name(), lineOf(source.text(), declaration.start()), 0, message);
                }
            }
        }
        return new RuleProblem(rule.getPackageName() + "." + rule.getName(), 0, 0, message);
    }

    /** The rule whose compiled code the stack trace runs through, innermost first. */
    Optional<Rule> inTrace(Throwable failure, List<Rule> rules) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            for (StackTraceElement frame : cause.getStackTrace()) {
                String className = frame.getClassName().substring(frame.getClassName().lastIndexOf('.') + 1);
                if (className.startsWith(RULE_CLASS_PREFIX)) {
                    for (Rule rule : rules) {
                        if (className.startsWith(RULE_CLASS_PREFIX + rule.getName().replaceAll("\\W", "_"))) {
                            return Optional.of(rule);
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static String nameOf(Matcher declaration) {
        for (int group = 1; group <= 3; group++) {
            if (declaration.group(group) != null) {
                return declaration.group(group);
            }
        }
        return "";
    }

    private static int lineOf(String text, int offset) {
        int line = 1;
        for (int i = 0; i < offset; i++) {
            if (text.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
