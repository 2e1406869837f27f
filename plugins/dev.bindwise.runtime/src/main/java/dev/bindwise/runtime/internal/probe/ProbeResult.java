package dev.bindwise.runtime.internal.probe;

import dev.bindwise.runtime.internal.Accessibility;

/**
 * What one protocol probe found.
 *
 * @param explanation what answered or what failed, and where ("HTTP 200 OK from 127.0.0.1:8081")
 * @param banner what the server said it is (an HTTP Server header), null when it said nothing
 */
public record ProbeResult(ProbeOutcome outcome, String explanation, String banner) {

    static ProbeResult answered(String explanation) {
        return new ProbeResult(ProbeOutcome.ANSWERED, explanation, null);
    }

    /** As the runtime takes it: accessible, or not with "what: outcome: explanation". */
    public Accessibility accessibility(String what) {
        return outcome.accessible() ? Accessibility.ok() : Accessibility.not(what + ": " + outcome.reason(explanation));
    }
}
