package dev.bindwise.runtime.internal.probe;

/** Ends a probe with its outcome and explanation, from wherever in the exchange it failed. */
final class ProbeFailure extends Exception {

    private static final long serialVersionUID = 1L;

    private final ProbeOutcome outcome;

    ProbeFailure(ProbeOutcome outcome, String explanation) {
        super(explanation, null, false, false);
        this.outcome = outcome;
    }

    ProbeResult result() {
        return new ProbeResult(outcome, getMessage(), null);
    }
}
