package dev.bindwise.examples.faults;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Calls per second through the generated proxy (its plan choosing the binding) against a direct client of
 * the same binding (the driver's, over the runtime's client of that binding), at a number of threads, with
 * the load of the fault runs: getQuote and buy alternating, every answer checked.
 * <p>
 * Each way has its threads (users of its own), and the two take turns: while one way's threads call, the
 * other's wait before their next call. Both ways first run unmeasured (the JIT compiles what each calls;
 * measured first and cold, one way would lose), then short windows alternate, proxy then direct in one round
 * and direct then proxy in the next (ABBA). On a machine shared with other work, the load changes from second
 * to second; two windows back to back see nearly the same, so each round's ratio is fair, and the median of
 * many rounds is what the proxy keeps of a direct client's throughput. The spread says how much the machine
 * moved under the measurement.
 */
final class ThroughputRun {

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
            if (window.toMillis() < 1) {
                throw new IllegalArgumentException("a throughput window of at least 1 ms is needed, not " + window.toMillis());
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
            return quantile(Round::ratio, 0.5);
        }

        /** The ratio a quarter of the rounds are below (with {@link #upperQuartile()}: the middle half). */
        double lowerQuartile() {
            return quantile(Round::ratio, 0.25);
        }

        double upperQuartile() {
            return quantile(Round::ratio, 0.75);
        }

        double lowestRatio() {
            return quantile(Round::ratio, 0);
        }

        double highestRatio() {
            return quantile(Round::ratio, 1);
        }

        double proxyPerSecond() {
            return quantile(Round::proxyPerSecond, 0.5);
        }

        double directPerSecond() {
            return quantile(Round::directPerSecond, 0.5);
        }

        /** Linear between the two nearest ranks (as most statistics tools do), so that 0.5 is the median. */
        private double quantile(ToDoubleFunction<Round> of, double share) {
            double[] sorted = rounds.stream().mapToDouble(of).sorted().toArray();
            double rank = share * (sorted.length - 1);
            int below = (int) Math.floor(rank);
            int above = (int) Math.ceil(rank);
            return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
        }
    }

    private enum Way {
        PROXY, DIRECT
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
        // the proxy is compared with a direct client of the same binding: learning, which may route elsewhere, is off
        // (its cost is LearningBenchmark's to measure)
        Object instance = proxy.open(servers.addresses(), RuntimeOptions.defaults().learningShare(0));
        try (ExampleBinding binding = TraderServers.binding(kind)) {
            Turns turns = new Turns();
            List<String> users = TraderLoad.users(userPrefix, 2 * threads);
            TraderLoad viaProxy = new TraderLoad(turns.taking(Way.PROXY, proxy.asServiceInterface(instance, Trader.class)),
                    users.subList(0, threads));
            TraderLoad viaDirect = new TraderLoad(turns.taking(Way.DIRECT, servers.directClient(binding)),
                    users.subList(threads, 2 * threads));
            viaProxy.start();
            viaDirect.start();
            List<Round> rounds = new ArrayList<>();
            try {
                turns.measure(Way.PROXY, viaProxy, method.warmUp());
                turns.measure(Way.DIRECT, viaDirect, method.warmUp());
                for (int round = 0; round < method.rounds(); round++) {
                    boolean proxyFirst = round % 2 == 0;
                    double first = proxyFirst ? turns.measure(Way.PROXY, viaProxy, method.window())
                            : turns.measure(Way.DIRECT, viaDirect, method.window());
                    double second = proxyFirst ? turns.measure(Way.DIRECT, viaDirect, method.window())
                            : turns.measure(Way.PROXY, viaProxy, method.window());
                    rounds.add(proxyFirst ? new Round(first, second) : new Round(second, first));
                }
            } finally {
                turns.openToAll();
                viaProxy.stop();
                viaDirect.stop();
            }
            List<TraderLoad.Caller> callers = Stream.concat(viaProxy.callers().stream(), viaDirect.callers().stream()).toList();
            long failures = callers.stream().mapToLong(c -> c.quotesLost() + c.buysFailed() + c.wrongAnswers() + c.errors()).sum();
            String problem = callers.stream().map(TraderLoad.Caller::firstProblem).filter(Objects::nonNull).findFirst().orElse("");
            return new Result(kind, threads, List.copyOf(rounds), failures, problem);
        } finally {
            ((AutoCloseable) instance).close();
        }
    }

    /** Whose threads may call now; the others wait before their next call. */
    private static final class Turns {

        // read before every call: the caller whose turn it is passes without a lock
        private volatile Way turn;
        private volatile boolean all;

        /**
         * Gives the way its turn for a while.
         *
         * @return the calls per second its threads ended in that time
         */
        double measure(Way way, TraderLoad load, Duration window) throws InterruptedException {
            give(way);
            long before = load.calls();
            long start = System.nanoTime();
            Thread.sleep(window.toMillis());
            long calls = load.calls() - before;
            return calls / ((System.nanoTime() - start) / 1e9);
        }

        private synchronized void give(Way way) {
            turn = way;
            notifyAll();
        }

        /** Lets every thread call, so that each sees that its load stopped. */
        synchronized void openToAll() {
            all = true;
            notifyAll();
        }

        private void await(Way way) {
            if (turn == way || all) {
                return;
            }
            waitFor(way);
        }

        private synchronized void waitFor(Way way) {
            while (turn != way && !all) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }

        /** The trader, called only in the way's turns. */
        Trader taking(Way way, Trader trader) {
            return new Trader() {

                @Override
                public Quote getQuote(String userId, String company) {
                    await(way);
                    return trader.getQuote(userId, company);
                }

                @Override
                public Holding buy(String userId, String company, int shares) {
                    await(way);
                    return trader.buy(userId, company, shares);
                }

                @Override
                public Holding sell(String userId, String company, int shares) {
                    await(way);
                    return trader.sell(userId, company, shares);
                }
            };
        }
    }
}
