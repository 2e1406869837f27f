package dev.bindwise.examples.faults;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * The load and fault benchmark of issue 23. One generated Trader proxy per binding, its plan choosing that
 * binding with the other two behind it, is shared by 1 to 64 threads calling getQuote and buy alternately,
 * every answer checked, while the chosen binding's server is killed, hangs (its port taken by a listener that
 * accepts and never answers) or is frozen (SIGSTOP), with a call timeout of 2 s. Per run it prints the calls,
 * the idempotent calls lost, the non-idempotent calls that failed, the wrong answers, the confirmed writes lost
 * (what the buyers were told against what the servers hold), the longest call against the deadline, and when
 * the traffic left the binding and came back; then the calls per second through the proxy against a direct
 * client of the same binding, in the same run. The fault runs' proxies learn which binding is fastest (2 % of call
 * time, {@code --learning-share}): the fault hits the binding getQuote's calls go to when it starts, the plan's first
 * unless learning ranked another first by then.
 * <p>
 * Exit code 0; 3 when a count that must be 0 is not; 2 for a bad option.
 */
public final class FaultBenchmark {

    /** A fault on the server of a binding, which the proxy of the run chooses. */
    public record FaultCase(String kind, Fault fault) {
    }

    /**
     * What a benchmark run does; {@link #parse} reads it from the command line.
     *
     * @param bindings the bindings whose throughput is measured, through the proxy that chooses each
     * @param faultCases the faults, each run at every number of {@code faultThreads}
     * @param throughput how the throughput at each number of {@code throughputThreads} is measured
     */
    public record Settings(List<String> bindings, List<FaultCase> faultCases, List<Integer> faultThreads,
            List<Integer> throughputThreads, Duration callTimeout, Duration retryAfter, double learningShare,
            FaultRun.Timing timing, ThroughputRun.Method throughput, Path root, Path out) {

        /** The full run: every fault on every binding at 16 and 64 threads, throughput at 1 to 64 (about a quarter of an hour). */
        static Settings full(Path root, Path out) {
            return new Settings(TraderServers.KINDS, everyFault(TraderServers.KINDS, List.of(Fault.values())), List.of(16, 64),
                    List.of(1, 4, 16, 64), Duration.ofSeconds(2), Duration.ofSeconds(1),
                    RuntimeOptions.SUGGESTED_LEARNING_SHARE, new FaultRun.Timing(Duration.ofSeconds(2), Duration.ofSeconds(5), Duration.ofSeconds(20), Duration.ofSeconds(1)),
                    new ThroughputRun.Method(Duration.ofSeconds(3), Duration.ofMillis(500), 20), root, out);
        }

        /** The bindings a proxy is generated for: those measured and those faulted. */
        List<String> proxied() {
            return TraderServers.KINDS.stream().filter(kind -> bindings.contains(kind)
                    || faultCases.stream().anyMatch(c -> c.kind().equals(kind))).toList();
        }
    }

    private static List<FaultCase> everyFault(List<String> bindings, List<Fault> faults) {
        return bindings.stream().flatMap(kind -> faults.stream().map(fault -> new FaultCase(kind, fault))).toList();
    }

    /** What a run found. */
    public record Report(Settings settings, List<FaultRun.Result> faults, List<ThroughputRun.Result> throughput) {

        /** Every count that must be 0 is. */
        public boolean countsHold() {
            return faults.stream().allMatch(FaultRun.Result::countsHold)
                    && throughput.stream().allMatch(result -> result.failures() == 0);
        }
    }

