package dev.bindwise.examples.commands;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IProgressMonitor;

import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.CalibrateOperation;
import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.core.estimate.Calibration.Sample;
import dev.bindwise.core.estimate.CalibrationSampler;
import dev.bindwise.core.estimate.WarmupRule;
import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.BenchPlan;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.examples.driver.Measurement;
import dev.bindwise.runtime.BindingKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "calibrate",
        header = "Measures what a call costs over each binding, into a calibration file.",
        mixinStandardHelpOptions = true,
        description = {
                "Measures what a call costs over each binding, into a calibration file.",
                "It calls the financial service's handleAddShort at five payload sizes (about",
                "1 to 100 KB over SOAP) through the load driver, counts the bytes on the wire",
                "and fits each binding's fixed ms per call and ms per byte to the median time",
                "of each size's calls (Theil-Sen: a few slow calls or one slow size do not",
                "carry it), so that the vote can predict milliseconds, not only bytes.",
                "Without --endpoint it starts the example servers on loopback; with it, it",
                "calls servers already running there. Each binding warms up at each size until",
                "its time per call settles (windows of 250 ms until three in a row agree within",
                "5 %, at most --warmup-limit), first at the largest size in a round that is not",
                "fitted; it prints how long each warmed and whether it settled, and the fitted",
                "lines as CostTable's defaults. Times are noisy on a busy machine." },
        footer = { "", "Examples:", "  bindwise calibrate", "  bindwise calibrate --bindings SOAP,JCA --calls 50 --out cal.json",
                "  bindwise calibrate --endpoint SOAP=appserver:8080 --endpoint JCA=cics:2006 --force" },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = { "0:measured, fitted and written", "2:bad options, or the output file exists (see --force)",
                "3:some calls failed (nothing written)",
                "1:a server would not start or died (nothing written), or an internal error" })
final class CalibrateCommand implements Callable<Integer> {

    /** The operation called, and its positions per call: about 1, 4, 10, 30 and 100 KB of SOAP. */
    static final String OPERATION = "financial.handleAddShort1";
    static final List<Integer> POSITIONS = List.of(ExampleServices.POSITIONS_1KB, 8, ExampleServices.POSITIONS_10KB, 60,
            ExampleServices.POSITIONS_100KB);

    /** The exit code of a run whose servers could not be started or died. */
    static final int SERVER_FAILED = 1;

