package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.RuntimeOptions;
import java.time.Duration;

/**
 * A deadline: of one call over one binding ({@link RuntimeOptions#callTimeout()}), every wait of the call
 * (connect, look-up, send, reply) taking what is left of it, so that the call ends within its bound whatever part
 * of it hangs; of a probe; and of the engine's whole discovery, whose probes give their sockets what is left.
 */
public final class Deadline {

    private final Duration timeout;
    private final long endNanos;

    private Deadline(Duration timeout) {
        this.timeout = timeout;
        this.endNanos = System.nanoTime() + timeout.toNanos();
    }

    /** The deadline of a call starting now. */
    public static Deadline after(Duration timeout) {
        return new Deadline(timeout);
    }

    /** What is left, 0 once it has passed. */
    public long remainingNanos() {
        return Math.max(0, endNanos - System.nanoTime());
    }

    /**
     * What is left in milliseconds for a socket or library timeout: at least 1, since 0 means "wait forever"
     * to most of them, and at most Integer.MAX_VALUE.
     */
    public int remainingMillis() {
        long millis = (remainingNanos() + 999_999) / 1_000_000;
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, millis));
    }

    /** What is left, zero once it has passed. */
    public Duration remaining() {
        return Duration.ofNanos(remainingNanos());
    }

    public boolean passed() {
        return endNanos - System.nanoTime() <= 0;
    }

    /** The whole bound, as the call was given it: for messages. */
    public Duration timeout() {
        return timeout;
    }

    /** The whole bound as people read it: "2 s", "500 ms". */
    public String describe() {
        long millis = timeout.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    @Override
    public String toString() {
        return "deadline of " + timeout.toMillis() + " ms";
    }
}
