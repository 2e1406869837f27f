package dev.bindwise.runtime;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;

/**
 * What one operation learns of its bindings where the proxy runs: the time of every call per binding
 * ({@link CallTimes}), a share of calls sent over other bindings than the first to measure them, and the ranking
 * that follows from the measurements.
 * <ul>
 * <li><b>Exploring.</b> Of the bindings that can be used now (their port is in: not left out by a probe or a
 * failed call, the route prepared or preparable), each other than the one calls go to is tried with probability
 * {@code share / k x median(current) / median(it)}, k the number of such bindings, at most
 * {@value #MOST_EXPLORED} in all: the time spent on them is about {@code share} of the operation's call time, and
 * a binding measured ten times slower is tried ten times less often. When a call of a binding measured slower takes
 * less than every call in its window and 10 % less than the current's median, its window starts again from that call
 * (it may have become faster: a delay gone), so that it is measured as it is now instead of being tried as rarely as
 * its old times say. One call is enough: a binding measured 35 times slower is tried once in thousands of calls; below
 * its whole window, a call is no fluke of a loaded machine (load makes calls slower, not faster), and one that is
 * costs only its next few tries, until its median says it is slower again. A binding's first
 * {@value #FIRST_TRIES} calls (its {@value CallTimes#COLD_CALLS} untimed cold ones and the first timed) are sent with
 * probability
 * {@code MOST_EXPLORED / k}, once in the proxy's life, so that it is measured within a few calls; then, until the
 * next decision has its times, with {@code share / k}. A binding whose median, on fewer calls than a decision
 * takes, is already at least {@value #SWITCH_MARGIN} below the current's is tried with probability
 * {@code MOST_EXPLORED / k} until its window is full: its calls take less time than the current's, so they spend
 * nothing of the share, and a faster binding is measured within a few hundred calls instead of thousands. A tried call is sent once, over the binding chosen for it; if it fails in transport, the
 * re-send rules are those of any call.</li>
 * <li><b>Switching.</b> A binding takes the first rank from the current first (the ranking's first, or the
 * next usable one where the first cannot call the operation at all) when both have
 * {@value CallTimes#WINDOW} calls timed since the last change of the ranking (their whole windows measured under
 * the ranking as it is now), at least {@value #LEAST_CALLS_BETWEEN_CHANGES} calls of the operation were made since
 * that change (none are needed before the first), and the median of its last {@value CallTimes#WINDOW} is at least {@value #SWITCH_MARGIN} (10 %)
 * below the first's; the others follow in the plan's order. The binding that gave the rank takes it back the same
 * way. These are the guard against noise: a change is decided on two fresh windows, never within
 * {@value #LEAST_CALLS_BETWEEN_CHANGES} calls of the last one, and the 10 % margin holds both ways (between 0.9x
 * and 1.11x nothing moves). The ranking is decided every {@value #DECIDE_EVERY} calls of a binding, by the caller
 * whose call completes the count, unless another is deciding: no caller waits for it.</li>
 * <li><b>Faults.</b> No rank changes while the ranking's first binding's port is left out: its calls fall back in
 * the ranking's order as without learning, and go back to it once it answers a probe again. When a binding's port is
 * left out or comes back, its window starts again empty ({@link CallTimes#restart}: its next
 * {@value CallTimes#COLD_CALLS} calls carry a new connection and are not timed), and a call under way over it
 * across that change is not timed: no rank changes on times a fault made.</li>
 * </ul>
 */
final class Learning {

    /** How much lower a binding's median must be than the current first's for it to take the first rank. */
    static final double SWITCH_MARGIN = 0.10;
    /** The fewest calls of the operation between two changes of the ranking. */
    static final int LEAST_CALLS_BETWEEN_CHANGES = 256;
    /** The ranking is decided again each time a binding has this many more calls measured. */
    static final int DECIDE_EVERY = 16;
    /** The most of an operation's calls that go to other bindings than the current one. */
    static final double MOST_EXPLORED = 0.5;
    /** A binding's first tries, sent at once (with probability {@link #MOST_EXPLORED} / k) to measure it. */
    static final int FIRST_TRIES = CallTimes.COLD_CALLS + 3;
    /** Probabilities are kept as thresholds of a 53-bit random number. */
    private static final double UNIT = 0x1p53;

