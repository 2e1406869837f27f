package dev.bindwise.core.policy;

import java.util.Objects;

import dev.bindwise.runtime.BindingKind;

/**
 * How large an operation's messages are over one binding: the medians over the parameter space of the
 * size estimates (paper, section 4.3).
 *
 * @param operation    the operation
 * @param kind         the binding
 * @param requestBytes median bytes of the request on the wire
 * @param replyBytes   median bytes of the reply on the wire
 */
public record Estimate(String operation, BindingKind kind, long requestBytes, long replyBytes) {

    public Estimate {
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(kind, "kind");
        if (requestBytes < 0 || replyBytes < 0) {
            throw new IllegalArgumentException("message sizes are >= 0 bytes, not " + requestBytes + " and "
                    + replyBytes + " (" + kind + " " + operation + ")");
        }
    }

    /** The larger of the two messages: what the paper's "small messages (&lt; 10 KB)" is about. */
    public long largerMessageBytes() {
        return Math.max(requestBytes, replyBytes);
    }
}
