package dev.bindwise.core.select;

import java.util.Objects;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.SpaceHints;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.model.Facts;

/**
 * What a selection decides from besides the WSDL: the facts of the target (discovered, declared, or
 * both), the user's hints, the estimator (parameter space and costs per binding, calibrated or the
 * paper's) and the rule base.
 */
public record SelectRequest(Facts facts, SpaceHints hints, Estimator estimator, RuleBase rules) {

    public SelectRequest {
        Objects.requireNonNull(facts, "facts");
        Objects.requireNonNull(hints, "hints");
        Objects.requireNonNull(estimator, "estimator");
        Objects.requireNonNull(rules, "rules");
    }
}
