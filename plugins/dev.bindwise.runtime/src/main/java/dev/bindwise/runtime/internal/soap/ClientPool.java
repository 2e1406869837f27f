package dev.bindwise.runtime.internal.soap;

import java.time.Duration;
import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The idle clients of a port whose clients are not thread-safe (Axis2's ServiceClient): a call borrows one no
 * other thread uses, or a new one, and gives it back. The most recently used is lent first, so that the ones at
 * the other end are those idle longest: a client idle longer than the idle limit is closed and dropped, and the
 * pool shrinks after a burst. After {@link #close()}, borrowing fails and a client given back is closed, not
 * kept: no call ever gets a client that was cleaned up.
 *
 * @param <C> the client
 */
final class ClientPool<C> {

    private record Idle<C>(C client, long since) {
    }

    private final Supplier<C> factory;
    private final Consumer<C> closer;
    private final long idleLimitNanos;
    private final LongSupplier clock;
    private final ConcurrentLinkedDeque<Idle<C>> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    /**
     * @param factory makes a client (may throw, e.g. when the library cannot)
     * @param closer releases a client; called once for each client the pool drops
     * @param idleLimit how long a client may stay idle before it is dropped
     * @param clock the time in nanoseconds ({@link System#nanoTime})
     */
    ClientPool(Supplier<C> factory, Consumer<C> closer, Duration idleLimit, LongSupplier clock) {
        this.factory = factory;
        this.closer = closer;
        this.idleLimitNanos = idleLimit.toNanos();
        this.clock = clock;
    }

    /**
     * A client for this thread alone until it is given back.
     *
     * @throws IllegalStateException when the pool is closed
     */
    C borrow(String owner) {
        if (closed) {
            throw new IllegalStateException(owner + " is closed");
        }
        Idle<C> reused = idle.pollFirst();
        return reused != null ? reused.client() : factory.get();
    }

    /** Gives a borrowed client back: kept for the next call, or closed when the pool is. */
    void giveBack(C client) {
        if (closed) {
            closer.accept(client);
            return;
        }
        long now = clock.getAsLong();
        idle.offerFirst(new Idle<>(client, now));
        dropIdleSince(now - idleLimitNanos);
        // close() may have drained the pool between the check and the offer: drain again, each client once
        if (closed) {
            drain();
        }
    }

    /** Closes the clients idle since before the given time; they are at the end the pool lends last. */
    private void dropIdleSince(long before) {
        for (Iterator<Idle<C>> oldest = idle.descendingIterator(); oldest.hasNext();) {
            Idle<C> each = oldest.next();
            if (each.since() - before >= 0) {
                return;
            }
            if (idle.removeLastOccurrence(each)) {
                closer.accept(each.client());
            }
        }
    }

    /** How many clients are idle in the pool now. */
    int idleCount() {
        return idle.size();
    }

    /** Closes the idle clients; those still lent are closed when given back. */
    void close() {
        closed = true;
        drain();
    }

    private void drain() {
        for (Idle<C> each = idle.pollFirst(); each != null; each = idle.pollFirst()) {
            closer.accept(each.client());
        }
    }
}