    /**
     * One ranking: the routes' indexes in the order they are tried, why it is so, after how many calls of the
     * operation it was decided and how many times learning changed it.
     */
    record Ranking(int[] order, String why, long afterCalls, int changes) {

        int rankOf(int route) {
            for (int i = 0; i < order.length; i++) {
                if (order[i] == route) {
                    return i + 1;
                }
            }
            throw new IllegalArgumentException("no route " + route);
        }
    }

    private final String operation;
    private final RouteState[] routes;
    private final CallTimes[] times;
    private final double share;
    private final LongSupplier random;
    private final Runnable changed;
    /** Per route, the probability that a call tries it, as a threshold of a 53-bit random number. */
    private final AtomicLongArray exploreBelow;
    /** Per route, how many calls were sent over it to try it. */
    private final AtomicIntegerArray tries;
    /** Per route, how many times its port left or came back: a call under way across a change is not timed. */
    private final AtomicIntegerArray epochs;
    /**
     * Per route, a call of it that takes less than this many nanoseconds (the least of its window's times and 10 %
     * below the current's median) is faster than its window says: its window starts again; 0: not watched (the
     * current binding, one measured faster already, one not measured).
     */
    private final AtomicLongArray fasterBelow;
    private volatile Ranking ranking;
    private final ReentrantLock deciding = new ReentrantLock();
    // used only by whoever holds deciding
    private final long[] sorted = new long[CallTimes.WINDOW];
    private final long[] medians;
    /** Per route, the shortest time in its window. */
    private final long[] fastest;
    private final int[] measured;
    /** Per route, its {@link CallTimes#timed()} and {@link CallTimes#restarts()} when its window was last read. */
    private final long[] readAtTimed;
    private final int[] readAtRestarts;
    /** Per route, how many calls it had timed when the ranking last changed. */
    private final long[] timedAtChange;

    /**
     * @param operation "Service.operation", for the reasons it gives
     * @param routes the operation's routes in the plan's order
     * @param share the share of call time spent on other bindings ({@link RuntimeOptions#learningShare(double)})
     * @param changed told when the ranking changed (not on the caller's time: it should hand the news on)
     */
    Learning(String operation, RouteState[] routes, double share, OptionalLong seed, Runnable changed) {
        this.operation = operation;
        this.routes = routes;
        this.share = share;
        this.changed = changed;
        int count = routes.length;
        this.times = new CallTimes[count];
        for (int i = 0; i < count; i++) {
            times[i] = new CallTimes();
        }
        this.exploreBelow = new AtomicLongArray(count);
        this.tries = new AtomicIntegerArray(count);
        this.epochs = new AtomicIntegerArray(count);
        this.fasterBelow = new AtomicLongArray(count);
        for (int i = 1; i < count; i++) {
            exploreBelow.set(i, threshold(MOST_EXPLORED / (count - 1)));
        }
        int[] planned = new int[count];
        for (int i = 0; i < count; i++) {
            planned[i] = i;
        }
        this.ranking = new Ranking(planned, "", 0, 0);
        this.medians = new long[count];
        this.fastest = new long[count];
        this.readAtTimed = new long[count];
        Arrays.fill(readAtTimed, -1);
        this.readAtRestarts = new int[count];
        this.measured = new int[count];
        this.timedAtChange = new long[count];
        if (seed.isPresent()) {
            AtomicLong draws = new AtomicLong(seed.getAsLong());
            this.random = () -> mix(draws.getAndAdd(0x9E3779B97F4A7C15L));
        } else {
            this.random = () -> ThreadLocalRandom.current().nextLong();
        }
    }

