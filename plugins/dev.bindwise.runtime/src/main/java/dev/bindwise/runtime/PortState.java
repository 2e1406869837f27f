package dev.bindwise.runtime;

import java.time.Duration;

/**
 * A port as the runtime sees it: its client, and whether it is left out for now (failed a probe or a
 * call), since when and why. A port left out is probed again once {@link RuntimeOptions#retryAfter()}
 * has passed, by one caller, while the others go on without it.
 */
final class PortState {

    private final Endpoint endpoint;
    private final BindingClient client;
    private final Duration probeTimeout;
    private final long retryAfterNanos;
    private final long callTimeoutNanos;
    private volatile boolean out;
    private volatile long outSince;
    private volatile String reason = "";
    private boolean probing;

    PortState(Endpoint endpoint, BindingClient client, RuntimeOptions options) {
        this.endpoint = endpoint;
        this.client = client;
        this.probeTimeout = options.probeTimeout();
        this.retryAfterNanos = options.retryAfter().toNanos();
        this.callTimeoutNanos = options.callTimeout().toNanos();
    }

    Endpoint endpoint() {
        return endpoint;
    }

    BindingClient client() {
        return client;
    }

    /** The bound of one call over this port ({@link RuntimeOptions#callTimeout()}). */
    long callTimeoutNanos() {
        return callTimeoutNanos;
    }

    String reason() {
        return reason;
    }

    /** Whether calls may go to this port now; a port left out long enough is probed first. */
    boolean usable() {
        if (!out) {
            return true;
        }
        if (System.nanoTime() - outSince < retryAfterNanos || !startProbe()) {
            return false;
        }
        try {
            return probe();
        } finally {
            endProbe();
        }
    }

    /** Probes the port now; leaves it out with the reason when it is not accessible. */
    boolean probe() {
        Accessibility accessibility;
        try {
            accessibility = client.probe(probeTimeout);
        } catch (RuntimeException | LinkageError e) {
            accessibility = Accessibility.not("the probe of " + describe() + " failed: " + e);
        }
        if (accessibility.accessible()) {
            out = false;
            reason = "";
            return true;
        }
        leaveOut(accessibility.reason());
        return false;
    }

    void leaveOut(String why) {
        boolean wasOut = out;
        reason = why;
        outSince = System.nanoTime();
        out = true;
        if (!wasOut) {
            // once: the callers it releases fail in their turn, and leave the port out again
            client.leftOut(why);
        }
    }

    boolean isOut() {
        return out;
    }

    private synchronized boolean startProbe() {
        if (probing) {
            return false;
        }
        probing = true;
        return true;
    }

    private synchronized void endProbe() {
        probing = false;
    }

    String describe() {
        return endpoint.kind().label() + " port " + endpoint.port() + " at " + endpoint.address();
    }
}
