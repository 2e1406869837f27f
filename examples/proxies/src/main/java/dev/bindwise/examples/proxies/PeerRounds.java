package dev.bindwise.examples.proxies;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntConsumer;
import java.util.stream.Stream;

import com.sun.management.OperatingSystemMXBean;

/**
 * Clients making the same calls in turn: the peer benchmarks' one harness (a generated proxy against the peer's own
 * client on the peer's server). A round of a client is {@code threads} threads each making the client's calls a round
 * one after the other; its figure is the round's time divided by those calls, the microseconds a call takes with
 * that many calls in flight. The clients take turns in many short rounds, each round in another order, so that a
 * change of load hits them alike; after the warm-up rounds, each client's figure is its median round (a busy machine
 * only adds time, in bursts that the median leaves out).
 */
public final class PeerRounds {

    /** A client under measurement: its call (given the call's number in the round), its calls a round on each thread. */
    public record Client(String name, int callsPerRound, IntConsumer call) {
    }

    /**
     * The clients' median rounds, in microseconds a call, in the order the clients were given: the round's time, and
     * the CPU this JVM spent in the round (every thread: the client's, GC and JIT, and the server's when it runs in
     * this JVM) divided by the round's calls on all threads.
     */
    public record Result(int threads, int rounds, List<Client> clients, double[] medianMicros, double[] medianCpuMicros) {

        /** The first client's median round over the second's. */
        public double ratio(int first, int second) {
            return medianMicros[first] / medianMicros[second];
        }

        /**
         * The first client's median CPU a call over the second's. On a busy machine a call's time is mostly waiting
         * for a CPU, and how long depends on how the scheduler treats the client's threads; the CPU a call does not.
         */
        public double cpuRatio(int first, int second) {
            return medianCpuMicros[first] / medianCpuMicros[second];
        }

        /** One line per client: name, microseconds a call (median round). */
        public String table() {
            StringBuilder table = new StringBuilder();
            for (int i = 0; i < clients.size(); i++) {
                table.append(String.format(Locale.ROOT, "  %-44s %9.1f us a call, %8.1f us CPU a call (median of %d rounds, %d thread%s)%n",
                        clients.get(i).name(), medianMicros[i], medianCpuMicros[i], rounds, threads, threads == 1 ? "" : "s"));
            }
            return table.toString();
        }
    }

    private static final OperatingSystemMXBean PROCESS =
            (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private PeerRounds() {
    }

    /**
     * Runs {@code warmUpRounds} unmeasured rounds of every client, then {@code rounds} measured ones, on {@code threads}
     * threads at once; a call that throws fails the whole run with its exception.
     */
    public static Result run(List<Client> clients, int threads, int warmUpRounds, int rounds) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int round = 0; round < warmUpRounds; round++) {
                for (Client client : clients) {
                    round(pool, client, threads);
                }
            }
            List<List<Double>> measured = new ArrayList<>();
            List<List<Double>> cpu = new ArrayList<>();
            clients.forEach(client -> {
                measured.add(new ArrayList<>());
                cpu.add(new ArrayList<>());
            });
            for (int round = 0; round < rounds; round++) {
                for (int turn = 0; turn < clients.size(); turn++) {
                    int client = (round + turn) % clients.size();
                    long cpuBefore = processCpuNanos();
                    measured.get(client).add(round(pool, clients.get(client), threads));
                    cpu.get(client).add((processCpuNanos() - cpuBefore) / 1e3
                            / ((double) threads * clients.get(client).callsPerRound()));
                }
            }
            double[] medians = measured.stream().mapToDouble(PeerRounds::median).toArray();
            double[] cpuMedians = cpu.stream().mapToDouble(PeerRounds::median).toArray();
            return new Result(threads, rounds, List.copyOf(clients), medians, cpuMedians);
        } finally {
            pool.shutdownNow();
        }
    }

    /** One round: microseconds a call. */
    private static double round(ExecutorService pool, Client client, int threads) throws Exception {
        List<Future<?>> running = new ArrayList<>();
        long start = System.nanoTime();
        for (int thread = 0; thread < threads; thread++) {
            int first = thread * client.callsPerRound();
            running.add(pool.submit(() -> {
                for (int i = 0; i < client.callsPerRound(); i++) {
                    client.call().accept(first + i);
                }
                return null;
            }));
        }
        for (Future<?> call : running) {
            try {
                call.get();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof Exception failure ? failure : new IllegalStateException(e.getCause());
            }
        }
        return (System.nanoTime() - start) / 1e3 / client.callsPerRound();
    }

    /**
     * The CPU time of this JVM's threads so far, in nanoseconds: on Linux the sum of each thread's
     * {@code /proc/self/task/N/schedstat} (exact to the nanosecond; the JVM's process CPU time there counts in 10 ms
     * ticks, as long as a whole round at 1 thread), elsewhere the JVM's process CPU time.
     */
    private static long processCpuNanos() {
        Path tasks = Path.of("/proc/self/task");
        if (Files.isDirectory(tasks)) {
            long sum = 0;
            try (Stream<Path> each = Files.list(tasks)) {
                for (Path task : (Iterable<Path>) each::iterator) {
                    try {
                        String line = Files.readString(task.resolve("schedstat"));
                        sum += Long.parseLong(line.substring(0, line.indexOf(' ')));
                    } catch (IOException | RuntimeException ended) {
                        // the thread ended while the list was read
                    }
                }
                return sum;
            } catch (IOException e) {
                // fall back to the JVM's figure
            }
        }
        return PROCESS.getProcessCpuTime();
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).toArray();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
