package dev.bindwise.core.policy;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import dev.bindwise.runtime.BindingKind;

/**
 * The outcome of the size vote for one operation (paper, section 4.3): over every point of the parameter
 * space, the binding with the smallest messages gets a vote. The bindings that took part are the keys of
 * {@code votes}, a binding with no vote included.
 *
 * @param operation the operation
 * @param votes     the votes per binding that took part
 */
public record VoteResult(String operation, Map<BindingKind, Integer> votes) {

    public VoteResult {
        Objects.requireNonNull(operation, "operation");
        EnumMap<BindingKind, Integer> copy = new EnumMap<>(BindingKind.class);
        votes.forEach((kind, count) -> {
            if (count == null || count < 0) {
                throw new IllegalArgumentException("votes are counts >= 0, not " + count + " for " + kind
                        + " (" + operation + ")");
            }
            copy.put(kind, count);
        });
        votes = Collections.unmodifiableMap(copy);
    }

    /** Whether the binding took part in the vote. */
    public boolean counted(BindingKind kind) {
        return votes.containsKey(kind);
    }

    /** The votes the binding got; 0 when it did not take part. */
    public int votesFor(BindingKind kind) {
        return votes.getOrDefault(kind, 0);
    }

    /** Every vote cast: the number of points of the parameter space. */
    public int total() {
        return votes.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** The binding with the most votes; empty when no vote was cast or two bindings share the most. */
    public Optional<BindingKind> winner() {
        int most = votes.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        if (most == 0 || votes.values().stream().filter(count -> count == most).count() > 1) {
            return Optional.empty();
        }
        return votes.entrySet().stream().filter(entry -> entry.getValue() == most).map(Map.Entry::getKey)
                .findFirst();
    }

    /** The winner's share of the votes, from 0 to 1 (the paper's confidence); 0 without a winner. */
    public double confidence() {
        return winner().map(kind -> (double) votesFor(kind) / total()).orElse(0.0);
    }
}
