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
 * @param operation  the operation
 * @param votes      the votes per binding that took part
 * @param headToHead per binding, the votes it gets against each other binding in the vote between the two alone
 *                   (where a third binding wins every point, it tells the other two apart); empty when not known
 */
public record VoteResult(String operation, Map<BindingKind, Integer> votes,
        Map<BindingKind, Map<BindingKind, Integer>> headToHead) {

    /** A vote whose head-to-head counts are not known: two bindings compare by their votes in the whole vote. */
    public VoteResult(String operation, Map<BindingKind, Integer> votes) {
        this(operation, votes, Map.of());
    }

    public VoteResult {
        headToHead = Map.copyOf(headToHead);
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

    /**
     * The votes {@code a} gets in the vote between {@code a} and {@code other} alone (its votes in the whole vote
     * when that is not known).
     */
    public int votesAgainst(BindingKind a, BindingKind other) {
        Map<BindingKind, Integer> against = headToHead.get(a);
        return against != null && against.containsKey(other) ? against.get(other) : votesFor(a);
    }

    /** Whether {@code a} gets more votes than {@code other} in the vote between the two. */
    public boolean beats(BindingKind a, BindingKind other) {
        return votesAgainst(a, other) > votesAgainst(other, a);
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
