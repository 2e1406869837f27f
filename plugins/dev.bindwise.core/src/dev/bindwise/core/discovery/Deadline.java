package dev.bindwise.core.discovery;

import java.time.Duration;

/**
 * When the whole discovery must be over. Probes give their sockets the time that is left minus a
 * {@link #margin() margin}, so that a silent port ends the probe itself, with its own reason, before
 * the runner stops waiting for it.
 */
record Deadline(long endNanos, Duration bound) {

    /** Below this, a socket timeout would be too short to mean anything; the probe still gets it. */
    private static final long MIN_SOCKET_MILLIS = 10;

    static Deadline after(Duration bound) {
        return new Deadline(System.nanoTime() + bound.toNanos(), bound);
    }

    Duration remaining() {
        return Duration.ofNanos(Math.max(0, endNanos - System.nanoTime()));
    }

    /** A tenth of the bound, at most 150 ms: what the runner keeps for collecting the results. */
    Duration margin() {
        return Duration.ofMillis(Math.min(150, bound.toMillis() / 10));
    }

    /** The timeout for one blocking socket call (connect or read): what is left before the margin, in ms (>= 10). */
    int socketTimeoutMillis() {
        long millis = remaining().minus(margin()).toMillis();
        return (int) Math.max(MIN_SOCKET_MILLIS, Math.min(Integer.MAX_VALUE, millis));
    }

    /** The bound as people read it: "2 s", "500 ms". */
    String describe() {
        long millis = bound.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
