package dev.bindwise.examples.driver;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import com.sun.management.OperatingSystemMXBean;

import dev.bindwise.core.estimate.WarmupRule;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.Workload;

/**
 * Drives one operation over one binding's client: a warm-up (a time, then windows until the time per call settles
 * where the settings ask for it), then N threads calling until the call or
 * time bound, each reply checked against the local implementation's. Failures are counted, never averaged in.
 */
final class OperationBench {

    /**
     * Where the client's calls go through, when they cross a wire.
     *
     * @param server the server whose CPU is measured, or null for one already running elsewhere (its CPU is not measured)
     */
    record Wire(ByteCountingRelay relay, MeasuredServer server) {
    }

    private final BenchSettings settings;

    OperationBench(BenchSettings settings) {
        this.settings = settings;
    }

    Measurement run(ExampleService service, ExampleOperation operation, Workload workload, String binding,
            Object client, Wire wire) {
        Class<?> serviceInterface = service.serviceInterface();
        String expected;
        try {
            expected = operation.comparable(operation.invoke(serviceInterface, service.implementation().get(), workload));
        } catch (Exception e) {
            throw new IllegalStateException("the local " + service.name() + " cannot run " + operation.name(), e);
        }
        Loop warmup = new Loop(service, operation, workload, client, expected, settings.warmup(), Long.MAX_VALUE, false);
        warmup.runOn(settings.threads());
        WarmupRule.Outcome warmedUp = settings.untilSettled() == null ? null
                : settings.untilSettled().warmUp(() -> {
                    Loop window = new Loop(service, operation, workload, client, expected,
                            settings.untilSettled().window(), Long.MAX_VALUE, true);
                    window.runOn(settings.threads());
                    return LatencyStats.of(window.latencies()).medianMs();
                }, System::nanoTime);

        if (wire != null) {
            wire.relay().reset();
        }
        Duration serverCpuBefore = wire == null || wire.server() == null ? Duration.ZERO : wire.server().cpuTime();
        Duration relayCpuBefore = wire == null ? Duration.ZERO : wire.relay().cpuTime();
        long processCpuBefore = processCpuNanos();
        long started = System.nanoTime();
        Loop measured = new Loop(service, operation, workload, client, expected, settings.measure(),
                settings.maxCalls(), true);
        measured.runOn(settings.threads());
        long elapsed = System.nanoTime() - started;
        long processCpu = processCpuNanos() - processCpuBefore;

        long calls = measured.calls.get();
        long[] latencies = measured.latencies();
        LatencyStats stats = LatencyStats.of(latencies);
        double clientCpu = processCpu;
        double serverCpu = Double.NaN;
        double requestBytes = 0;
        double replyBytes = 0;
        if (wire != null) {
            clientCpu -= wire.relay().cpuTime().minus(relayCpuBefore).toNanos();
            serverCpu = wire.server() == null ? Double.NaN : wire.server().cpuTime().minus(serverCpuBefore).toNanos();
            ByteCountingRelay.Counts counts = wire.relay().counts();
            requestBytes = calls == 0 ? 0 : (double) counts.requestBytes() / calls;
            replyBytes = calls == 0 ? 0 : (double) counts.replyBytes() / calls;
        }
        return new Measurement(service.name(), operation.name(), binding, workload, settings.threads(), calls,
                measured.failures.get(), measured.firstFailure.get(), stats.meanMs(), stats.medianMs(),
                stats.p99Ms(), calls / (elapsed / 1e9), perCallMs(clientCpu, calls), perCallMs(serverCpu, calls),
                requestBytes, replyBytes, warmedUp);
    }

    private static double perCallMs(double nanos, long calls) {
        return calls == 0 ? Double.NaN : Math.max(0, nanos) / calls / 1e6;
    }

    private static long processCpuNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** Calls from several threads until the time or call bound; remembers latencies when measuring. */
    private static final class Loop {

        private static final int CHECK_EVERY = 64;

        private final ExampleService service;
        private final ExampleOperation operation;
        private final Workload workload;
        private final Object client;
        private final String expected;
        private final long deadline;
        private final long maxCalls;
        private final boolean record;
        final AtomicLong calls = new AtomicLong();
        final AtomicLong failures = new AtomicLong();
        final AtomicReference<String> firstFailure = new AtomicReference<>();
        private final List<long[]> perThread = new ArrayList<>();
        private final List<Integer> perThreadCount = new ArrayList<>();

        Loop(ExampleService service, ExampleOperation operation, Workload workload, Object client, String expected,
                Duration duration, long maxCalls, boolean record) {
            this.service = service;
            this.operation = operation;
            this.workload = workload;
            this.client = client;
            this.expected = expected;
            this.deadline = System.nanoTime() + duration.toNanos();
            this.maxCalls = maxCalls;
            this.record = record;
        }

        void runOn(int threads) {
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int index = t;
                synchronized (perThread) {
                    perThread.add(new long[1024]);
                    perThreadCount.add(0);
                }
                workers.add(Thread.ofPlatform().name("bench-" + operation.name() + "-" + t).start(() -> work(index)));
            }
            for (Thread worker : workers) {
                try {
                    worker.join();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        private void work(int index) {
            long[] latencies;
            synchronized (perThread) {
                latencies = perThread.get(index);
            }
            int count = 0;
            Class<?> serviceInterface = service.serviceInterface();
            boolean first = true;
            // every thread makes one call at least: on a loaded machine a short window may pass before the first ends
            while ((first || System.nanoTime() < deadline) && calls.incrementAndGet() <= maxCalls) {
                first = false;
                long start = System.nanoTime();
                long took;
                String failure = null;
                try {
                    Object reply = operation.invoke(serviceInterface, client, workload);
                    took = System.nanoTime() - start;
                    // Checking costs client CPU, so the first calls and then one in CHECK_EVERY are checked.
                    boolean check = count < 10 || count % CHECK_EVERY == 0;
                    if (check && !expected.equals(operation.comparable(reply))) {
                        failure = "the reply differs from the local implementation's";
                    }
                } catch (Exception | LinkageError e) {
                    took = System.nanoTime() - start;
                    failure = e.getClass().getSimpleName() + ": " + e.getMessage();
                }
                if (failure != null) {
                    failures.incrementAndGet();
                    firstFailure.compareAndSet(null, failure);
                } else if (record) {
                    if (count == latencies.length) {
                        latencies = Arrays.copyOf(latencies, count * 2);
                    }
                    latencies[count++] = took;
                }
            }
            if (calls.get() > maxCalls) {
                calls.set(maxCalls);
            }
            synchronized (perThread) {
                perThread.set(index, latencies);
                perThreadCount.set(index, count);
            }
        }

        long[] latencies() {
            synchronized (perThread) {
                int total = perThreadCount.stream().mapToInt(Integer::intValue).sum();
                long[] all = new long[total];
                int at = 0;
                for (int i = 0; i < perThread.size(); i++) {
                    System.arraycopy(perThread.get(i), 0, all, at, perThreadCount.get(i));
                    at += perThreadCount.get(i);
                }
                return all;
            }
        }
    }
}
