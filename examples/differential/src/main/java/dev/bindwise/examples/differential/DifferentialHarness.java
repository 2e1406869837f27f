package dev.bindwise.examples.differential;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import dev.bindwise.examples.accuracy.AccuracyHarness;
import dev.bindwise.examples.accuracy.RandomService;
import dev.bindwise.examples.iiop.IiopBinding;

/**
 * The differential benchmark: random services of the accuracy harness's generator in its every-construct
 * profile, written as Java sources and WSDLs and compiled with javax.tools, then called with the example
 * services through generated proxies over every binding each offers ({@link DifferentialRun}, in a JVM whose
 * class path holds the compiled services).
 */
public final class DifferentialHarness {

    private DifferentialHarness() {
    }

    /**
     * Makes the services of these seeds, and runs the calls.
     *
     * @param calls calls of the random services, spread evenly over their operations (each over every binding)
     * @param exampleCalls calls per operation of each example service (none: leave them out)
     * @param cxfCalls calls per operation of each service of the CXF example (none: leave them out)
     * @param root the repository root, which the example services' WSDL paths are relative to
     * @param work a folder for the sources, classes, WSDLs, proxies, logs and results
     */
    public static Outcome run(List<Long> seeds, int calls, int exampleCalls, int cxfCalls, Path root, Path work, Duration timeout)
            throws IOException, InterruptedException {
        Files.createDirectories(work);
        List<RandomService> services = seeds.stream().map(seed -> RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed))
                .toList();
        Path classes = AccuracyHarness.compileServices(services, work);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:+UseSerialGC");
        command.addAll(IiopBinding.JVM_OPTIONS);
        command.add("-cp");
        command.add(System.getProperty("java.class.path") + File.pathSeparator + classes);
        command.add(DifferentialRun.class.getName());
        command.addAll(List.of("--seeds", seeds.stream().map(String::valueOf).collect(Collectors.joining(",")), "--calls",
                Integer.toString(calls), "--example-calls", Integer.toString(exampleCalls), "--cxf-calls", Integer.toString(cxfCalls), "--root", root.toString(), "--out",
                work.toString()));
        // to run the calls again without making anything
        Files.writeString(work.resolve("run.sh"), command.stream().map(a -> "'" + a + "'").collect(Collectors.joining(" ")) + "\n");
        Path log = work.resolve("run.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IOException("the differential run did not end within " + timeout.toSeconds() + " s: " + AccuracyHarness.tail(log));
            }
        } finally {
            process.destroyForcibly().waitFor();
        }
        if (process.exitValue() != 0) {
            throw new IOException("the differential run failed (exit code " + process.exitValue() + "): " + AccuracyHarness.tail(log));
        }
        return Outcome.parse(Files.readAllLines(work.resolve("summary.tsv"), StandardCharsets.UTF_8));
    }
}
