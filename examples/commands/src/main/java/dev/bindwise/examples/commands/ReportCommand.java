package dev.bindwise.examples.commands;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.examples.driver.BenchTarget;
import dev.bindwise.examples.report.BenchmarkReport;
import dev.bindwise.examples.report.ReportData;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(name = "report",
        mixinStandardHelpOptions = true,
        header = "Runs the paper's experiments on the example services and writes an HTML report with plots.",
        description = "Runs the paper's experiments on the example services, on this machine, in one run: the votes beside the "
                + "paper's Table 2, the size models against the wire, every binding and the generated Bindwise proxy under "
                + "the load driver (the proxy against the binding measured fastest, and against SOAP), Trader over JCA and "
                + "SOAP, and what the proxy adds per call (JMH). Writes report.html (self-contained), report.json and the "
                + "plots (PNG). The WildFly example's rows come from a real WildFly when the checkout has it unpacked (6-70 s "
                + "more). --quick takes about 3 minutes on 2 cores.",
        footer = { "", "Examples:", "  bindwise report", "  bindwise report --full --out target/report-full" })
final class ReportCommand implements Callable<Integer> {

    static class Mode {
        @Option(names = "--quick", description = "Each operation at its default workload, short runs (the default).")
        boolean quick;

        @Option(names = "--full", description = "The paper's whole grid, longer per point.")
        boolean full;
    }

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true)
    private Mode mode = new Mode();

    @Option(names = WildFlyExample.LEAVE_OUT, description = "Leave the WildFly example out (it is measured when the "
            + "checkout has the server unpacked: ./mvnw -B -pl examples/wildfly dependency:unpack@unpack-wildfly).")
    private boolean noWildFly;

    @Option(names = "--out", paramLabel = "DIR", description = "Where the report goes (default: ${DEFAULT-VALUE}).")
    private Path out = Path.of("target", "report");

    @Override
    public Integer call() throws Exception {
        Path root = Checkout.root();
        if (!Files.isDirectory(root.resolve("examples"))) {
            throw new BadInputException("the report runs the examples of a Bindwise checkout, and " + root
                    + " is not one: run it from the repository's ./bindwise.");
        }
        Consumer<String> progress = line -> spec.commandLine().getErr().println(line);
        List<BenchTarget> targets = WildFlyExample.targets(!noWildFly, false, note -> progress.accept("report: " + note));
        ReportData data = BenchmarkReport.run(new BenchmarkReport.Options(mode.full, out.toAbsolutePath(), root, targets),
                progress);
        spec.commandLine().getOut().printf(Locale.ROOT, "Report written in %.0f s: %s%n", data.tookSeconds(),
                out.resolve("report.html"));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
