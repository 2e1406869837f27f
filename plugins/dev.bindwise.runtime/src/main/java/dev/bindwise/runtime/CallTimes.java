package dev.bindwise.runtime;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The times of the last {@value #WINDOW} calls of one operation over one binding, and how many calls it made and
 * how many failed in transport. The first {@value #COLD_CALLS} answered calls are not timed: they carry the binding's
 * set-up in this JVM (class loading, a connection, code not yet compiled), up to seconds for a SOAP client's first;
 * after the binding's port left or came back ({@link #restart}) the window starts again empty, and the next
 * {@value #COLD_CALLS} are again not timed (a new connection); after calls faster than the window says it starts
 * again empty too, the next calls timed. Beside each time, the ring keeps the call's bytes as its client counted them
 * ({@code dev.bindwise.runtime.internal.CallBytes}). Recording is one atomic increment and two ordered writes into
 * fixed rings: no allocation, no lock. The median of the window is a streaming median of the recent calls that follows a change
 * within half a window, and is computed only when the ranking is decided ({@link #sorted}), never by a caller.
 */
final class CallTimes {

    /** How many of the latest calls the median is taken over (a power of two). */
    static final int WINDOW = 32;
    /** How many of the first answered calls are not timed. */
    static final int COLD_CALLS = 3;

    private final AtomicLongArray window = new AtomicLongArray(WINDOW);
    /** The bytes of the calls in {@link #window}, at the same slots, plus 1: 0 is a call whose bytes were not counted. */
    private final AtomicLongArray bytes = new AtomicLongArray(WINDOW);
    private final AtomicLong calls = new AtomicLong();
    private final AtomicLong transportFailures = new AtomicLong();
    /** The count of calls from which calls are timed: {@link #COLD_CALLS} after the start or the last restart. */
    private volatile long timedFrom = COLD_CALLS;
    /** How many calls were timed before the last restart. */
    private volatile long timedBefore;
    /** How many times the window started again. */
    private volatile int restarts;

    /**
     * Records a call that was answered (a result or the service's own fault) in {@code nanos}.
     *
     * @param callBytes its request and reply bytes as its client counted them, or a negative number for not counted
     * @return how many calls were recorded, this one included
     */
    long record(long nanos, long callBytes) {
        long recorded = calls.getAndIncrement();
        long from = timedFrom;
        if (recorded >= from) {
            // at least 1: a slot still 0 is one whose call has not written it yet
            int slot = (int) ((recorded - from) & (WINDOW - 1));
            bytes.lazySet(slot, Math.max(0, callBytes + 1));
            window.lazySet(slot, Math.max(1, nanos));
        }
        return recorded + 1;
    }

    /**
     * Forgets the window: the times before are not those of now (the binding's port left or came back, or its latest
     * calls were faster than its window says).
     *
     * @param coldCalls how many of the next calls are not timed: {@link #COLD_CALLS} when they carry a new
     *        connection's set-up, 0 when the connection stays
     */
    synchronized void restart(int coldCalls) {
        long now = calls.get();
        timedBefore += Math.max(0, now - timedFrom);
        timedFrom = now + coldCalls;
        for (int i = 0; i < WINDOW; i++) {
            window.set(i, 0);
            bytes.set(i, 0);
        }
        restarts++;
    }

    /** How many times the window started again ({@link #restart}): with {@link #timed()}, whether it changed. */
    int restarts() {
        return restarts;
    }

    /** How many calls were timed in all, restarts or not (the window holds the latest of them since the last restart). */
    long timed() {
        return timedBefore + Math.max(0, calls.get() - timedFrom);
    }

    void failedInTransport() {
        transportFailures.incrementAndGet();
    }

    long calls() {
        return calls.get();
    }

    long transportFailures() {
        return transportFailures.get();
    }

    /**
     * The window's times in {@code into} (of length {@link #WINDOW}), sorted.
     *
     * @return how many there are
     */
    int sorted(long[] into) {
        int count = 0;
        for (int i = 0; i < WINDOW; i++) {
            long nanos = window.get(i);
            if (nanos > 0) {
                into[count++] = nanos;
            }
        }
        Arrays.sort(into, 0, count);
        return count;
    }

    /**
     * The bytes of the window's calls whose bytes were counted, in {@code into} (of length {@link #WINDOW}), sorted.
     *
     * @return how many there are
     */
    int sortedBytes(long[] into) {
        int count = 0;
        for (int i = 0; i < WINDOW; i++) {
            long counted = bytes.get(i);
            if (counted > 0 && window.get(i) > 0) {
                into[count++] = counted - 1;
            }
        }
        Arrays.sort(into, 0, count);
        return count;
    }
}
