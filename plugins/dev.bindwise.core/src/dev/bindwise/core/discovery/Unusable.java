package dev.bindwise.core.discovery;

/** Why an endpoint cannot be used, found while probing it: ends the probe with this outcome and explanation. */
final class Unusable extends Exception {

    private static final long serialVersionUID = 1L;

    private final Outcome outcome;

    Unusable(Outcome outcome, String explanation) {
        super(explanation, null, false, false);
        this.outcome = outcome;
    }

    Outcome outcome() {
        return outcome;
    }

    String explanation() {
        return getMessage();
    }
}
