package dev.bindwise.core.generate;

import java.util.List;

import dev.bindwise.model.RankedBinding;

/**
 * What a generation did: each file's outcome, and per operation the bindings its proxy calls in order.
 *
 * @param files in the order they were generated: per port type its interface and proxy, then the data classes
 * @param operations per operation of the plan, the bindings the proxy routes it to
 */
public record GenerateResult(List<GeneratedFile> files, List<ProxyOperation> operations) {

    /**
     * One operation of a generated proxy.
     *
     * @param routes the ranked bindings its proxy calls, chosen first
     * @param idempotent whether a call that failed in transport is sent again over the next binding
     */
    public record ProxyOperation(String portType, String operation, List<RankedBinding> routes, boolean idempotent) {
    }

    /** The files the user edited since they were generated, which were kept. */
    public List<GeneratedFile> kept() {
        return files.stream().filter(f -> f.outcome() == GeneratedFile.Outcome.KEPT).toList();
    }
}