    /** The bindings calibrate measures, in the order it prints them. */
    private static final Set<BindingKind> KINDS = EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA,
            BindingKind.LOCAL_JAVA);
    /** The longest warm-up per binding and size, by default, and at most. */
    private static final int WARMUP_LIMIT_SECONDS = 20;
    private static final OptionRange WARMUP_LIMIT = new OptionRange(1, 600, "seconds");
    /** The time bound of each payload size's measured calls; --calls bounds their number. */
    private static final Duration MEASURE = Duration.ofSeconds(1);
    private static final int CONNECT_TIMEOUT_MILLIS = 3_000;
    private static final int MAX_CALLS = 1_000_000;
    private static final OptionRange CALLS = new OptionRange(1, MAX_CALLS, "calls per payload size");

    @Spec
    private CommandSpec spec;

    @Option(names = "--out", paramLabel = "FILE", description = "The calibration file to write (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("bindwise-calibration.json");

    @Option(names = "--force", description = "Replace the output file if it exists (without it, an existing file is never touched).")
    private boolean force;

    @Option(names = "--bindings", split = ",", paramLabel = "KIND",
            description = "The bindings to calibrate, of SOAP, RMI_IIOP, JCA, LOCAL_JAVA (default: all, or those given by --endpoint).")
    private List<String> bindings = List.of();

    @Option(names = "--calls", paramLabel = "N",
            description = "Measured calls per payload size and binding, at most, 1 to " + MAX_CALLS
                    + " (each size also stops after 1 s; default: ${DEFAULT-VALUE}).")
    private int calls = 100;

    @Option(names = "--warmup-limit", paramLabel = "SECONDS",
            description = "The longest warm-up of each binding at each payload size, 1 to 600 s: its calls run in windows "
                    + "of 250 ms until three in a row agree within 5 % (default: ${DEFAULT-VALUE}).")
    private int warmupLimitSeconds = WARMUP_LIMIT_SECONDS;

    @Option(names = "--endpoint", paramLabel = "KIND=HOST:PORT",
            description = "A server of the example services already running for that binding (SOAP, RMI_IIOP or JCA) at a "
                    + "port from 1 to 65535, called instead of starting one on loopback; repeatable.")
    private List<String> endpointOptions = List.of();

    @Override
    public Integer call() throws BadInputException {
        CALLS.check("--calls", calls);
        WARMUP_LIMIT.check("--warmup-limit", warmupLimitSeconds);
        if (!force && Files.exists(out)) {
            throw new BadInputException(out + " exists; calibrate does not overwrite it. Give --force to replace it, "
                    + "or --out another file.");
        }
        Calibration calibration;
        try {
            calibration = new CalibrateOperation(this::sample, out, force).execute(null);
        } catch (SamplingFailed e) {
            return e.exitCode;
        }
        printFits(calibration);
        spec.commandLine().getOut().println("Written: " + out);
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * Measures the calls through the load driver and prints them; a server that fails or calls that fail end
     * the command (nothing is written) with the logs named.
     */
    private CalibrationSampler.Samples sample(IProgressMonitor monitor) throws BadInputException {
        Map<BindingKind, InetSocketAddress> endpoints = endpoints();
        Set<BindingKind> kinds = kinds(endpoints);

        // A first round at the largest size warms the servers' and the clients' JIT up; it is not fitted. Every pair
        // warms up until its time per call settles: a fixed time left cold servers' calls several times slower.
        List<Workload> workloads = new ArrayList<>();
        Workload defaults = ExampleServices.named("financial").orElseThrow().operation("handleAddShort1").defaults();
        workloads.add(defaults.withArrayLength(POSITIONS.get(POSITIONS.size() - 1)));
        for (int positions : POSITIONS) {
            workloads.add(defaults.withArrayLength(positions));
        }
        BenchPlan plan = new BenchPlan(Set.of(OPERATION), kinds, false,
                new BenchSettings(1, Duration.ZERO, MEASURE, calls).warmingUntilSettled(warmupRule()), workloads);
        Path logs;
        Bench.Result result;
        try {
            logs = Files.createTempDirectory("bindwise-calibrate");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            result = new Bench(plan, logs, line -> spec.commandLine().getErr().println(line.replaceFirst("^bench:", "calibrate:")),
                    endpoints).run();
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        } catch (IOException | IllegalStateException e) {
            // a server that would not start, or died: the message names it and its log
            spec.commandLine().getErr().println("calibrate: " + e.getMessage() + "; nothing written; the servers' logs are in "
                    + logs);
            throw new SamplingFailed(SERVER_FAILED);
        }

        List<Measurement> failed = result.measurements().stream().filter(m -> m.failures() > 0 || m.calls() == 0).toList();
        List<Measurement> measured = withoutWarmupRound(result.measurements());
        printSamples(measured);
        printWarmUps(result.measurements());
        if (!failed.isEmpty()) {
            for (Measurement m : failed) {
                spec.commandLine().getErr().println("calibrate: " + m.binding() + " with " + m.workload().arrayLength()
                        + " positions: " + m.failures() + " of " + m.calls() + " calls failed: " + m.firstFailure());
            }
            spec.commandLine().getErr().println("calibrate: nothing written; the servers' logs are in " + logs);
            throw new SamplingFailed(BenchCommand.FAILED_CALLS);
        }
        LogFolders.deleteQuietly(logs);

        Map<BindingKind, List<Sample>> samples = new EnumMap<>(BindingKind.class);
        for (Measurement m : measured) {
            samples.computeIfAbsent(BindingKind.valueOf(m.binding()), kind -> new ArrayList<>())
                    .add(new Sample(m.requestBytes() + m.replyBytes(), m.medianMs()));
        }
        return new CalibrationSampler.Samples(target(kinds, endpoints), samples);
    }

    /** The sampling ended the command: what it printed says why; nothing is written. */
    private static final class SamplingFailed extends RuntimeException {

        private static final long serialVersionUID = 1L;

        final int exitCode;

        SamplingFailed(int exitCode) {
            super(null, null, false, false);
            this.exitCode = exitCode;
        }
    }

    private WarmupRule warmupRule() {
        return WarmupRule.calibration().withLimit(Duration.ofSeconds(warmupLimitSeconds));
    }

    /** The measurements without each binding's first, the warm-up round. */
    private static List<Measurement> withoutWarmupRound(List<Measurement> measurements) {
        Set<String> warm = new LinkedHashSet<>();
        return measurements.stream().filter(m -> !warm.add(m.binding())).toList();
    }

    /** The bindings asked for, or those of the endpoints, or all. */
    private Set<BindingKind> kinds(Map<BindingKind, InetSocketAddress> endpoints) throws BadInputException {
        Set<BindingKind> kinds = new LinkedHashSet<>();
        for (String binding : bindings) {
            kinds.add(kind(binding, "--bindings " + binding));
        }
        if (kinds.isEmpty()) {
            kinds.addAll(endpoints.isEmpty() ? KINDS : endpoints.keySet());
        }
        return kinds;
    }

    private static BindingKind kind(String text, String option) throws BadInputException {
        try {
            BindingKind kind = BindingKind.parse(text);
            if (KINDS.contains(kind)) {
                return kind;
            }
        } catch (IllegalArgumentException e) {
            // the same message as for a kind calibrate does not measure
        }
        throw new BadInputException(option + ": not a binding calibrate measures; give one of "
                + KINDS.stream().map(BindingKind::name).collect(Collectors.joining(", ")) + ".");
    }

    /** --endpoint KIND=HOST:PORT, each checked for a server that answers, before anything starts. */
    private Map<BindingKind, InetSocketAddress> endpoints() throws BadInputException {
        Map<BindingKind, InetSocketAddress> endpoints = new LinkedHashMap<>();
        for (String option : endpointOptions) {
            String what = "--endpoint " + option;
            int equals = option.indexOf('=');
            int colon = option.lastIndexOf(':');
            if (equals < 1 || colon < equals + 2 || colon == option.length() - 1) {
                throw new BadInputException(what + ": expected KIND=HOST:PORT, for example JCA=127.0.0.1:2006.");
            }
            BindingKind kind = kind(option.substring(0, equals), what);
            if (kind == BindingKind.LOCAL_JAVA) {
                throw new BadInputException(what + ": local Java runs in this process and has no endpoint; "
                        + "give SOAP, RMI_IIOP or JCA.");
            }
            String host = option.substring(equals + 1, colon).replaceAll("^\\[(.*)]$", "$1");
            int port;
            try {
                port = Integer.parseInt(option.substring(colon + 1));
            } catch (NumberFormatException e) {
                port = -1;
            }
            if (port < 1 || port > 65_535) {
                throw new BadInputException(what + ": the port must be a number from 1 to 65535.");
            }
            if (endpoints.containsKey(kind)) {
                throw new BadInputException(what + ": " + kind + " has an endpoint already; give one per binding.");
            }
            InetSocketAddress address = new InetSocketAddress(host, port);
            if (address.isUnresolved()) {
                throw new BadInputException(what + ": unknown host '" + host + "'.");
            }
            try (Socket probe = new Socket()) {
                probe.connect(address, CONNECT_TIMEOUT_MILLIS);
            } catch (IOException e) {
                throw new BadInputException(what + ": nothing answers at " + host + ":" + port + " (" + e.getMessage()
                        + "). Start the example " + kind + " server there, or leave --endpoint out to start one on loopback.");
            }
            endpoints.put(kind, address);
        }
        return endpoints;
    }

    private static String target(Set<BindingKind> kinds, Map<BindingKind, InetSocketAddress> endpoints) {
        List<String> parts = new ArrayList<>();
        for (BindingKind kind : kinds) {
            InetSocketAddress endpoint = endpoints.get(kind);
            parts.add(kind.name() + ": " + (endpoint != null ? endpoint.getHostString() + ":" + endpoint.getPort()
                    : kind == BindingKind.LOCAL_JAVA ? "in process" : "example server started on loopback"));
        }
        return OPERATION + " at " + POSITIONS + " positions; " + String.join(", ", parts);
    }

    private void printSamples(List<Measurement> measurements) {
        spec.commandLine().getOut().printf(Locale.ROOT, "%-10s %9s %12s %10s %7s%n", "binding", "positions", "bytes/call",
                "median ms", "calls");
        measurements.stream().sorted(Comparator.comparing((Measurement m) -> BindingKind.valueOf(m.binding()))
                .thenComparingInt(m -> m.workload().arrayLength())).forEach(m -> spec.commandLine().getOut().printf(
                        Locale.ROOT, "%-10s %9d %12.0f %10.3f %7d%n", m.binding(), m.workload().arrayLength(),
                        m.requestBytes() + m.replyBytes(), m.medianMs(), m.calls()));
        spec.commandLine().getOut().println();
    }

    /**
     * Per binding how long its calls warmed up over all sizes (the warm-up round's included), at how many sizes
     * the time per call settled, and the median ms per call of the warm-up round's first and last windows (how
     * cold the servers were).
     */
    private void printWarmUps(List<Measurement> measurements) {
        PrintWriter out = spec.commandLine().getOut();
        WarmupRule rule = warmupRule();
        out.printf(Locale.ROOT, "Warm-up: windows of %d ms until %d in a row agree within %.0f %%, at most %d s a size%n",
                rule.window().toMillis(), rule.agreeing() + 1, 100 * rule.tolerance(), rule.limit().toSeconds());
        out.printf(Locale.ROOT, "%-10s %9s %8s  %s%n", "binding", "warmed s", "settled", "first round, ms per call: first window -> last");
        Map<String, List<Measurement>> byBinding = measurements.stream().filter(m -> m.warmedUp() != null)
                .collect(Collectors.groupingBy(Measurement::binding, LinkedHashMap::new, Collectors.toList()));
        byBinding.forEach((binding, rounds) -> {
            double seconds = rounds.stream().mapToDouble(m -> m.warmedUp().took().toNanos() / 1e9).sum();
            List<Integer> unsettled = rounds.stream().filter(m -> !m.warmedUp().settled())
                    .map(m -> m.workload().arrayLength()).toList();
            List<Double> first = rounds.get(0).warmedUp().windowMedians();
            out.printf(Locale.ROOT, "%-10s %9.1f %8s  %.3f -> %.3f%s%n", binding, seconds,
                    (rounds.size() - unsettled.size()) + " of " + rounds.size(), first.get(0), first.get(first.size() - 1),
                    unsettled.isEmpty() ? "" : "  did not settle at " + unsettled + " positions (the first is the warm-up round)");
        });
        out.println();
    }

    private void printFits(Calibration calibration) {
        spec.commandLine().getOut().printf(Locale.ROOT, "%-10s %9s %10s %7s %7s  %s%n", "binding", "fixed ms", "us per KB",
                "R^2", "samples", "note");
        for (Fit fit : calibration.fits().values()) {
            spec.commandLine().getOut().printf(Locale.ROOT, "%-10s %9.3f %10.3f %7s %7d  %s%n", fit.kind().name(),
                    fit.cost().fixedMillis(), fit.cost().millisPerByte() * 1000 * 1024,
                    Double.isNaN(fit.rSquared()) ? "-" : String.format(Locale.ROOT, "%.3f", fit.rSquared()), fit.samples(),
                    fit.adjustment() == null ? "" : fit.adjustment());
        }
        spec.commandLine().getOut().println("(time = fixed + cost per byte x bytes on the wire, request plus reply; KB = 1024 bytes)");
        printAsDefaults(calibration);
    }

    /** The fits of the bindings CostTable has defaults for, as its constants are written: the lines to refit it with. */
    private void printAsDefaults(Calibration calibration) {
        PrintWriter out = spec.commandLine().getOut();
        Map<BindingKind, String> names = new EnumMap<>(Map.of(BindingKind.SOAP, "SOAP", BindingKind.RMI_IIOP, "IIOP",
                BindingKind.JCA, "JCA"));
        names.keySet().retainAll(calibration.fits().keySet());
        if (names.isEmpty()) {
            return;
        }
        out.println();
        out.println("As CostTable's default costs (dev.bindwise.core.estimate.CostTable):");
        names.forEach((kind, name) -> {
            BindingCost cost = calibration.fits().get(kind).cost();
            out.printf(Locale.ROOT, "    private static final double MEASURED_%s_FIXED = %.3f;%n", name, cost.fixedMillis());
            out.printf(Locale.ROOT, "    private static final double MEASURED_%s_PER_BYTE = %.4g;%n", name, cost.millisPerByte());
        });
    }
}
