package dev.bindwise.runtime.internal;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * At most one connection set-up or look-up of a port in flight while the port has not shown that it answers:
 * at first, and again after a set-up failed in transport or the port was left out. The first caller runs it;
 * the others wait for their turn within their own deadline and give up at once, having sent nothing, when the
 * set-up in flight fails in transport or the port is left out meanwhile. So a port that hangs costs its callers
 * one timeout together, not one each in turn. Once a set-up worked, the port answers: the callers waiting and
 * those after them set up side by side (a burst of callers that has just moved to this port, each wanting a
 * connection of its own, would otherwise queue behind each other's set-ups past their deadlines).
 */
public final class SetUpGate {

    private final String what;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition turnEnded = lock.newCondition();
    /** Set-ups in flight. */
    private int running;
    /** A set-up worked since the last failure in transport or leaving out: set-ups need no turn. */
    private boolean answering;
    /** Counts the set-ups that failed and the times the port was left out: a waiter that sees it change gives up. */
    private long failures;
    private String lastFailure = "";

    /** @param what the set-up in words, for the reason of a waiter that gives up ("the look-up of ...") */
    public SetUpGate(String what) {
        this.what = what;
    }

    /**
     * Waits for the turn to set up; the caller must end it with {@link #leave()} or {@link #leave(TransportException)}.
     *
     * @throws TransportException (not sent) when the deadline passes first, or the set-up in flight fails
     *         or the port is left out while waiting
     */
    public void enter(Deadline deadline) {
        lock.lock();
        try {
            long seen = failures;
            while (running > 0 && !answering) {
                long nanos = deadline.remainingNanos();
                if (nanos <= 0) {
                    throw TransportException.notSent(what + " in flight did not end within the " + deadline, null);
                }
                turnEnded.awaitNanos(nanos);
                // one who waited gives up on a failure even when the gate is free again
                if (failures != seen) {
                    throw TransportException.notSent(what + " in flight failed: " + lastFailure, null);
                }
            }
            running++;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw TransportException.notSent("interrupted while waiting for " + what, e);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Ends the turn: the set-up worked, or failed otherwise than in transport (the port answered; the next caller
     * tries its own). The waiters set up side by side from now on.
     */
    public void leave() {
        signal(true, null);
    }

    /** Ends the turn of a set-up that failed in transport: every waiter gives up now; one set-up at a time again. */
    public void leave(TransportException failure) {
        signal(true, failure.getMessage());
    }

    /**
     * The port was left out: every waiter gives up now, and one set-up at a time again; the set-ups in flight
     * run on to their own end.
     */
    public void leftOut(String why) {
        signal(false, "the port was left out: " + why);
    }

    /** Wakes the waiters, with the failure they give up on (null: none, the set-up worked). */
    private void signal(boolean turnEnds, String failure) {
        lock.lock();
        try {
            if (turnEnds) {
                running--;
            }
            if (failure != null) {
                failures++;
                lastFailure = failure;
                answering = false;
            } else {
                answering = true;
            }
            turnEnded.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** How many callers wait for their turn now: the signal a test waits on instead of a guess at the time. */
    int waiting() {
        lock.lock();
        try {
            return lock.getWaitQueueLength(turnEnded);
        } finally {
            lock.unlock();
        }
    }
}