    /** SplitMix64's finaliser: a seeded sequence of draws that looks random. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long threshold(double probability) {
        return (long) (Math.min(1, Math.max(0, probability)) * UNIT);
    }

    /** The ranking now: the routes' indexes in the order calls try them. */
    Ranking ranking() {
        return ranking;
    }

    /** The route this call tries first to measure it, or -1 for none (the call follows the ranking). */
    int explore() {
        long draw = random.getAsLong() >>> 11;
        for (int i = 0; i < routes.length; i++) {
            long below = exploreBelow.get(i);
            if (draw < below) {
                if (tries.get(i) < FIRST_TRIES && tries.incrementAndGet(i) == FIRST_TRIES) {
                    // its first tries are sent: from now on within the share, until the next decision measures it
                    exploreBelow.compareAndSet(i, below, threshold(share / Math.max(1, routes.length - 1)));
                }
                return i;
            }
            draw -= below;
        }
        return -1;
    }

    /** What a call over the route takes before it is sent, and gives back to {@link #answered}. */
    int epoch(int route) {
        return epochs.get(route);
    }

    /**
     * A call over the route was answered (a result or the service's fault) after {@code nanos}, having moved
     * {@code bytes} (negative: not counted); it is not timed when the route's port left or came back while it was
     * under way (its {@link #epoch} then is not {@code epoch}).
     */
    void answered(int route, long nanos, long bytes, int epoch) {
        if (epochs.get(route) != epoch) {
            return;
        }
        long below = fasterBelow.get(route);
        // only the bindings tried are watched: the current one's calls read one number here and write nothing
        if (below > 0 && nanos < below && fasterBelow.compareAndSet(route, below, 0)) {
            // the same connection: this call and the next are timed, and measure it as it is now
            times[route].restart(0);
        }
        if (times[route].record(nanos, bytes) % DECIDE_EVERY == 0 && deciding.tryLock()) {
            try {
                decide();
            } finally {
                deciding.unlock();
            }
        }
    }

    /** A call over the route failed in transport (its port is left out until it answers a probe again). */
    void failedInTransport(int route) {
        times[route].failedInTransport();
    }

    /** The route's port was left out or came back: what was measured over it before is not what it is now. */
    void portChanged(int route) {
        epochs.incrementAndGet(route);
        times[route].restart(CallTimes.COLD_CALLS);
    }

    private void decide() {
        for (int i = 0; i < routes.length; i++) {
            long timed = times[i].timed();
            int restarts = times[i].restarts();
            if (timed == readAtTimed[i] && restarts == readAtRestarts[i]) {
                // its window is as when last read (a binding rarely tried): sorting it again was most of learning's
                // cost per call where calls take microseconds
                continue;
            }
            readAtTimed[i] = timed;
            readAtRestarts[i] = restarts;
            int count = times[i].sorted(sorted);
            measured[i] = count;
            medians[i] = count == 0 ? 0 : sorted[count / 2];
            fastest[i] = count == 0 ? 0 : sorted[0];
        }
        Ranking now = ranking;
        int current = -1;
        for (int route : now.order()) {
            if (usable(route)) {
                current = route;
                break;
            }
        }
        if (current < 0) {
            for (int i = 0; i < routes.length; i++) {
                exploreBelow.set(i, 0);
            }
            return;
        }
        int faster = -1;
        // no change while the first's port is out (a fault: its calls fall back), nor on windows older than the last
        // change, nor within LEAST_CALLS_BETWEEN_CHANGES of it
        if (!routes[now.order()[0]].port().isOut() && fresh(current)
                && (now.changes() == 0 || callsSoFar() - now.afterCalls() >= LEAST_CALLS_BETWEEN_CHANGES)) {
            for (int i = 0; i < routes.length; i++) {
                if (i != current && usable(i) && fresh(i)
                        && medians[i] <= (1 - SWITCH_MARGIN) * medians[current]
                        && (faster < 0 || medians[i] < medians[faster])) {
                    faster = i;
                }
            }
        }
        if (faster >= 0) {
            ranking = new Ranking(firstThenPlan(faster), why(faster, current), callsSoFar(), now.changes() + 1);
            for (int i = 0; i < routes.length; i++) {
                timedAtChange[i] = times[i].timed();
            }
            current = faster;
            changed.run();
        }
        int others = 0;
        for (int i = 0; i < routes.length; i++) {
            if (i != current && usable(i)) {
                others++;
            }
        }
        for (int i = 0; i < routes.length; i++) {
            boolean slower = measured[i] > 0 && medians[current] > 0 && medians[i] > (1 - SWITCH_MARGIN) * medians[current];
            fasterBelow.set(i, i != current && usable(i) && slower
                    ? Math.min((long) ((1 - SWITCH_MARGIN) * medians[current]), fastest[i]) : 0);
            if (i == current || !usable(i)) {
                exploreBelow.set(i, 0);
                continue;
            }
            double probability = share / others;
            if (tries.get(i) < FIRST_TRIES && times[i].calls() < FIRST_TRIES) {
                probability = MOST_EXPLORED / others;
            } else if (measured[i] > 0 && !fresh(i) && medians[i] <= (1 - SWITCH_MARGIN) * medians[current]) {
                // measured faster already, on fewer calls than a decision takes: its tries cost less than the
                // current's calls, so they are not taken from the share (bounded: until its window is full)
                probability = MOST_EXPLORED / others;
            } else if (medians[current] > 0 && medians[i] > 0) {
                // as many times less often as it is slower: its tries take about share / others of the call time
                probability *= (double) medians[current] / medians[i];
            }
            exploreBelow.set(i, threshold(Math.min(probability, MOST_EXPLORED / others)));
        }
    }

