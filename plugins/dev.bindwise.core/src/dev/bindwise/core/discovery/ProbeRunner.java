package dev.bindwise.core.discovery;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.runtime.internal.Deadline;

/**
 * Runs the probes in parallel, one daemon thread each, and returns when all have ended or the deadline
 * has come, whichever is first: the whole discovery stays within its bound. A probe still running at
 * the deadline (a host name that takes long to resolve, say) is given up and recorded as unfinished;
 * its thread, a daemon, cannot keep the JVM alive.
 */
final class ProbeRunner {

    /** How often cancellation is polled while waiting. */
    private static final long POLL_MILLIS = 50;

    /** Below this, a socket timeout would be too short to mean anything; the probe still gets it. */
    private static final long MIN_SOCKET_MILLIS = 10;

    private ProbeRunner() {
    }

    /**
     * The timeout for one blocking socket call (connect or read) of a probe: what is left of the discovery's deadline
     * before the runner's margin, in ms (at least 10). The margin, a tenth of the bound and at most 150 ms, is what
     * the runner keeps for collecting the results, so that a silent port ends the probe itself, with its own reason,
     * before the runner stops waiting for it.
     */
    static int socketTimeoutMillis(Deadline deadline) {
        Duration margin = Duration.ofMillis(Math.min(150, deadline.timeout().toMillis() / 10));
        long millis = deadline.remaining().minus(margin).toMillis();
        return (int) Math.max(MIN_SOCKET_MILLIS, Math.min(Integer.MAX_VALUE, millis));
    }

    /**
     * The findings of each probe, in the order of the probes. The monitor gets one unit of work per probe
     * that ends (or is given up), named in its sub-task.
     *
     * @throws OperationCanceledException when the monitor is cancelled, or the thread interrupted
     */
    static List<Findings> run(List<Probe> probes, Deadline deadline, SubMonitor monitor) {
        ExecutorService threads = Executors.newThreadPerTaskExecutor(
                Thread.ofPlatform().daemon().name("bindwise-probe-", 0).factory());
        try {
            CompletionService<Findings> completion = new ExecutorCompletionService<>(threads);
            Map<Future<Findings>, Integer> indexes = new HashMap<>();
            for (int i = 0; i < probes.size(); i++) {
                Probe probe = probes.get(i);
                indexes.put(completion.submit(() -> probe.run(deadline)), i);
            }
            List<Findings> results = new ArrayList<>(probes.size());
            probes.forEach(probe -> results.add(null));
            int finished = 0;
            while (finished < probes.size() && !deadline.remaining().isZero()) {
                if (monitor.isCanceled()) {
                    throw new OperationCanceledException("discovery canceled");
                }
                Future<Findings> done = completion.poll(Math.min(POLL_MILLIS, deadline.remaining().toMillis() + 1),
                        TimeUnit.MILLISECONDS);
                if (done == null) {
                    continue;
                }
                int index = indexes.get(done);
                results.set(index, outcome(probes.get(index), done));
                finished++;
                probed(monitor, probes.get(index), finished, probes.size());
            }
            for (int i = 0; i < probes.size(); i++) {
                if (results.get(i) == null) {
                    results.set(i, probes.get(i).unfinished("the probe did not finish within " + deadline.describe()));
                    finished++;
                    probed(monitor, probes.get(i), finished, probes.size());
                }
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OperationCanceledException("discovery interrupted");
        } finally {
            threads.shutdownNow();
        }
    }

    private static void probed(SubMonitor monitor, Probe probe, int finished, int total) {
        monitor.subTask("probed " + probe.name() + " (" + finished + " of " + total + ")");
        monitor.worked(1);
    }

    private static Findings outcome(Probe probe, Future<Findings> done) throws InterruptedException {
        try {
            return done.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            return probe.unfinished("the probe failed: " + (cause.getMessage() != null ? cause.getMessage() : cause));
        }
    }
}
