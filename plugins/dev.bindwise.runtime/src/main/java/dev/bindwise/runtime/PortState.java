package dev.bindwise.runtime;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * A port as the runtime sees it: its client, and whether it is left out
 * for now (failed a probe or a call) and why. A port left out takes no calls until its background probe
 * ({@link Reprobing}) finds that it answers again.
 */
final class PortState {

    private final Endpoint endpoint;
    private final BindingClient client;
    private final Duration probeTimeout;
    private final long callTimeoutNanos;
    private final Consumer<PortState> watcher;
    private final AtomicBoolean reprobing = new AtomicBoolean();
    private volatile boolean out;
    private volatile String reason = "";
    private volatile long nextProbeNanos;

    /** @param watcher told every time the port is left out (by a probe or a call) */
    PortState(Endpoint endpoint, BindingClient client, RuntimeOptions options,
            Consumer<PortState> watcher) {
        this.endpoint = endpoint;
        this.client = client;
        this.probeTimeout = options.probeTimeout();
        this.callTimeoutNanos = options.callTimeout().toNanos();
        this.watcher = watcher;
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

    /** Whether calls may go to this port now. */
    boolean usable() {
        return !out;
    }

    /**
     * Probes the port now with its binding's protocol probe, which establishes the plan's condition on the port
     * that the runtime can check itself ({@link Condition#probeOf}). Leaves it out with the reason when it is not
     * accessible.
     */
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
        reason = why;
        boolean wasOut = out;
        out = true;
        if (!wasOut) {
            // once: the callers it releases fail in their turn, and leave the port out again
            client.leftOut(why);
        }
        watcher.accept(this);
    }

    boolean isOut() {
        return out;
    }

    /** Takes the one pending background probe of this port; false when one is pending already. */
    boolean claimReprobe() {
        return reprobing.compareAndSet(false, true);
    }

    void endReprobe() {
        reprobing.set(false);
    }

    void nextProbeAt(long nanos) {
        nextProbeNanos = nanos;
    }

    /** When the background probes this port next, in words; empty when it is not left out. */
    String nextProbe() {
        if (!out) {
            return "";
        }
        long millis = Math.max(0, (nextProbeNanos - System.nanoTime()) / 1_000_000);
        return "probed again in " + millis + " ms";
    }

    String describe() {
        return endpoint.kind().label() + " port " + endpoint.port() + " at " + endpoint.address();
    }
}
