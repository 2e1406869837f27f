package dev.bindwise.examples.commands;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.BenchPlan;
import dev.bindwise.examples.driver.BenchReport;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.examples.driver.BenchTarget;
import dev.bindwise.examples.wildfly.bench.GreeterOnWildFly;
import dev.bindwise.runtime.BindingKind;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "bench",
        mixinStandardHelpOptions = true,
        header = "Measures the example services over every binding, side by side.",
        description = "Measures the example services over every binding, side by side: starts each binding's server in its "
                + "own JVM on loopback behind a byte-counting relay, and reports response times, throughput, CPU per call "
                + "and the request and reply bytes on the wire, with ratios to SOAP. The WildFly example (service wildfly: "
                + "a real WildFly serving one EJB over SOAP and RMI-IIOP) is measured too when the checkout has the server "
                + "unpacked; starting it adds 6-70 s.",
        footer = { "", "Examples:", "  bindwise bench", "  bindwise bench --operation google --operation trader.getQuote",
                "  bindwise bench --binding SOAP --binding RMI_IIOP --threads 4", "  bindwise bench --operation wildfly",
                "  bindwise bench --no-wildfly --full --out target/full" })
final class BenchCommand implements Callable<Integer> {

    /** The exit code of a run that finished but saw failed calls (they are in the table and the JSON). */
    static final int FAILED_CALLS = 3;

    private static final int MAX_THREADS = 64;
    private static final OptionRange THREADS = new OptionRange(1, MAX_THREADS, "client threads");
    /** The longest --measure, in seconds. */
    private static final int MAX_MEASURE_SECONDS = 600;

    @Spec
    private CommandSpec spec;

    @Option(names = "--full", description = "Run the paper's grid (string lengths, array lengths, binary sizes, null ratios), longer per point.")
    private boolean full;

    @Option(names = "--operation", paramLabel = "NAME",
            description = "An operation (doGoogleSearch), a service (google) or both (google.doGoogleSearch); repeatable. Default: all.")
    private List<String> operations = List.of();

    @Option(names = "--binding", paramLabel = "KIND", description = "SOAP, RMI_IIOP, JCA or LOCAL_JAVA; repeatable. Default: all.")
    private List<String> bindings = List.of();

    @Option(names = "--threads", paramLabel = "N",
            description = "Client threads calling at once, 1 to " + MAX_THREADS + " (default: ${DEFAULT-VALUE}).")
    private int threads = 1;

    @Option(names = "--measure", paramLabel = "SECONDS", description = "Measured seconds per operation and binding, more than 0"
            + " and at most " + MAX_MEASURE_SECONDS + " (default: 1.3; --full: 5).")
    private Double measureSeconds;

    @Option(names = WildFlyExample.LEAVE_OUT, description = "Leave the WildFly example out (it is measured when the "
            + "checkout has the server unpacked: ./mvnw -B -pl examples/wildfly dependency:unpack@unpack-wildfly).")
    private boolean noWildFly;

    @Option(names = "--out", paramLabel = "DIR", description = "Where bench.json and the server logs go (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("target", "bench");

    @Override
    public Integer call() throws BadInputException, IOException {
        THREADS.check("--threads", threads);
        if (measureSeconds != null && !(measureSeconds > 0 && measureSeconds <= MAX_MEASURE_SECONDS)) {
            throw new BadInputException("--measure " + measureSeconds + ": give more than 0 and at most "
                    + MAX_MEASURE_SECONDS + " seconds.");
        }
        Set<BindingKind> kinds = EnumSet.noneOf(BindingKind.class);
        for (String binding : bindings) {
            try {
                kinds.add(BindingKind.parse(binding));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--binding: " + e.getMessage() + ".");
            }
        }
        BenchSettings settings = (full ? BenchSettings.full() : BenchSettings.quick()).withThreads(threads);
        if (measureSeconds != null) {
            settings = new BenchSettings(settings.threads(), settings.warmup(),
                    Duration.ofMillis(Math.round(measureSeconds * 1000)), settings.maxCalls());
        }
        BenchPlan plan = new BenchPlan(Set.copyOf(operations), kinds, full, settings);
        Consumer<String> progress = line -> spec.commandLine().getErr().println(line);
        boolean wildFly = !noWildFly && plan.selects(GreeterOnWildFly.SERVICE, GreeterOnWildFly.BINDINGS);
        List<BenchTarget> targets = WildFlyExample.targets(wildFly, wildFly && !operations.isEmpty(),
                note -> progress.accept("bench: " + note));
        Files.createDirectories(out);
        Bench.Result result;
        try {
            result = new Bench(plan, out.resolve("logs"), progress, Map.of(), List.of(), 1, targets).run();
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        Path json = out.resolve("bench.json");
        Files.writeString(json, BenchReport.json(result));
        spec.commandLine().getOut().print(BenchReport.table(result));
        spec.commandLine().getOut().println("Every figure: " + json);
        spec.commandLine().getOut().flush();
        boolean failed = result.measurements().stream().anyMatch(m -> m.failures() > 0);
        return failed ? FAILED_CALLS : 0;
    }
}
