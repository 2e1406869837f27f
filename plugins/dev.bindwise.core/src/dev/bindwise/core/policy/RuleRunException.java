package dev.bindwise.core.policy;

import dev.bindwise.core.operation.BadInputException;

/**
 * A rule failed while deciding: it threw, recursed without end, kept firing, or did not finish within the
 * rule base's time limit. The problem names the rule and where it is written ({@code file:line}); nothing
 * was decided, so nothing is selected from a half-run rule base.
 */
public final class RuleRunException extends BadInputException {

    private static final long serialVersionUID = 1L;

    private final transient RuleProblem problem;

    RuleRunException(RuleProblem problem, String advice, Throwable cause) {
        super(problem + (advice == null ? "" : System.lineSeparator() + advice)
                + System.lineSeparator() + "Nothing was selected: the policy rules did not run to their end.", cause);
        this.problem = problem;
    }

    /** Where the failing rule is written (line 0 when it could not be found) and what went wrong. */
    public RuleProblem problem() {
        return problem;
    }
}
