package dev.bindwise.runtime;

import java.time.Duration;
import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * How long a port that is left out waits before its next background probe: gRPC's connection backoff
 * (grpc/doc/connection-backoff.md). The first wait is {@code initial}, each next one {@code multiplier}
 * times the last, at most {@code max}, and each is spread by ±{@code jitter} at random, so that the proxies
 * of many clients that lost one server at the same moment do not probe it again all at once.
 * <p>
 * With the defaults (1 s, x1.6, 20 %, 30 s) the waits are about 1, 1.6, 2.6, 4.1, 6.6, 10.5, 16.8, 26.8,
 * then 30 s: a port that answers again is back within one wait, at most 36 s (30 s and its jitter) after it
 * does, and a port that stays away costs one probe every 30 s.
 */
public record Backoff(Duration initial, double multiplier, double jitter, Duration max) {

    /** gRPC's values but for the cap (gRPC's is 120 s; a proxy in a user's application should come back sooner). */
    public static final Backoff DEFAULT = new Backoff(Duration.ofSeconds(1), 1.6, 0.2, Duration.ofSeconds(30));

    /** No wait is shorter, so that a zero initial wait does not probe in a busy loop. */
    private static final long FLOOR_NANOS = Duration.ofMillis(20).toNanos();

    public Backoff {
        Objects.requireNonNull(initial, "initial");
        Objects.requireNonNull(max, "max");
        if (initial.isNegative() || max.isNegative() || multiplier < 1 || jitter < 0 || jitter >= 1) {
            throw new IllegalArgumentException("a backoff needs initial and max >= 0, a multiplier >= 1 and a jitter "
                    + "in [0, 1): " + initial + ", x" + multiplier + ", " + jitter + ", " + max);
        }
    }

    /** This backoff with another first wait (and a cap at least as long). */
    public Backoff withInitial(Duration first) {
        return new Backoff(first, multiplier, jitter, max.compareTo(first) < 0 ? first : max);
    }

    /**
     * The wait before probe number {@code attempt} (0 for the first after the port was left out).
     *
     * @param random a number in [0, 1): where in the jitter's range the wait falls
     */
    public long delayNanos(int attempt, DoubleSupplier random) {
        double base = Math.min(max.toNanos(), initial.toNanos() * Math.pow(multiplier, Math.min(attempt, 200)));
        double spread = base * jitter * (2 * random.getAsDouble() - 1);
        return Math.max(FLOOR_NANOS, Math.round(base + spread));
    }

    @Override
    public String toString() {
        return initial.toMillis() + " ms first, x" + multiplier + ", ±" + Math.round(jitter * 100) + " %, at most "
                + max.toMillis() + " ms";
    }
}
