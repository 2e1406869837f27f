package dev.bindwise.core.estimate;

import dev.bindwise.runtime.BindingKind;

/** The request and reply bytes of one binding for an operation at one point of the space. */
public record PointEstimate(String portType, String operation, BindingKind kind, String port, double requestBytes,
        double replyBytes) {
}
