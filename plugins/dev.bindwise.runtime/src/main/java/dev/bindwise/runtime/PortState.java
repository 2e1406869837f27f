package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.Accessibility;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * A port as the runtime sees it: its client, and whether it is left out for now (failed a probe or a call) and
 * why. A port left out takes no calls until its background probe ({@link Reprobing}) finds that it answers again.
 * <p>
 * Whether it is out, why, and how many times that changed are one immutable {@link Status}, replaced atomically:
 * a probe that succeeds takes the port in only if nothing changed since it began, so that it never erases a
 * failure recorded while it ran; a leave-out is announced (to the client and the watcher) once, by the one
 * failure that took the port out.
 */
final class PortState {

    /**
     * One state of the port.
     *
     * @param out whether calls skip the port
     * @param reason why it is out, empty when it is in
     * @param generation how many times the state changed: a probe compares it to tell whether it is still current
     */
    record Status(boolean out, String reason, long generation) {

        static final Status IN = new Status(false, "", 0);

        Status leftOut(String why) {
            return new Status(true, why, generation + 1);
        }

        Status takenIn() {
            return new Status(false, "", generation + 1);
        }
    }

    private final Endpoint endpoint;
    private final BindingClient client;
    private final Duration probeTimeout;
    private final long callTimeoutNanos;
    private final Consumer<PortState> watcher;
    private final AtomicBoolean reprobing = new AtomicBoolean();
    private final AtomicReference<Status> status = new AtomicReference<>(Status.IN);
    private volatile long nextProbeNanos;

    /** @param watcher told each time the port goes from in to out (by a probe or a call), once per change */
    PortState(Endpoint endpoint, BindingClient client, RuntimeOptions options, Consumer<PortState> watcher) {
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

    /** The port's state now: out or in, why, and its generation, read together. */
    Status status() {
        return status.get();
    }

    String reason() {
        return status.get().reason();
    }

    /** Whether calls may go to this port now. */
    boolean usable() {
        return !status.get().out();
    }

    boolean isOut() {
        return status.get().out();
    }

    /**
     * Probes the port now with its binding's protocol probe, which establishes the plan's condition on the port
     * that the runtime can check itself ({@link Condition#probeOf}). Leaves it out with the reason when it is not
     * accessible; takes it in when it answers, unless a failure was recorded while the probe ran.
     *
     * @return whether the port is in after the probe
     */
    boolean probe() {
        Status before = status.get();
        Accessibility accessibility;
        try {
            accessibility = client.probe(probeTimeout);
        } catch (RuntimeException | LinkageError e) {
            accessibility = Accessibility.not("the probe of " + describe() + " failed: " + e);
        }
        if (!accessibility.accessible()) {
            leaveOut(accessibility.reason());
            return false;
        }
        if (!before.out()) {
            // it was in, and stays in unless a call left it out while the probe ran
            return usable();
        }
        // only the state the probe began from is replaced: a failure recorded since stands
        return status.compareAndSet(before, before.takenIn());
    }

    /** Leaves the port out with why; the one failure that takes it from in to out announces it. */
    void leaveOut(String why) {
        Status before = status.getAndUpdate(current -> current.leftOut(why));
        if (!before.out()) {
            // once: the callers it releases fail in their turn, and find the port out already
            client.leftOut(why);
            watcher.accept(this);
        }
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
        if (!isOut()) {
            return "";
        }
        long millis = Math.max(0, (nextProbeNanos - System.nanoTime()) / 1_000_000);
        return "probed again in " + millis + " ms";
    }

    String describe() {
        return endpoint.kind().label() + " port " + endpoint.port() + " at " + endpoint.address();
    }
}
