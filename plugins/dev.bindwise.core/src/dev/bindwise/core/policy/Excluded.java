package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * A candidate the client cannot use: not available (P1) or not accessible (P2). In a rule:
 * {@code insert( Excluded.notAccessible( $candidate, "a firewall blocks IIOP" ) );}
 */
public record Excluded(Candidate candidate, Property property, String reason) implements Decision {

    public Excluded {
        Objects.requireNonNull(candidate, "candidate");
        if (property != Property.AVAILABLE && property != Property.ACCESSIBLE) {
            throw new IllegalArgumentException("a candidate is excluded as not available (P1) or not accessible"
                    + " (P2), not as " + property + ": " + candidate);
        }
        reason = reason == null ? "" : reason;
    }

    /** P1: the service does not offer the candidate, or Bindwise cannot call it. */
    public static Excluded notAvailable(Candidate candidate, String reason) {
        return new Excluded(candidate, Property.AVAILABLE, reason);
    }

    /** P2: the client cannot reach the service over the candidate from where it is deployed. */
    public static Excluded notAccessible(Candidate candidate, String reason) {
        return new Excluded(candidate, Property.ACCESSIBLE, reason);
    }

    @Override
    public String operation() {
        return candidate.operation();
    }

    @Override
    public String toString() {
        return candidate + " is not " + property.label() + ": " + reason;
    }
}
