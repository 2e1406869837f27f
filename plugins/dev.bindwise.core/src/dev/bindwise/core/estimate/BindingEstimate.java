package dev.bindwise.core.estimate;

import dev.bindwise.runtime.BindingKind;

/** The sizes of one binding's request and reply for an operation, over the samples of its space. */
public record BindingEstimate(BindingKind kind, String port, String address, SizeRange request, SizeRange reply) {
}
