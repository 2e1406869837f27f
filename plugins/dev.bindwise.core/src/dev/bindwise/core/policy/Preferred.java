package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * One candidate is faster than another for the same operation (P3). In a rule:
 * {@code insert( Preferred.faster( $jca, $soap, "JCA is 6 to 7 times faster" ) );}
 * When two preferences contradict each other, the one inserted first holds.
 */
public record Preferred(Candidate better, Candidate worse, String reason) implements Decision {

    public Preferred {
        Objects.requireNonNull(better, "better");
        Objects.requireNonNull(worse, "worse");
        if (!better.operation().equals(worse.operation())) {
            throw new IllegalArgumentException("a preference compares two candidates of one operation, not "
                    + better.operation() + " and " + worse.operation());
        }
        reason = reason == null ? "" : reason;
    }

    public static Preferred faster(Candidate better, Candidate worse, String reason) {
        return new Preferred(better, worse, reason);
    }

    @Override
    public String operation() {
        return better.operation();
    }

    @Override
    public Property property() {
        return Property.FASTER;
    }

    @Override
    public String toString() {
        return better + " is faster than " + worse + ": " + reason;
    }
}
