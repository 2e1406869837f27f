package dev.bindwise.examples.faults;

import java.time.Duration;
import java.util.List;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Calls per second through the generated proxy (its plan choosing the binding) against a direct client of
 * the same binding (the driver's, over the runtime's client of that binding), at a number of threads, with
 * the load of the fault runs: getQuote and buy alternating, every answer checked. The two are measured
 * proxy, direct, direct, proxy, so that a machine that speeds up or slows down during the measurement
 * favours neither.
 */
final class ThroughputRun {

    /**
     * @param proxyPerSecond calls per second through the proxy
     * @param directPerSecond calls per second through the direct client
     * @param failures calls that failed or answered wrong, both ways together (should be 0)
     */
    record Result(String kind, int threads, double proxyPerSecond, double directPerSecond, long failures, String firstProblem) {

        double ratio() {
            return proxyPerSecond / directPerSecond;
        }
    }

    private final TraderServers servers;
    private final Duration warmUp;
    private final Duration measure;

    ThroughputRun(TraderServers servers, Duration warmUp, Duration measure) {
        this.servers = servers;
        this.warmUp = warmUp;
        this.measure = measure;
    }

    /**
     * @param proxy the generated proxy whose plan chooses {@code kind} first
     * @param userPrefix three characters naming the run's users, new in every run
     */
    Result run(GeneratedProxy proxy, String kind, int threads, String userPrefix) throws Exception {
        // the direct clients' options, so that both ways have the same timeouts
        Object instance = proxy.open(servers.addresses(), RuntimeOptions.defaults());
        try (ExampleBinding binding = TraderServers.binding(kind)) {
            Trader throughProxy = proxy.asServiceInterface(instance, Trader.class);
            Trader direct = servers.directClient(binding);
            List<String> users = TraderLoad.users(userPrefix, threads);
            Measured first = measure(throughProxy, users);
            Measured second = measure(direct, users);
            Measured third = measure(direct, users);
            Measured fourth = measure(throughProxy, users);
            String problem = java.util.stream.Stream.of(first, second, third, fourth).map(Measured::problem)
                    .filter(p -> p != null).findFirst().orElse("");
            return new Result(kind, threads, (first.calls + fourth.calls) / (2 * seconds()),
                    (second.calls + third.calls) / (2 * seconds()),
                    first.failures + second.failures + third.failures + fourth.failures, problem);
        } finally {
            ((AutoCloseable) instance).close();
        }
    }

    private double seconds() {
        return measure.toNanos() / 1e9;
    }

    private record Measured(long calls, long failures, String problem) {
    }

    /** The calls made in the measured time, after the warm-up, by one thread per user. */
    private Measured measure(Trader trader, List<String> users) throws InterruptedException {
        TraderLoad load = new TraderLoad(trader, users);
        load.start();
        try {
            Thread.sleep(warmUp.toMillis());
            long before = load.calls();
            Thread.sleep(measure.toMillis());
            long calls = load.calls() - before;
            load.stop();
            long failures = load.callers().stream()
                    .mapToLong(c -> c.quotesLost() + c.buysFailed() + c.wrongAnswers() + c.errors()).sum();
            String problem = load.callers().stream().map(TraderLoad.Caller::firstProblem).filter(p -> p != null)
                    .findFirst().orElse(null);
            return new Measured(calls, failures, problem);
        } finally {
            load.stop();
        }
    }
}
