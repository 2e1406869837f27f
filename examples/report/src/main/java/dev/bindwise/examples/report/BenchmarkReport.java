package dev.bindwise.examples.report;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.benchmarks.PaperTable2;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.BenchPlan;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.examples.driver.BenchTarget;
import dev.bindwise.examples.driver.Measurement;
import dev.bindwise.examples.driver.WireSizeCheck;
import dev.bindwise.runtime.BindingKind;

/**
 * Runs the paper's experiments on the example services and writes the report: the votes beside the
 * paper's Table 2, the size models against the wire, and the load driver over every binding and through
 * the Bindwise proxy in one run, with the oracle (the binding measured fastest) beside the proxy.
 */
public final class BenchmarkReport {

    /** The bindings the driver measures. */
    private static final Set<BindingKind> MEASURED = EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA,
            BindingKind.LOCAL_JAVA);
    /** The bindings measured, as the measurements name them. */
    static final List<String> BINDINGS = names(MEASURED);
    /** The bindings a client in another JVM can use: local Java is measured, but is no choice there. */
    static final List<String> REMOTE = names(EnumSet.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA));

    /** The service of the paper's section 6 experiment, JCA against SOAP. */
    private static final String TRADER = ExampleServices.named("trader").orElseThrow().name();

    /**
     * @param full the whole grid, longer per point; else the quick run (about 3 minutes on 2 cores)
     * @param out where report.html, report.json and the plots go
     * @param root the repository root, for the example WSDLs
     * @param targets servers of their own services measured over their bindings and through the proxy, after the
     *        example services (the WildFly example)
     */
    public record Options(boolean full, Path out, Path root, List<BenchTarget> targets) {

        public Options {
            targets = List.copyOf(targets);
        }
    }

    private BenchmarkReport() {
    }

    private static List<String> names(Set<BindingKind> kinds) {
        return kinds.stream().map(Enum::name).toList();
    }

    public static ReportData run(Options options, Consumer<String> progress) throws Exception {
        Instant startedAt = Instant.now();
        long started = System.nanoTime();
        Files.createDirectories(options.out());
        Path logs = Files.createDirectories(options.out().resolve("logs"));

        GeneratedProxyCaller proxy = new GeneratedProxyCaller(options.root(), options.out().resolve("proxies"));
        progress.accept("report: [1/4] votes over the parameter space, beside the paper's Table 2");
        // beside the paper's Table 2: with the paper's costs
        List<PaperTable2.Outcome> outcomes = PaperTable2.vote(Estimator.withDefaults().withCosts(CostTable.paperDefaults()),
                options.root());

        progress.accept("report: [2/4] estimated against wire bytes, per binding");
        List<ReportData.SizeAccuracy> sizes = sizes(options, logs, progress);

        progress.accept("report: [3/4] response times over every binding and through the Bindwise proxy");
        Set<String> operations = new LinkedHashSet<>();
        PaperTable2.ROWS.forEach(row -> operations.add(serviceName(row.service()) + "." + row.operation()));
        operations.add(TRADER);
        List<ExampleService> services = new ArrayList<>(ExampleServices.all());
        for (BenchTarget target : options.targets()) {
            target.services().forEach(service -> operations.add(service.name()));
            services.addAll(target.services());
        }
        // two rounds of shorter runs: every pair is measured again once all the servers are warm, so that the
        // proxy, measured after the bindings it calls, is not favoured by the warm-up they gave its servers
        BenchSettings settings = options.full() ? BenchSettings.full()
                : new BenchSettings(1, Duration.ofMillis(250), Duration.ofMillis(700), 20_000);
        BenchPlan plan = new BenchPlan(operations, MEASURED, options.full(), settings);
        Bench.Result result = new Bench(plan, logs, progress, Map.of(), List.of(proxy), 2, options.targets()).run();

        progress.accept("report: [4/4] what the proxy adds per call (JMH, about 15 s)");
        double overheadNs = ProxyOverhead.measure(options.root(), options.out(), progress);

        ReportData data = new ReportData(startedAt.toString(), (System.nanoTime() - started) / 1e9,
                options.full() ? "full" : "quick", machine(), operationRows(result, proxy, services), sizes, voteRows(outcomes),
                traderRows(result), overheadNs);
        ReportFiles.write(data, options.out());
        return data;
    }

    private static List<ReportData.SizeAccuracy> sizes(Options options, Path logs, Consumer<String> progress)
            throws Exception {
        Function<ExampleOperation, List<Workload>> workloads = options.full()
                ? operation -> WireSizeCheck.around(operation.defaults())
                : operation -> List.of(operation.defaults());
        progress.accept("report:   each size model against its server's wire bytes");
        List<ReportData.SizeAccuracy> sizes = new ArrayList<>();
        Map<BindingKind, List<WireSizeCheck.Case>> byBinding = WireSizeCheck.everyModel(ExampleServices.all(), options.root(),
                workloads, logs);
        byBinding.forEach((binding, cases) -> {
            double[] errors = WireSizeCheck.medianAndMaxError(cases);
            List<ReportData.SizeCase> worstFirst = cases.stream()
                    .sorted(Comparator.comparingDouble((WireSizeCheck.Case c) -> -c.worstError()))
                    .map(c -> new ReportData.SizeCase(c.service() + "." + c.operation(), c.wireRequest(), c.wireReply(),
                            c.estimatedRequest(), c.estimatedReply()))
                    .toList();
            sizes.add(new ReportData.SizeAccuracy(binding.name(), cases.size(), errors[0], errors[1], worstFirst));
        });
        return sizes;
    }

    /** One operation of one service, as the driver measured it. */
    private record Measured(String service, ExampleOperation operation) {
    }

    /** Per operation at its default workload: each binding's median, the proxy's, and the oracle among remote ones. */
    private static List<ReportData.OperationRow> operationRows(Bench.Result result, GeneratedProxyCaller proxyCaller,
            List<ExampleService> services) {
        Map<Measured, Map<String, Measurement>> byOperation = new LinkedHashMap<>();
        for (Measurement m : result.measurements()) {
            ExampleOperation operation = operation(services, m.service(), m.operation());
            if (m.failures() == 0 && m.workload().equals(operation.defaults())) {
                byOperation.computeIfAbsent(new Measured(m.service(), operation), key -> new LinkedHashMap<>())
                        .put(m.binding(), m);
            }
        }
        String proxyName = proxyCaller.name();
        List<ReportData.OperationRow> rows = new ArrayList<>();
        byOperation.forEach((key, measured) -> {
            Map<String, Double> medians = new LinkedHashMap<>();
            measured.forEach((binding, m) -> {
                if (!binding.equals(proxyName)) {
                    medians.put(binding, m.medianMs());
                }
            });
            Optional<Map.Entry<String, Double>> oracle = medians.entrySet().stream()
                    .filter(entry -> REMOTE.contains(entry.getKey())).min(Map.Entry.comparingByValue());
            if (oracle.isEmpty()) {
                return;
            }
            Measurement proxy = measured.get(proxyName);
            String chosen = proxy == null ? null : proxyCaller.chosen(key.service(), key.operation().methodName());
            rows.add(new ReportData.OperationRow(key.service(), key.operation().name(), medians, chosen,
                    proxy == null ? Double.NaN : proxy.medianMs(), oracle.get().getKey(), oracle.get().getValue()));
        });
        return rows;
    }

    private static List<ReportData.VoteRow> voteRows(List<PaperTable2.Outcome> outcomes) {
        return outcomes.stream().map(o -> new ReportData.VoteRow(o.row().service(), o.row().operation(),
                o.hintsABC().tied() ? ReportData.VoteRow.TIE : o.decision().name(), o.hintsABC().confidence(), o.row().paperDecision().name(), o.row().paperHintsABC(),
                o.matchesPaper())).toList();
    }

    private static List<ReportData.TraderRow> traderRows(Bench.Result result) {
        return result.measurements().stream()
                .filter(m -> m.service().equals(TRADER) && m.failures() == 0
                        && (m.over(BindingKind.JCA) || m.over(BindingKind.SOAP)))
                .map(m -> new ReportData.TraderRow(m.operation(), m.binding(), m.medianMs(), m.throughputPerSecond(),
                        m.clientCpuMsPerCall(), m.serverCpuMsPerCall()))
                .toList();
    }

    private static ExampleOperation operation(List<ExampleService> services, String service, String operation) {
        ExampleService example = services.stream().filter(s -> s.name().equals(service)).findFirst().orElseThrow();
        return example.operations().stream().filter(o -> o.name().equals(operation)).findFirst().orElseThrow();
    }

    /** The driver's name of a service the paper's table names in lower case (google: Google). */
    private static String serviceName(String tableName) {
        return ExampleServices.named(tableName).orElseThrow().name();
    }

    /** Where the figures come from: the machine, its load when the run began and the commit it ran on. */
    private static String machine() {
        return Runtime.getRuntime().availableProcessors() + " cores, Java " + Runtime.version() + ", "
                + System.getProperty("os.name") + " " + System.getProperty("os.arch") + ", load average "
                + String.format(Locale.ROOT, "%.1f", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage())
                + " at the start, commit " + commit();
    }

    /** The commit of the checkout the report runs in, with "+changes" when its files differ from it. */
    private static String commit() {
        try {
            String head = git("rev-parse", "--short", "HEAD");
            return head.isEmpty() ? "unknown (not a git checkout)"
                    : git("status", "--porcelain", "--untracked-files=no").isEmpty() ? head : head + "+changes";
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "unknown (interrupted)";
        }
    }

    private static String git(String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        Process git = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        return git.waitFor() == 0 ? out : "";
    }
}
