package dev.bindwise.examples.faults;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * The learning benchmark of issue 33: a generated Trader proxy whose plan ranks JCA, RMI-IIOP, SOAP, with the JCA
 * server slowed by a fixed delay per call (its replies held back by the {@link ByteCountingRelay} in front of it).
 * Per number of threads, calling getQuote and buy alternately, every answer checked:
 * <ol>
 * <li><b>moving</b>: the calls a learning proxy makes until both operations' calls go to a faster binding (per
 * operation, the calls after which learning gave it the first rank), at most {@code calls};</li>
 * <li><b>after the move</b>: the same proxy, from the first call after both operations moved, against a proxy whose
 * plan ranks that binding first, learning off, in alternating blocks ({@value #BLOCKS} blocks each of
 * {@code calls / BLOCKS} calls: learning, fixed; fixed, learning; ...; the fixed proxy's one unmeasured block before):
 * the median of the block pairs' ratios of mean call time. Every call of the learning proxy's blocks counts, its
 * tries of the other bindings included; the calls up to the move do not;</li>
 * <li><b>going back</b>: the delay removed, the same proxy's calls until JCA has the first rank again for both
 * operations, at most {@code mostCallsBack};</li>
 * <li><b>the plan right</b>: no delay, a new learning proxy against one with learning off, both ranking JCA first, in
 * alternating blocks after one unmeasured block each: the median of the pairs' ratios.</li>
 * </ol>
 * Every block's users are new; after each phase, what every server holds of them is compared with the buys they were
 * told done: a buy held more often than told was sent twice. Exit code 3 when a wrong answer, a failed call, a buy sent
 * twice or lost, or a call past its deadline is counted, or the proxy never moved; 2 for a bad option.
 */
public final class LearningBenchmark {

    /** The binding the plan ranks first and the relay slows. */
    static final String SLOWED = "JCA";
    private static final List<BindingKind> PLAN = List.of(BindingKind.JCA, BindingKind.RMI_IIOP, BindingKind.SOAP);
    /** The operations the benchmark calls. */
    private static final List<String> CALLED = List.of("getQuote", "buy");
    /** The blocks each proxy of a comparison makes its calls in. */
    static final int BLOCKS = 20;

    /**
     * @param calls the calls of each phase (both operations)
     * @param mostCallsBack at most this many calls wait for the proxy to go back
     */
    public record Settings(int calls, List<Integer> threads, Duration delay, int mostCallsBack, Duration callTimeout,
            Path root, Path out) {
    }

    /** What the calls of a phase found. */
    public record Counts(long calls, long wrongAnswers, long failed, long sentTwice, long lost, long longestMillis,
            String firstProblem) {

        Counts plus(Counts other) {
            return new Counts(calls + other.calls, wrongAnswers + other.wrongAnswers, failed + other.failed,
                    sentTwice + other.sentTwice, lost + other.lost, Math.max(longestMillis, other.longestMillis),
                    firstProblem != null ? firstProblem : other.firstProblem);
        }
    }

    /**
     * Two proxies' calls in alternating blocks.
     *
     * @param first the median of the first proxy's blocks' mean call times, in microseconds
     * @param second the same of the second proxy
     * @param ratio the median of the ratios first / second of the blocks made one after the other
     * @param lowest the lowest of those ratios
     * @param highest the highest
     */
    public record Comparison(double first, double second, double ratio, double lowest, double highest) {

        static final Comparison NONE = new Comparison(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
    }

    /**
     * One number of threads.
     *
     * @param movedTo the binding getQuote's calls went to from JCA, null when they never moved
     * @param movedAfter per operation, the calls after which learning gave another binding the first rank (-1: never)
     * @param afterMove the learning proxy after the move against a proxy ranking {@code movedTo} first, learning off
     * @param backAfter per operation, the calls after the delay was removed until JCA had the first rank again (-1: not
     *        within the settings' most)
     * @param planRight with the plan right (no delay), learning on against off
     * @param rightEndedOn where the learning proxy's getQuote went at the end of that phase (JCA when the plan was right)
     */
    public record Result(int threads, BindingKind movedTo, Map<String, Long> movedAfter, Comparison afterMove,
            Map<String, Long> backAfter, Comparison planRight, BindingKind rightEndedOn, Counts counts) {

        boolean holds(Duration callTimeout) {
            return movedTo != null && counts.wrongAnswers() == 0 && counts.failed() == 0 && counts.sentTwice() == 0
                    && counts.lost() == 0 && counts.longestMillis() <= callTimeout.toMillis();
        }
    }

    private LearningBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Settings settings;
        try {
            settings = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("learning: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        List<Result> results = run(settings, System.err);
        print(settings, results, System.out);
        System.exit(results.stream().allMatch(r -> r.holds(settings.callTimeout())) ? 0 : 3);
    }

    private static final String USAGE = """
            usage: LearningBenchmark [--calls 10000] [--threads 1,16] [--delay-ms 10] [--most-calls-back 10000] [--out DIR]""";

    static Settings parse(String[] args) {
        int calls = 10_000;
        List<Integer> threads = List.of(1, 16);
        Duration delay = Duration.ofMillis(10);
        int mostBack = 10_000;
        Path out = Path.of("target", "learning").toAbsolutePath();
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            String value = args[i + 1];
            try {
                switch (args[i]) {
                    case "--calls" -> calls = Integer.parseInt(value);
                    case "--threads" -> threads = Arrays.stream(value.split(",")).map(String::trim).map(Integer::valueOf).toList();
                    case "--delay-ms" -> delay = Duration.ofNanos(Math.round(Double.parseDouble(value) * 1e6));
                    case "--most-calls-back" -> mostBack = Integer.parseInt(value);
                    case "--out" -> out = Path.of(value).toAbsolutePath();
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("not a number: " + value + " (" + args[i] + ")");
            }
        }
        if (calls < 100 || threads.stream().anyMatch(t -> t < 1 || t > 64) || delay.isNegative()) {
            throw new IllegalArgumentException("--calls at least 100, --threads 1 to 64, --delay-ms not negative");
        }
        return new Settings(calls, threads, delay, mostBack, Duration.ofSeconds(10),
                Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize(), out);
    }

    /** Starts the servers and the relay, generates the proxies, and runs the phases at each number of threads. */
    public static List<Result> run(Settings settings, PrintStream progress) throws Exception {
        Files.createDirectories(settings.out());
        ExampleService trader = ExampleServices.of(Trader.class);
        ServiceDescription description = GeneratedProxies.read(trader, settings.root());
        progress.println("learning: starting the SOAP, RMI-IIOP and JCA servers; generating and compiling a Trader proxy per"
                + " binding ranked first");
        try (TraderServers servers = TraderServers.start(settings.out());
                ByteCountingRelay relay = new ByteCountingRelay(servers.port(SLOWED))) {
            Map<BindingKind, GeneratedProxy> proxies = new LinkedHashMap<>();
            for (BindingKind first : PLAN) {
                List<BindingKind> ranking = new ArrayList<>(List.of(first));
                PLAN.stream().filter(kind -> kind != first).forEach(ranking::add);
                proxies.put(first, GeneratedProxies.build(trader, GeneratedProxies.plan(description, trader, ranking),
                        settings.root(), settings.out().resolve("proxy-" + first)));
            }
            Map<BindingKind, InetSocketAddress> addresses = new LinkedHashMap<>(servers.addresses());
            addresses.put(BindingKind.JCA, new InetSocketAddress("127.0.0.1", relay.port()));
            warmUp(settings, proxies, addresses, progress);
            List<Result> results = new ArrayList<>();
            int run = 0;
            for (int threads : settings.threads()) {
                run++;
                progress.printf("learning: %d threads, JCA slowed by %.2f ms%n", threads, settings.delay().toNanos() / 1e6);
                results.add(new Phases(settings, servers, relay, proxies, addresses, threads, "L" + run, progress).run());
            }
            return results;
        }
    }

    /**
     * Calls each binding (as often as a phase does, at most 2,000 times) through a proxy ranking it first, learning off, unmeasured: so that
     * the JIT has compiled every binding's client before anything is measured. Without it, a binding the proxy only
     * tries now and then runs interpreted for a long time and measures many times slower than it is (seen: RMI-IIOP's
     * median 100 ms against 1 ms compiled).
     */
    private static void warmUp(Settings settings, Map<BindingKind, GeneratedProxy> proxies,
            Map<BindingKind, InetSocketAddress> addresses, PrintStream progress) throws Exception {
        int calls = Math.min(settings.calls(), 2_000);
        progress.printf("learning: warming up each binding with %d calls%n", calls);
        for (Map.Entry<BindingKind, GeneratedProxy> first : proxies.entrySet()) {
            Object instance = first.getValue().open(addresses, options(settings, false));
            try {
                Trader trader = first.getValue().asServiceInterface(instance, Trader.class);
                List<Thread> threads = new ArrayList<>();
                long start = System.nanoTime();
                for (int t = 0; t < 4; t++) {
                    String user = "WRM" + String.format("%03d", t);
                    threads.add(Thread.ofPlatform().daemon().start(() -> {
                        for (int i = 0; i < calls / 4; i++) {
                            trader.getQuote(user, TraderLoad.COMPANY);
                        }
                    }));
                }
                for (Thread thread : threads) {
                    thread.join();
                }
                progress.printf(Locale.ROOT, "learning: warmed up %s, %.3f ms a call at 4 threads%n", first.getKey(),
                        (System.nanoTime() - start) / 1e6 / (calls / 4 * 4) * 4);
            } finally {
                ((AutoCloseable) instance).close();
            }
        }
    }

    private static RuntimeOptions options(Settings settings, boolean learning) {
        RuntimeOptions options = RuntimeOptions.defaults().callTimeout(settings.callTimeout()).retryAfter(Duration.ofSeconds(1));
        return options.learningShare(learning ? RuntimeOptions.SUGGESTED_LEARNING_SHARE : 0);
    }

    /** The phases at one number of threads. */
    private static final class Phases {

        private final Settings settings;
        private final TraderServers servers;
        private final ByteCountingRelay relay;
        private final Map<BindingKind, GeneratedProxy> proxies;
        private final Map<BindingKind, InetSocketAddress> addresses;
        private final int threads;
        private final String prefix;
        private int phase;
        private final PrintStream progress;
        private Counts counts = new Counts(0, 0, 0, 0, 0, 0, null);
        /** Per user whose holdings are not checked yet, the buys told done and those that failed. */
        private final Map<String, long[]> unchecked = new LinkedHashMap<>();

        Phases(Settings settings, TraderServers servers, ByteCountingRelay relay, Map<BindingKind, GeneratedProxy> proxies,
                Map<BindingKind, InetSocketAddress> addresses, int threads, String prefix, PrintStream progress) {
            this.progress = progress;
            this.settings = settings;
            this.servers = servers;
            this.relay = relay;
            this.proxies = proxies;
            this.addresses = addresses;
            this.threads = threads;
            this.prefix = prefix;
        }

        Result run() throws Exception {
            GeneratedProxy planned = proxies.get(BindingKind.JCA);
            relay.delayReplies(settings.delay());
            Object learning = planned.open(addresses, options(settings, true));
            try {
                Trader proxy = planned.asServiceInterface(learning, Trader.class);
                // moving: until both operations' calls left JCA
                calls(proxy, settings.calls(), () -> allOn(planned, learning, kind -> kind != BindingKind.JCA));
                checkHoldings();
                List<OperationStatus> moved = planned.status(learning);
                report("slowed", moved);
                Map<String, Long> movedAfter = new LinkedHashMap<>();
                moved.stream().filter(status -> CALLED.contains(status.operation())).forEach(status -> movedAfter.put(status.operation(), status.rankChanged().isEmpty() ? -1
                        : status.rankChangedAfter()));
                BindingKind movedTo = current(planned, learning) == BindingKind.JCA ? null : current(planned, learning);
                Comparison afterMove = Comparison.NONE;
                if (movedTo != null) {
                    GeneratedProxy first = proxies.get(movedTo);
                    Object fixed = first.open(addresses, options(settings, false));
                    try {
                        Trader always = first.asServiceInterface(fixed, Trader.class);
                        calls(always, block(), () -> false);
                        afterMove = alternate(proxy, always);
                        checkHoldings();
                    } finally {
                        ((AutoCloseable) fixed).close();
                    }
                    report("after the move", planned.status(learning));
                }
                // going back: the delay removed, until JCA has the first rank again for both operations
                relay.delayReplies(Duration.ZERO);
                Map<String, Long> before = callsSoFar(planned.status(learning));
                calls(proxy, settings.mostCallsBack(), () -> allOn(planned, learning, kind -> kind == BindingKind.JCA));
                checkHoldings();
                report("delay removed", planned.status(learning));
                Map<String, Long> backAfter = new LinkedHashMap<>();
                for (OperationStatus status : planned.status(learning)) {
                    if (!CALLED.contains(status.operation())) {
                        continue;
                    }
                    backAfter.put(status.operation(), status.current() == BindingKind.JCA && status.rankChangedAfter() > before
                            .get(status.operation()) ? status.rankChangedAfter() - before.get(status.operation()) : -1);
                }
                GeneratedProxy plannedRight = proxies.get(BindingKind.JCA);
                Object on = plannedRight.open(addresses, options(settings, true));
                Object off = plannedRight.open(addresses, options(settings, false));
                try {
                    Trader learningRight = plannedRight.asServiceInterface(on, Trader.class);
                    Trader fixedRight = plannedRight.asServiceInterface(off, Trader.class);
                    // one block each unmeasured: the learning proxy's first tries of the other bindings (once in its
                    // life) and both proxies' connections are not what this phase compares
                    calls(learningRight, block(), () -> false);
                    calls(fixedRight, block(), () -> false);
                    Comparison planRight = alternate(learningRight, fixedRight);
                    checkHoldings();
                    report("plan right", plannedRight.status(on));
                    return new Result(threads, movedTo, movedAfter, afterMove, backAfter, planRight,
                            current(plannedRight, on), counts);
                } finally {
                    ((AutoCloseable) on).close();
                    ((AutoCloseable) off).close();
                }
            } finally {
                ((AutoCloseable) learning).close();
            }
        }

        private int block() {
            return Math.max(100, settings.calls() / BLOCKS);
        }

        /**
         * {@value #BLOCKS} blocks of calls through each proxy, alternating (first, second; second, first; ...), the
         * second's blocks made just before or after the first's, so that a change of the machine's load falls on both.
         */
        private Comparison alternate(Trader first, Trader second) throws Exception {
            double[] firstMeans = new double[BLOCKS];
            double[] secondMeans = new double[BLOCKS];
            double[] ratios = new double[BLOCKS];
            for (int i = 0; i < BLOCKS; i++) {
                boolean firstBefore = i % 2 == 0;
                double one = calls(firstBefore ? first : second, block(), () -> false).meanMicros();
                double other = calls(firstBefore ? second : first, block(), () -> false).meanMicros();
                firstMeans[i] = firstBefore ? one : other;
                secondMeans[i] = firstBefore ? other : one;
                ratios[i] = firstMeans[i] / secondMeans[i];
            }
            double[] sortedRatios = ratios.clone();
            Arrays.sort(sortedRatios);
            return new Comparison(median(firstMeans), median(secondMeans), median(ratios), sortedRatios[0],
                    sortedRatios[BLOCKS - 1]);
        }

        /** Prints what the learning proxy measured, per operation. */
        private void report(String phase, List<OperationStatus> statuses) {
            for (OperationStatus status : statuses.stream().filter(status -> CALLED.contains(status.operation())).toList()) {
                progress.printf("learning: %d threads, %s: %s goes to %s; %s%n", threads, phase, status.operation(),
                        status.current(), status.measured().stream().map(m -> m.kind() + " " + m.calls() + " calls, median "
                                + (m.median() == null ? "-" : String.format(Locale.ROOT, "%.3f ms", m.median().toNanos() / 1e6)))
                                .toList());
            }
        }

        /**
         * Makes {@code total} calls (at most) over the threads, getQuote and buy alternating, each thread a new user,
         * and checks the answers (the servers' holdings: {@link #checkHoldings}, at the phase's end).
         *
         * @param done asked every 2 ms while the calls run (by a thread of its own, so that no caller pays for it); true
         *        stops every thread after its call
         */
        private Timed calls(Trader trader, int total, BooleanSupplier done) throws Exception {
            phase++;
            // two letters a block: users of at most 8 characters (the COMMAREA's), new in each of a run's blocks
            List<String> users = TraderLoad.users(prefix + (char) ('A' + phase / 26 % 26) + (char) ('A' + phase % 26),
                    threads);
            Timed timed = new Timed(threads, (total + threads - 1) / threads);
            List<Thread> running = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                running.add(Thread.ofPlatform().daemon().name("learning-" + users.get(t)).start(
                        () -> timed.callAs(trader, users.get(thread), thread)));
            }
            while (running.stream().anyMatch(Thread::isAlive)) {
                if (done.getAsBoolean()) {
                    timed.stop = true;
                }
                Thread.sleep(2);
            }
            for (int t = 0; t < threads; t++) {
                unchecked.put(users.get(t), new long[] {timed.confirmed[t], timed.failed[t]});
            }
            counts = counts.plus(new Counts(timed.made(), timed.wrong.get(), Arrays.stream(timed.failed).sum(), 0, 0,
                    timed.longestMillis(), timed.firstProblem));
            return timed;
        }

        /**
         * Compares what every server holds of the users of the calls made since the last check with the buys they were
         * told done and those that failed: once per phase, not per block (each check opens a client of every binding).
         */
        private void checkHoldings() throws Exception {
            Map<String, Integer> held = servers.holdings(List.copyOf(unchecked.keySet()), TraderLoad.COMPANY);
            long sentTwice = 0;
            long lost = 0;
            for (Map.Entry<String, long[]> user : unchecked.entrySet()) {
                long holds = held.get(user.getKey());
                long confirmed = user.getValue()[0];
                sentTwice += Math.max(0, holds - confirmed - user.getValue()[1]);
                lost += Math.max(0, confirmed - holds);
            }
            unchecked.clear();
            counts = counts.plus(new Counts(0, 0, 0, sentTwice, lost, 0, null));
        }
    }

    private static BindingKind current(GeneratedProxy proxy, Object instance) {
        return proxy.status(instance).stream().filter(s -> s.operation().equals("getQuote")).findFirst()
                .map(OperationStatus::current).orElse(null);
    }

    /** Whether the calls of both operations called (getQuote and buy) go to a binding {@code where} accepts. */
    private static boolean allOn(GeneratedProxy proxy, Object instance, java.util.function.Predicate<BindingKind> where) {
        return proxy.status(instance).stream().filter(status -> CALLED.contains(status.operation()))
                .allMatch(status -> status.current() != null && where.test(status.current()));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    private static Map<String, Long> callsSoFar(List<OperationStatus> statuses) {
        Map<String, Long> calls = new LinkedHashMap<>();
        statuses.forEach(status -> calls.put(status.operation(), status.measured().stream()
                .mapToLong(m -> m.calls() + m.transportFailures()).sum()));
        return calls;
    }

    /** The calls of one phase: per thread, when each began and how long it took, and what was wrong. */
    private static final class Timed {

        private final long[][] starts;
        private final long[][] nanos;
        private final int[] made;
        final long[] confirmed;
        final long[] failed;
        final AtomicLong wrong = new AtomicLong();
        private final BigDecimal[] price;
        volatile String firstProblem;
        volatile boolean stop;

        Timed(int threads, int perThread) {
            starts = new long[threads][perThread];
            nanos = new long[threads][perThread];
            made = new int[threads];
            confirmed = new long[threads];
            failed = new long[threads];
            price = new BigDecimal[threads];
        }

        void callAs(Trader trader, String user, int thread) {
            Quote expected = new TraderImpl().getQuote(user, TraderLoad.COMPANY);
            String expectedQuote = SameContent.describe(expected);
            price[thread] = expected.getSharePrice();
            for (int i = 0; i < starts[thread].length && !stop; i++) {
                long start = System.nanoTime();
                try {
                    if (i % 2 == 1) {
                        check(thread, user, trader.buy(user, TraderLoad.COMPANY, 1));
                    } else {
                        Quote quote = trader.getQuote(user, TraderLoad.COMPANY);
                        if (!expectedQuote.equals(SameContent.describe(quote))) {
                            wrong("getQuote answered " + SameContent.describe(quote) + ", not " + expectedQuote);
                        }
                    }
                } catch (BindingCallException e) {
                    failed[thread]++;
                    note(user + ": " + e.getMessage());
                } catch (RuntimeException e) {
                    wrong(user + ": threw " + e);
                }
                starts[thread][i] = start;
                nanos[thread][i] = System.nanoTime() - start;
                made[thread] = i + 1;
            }
        }

        private void check(int thread, String user, Holding holding) {
            int shares = holding.getShares();
            if (!TraderLoad.COMPANY.equals(holding.getCompany()) || shares < 1
                    || holding.getValue().compareTo(price[thread].multiply(BigDecimal.valueOf(shares))) != 0) {
                wrong(user + ": buy answered " + SameContent.describe(holding));
                return;
            }
            confirmed[thread]++;
        }

        private void wrong(String what) {
            wrong.incrementAndGet();
            note(what);
        }

        private void note(String what) {
            if (firstProblem == null) {
                firstProblem = what;
            }
        }

        long made() {
            return Arrays.stream(made).asLongStream().sum();
        }

        /** The mean time of the calls made, in microseconds. */
        double meanMicros() {
            long sum = 0;
            long count = 0;
            for (int t = 0; t < made.length; t++) {
                for (int i = 0; i < made[t]; i++) {
                    sum += nanos[t][i];
                    count++;
                }
            }
            return count == 0 ? Double.NaN : sum / 1e3 / count;
        }

        long longestMillis() {
            return Arrays.stream(nanos).flatMapToLong(Arrays::stream).max().orElse(0) / 1_000_000;
        }
    }

    static void print(Settings settings, List<Result> results, PrintStream out) {
        out.printf("Learning: a generated Trader proxy ranking JCA, RMI-IIOP, SOAP; JCA's replies held back %.2f ms; %d calls"
                + " a phase, getQuote and buy alternating, every answer checked; comparisons in %d alternating blocks of %d"
                + " calls each way%n", settings.delay().toNanos() / 1e6, settings.calls(), BLOCKS,
                Math.max(100, settings.calls() / BLOCKS));
        out.printf("%-7s %-9s %-26s %9s %9s %6s %13s %-26s %8s %8s %6s %13s %-9s %7s %6s %6s %7s %10s%n", "threads",
                "moved to", "moved after (calls)", "after us", "faster us", "ratio", "lowest-high.", "back after (calls)",
                "on us", "off us", "ratio", "lowest-high.", "stayed on", "calls", "wrong", "failed", "twice", "longest ms");
        for (Result r : results) {
            Counts c = r.counts();
            Comparison a = r.afterMove();
            Comparison p = r.planRight();
            out.printf(Locale.ROOT, "%-7d %-9s %-26s %9.1f %9.1f %6.3f %6.2f-%-6.2f %-26s %8.1f %8.1f %6.3f %6.2f-%-6.2f %-9s"
                    + " %7d %6d %6d %7d %10s%n", r.threads(), r.movedTo() == null ? "never" : r.movedTo(), r.movedAfter(),
                    a.first(), a.second(), a.ratio(), a.lowest(), a.highest(), r.backAfter(), p.first(), p.second(),
                    p.ratio(), p.lowest(), p.highest(), r.rightEndedOn(), c.calls(), c.wrongAnswers(), c.failed(),
                    c.sentTwice() + c.lost(), c.longestMillis() + "/" + settings.callTimeout().toMillis());
            if (c.firstProblem() != null) {
                out.println("  first problem: " + c.firstProblem());
            }
        }
        out.println("  moved after: per operation, the calls of it after which learning ranked another binding first;"
                + " after/faster: the learning proxy's calls from the first after both operations moved (its tries of the"
                + " other bindings included) against a proxy ranking that binding first, learning off: medians of the"
                + " blocks' mean call times, ratio the median of the block pairs' ratios; back after: the calls after"
                + " the delay was removed until JCA ranked first again (-1: not within " + settings.mostCallsBack()
                + "); on/off: the plan right, learning on against off, the same way");
    }
}
