package dev.bindwise.core.discovery;

import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/** Why an endpoint cannot be used, found while probing it: ends the probe with this outcome and explanation. */
final class Unusable extends Exception {

    private static final long serialVersionUID = 1L;

    private final ProbeOutcome outcome;

    Unusable(ProbeOutcome outcome, String explanation) {
        super(explanation, null, false, false);
        this.outcome = outcome;
    }

    ProbeOutcome outcome() {
        return outcome;
    }

    String explanation() {
        return getMessage();
    }
}