    private FaultBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Settings settings;
        try {
            settings = parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("faults: " + e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        Report report = run(settings, System.err);
        BenchmarkTable.print(report, System.out);
        System.exit(report.countsHold() ? 0 : 3);
    }

    private static final String USAGE = """
            usage: examples/faults/run [--bindings JCA,RMI_IIOP,SOAP] [--faults kill,hang,freeze] [--threads 16,64]
                                       [--throughput-threads 1,4,16,64|none] [--call-timeout-ms 2000]
                                       [--retry-after-ms 1000] [--learning-share 0.02] [--fault-seconds 5]
                                       [--warm-up-seconds 3] [--window-ms 500] [--rounds 20] [--out DIR]
              faults: the shared proxy learns with --learning-share (0: off); each fault hits the binding getQuote's
              calls go to when it starts
              throughput: the proxy's threads and the direct client's take turns; each way runs --warm-up-seconds
              unmeasured, then --rounds rounds of one --window-ms window each way (proxy, direct; then direct,
              proxy; ...); the table gives the median of the rounds' ratios""";

    /** The full run's settings, changed by the options given. */
    static Settings parse(String[] args) {
        Settings full = Settings.full(Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize(),
                Path.of("target", "faults").toAbsolutePath());
        List<String> bindings = full.bindings();
        List<Fault> faults = List.of(Fault.values());
        List<Integer> threads = full.faultThreads();
        List<Integer> throughputThreads = full.throughputThreads();
        Duration callTimeout = full.callTimeout();
        Duration retryAfter = full.retryAfter();
        double learningShare = full.learningShare();
        Duration fault = full.timing().fault();
        Duration warmUp = full.throughput().warmUp();
        Duration window = full.throughput().window();
        int rounds = full.throughput().rounds();
        Path out = full.out();
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(args[i] + " needs a value");
            }
            String value = args[i + 1];
            switch (args[i]) {
                case "--bindings" -> bindings = list(value, FaultBenchmark::binding);
                case "--faults" -> faults = list(value, f -> Fault.valueOf(f.toUpperCase(Locale.ROOT)));
                case "--threads" -> threads = list(value, Integer::valueOf);
                case "--throughput-threads" -> throughputThreads = value.equals("none") ? List.of() : list(value, Integer::valueOf);
                case "--call-timeout-ms" -> callTimeout = Duration.ofMillis(number(value));
                case "--retry-after-ms" -> retryAfter = Duration.ofMillis(number(value));
                case "--learning-share" -> learningShare = share(value);
                case "--fault-seconds" -> fault = Duration.ofSeconds(number(value));
                case "--warm-up-seconds" -> warmUp = Duration.ofSeconds(number(value));
                case "--window-ms" -> window = Duration.ofMillis(number(value));
                case "--rounds" -> rounds = (int) Math.min(Integer.MAX_VALUE, number(value));
                case "--out" -> out = Path.of(value).toAbsolutePath();
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        FaultRun.Timing timing = new FaultRun.Timing(full.timing().warmUp(), fault, full.timing().returnWithin(),
                full.timing().after());
        return new Settings(bindings, everyFault(bindings, faults), threads, throughputThreads, callTimeout, retryAfter,
                learningShare, timing, new ThroughputRun.Method(warmUp, window, rounds), full.root(), out);
    }

    private static String binding(String kind) {
        if (!TraderServers.KINDS.contains(kind)) {
            throw new IllegalArgumentException("unknown binding " + kind + "; known: " + TraderServers.KINDS);
        }
        return kind;
    }

    private static long number(String value) {
        try {
            return Long.parseLong(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number: " + value);
        }
    }

    private static double share(String value) {
        try {
            double share = Double.parseDouble(value);
            if (share >= 0 && share <= 0.5) {
                return share;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("--learning-share takes a share from 0 (learning off) to 0.5, not " + value);
    }

    private static <T> List<T> list(String value, Function<String, T> parse) {
        try {
            return Arrays.stream(value.split(",")).map(String::trim).filter(v -> !v.isEmpty()).map(parse).toList();
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a number in " + value);
        } catch (IllegalArgumentException e) {
            // Fault.valueOf
            throw new IllegalArgumentException("unknown value in " + value + ": " + e.getMessage());
        }
    }

    /**
     * Runs the benchmark: starts the servers, generates and compiles a proxy per binding, measures the
     * throughput, then runs every fault on every binding at every thread count.
     *
     * @param progress where a line per step goes
     */
    public static Report run(Settings settings, PrintStream progress) throws Exception {
        Files.createDirectories(settings.out());
        ExampleService trader = ExampleServices.of(Trader.class);
        ServiceDescription description = GeneratedProxies.read(trader, settings.root());
        // the fault runs' proxies learn (the victim is where getQuote's calls go when the fault starts); the throughput's not
        RuntimeOptions options = RuntimeOptions.defaults().callTimeout(settings.callTimeout()).retryAfter(settings.retryAfter())
                .learningShare(settings.learningShare());
        Map<String, GeneratedProxy> proxies = new LinkedHashMap<>();
        progress.println("faults: starting the SOAP, RMI-IIOP and JCA servers; generating and compiling a Trader proxy per binding");
        try (TraderServers servers = TraderServers.start(settings.out())) {
            for (String kind : settings.proxied()) {
                List<BindingKind> ranking = new ArrayList<>(List.of(BindingKind.valueOf(kind)));
                TraderServers.KINDS.stream().filter(other -> !other.equals(kind)).map(BindingKind::valueOf).forEach(ranking::add);
                proxies.put(kind, GeneratedProxies.build(trader, GeneratedProxies.plan(description, trader, ranking),
                        settings.root(), settings.out().resolve("proxy-" + kind)));
            }
            int run = 0;
            List<ThroughputRun.Result> throughput = new ArrayList<>();
            ThroughputRun measuring = new ThroughputRun(servers, settings.throughput());
            for (String kind : settings.bindings()) {
                for (int threads : settings.throughputThreads()) {
                    progress.printf("faults: throughput over %s at %d threads%n", kind, threads);
                    throughput.add(measuring.run(proxies.get(kind), kind, threads, prefix('T', ++run)));
                }
            }
            List<FaultRun.Result> faults = new ArrayList<>();
            FaultRun faulting = new FaultRun(servers, options, settings.timing());
            for (FaultCase faultCase : settings.faultCases()) {
                for (int threads : settings.faultThreads()) {
                    progress.printf("faults: %s of the %s server at %d threads%n", faultCase.fault().label(), faultCase.kind(),
                            threads);
                    faults.add(faulting.run(proxies.get(faultCase.kind()), faultCase.kind(), faultCase.fault(), threads,
                            prefix('F', ++run)));
                }
            }
            return new Report(settings, faults, throughput);
        } finally {
            for (GeneratedProxy proxy : proxies.values()) {
                proxy.close();
            }
        }
    }

    /** Three characters naming a run's users: a letter and the run's number. */
    private static String prefix(char letter, int run) {
        return letter + String.format("%02d", run % 100);
    }
}
