package dev.bindwise.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * One set-up of a port in flight until the port has answered one: who waits, for how long, when the waiters give
 * up, and when they set up side by side.
 */
@Timeout(120)
class SetUpGateTest {

    private static final Duration LONG = Duration.ofSeconds(20);

    private final SetUpGate gate = new SetUpGate("the look-up of Trader");
    /** A thread per waiter: the common pool may have a single one. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    /** A caller on a thread of its own that waits for its turn and ends it at once. */
    private CompletableFuture<Void> waiter(Duration deadline) {
        return CompletableFuture.runAsync(() -> {
            gate.enter(Deadline.after(deadline));
            gate.leave();
        }, threads);
    }

    /** Waits until this many callers wait for their turn in the gate (the gate's own count, not a guess at the time). */
    private void awaitWaiting(int callers) throws InterruptedException {
        long until = System.nanoTime() + LONG.toNanos();
        while (gate.waiting() < callers) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError(gate.waiting() + " callers wait in the gate, not " + callers);
            }
            Thread.onSpinWait();
            Thread.yield();
        }
    }

    /** A waiter that got its turn, and not by giving up at its deadline (that would throw). */
    private static void assertGotItsTurn(CompletableFuture<Void> waiter) throws Exception {
        waiter.get(LONG.toSeconds() + 10, TimeUnit.SECONDS);
    }

    private static TransportException failure(CompletableFuture<?> waiter) throws InterruptedException {
        try {
            waiter.get(LONG.toSeconds() + 10, TimeUnit.SECONDS);
            throw new AssertionError("the waiter got its turn");
        } catch (ExecutionException e) {
            return (TransportException) e.getCause();
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the waiter still waits", e);
        }
    }

    @Test
    void theNextCallerGetsItsTurnWhenTheSetUpWorked() throws Exception {
        assertOneAtATime();
    }

    @Test
    void everyWaiterGivesUpAtOnceWhenTheSetUpFailsInTransportHavingSentNothing() throws Exception {
        gate.enter(Deadline.after(LONG));
        CompletableFuture<Void> first = waiter(LONG);
        CompletableFuture<Void> second = waiter(LONG);
        awaitWaiting(2);
        gate.leave(TransportException.notSent("the naming service did not answer", null));
        for (CompletableFuture<Void> waiter : java.util.List.of(first, second)) {
            TransportException failure = failure(waiter);
            assertFalse(failure.mayHaveRun());
            assertEquals("the look-up of Trader in flight failed: the naming service did not answer", failure.getMessage());
        }
    }

    @Test
    void everyWaiterGivesUpAtOnceWhenThePortIsLeftOutWhileTheSetUpStillRuns() throws Exception {
        gate.enter(Deadline.after(LONG));
        CompletableFuture<Void> waiting = waiter(LONG);
        awaitWaiting(1);
        gate.leftOut("getQuote got no reply within its deadline of 2000 ms");
        TransportException failure = failure(waiting);
        assertFalse(failure.mayHaveRun());
        assertEquals("the look-up of Trader in flight failed: the port was left out: getQuote got no reply within its"
                + " deadline of 2000 ms", failure.getMessage());
        gate.leave();
        assertGotItsTurn(waiter(LONG)); // the gate is free again for the next caller
    }

    @Test
    void onceASetUpWorkedTheWaitersAndTheNextCallersSetUpSideBySide() throws Exception {
        gate.enter(Deadline.after(LONG));
        CompletableFuture<Void> waiting = waiter(LONG);
        awaitWaiting(1);
        gate.leave();
        assertGotItsTurn(waiting);
        // a set-up in flight that never ends does not hold up the next callers: the port answers
        gate.enter(Deadline.after(LONG));
        assertGotItsTurn(waiter(LONG));
        assertGotItsTurn(waiter(LONG));
    }

    @Test
    void afterASetUpFailedInTransportOneAtATimeAgain() throws Exception {
        gate.enter(Deadline.after(LONG));
        gate.leave();
        gate.enter(Deadline.after(LONG));
        gate.leave(TransportException.notSent("the naming service did not answer", null));
        assertOneAtATime();
    }

    @Test
    void afterThePortWasLeftOutOneAtATimeAgain() throws Exception {
        gate.enter(Deadline.after(LONG));
        gate.leave();
        gate.leftOut("getQuote got no reply within its deadline of 2000 ms");
        assertOneAtATime();
    }

    private void assertOneAtATime() throws Exception {
        gate.enter(Deadline.after(LONG));
        CompletableFuture<Void> next = waiter(LONG);
        awaitWaiting(1);
        assertFalse(next.isDone(), "waits while the set-up runs");
        gate.leave();
        assertGotItsTurn(next);
    }

    @Test
    void aWaiterGivesUpAtItsOwnDeadline() throws Exception {
        gate.enter(Deadline.after(LONG));
        long start = System.nanoTime();
        TransportException failure = failure(waiter(Duration.ofMillis(300)));
        long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        // not before its deadline; long before the set-up's own (20 s), with a margin of seconds for a busy machine
        assertTrue(millis >= 290 && millis < 10_000, millis + " ms");
        assertFalse(failure.mayHaveRun());
        assertEquals("the look-up of Trader in flight did not end within the deadline of 300 ms", failure.getMessage());
    }
}
