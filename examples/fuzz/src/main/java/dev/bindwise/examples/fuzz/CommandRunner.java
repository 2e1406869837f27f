package dev.bindwise.examples.fuzz;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.io.StringWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dev.bindwise.cli.Main;

/**
 * Runs one command line in this JVM through the command line's own entry point, {@link Main#run}, on a thread of its
 * own with a bound ({@link #bound()}). A run past its bound is abandoned (a daemon thread, since Java can no longer stop a thread);
 * {@link #abandonedAlive()} tells how many still run, so that the caller can move on to a fresh JVM.
 */
final class CommandRunner {

    /** How a run ended: its exit code (null when it threw or did not end), what it printed, what it threw. */
    record Result(List<String> args, Integer exitCode, String out, String err, long errLength, Throwable thrown,
            boolean pastBound, Duration took) {
    }

    private static final int MOST_STRETCH = 6;

    private final Duration bound;
    private final List<Thread> abandoned = new ArrayList<>();

    CommandRunner(Duration bound) {
        this.bound = bound;
        RoutedStream.install();
    }

    Result run(List<String> args) {
        BoundedText out = new BoundedText();
        BoundedText err = new BoundedText();
        Integer[] exit = new Integer[1];
        Throwable[] thrown = new Throwable[1];
        Thread thread = new Thread(() -> {
            RoutedStream.routeTo(out, err);
            try {
                exit[0] = Main.run(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
            } catch (Throwable t) { // what would end the real process with the JVM's own trace
                thrown[0] = t;
            }
        }, "fuzz-run");
        thread.setDaemon(true);
        long start = System.nanoTime();
        thread.start();
        try {
            thread.join(bound().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Duration took = Duration.ofNanos(System.nanoTime() - start);
        if (thread.isAlive()) {
            thread.interrupt();
            synchronized (abandoned) {
                abandoned.add(thread);
            }
            return new Result(args, null, out.toString(), err.toString(), err.length(), null, true, took);
        }
        if (thrown[0] != null) {
            StringWriter trace = new StringWriter();
            thrown[0].printStackTrace(new PrintWriter(trace));
            err.add("Exception in thread \"main\" " + trace);
        }
        return new Result(args, exit[0], out.toString(), err.toString(), err.length(), thrown[0], false, took);
    }

    /** Threads of runs past their bound that are still running. */
    int abandonedAlive() {
        synchronized (abandoned) {
            abandoned.removeIf(thread -> !thread.isAlive());
            return abandoned.size();
        }
    }

    /**
     * The bound of a run starting now: the bound given on an idle machine, stretched by the load average per core
     * (up to {@value #MOST_STRETCH} times), so that a busy machine does not make slow runs look like hangs.
     */
    Duration bound() {
        OperatingSystemMXBean system = ManagementFactory.getOperatingSystemMXBean();
        double load = system.getSystemLoadAverage() / system.getAvailableProcessors();
        return bound.multipliedBy(Math.round(Math.min(MOST_STRETCH, Math.max(1, load))));
    }
}
