package dev.bindwise.core.policy;

import java.util.List;

import dev.bindwise.core.operation.BadInputException;

/**
 * The rule files do not compile (or cannot be read): every problem, each at its file, line and column.
 * Nothing was loaded; fix the files and load again.
 */
public final class RuleCompileException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final transient List<RuleProblem> problems;

    public RuleCompileException(List<RuleProblem> problems) {
        super(format(problems));
        this.problems = List.copyOf(problems);
    }

    public List<RuleProblem> problems() {
        return problems;
    }

    private static String format(List<RuleProblem> problems) {
        StringBuilder message = new StringBuilder(problems.size() == 1 ? "A policy rule file has an error"
                : "The policy rule files have " + problems.size() + " errors");
        message.append("; no rules were loaded, so nothing can be selected until they are fixed:");
        for (RuleProblem problem : problems) {
            message.append(System.lineSeparator()).append("  ").append(problem);
        }
        return message.toString();
    }
}
