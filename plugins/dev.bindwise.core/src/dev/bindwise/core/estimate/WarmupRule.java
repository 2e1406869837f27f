package dev.bindwise.core.estimate;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;

/**
 * When the calls of a warm-up have done their work: the calls run in consecutive windows, each window's median
 * time per call is taken (the statistic of the measured calls too), and the time per call has settled when each
 * of the last {@code agreeing} windows' medians is within {@code tolerance} of the window's before it. A fixed
 * warm-up time does not tell: on a cold server JVM (Axis2's) 300 ms of calls, or 2 s, still left SOAP's
 * calls 5 to 20 times slower than when warm. The warm-up stops at {@code limit} in any case, and says it did not
 * settle.
 *
 * @param window how long each window of calls runs
 * @param tolerance how far, as a share, a window's median may lie from the one before and still agree with it
 * @param agreeing how many windows in a row must agree with the window before them (one more window is run)
 * @param limit the longest warm-up
 */
public record WarmupRule(Duration window, double tolerance, int agreeing, Duration limit) {

    /**
     * {@code calibrate}'s rule: windows of 250 ms, three in a row within 5 % of each other, at most 20 s.
     */
    public static WarmupRule calibration() {
        return new WarmupRule(Duration.ofMillis(250), 0.05, 2, Duration.ofSeconds(20));
    }

    /** This rule with another longest warm-up. */
    public WarmupRule withLimit(Duration longest) {
        return new WarmupRule(window, tolerance, agreeing, longest);
    }

    public WarmupRule {
        if (window.isNegative() || window.isZero() || !(tolerance >= 0) || agreeing < 1 || limit.compareTo(window) < 0) {
            throw new IllegalArgumentException("a window > 0, a tolerance >= 0, agreeing >= 1 and a limit of one "
                    + "window at least are needed, not a window of " + window + ", a tolerance of " + tolerance + ", agreeing "
                    + agreeing + " and a limit of " + limit);
        }
    }

    /**
     * How a warm-up went.
     *
     * @param windowMedians the median milliseconds per call of each window, in order (NaN for a window of no
     *        call that succeeded)
     * @param took how long it ran
     * @param settled whether the time per call settled, or the warm-up stopped at the limit
     */
    public record Outcome(List<Double> windowMedians, Duration took, boolean settled) {

        public Outcome {
            windowMedians = List.copyOf(windowMedians);
        }
    }

    /**
     * Whether the time per call has settled after these windows: each of the last {@link #agreeing} medians
     * lies within {@link #tolerance} of the one before it (as a share of the one before). A window without a
     * median (NaN: no call succeeded) agrees with none.
     */
    public boolean settled(List<Double> windowMedians) {
        int n = windowMedians.size();
        if (n < agreeing + 1) {
            return false;
        }
        for (int i = n - agreeing; i < n; i++) {
            double before = windowMedians.get(i - 1);
            double last = windowMedians.get(i);
            if (!(Math.abs(last - before) <= tolerance * before)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Runs windows until the time per call settles or the limit is reached.
     *
     * @param nextWindow runs one window of calls and gives their median milliseconds per call
     * @param nanoTime the clock ({@link System#nanoTime} when calls are made)
     */
    public Outcome warmUp(DoubleSupplier nextWindow, LongSupplier nanoTime) {
        long started = nanoTime.getAsLong();
        List<Double> medians = new ArrayList<>();
        while (true) {
            medians.add(nextWindow.getAsDouble());
            Duration took = Duration.ofNanos(nanoTime.getAsLong() - started);
            if (settled(medians)) {
                return new Outcome(medians, took, true);
            }
            // the next window would end past the limit
            if (took.plus(window).compareTo(limit) > 0) {
                return new Outcome(medians, took, false);
            }
        }
    }
}
