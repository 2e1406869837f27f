package dev.bindwise.runtime;

import java.time.Duration;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Probes the ports that are left out again in the background, each after its {@link Backoff} wait, with the
 * binding's protocol probe bounded by the probe timeout, until it answers: then it takes its rank in the plan
 * again. Callers never probe; they go on over the next binding meanwhile. Daemon threads, which end when they
 * have been idle for {@link #IDLE_THREADS_END_AFTER} (a proxy whose ports all answer keeps none), and are ended by
 * close. The same threads write the route log ({@link #inBackground}), so that no caller waits for it.
 */
final class Reprobing implements AutoCloseable {

    /** How long a thread with nothing to probe waits for work before it ends. */
    static final Duration IDLE_THREADS_END_AFTER = Duration.ofSeconds(5);

    private final ScheduledThreadPoolExecutor executor;
    private final Backoff backoff;
    private final Consumer<PortState> cameBack;
    private volatile boolean closed;

    /**
     * @param threads at most this many probes at once (each waits at most the probe timeout)
     * @param cameBack told of a port that answered its probe again
     */
    Reprobing(String service, int threads, Backoff backoff, Consumer<PortState> cameBack) {
        this.backoff = backoff;
        this.cameBack = cameBack;
        this.executor = new ScheduledThreadPoolExecutor(Math.max(1, threads), runnable -> {
            Thread thread = new Thread(runnable, "bindwise-reprobe " + service);
            thread.setDaemon(true);
            return thread;
        });
        executor.setKeepAliveTime(IDLE_THREADS_END_AFTER.toNanos(), TimeUnit.NANOSECONDS);
        executor.allowCoreThreadTimeOut(true);
        executor.setRemoveOnCancelPolicy(true);
    }

    /** The port was left out: its first background probe is scheduled, unless one is already. */
    void leftOut(PortState port) {
        if (!closed && port.claimReprobe()) {
            schedule(port, 0);
        }
    }

    /** Runs a task on a background thread, soon; nothing once closed. */
    void inBackground(Runnable task) {
        if (closed) {
            return;
        }
        try {
            executor.execute(task);
        } catch (RejectedExecutionException e) {
            // closed meanwhile
        }
    }

    private void schedule(PortState port, int attempt) {
        long delay = backoff.delayNanos(attempt, ThreadLocalRandom.current()::nextDouble);
        port.nextProbeAt(System.nanoTime() + delay);
        try {
            executor.schedule(() -> reprobe(port, attempt), delay, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            // closed meanwhile: nothing is probed any more
        }
    }

    private void reprobe(PortState port, int attempt) {
        if (closed) {
            return;
        }
        // false also when a call left the port out again while the probe ran: the newer failure is probed later
        if (!port.probe()) {
            schedule(port, attempt + 1);
            return;
        }
        port.endReprobe();
        // a call may have left it out again between the probe and now, while this probe still held the claim
        if (port.isOut()) {
            leftOut(port);
            return;
        }
        cameBack.accept(port);
    }

    @Override
    public void close() {
        closed = true;
        executor.shutdownNow();
    }
}
