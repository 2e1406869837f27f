package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * A candidate kept as the last resort although a P2 rule found it not accessible: the proxy tries it
 * when everything before it fails. The default rules keep SOAP, the fallback that always works.
 */
public record Fallback(Candidate candidate, String reason) implements Decision {

    public Fallback {
        Objects.requireNonNull(candidate, "candidate");
        reason = reason == null ? "" : reason;
    }

    @Override
    public String operation() {
        return candidate.operation();
    }

    @Override
    public Property property() {
        return Property.ACCESSIBLE;
    }

    @Override
    public String toString() {
        return candidate + " stays as the last resort: " + reason;
    }
}
