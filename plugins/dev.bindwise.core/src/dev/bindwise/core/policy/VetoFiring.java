package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * A veto a rule inserted.
 *
 * @param rule the vetoing rule's name
 * @param veto the rule it vetoes, where, and why
 */
public record VetoFiring(String rule, Veto veto) {

    public VetoFiring {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(veto, "veto");
    }

    @Override
    public String toString() {
        return rule + " vetoes \"" + veto.rule() + "\": " + veto.reason();
    }
}