    /** Whether the route's window is full with calls timed since the ranking last changed. */
    private boolean fresh(int route) {
        return measured[route] >= CallTimes.WINDOW && times[route].timed() - timedAtChange[route] >= CallTimes.WINDOW;
    }

    private boolean usable(int route) {
        return routes[route].whyOut().isEmpty();
    }

    private int[] firstThenPlan(int first) {
        int[] order = new int[routes.length];
        order[0] = first;
        int at = 1;
        for (int i = 0; i < routes.length; i++) {
            if (i != first) {
                order[at++] = i;
            }
        }
        return order;
    }

    private long callsSoFar() {
        long calls = 0;
        for (CallTimes time : times) {
            calls += time.calls() + time.transportFailures();
        }
        return calls;
    }

    private String why(int faster, int current) {
        long below = Math.round(100.0 * (medians[current] - medians[faster]) / medians[current]);
        return String.format(Locale.ROOT, "%s measured %s against %s for %s (medians of their last %d calls: %d %% below,"
                + " at least %d %% below takes the first rank), after %d calls of %s", label(faster),
                millis(medians[faster]), millis(medians[current]), label(current), CallTimes.WINDOW, below,
                Math.round(SWITCH_MARGIN * 100), callsSoFar(), operation);
    }

    private String label(int route) {
        return routes[route].kind().label() + " port " + routes[route].port().endpoint().port();
    }

    private static String millis(long nanos) {
        return String.format(Locale.ROOT, "%.3f ms", nanos / 1e6);
    }

    /** Per route in the plan's order, what was measured and its rank now. */
    List<BindingMeasurement> measurements() {
        Ranking now = ranking;
        long[] window = new long[CallTimes.WINDOW];
        long[] bytes = new long[CallTimes.WINDOW];
        List<BindingMeasurement> measurements = new ArrayList<>();
        for (int i = 0; i < routes.length; i++) {
            int count = times[i].sorted(window);
            int counted = times[i].sortedBytes(bytes);
            measurements.add(new BindingMeasurement(routes[i].kind(), routes[i].port().endpoint().port(), now.rankOf(i),
                    times[i].calls(), times[i].transportFailures(), count == 0 ? null : Duration.ofNanos(window[count / 2]),
                    count, counted == 0 ? null : bytes[counted / 2], counted == 0 ? null : bytes[0],
                    counted == 0 ? null : bytes[counted - 1]));
        }
        return List.copyOf(measurements);
    }
}
