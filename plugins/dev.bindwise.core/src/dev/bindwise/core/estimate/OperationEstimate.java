package dev.bindwise.core.estimate;

import java.util.List;
import java.util.Optional;

import dev.bindwise.runtime.BindingKind;

/**
 * What estimation says about one operation of a port type: the sizes per binding over the space, and the
 * vote.
 *
 * @param bindings one per binding kind that offers the operation and has a size model
 * @param unsized binding kinds that offer the operation but have no size model (they take no part)
 * @param samples the points of the space voted on (after the cap on message size)
 * @param overCap the points left out because a message would exceed {@code maxMessageBytes}
 * @param traits which dimensions of the space the operation's messages depend on
 */
public record OperationEstimate(String portType, String operation, List<BindingEstimate> bindings,
        List<BindingKind> unsized, Vote vote, int samples, int overCap, long maxMessageBytes, MessageTraits traits) {

    public OperationEstimate {
        bindings = List.copyOf(bindings);
        unsized = List.copyOf(unsized);
    }

    public Optional<BindingEstimate> binding(BindingKind kind) {
        return bindings.stream().filter(b -> b.kind() == kind).findFirst();
    }
}
