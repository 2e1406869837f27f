package dev.bindwise.examples.faults;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Calls per second through the generated proxy (its plan choosing the binding) against a direct client of
 * the same binding (the driver's, over the runtime's client of that binding), at a number of threads, with
 * the load of the fault runs: getQuote and buy alternating, every answer checked.
 * <p>
 * Both ways are warmed up before anything is measured (the JIT compiles what each way calls; measured first
 * and cold, one way would lose), then measured in rounds of two windows back to back, proxy then direct in
 * one round and direct then proxy in the next (ABBA), so that a machine that speeds up or slows down favours
 * neither. Each round gives a ratio of its two windows; the result is the median of those ratios, with the
 * lowest and highest, because on a shared machine one window in a few is slowed by others' work.
 */
final class ThroughputRun {

    /** Before each window, the load's threads start and reach their pace. */
    private static final Duration SETTLE = Duration.ofMillis(500);

    /**
     * How the throughput is measured.
     *
     * @param warmUp how long each way runs, unmeasured, before the first round
     * @param window how long each way is measured in a round
     * @param rounds how many rounds
     */
    record Method(Duration warmUp, Duration window, int rounds) {

        Method {
            if (rounds < 1) {
                throw new IllegalArgumentException("at least one round of throughput is needed, not " + rounds);
            }
        }
    }

    /** One round: calls per second through each way, in two windows back to back. */
    record Round(double proxyPerSecond, double directPerSecond) {

        double ratio() {
            return proxyPerSecond / directPerSecond;
        }
    }

    /**
     * @param rounds the rounds in the order they ran
     * @param failures calls that failed or answered wrong, both ways together, warm-up included (should be 0)
     */
    record Result(String kind, int threads, List<Round> rounds, long failures, String firstProblem) {

        /** The median of the rounds' ratios: what the proxy keeps of a direct client's throughput. */
        double ratio() {
            return median(Round::ratio);
        }

        double lowestRatio() {
            return rounds.stream().mapToDouble(Round::ratio).min().orElseThrow();
        }

        double highestRatio() {
            return rounds.stream().mapToDouble(Round::ratio).max().orElseThrow();
        }

        double proxyPerSecond() {
            return median(Round::proxyPerSecond);
        }

        double directPerSecond() {
            return median(Round::directPerSecond);
        }

        private double median(ToDoubleFunction<Round> of) {
            double[] sorted = rounds.stream().mapToDouble(of).sorted().toArray();
            int middle = sorted.length / 2;
            return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        }
    }

    private final TraderServers servers;
    private final Method method;

    ThroughputRun(TraderServers servers, Method method) {
        this.servers = servers;
        this.method = method;
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
            List<Measured> all = new ArrayList<>();
            all.add(measure(throughProxy, users, method.warmUp()));
            all.add(measure(direct, users, method.warmUp()));
            List<Round> rounds = new ArrayList<>();
            for (int round = 0; round < method.rounds(); round++) {
                boolean proxyFirst = round % 2 == 0;
                Measured first = measure(proxyFirst ? throughProxy : direct, users, method.window());
                Measured second = measure(proxyFirst ? direct : throughProxy, users, method.window());
                all.add(first);
                all.add(second);
                Measured viaProxy = proxyFirst ? first : second;
                Measured viaDirect = proxyFirst ? second : first;
                rounds.add(new Round(viaProxy.perSecond(method.window()), viaDirect.perSecond(method.window())));
            }
            String problem = all.stream().map(Measured::problem).filter(Objects::nonNull).findFirst().orElse("");
            return new Result(kind, threads, List.copyOf(rounds), all.stream().mapToLong(Measured::failures).sum(), problem);
        } finally {
            ((AutoCloseable) instance).close();
        }
    }

    private record Measured(long calls, long failures, String problem) {

        double perSecond(Duration window) {
            return calls / (window.toNanos() / 1e9);
        }
    }

    /** The calls made in a window, after the threads settle, by one thread per user. */
    private static Measured measure(Trader trader, List<String> users, Duration window) throws InterruptedException {
        TraderLoad load = new TraderLoad(trader, users);
        load.start();
        try {
            Thread.sleep(SETTLE.toMillis());
            long before = load.calls();
            Thread.sleep(window.toMillis());
            long calls = load.calls() - before;
            load.stop();
            long failures = load.callers().stream()
                    .mapToLong(c -> c.quotesLost() + c.buysFailed() + c.wrongAnswers() + c.errors()).sum();
            String problem = load.callers().stream().map(TraderLoad.Caller::firstProblem).filter(Objects::nonNull)
                    .findFirst().orElse(null);
            return new Measured(calls, failures, problem);
        } finally {
            load.stop();
        }
    }
}
