package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * Stops a rule, named as in its {@code rule "..."} line, from deciding anything about an operation (or
 * about every operation when {@code operation} is null): how a user's rule overrides a default one. The
 * vetoing rule needs a higher salience than the rule it vetoes, so that it fires first and the rules
 * after it see the difference; a veto that comes late still sets the vetoed rule's decisions aside.
 */
public record Veto(String rule, String operation, String reason) {

    public Veto {
        Objects.requireNonNull(rule, "rule");
        reason = reason == null ? "" : reason;
    }

    /** A veto for every operation. */
    public static Veto everywhere(String rule, String reason) {
        return new Veto(rule, null, reason);
    }

    /** Whether the veto holds for the operation. */
    public boolean covers(String rule, String operation) {
        return this.rule.equals(rule) && (this.operation == null || this.operation.equals(operation));
    }
}
