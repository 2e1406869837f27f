package dev.bindwise.core.policy;

import java.util.List;

/** What the rules decided for every operation of one set of facts, in the order of the facts. */
public record PolicyDecision(List<OperationDecision> operations) {

    public PolicyDecision {
        operations = List.copyOf(operations);
    }

    /** The decision for one operation. */
    public OperationDecision operation(String name) {
        return operations.stream().filter(decision -> decision.operation().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no candidate names operation " + name
                        + "; the operations are " + operations.stream().map(OperationDecision::operation).toList()));
    }
}
