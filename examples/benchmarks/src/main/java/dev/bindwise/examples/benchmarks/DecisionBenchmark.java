package dev.bindwise.examples.benchmarks;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.estimate.WarmupRule;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.BenchPlan;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.examples.driver.Measurement;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Decision quality (issue 21): over every example operation and a grid of workloads (string lengths, array sizes,
 * binaries, null shares, and long arrays of dateTimes), the binding {@code select} chooses against the binding the
 * driver measures fastest in the same run, on real servers on loopback. Each grid point is decided twice, where a
 * client reaches SOAP and RMI-IIOP only (another JVM, no resource adapter) and where it reaches JCA too (for the
 * services that offer it); each decision four ways: with and without the calibration, with and without the
 * operating point (the workload the point was measured at, as {@code --at} gives it). Where the fastest binding is at
 * least 10 % faster than the next, it prints the share of points each way chose it. Bindings are compared by their
 * median time per call: on a shared machine a few slow calls move the mean, not the median. The figures that count
 * are held out ({@link #heldOut}): costs scored only at points of operations they were not fitted to.
 * Run: {@code examples/benchmarks/decisions [--quick] [--calibration FILE]}.
 */
public final class DecisionBenchmark {

    /** Where a measured difference counts: the fastest at least this much faster than the next. */
    static final double DECISIVE_MARGIN = 0.10;

    /**
     * Every pair warms up as calibrate's do, until its time per call settles, shorter at most: each plan starts its
     * servers anew, and with a fixed warm-up the long arrays of dateTimes (the second plan) were measured on cold
     * servers, SOAP at 220 to 580 ms a call where the grid's warm servers took 14 ms for half as many flights; fitted
     * into the held-out calibration, those points made it predict SOAP 100 to 150 ms for Financial's calls of 160 to
     * 240 KB, measured at 9 to 31 ms (and choose RMI-IIOP there).
     */
    static final WarmupRule WARM_UP = WarmupRule.calibration().withLimit(java.time.Duration.ofSeconds(5));

    /** Arrays of flights, each with its dateTimes: the messages whose CDR encoding grows fastest. */
    static final List<Integer> MANY_DATE_TIMES = List.of(20, 50, 100, 200);

    /** The four ways of deciding, in the order they are printed. */
    enum Way {
        CALIBRATED_AT_POINT("calibration and operating point", true, true),
        CALIBRATED("calibration, over the space", true, false),
        AT_POINT("default costs, operating point", false, true),
        NEITHER("default costs, over the space", false, false);

        final String label;
        final boolean calibrated;
        final boolean atPoint;

        Way(String label, boolean calibrated, boolean atPoint) {
            this.label = label;
            this.calibrated = calibrated;
            this.atPoint = atPoint;
        }
    }

    /** One grid point where a client reaches these bindings: what was measured and what each way chose. */
    record Decision(String service, String operation, Workload workload, Set<BindingKind> reachable,
            List<Measurement> fastestFirst, Map<Way, BindingKind> chosen) {

        BindingKind fastest() {
            return BindingKind.valueOf(fastestFirst.get(0).binding());
        }

        /** How much faster the fastest is than the next, as a share of its time. */
        double margin() {
            return fastestFirst.get(1).medianMs() / fastestFirst.get(0).medianMs() - 1;
        }

        boolean decisive() {
            return margin() >= DECISIVE_MARGIN;
        }
    }

    /**
     * A share of decisive points chosen right by costs that were not fitted to them.
     *
     * @param label how the costs were fitted and where they were scored
     * @param misses the decisive points where they chose another binding than the fastest
     */
    record HeldOut(String label, long right, long of, List<Miss> misses) {

        double share() {
            return of == 0 ? 0 : (double) right / of;
        }
    }

    /**
     * A decisive point where held-out costs chose another binding than the fastest.
     *
     * @param costs the costs that chose
     */
    record Miss(Decision decision, BindingKind chosen, CostTable costs) {

        /** What the costs say a call over the binding takes at the bytes measured on the wire (not the bytes the models give). */
        double millisAtMeasuredBytes(Measurement measurement) {
            BindingCost cost = costs.cost(BindingKind.valueOf(measurement.binding()));
            return cost == null ? Double.NaN : cost.millis(measurement.requestBytes() + measurement.replyBytes());
        }
    }

    /** The service the default costs were fitted on (handleAddShort's points, CostTable). */
    static final String DEFAULTS_FITTED_ON = "financial";

    private final RuleBase rules;
    /** What {@link #run} measured, for the held-out fits. */
    private final List<Measurement> measured = new ArrayList<>();
    private final CostTable defaults;
    private final CostTable calibrated;
    private final Path root;
    private final Map<String, ServiceDescription> descriptions = new HashMap<>();
    private final Map<String, SelectionPlan> plans = new HashMap<>();

    DecisionBenchmark(Path root, CostTable defaults, CostTable calibrated) throws BadInputException {
        this.root = root;
        this.defaults = defaults;
        this.calibrated = calibrated;
        this.rules = RuleBase.loadDefault();
    }

    public static void main(String[] args) throws Exception {
        List<String> options = List.of(args);
        Path root = Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();
        int calibrationAt = options.indexOf("--calibration");
        if (calibrationAt < 0 || calibrationAt + 1 >= options.size()) {
            System.err.println("decisions: --calibration FILE is needed (./bindwise calibrate writes one; the script"
                    + " examples/benchmarks/decisions makes it in the same run)");
            System.exit(2);
        }
        Path calibration = Path.of(options.get(calibrationAt + 1));
        boolean quick = options.contains("--quick");
        BenchSettings settings = (quick ? new BenchSettings(1, java.time.Duration.ofMillis(300),
                java.time.Duration.ofMillis(700), 5_000) : BenchSettings.quick()).warmingUntilSettled(WARM_UP);
        DecisionBenchmark benchmark = new DecisionBenchmark(root, CostTable.defaults(), CostTable.calibratedBy(calibration));
        System.out.println("== Decisions against the binding measured fastest in this run ==");
        System.out.println("calibration: " + calibration + "; " + settings);
        List<Decision> decisions = benchmark.run(quick ? quickPlans(settings) : gridPlans(settings),
                Files.createTempDirectory("bindwise-decisions"), System.err::println);
        print(decisions, System.out);
        printHeldOut(benchmark.heldOut(decisions), System.out);
        long settled = benchmark.measured.stream().filter(m -> m.warmedUp() != null && m.warmedUp().settled()).count();
        System.out.printf(Locale.ROOT, "%nWarm-up: the time per call settled at %d of %d pairs (the others warmed up %d s)%n",
                settled, benchmark.measured.size(), WARM_UP.limit().toSeconds());
    }

    /** Every example operation over the paper's values one dimension at a time, and long arrays of dateTimes. */
    static List<BenchPlan> gridPlans(BenchSettings settings) {
        Set<BindingKind> remote = EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA);
        Workload flights = ExampleServices.named("travel").orElseThrow().operation("getFlightInfo").defaults();
        return List.of(new BenchPlan(Set.of(), remote, true, settings),
                new BenchPlan(Set.of("travel.getFlightInfo"), remote, false, settings,
                        MANY_DATE_TIMES.stream().map(flights::withArrayLength).toList()));
    }

    /** A few points: the checks that the benchmark runs and prints. */
    static List<BenchPlan> quickPlans(BenchSettings settings) {
        return List.of(new BenchPlan(Set.of("financial.handleAddShort100", "trader.getQuote"),
                EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA), false, settings));
    }

    /** Measures every plan's points on real servers and decides each point every way. */
    List<Decision> run(List<BenchPlan> benchPlans, Path work, java.util.function.Consumer<String> progress)
            throws Exception {
        List<Measurement> measurements = new ArrayList<>();
        for (BenchPlan plan : benchPlans) {
            measurements.addAll(new Bench(plan, work, progress).run().measurements());
        }
        measured.addAll(measurements);
        Map<String, List<Measurement>> byPoint = measurements.stream()
                .filter(m -> m.failures() == 0 && Double.isFinite(m.medianMs()))
                .collect(Collectors.groupingBy(m -> m.service() + "." + m.operation() + " " + m.workload(),
                        LinkedHashMap::new, Collectors.toList()));
        List<Decision> decisions = new ArrayList<>();
        for (List<Measurement> point : byPoint.values()) {
            Set<BindingKind> measured = point.stream().map(m -> BindingKind.valueOf(m.binding()))
                    .collect(Collectors.toCollection(() -> EnumSet.noneOf(BindingKind.class)));
            List<Set<BindingKind>> scenarios = new ArrayList<>();
            scenarios.add(EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP));
            if (measured.contains(BindingKind.JCA)) {
                scenarios.add(EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA));
            }
            for (Set<BindingKind> reachable : scenarios) {
                if (!measured.containsAll(reachable)) {
                    continue;
                }
                List<Measurement> fastestFirst = point.stream()
                        .filter(m -> reachable.contains(BindingKind.valueOf(m.binding())))
                        .sorted(Comparator.comparingDouble(Measurement::medianMs)).toList();
                Measurement first = fastestFirst.get(0);
                Map<Way, BindingKind> chosen = new LinkedHashMap<>();
                for (Way way : Way.values()) {
                    chosen.put(way, choose(first.service(), first.operation(), first.workload(), reachable, way));
                }
                decisions.add(new Decision(first.service(), first.operation(), first.workload(), reachable,
                        fastestFirst, chosen));
            }
        }
        return decisions;
    }

    /**
     * The figures that count (issue 29): costs scored on points they were not fitted to, each with the operating point,
     * over the decisive points. A calibration fitted (as {@code calibrate} fits, Theil-Sen over each binding's median time
     * per call against its wire bytes) on the measurements of every other operation by name chooses at the points of the
     * others, then the halves swap; the default costs, fitted on Financial, choose at the other services' points.
     */
    List<HeldOut> heldOut(List<Decision> decisions) throws BadInputException {
        List<String> operations = measured.stream().map(m -> m.service() + "." + m.operation()).distinct().sorted().toList();
        long right = 0;
        long of = 0;
        List<Miss> misses = new ArrayList<>();
        for (int half = 0; half < 2; half++) {
            Set<String> fittedOn = new java.util.HashSet<>();
            for (int i = half; i < operations.size(); i += 2) {
                fittedOn.add(operations.get(i));
            }
            CostTable fitted = fit(fittedOn);
            for (Decision decision : decisions) {
                if (decision.decisive() && !fittedOn.contains(decision.service() + "." + decision.operation())) {
                    of++;
                    BindingKind chosen = choose(decision.service(), decision.operation(), decision.workload(),
                            decision.reachable(), fitted, "fitted on half " + half, true);
                    if (chosen == decision.fastest()) {
                        right++;
                    } else {
                        misses.add(new Miss(decision, chosen, fitted));
                    }
                }
            }
        }
        List<Decision> otherServices = decisions.stream()
                .filter(d -> d.decisive() && !d.service().equals(DEFAULTS_FITTED_ON)).toList();
        List<Miss> defaultsMissed = otherServices.stream().filter(d -> d.chosen().get(Way.AT_POINT) != d.fastest())
                .map(d -> new Miss(d, d.chosen().get(Way.AT_POINT), defaults)).toList();
        return List.of(new HeldOut("calibration fitted on the other half's operations", right, of, misses),
                new HeldOut("default costs, services other than " + DEFAULTS_FITTED_ON,
                        otherServices.size() - defaultsMissed.size(), otherServices.size(), defaultsMissed));
    }

    /** The default costs with each binding's cost fitted to the measurements of these operations. */
    private CostTable fit(Set<String> operations) {
        Map<BindingKind, List<Calibration.Sample>> samples = new java.util.EnumMap<>(BindingKind.class);
        for (Measurement m : measured) {
            if (operations.contains(m.service() + "." + m.operation()) && m.failures() == 0 && Double.isFinite(m.medianMs())) {
                samples.computeIfAbsent(BindingKind.valueOf(m.binding()), kind -> new ArrayList<>())
                        .add(new Calibration.Sample(m.requestBytes() + m.replyBytes(), m.medianMs()));
            }
        }
        Map<BindingKind, BindingCost> costs = new java.util.EnumMap<>(BindingKind.class);
        samples.forEach((kind, kindSamples) -> costs.put(kind, Calibration.fit(kind, kindSamples).cost()));
        return defaults.with(costs);
    }

    static void printHeldOut(List<HeldOut> heldOut, PrintStream out) {
        out.printf(Locale.ROOT, "%nHeld out (costs scored where they were not fitted), with the operating point, decisive points:%n");
        for (HeldOut figure : heldOut) {
            out.printf(Locale.ROOT, "  %-52s chose the fastest at %3d of %3d (%5.1f %%)   target: at least 95 %%%n", figure.label(),
                    figure.right(), figure.of(), 100 * figure.share());
        }
        for (HeldOut figure : heldOut) {
            if (figure.misses().isEmpty()) {
                continue;
            }
            out.printf(Locale.ROOT, "%nMissed by the %s (measured: median ms and KB on the wire; the costs' ms at those KB;"
                    + " chosen):%n", figure.label());
            for (Miss miss : figure.misses()) {
                Decision d = miss.decision();
                out.printf(Locale.ROOT, "  %-29s %-22s %-19s %s; chose %s%n", d.service() + "." + d.operation(),
                        workload(d.workload()), d.reachable().stream().map(DecisionBenchmark::shortName)
                                .collect(Collectors.joining("+")),
                        d.fastestFirst().stream().map(m -> String.format(Locale.ROOT, "%s %.2f ms %.1f KB (%.2f)",
                                shortName(BindingKind.valueOf(m.binding())), m.medianMs(),
                                (m.requestBytes() + m.replyBytes()) / 1024, miss.millisAtMeasuredBytes(m)))
                                .collect(Collectors.joining(", ")),
                        shortName(miss.chosen()));
            }
        }
    }

    /** What select chooses for the operation where a client reaches these bindings, decided this way. */
    private BindingKind choose(String service, String operationName, Workload workload, Set<BindingKind> reachable,
            Way way) throws BadInputException {
        return choose(service, operationName, workload, reachable, way.calibrated ? calibrated : defaults, way.name(), way.atPoint);
    }

    /** What select chooses with these costs ({@code costsName} tells them apart), with or without the operating point. */
    private BindingKind choose(String service, String operationName, Workload workload, Set<BindingKind> reachable,
            CostTable costs, String costsName, boolean atPoint) throws BadInputException {
        String wsdl = ExampleServices.named(service).orElseThrow().wsdl();
        String method = ExampleServices.named(service).orElseThrow().operation(operationName).methodName();
        ServiceDescription description = descriptions.get(wsdl);
        if (description == null) {
            description = new WsdlReader().read(root.resolve(wsdl));
            descriptions.put(wsdl, description);
        }
        String key = wsdl + " " + reachable + " " + costsName + (atPoint ? " " + workload : "");
        SelectionPlan plan = plans.get(key);
        if (plan == null) {
            SelectionRequest request = SelectionRequest.of(description)
                    .withFacts(DeclaredFacts.answering(description, reachable)).withRules(rules)
                    .withCosts(costs)
                    .withOperatingPoint(atPoint ? point(workload) : null);
            plan = new SelectionOperation(request).execute(null).plan();
            plans.put(key, plan);
        }
        OperationSelection selection = plan.getSelections().stream().filter(s -> s.getOperation().equals(method))
                .findFirst().orElseThrow();
        return selection.getChosen() == null ? null : selection.getChosen().getKind();
    }

    /** The workload as a point of the parameter space, as a user who knows it writes it with --at. */
    static ValueSetting point(Workload workload) {
        return new ValueSetting(workload.stringLength(), workload.arrayLength(),
                workload.binaryBytes() > 0 ? workload.binaryBytes() : ValueSetting.TYPICAL.binaryBytes(),
                workload.nullRatio());
    }

    /** Every decision, then the shares of decisive points each way chose the fastest binding at. */
    static void print(List<Decision> decisions, PrintStream out) {
        out.printf(Locale.ROOT, "%-29s %-22s %-19s %-36s %-9s %7s  %s%n", "operation", "workload", "reachable",
                "measured (median ms per call)", "fastest", "margin", "chosen: cal+point, cal, point, neither");
        for (Decision decision : decisions) {
            out.printf(Locale.ROOT, "%-29s %-22s %-19s %-36s %-9s %6.0f%%  %s%n", decision.service() + "."
                    + decision.operation(), workload(decision.workload()),
                    decision.reachable().stream().map(DecisionBenchmark::shortName).collect(Collectors.joining("+")),
                    decision.fastestFirst().stream().map(m -> String.format(Locale.ROOT, "%s %.2f",
                            shortName(BindingKind.valueOf(m.binding())), m.medianMs())).collect(Collectors.joining(", ")),
                    decision.fastest(), 100 * decision.margin(),
                    decision.chosen().values().stream().map(kind -> (kind == decision.fastest() ? "" : "*") + shortName(kind))
                            .collect(Collectors.joining(" ")));
        }
        List<Decision> decisive = decisions.stream().filter(Decision::decisive).toList();
        out.printf(Locale.ROOT, "%n(* a choice that is not the fastest)%nGrid points where the fastest binding is at least"
                + " %.0f %% faster than the next: %d of %d%n", 100 * DECISIVE_MARGIN, decisive.size(), decisions.size());
        for (Way way : Way.values()) {
            long right = decisive.stream().filter(d -> d.chosen().get(way) == d.fastest()).count();
            out.printf(Locale.ROOT, "  %-34s chose the fastest at %3d of %3d (%5.1f %%)%s%n", way.label, right,
                    decisive.size(), decisive.isEmpty() ? 0.0 : 100.0 * right / decisive.size(),
                    way == Way.CALIBRATED_AT_POINT ? "   target: at least 95 %" : "");
        }
    }

    private static String workload(Workload w) {
        return String.format(Locale.ROOT, "s%d a%d b%d n%.1f", w.stringLength(), w.arrayLength(), w.binaryBytes(),
                w.nullRatio());
    }

    private static String shortName(BindingKind kind) {
        return kind == null ? "none" : kind == BindingKind.RMI_IIOP ? "IIOP" : kind.name();
    }
}
