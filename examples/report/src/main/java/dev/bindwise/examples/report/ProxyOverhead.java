package dev.bindwise.examples.report;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

/**
 * What the generated proxy adds to a call: the JMH benchmark of examples/benchmarks (ProxyCallBenchmark, a
 * no-op operation through the proxy generated from its WSDL against the direct call), run in a JVM of its own with short
 * iterations, as the report's last figure. JMH's jars are where the build of examples/benchmarks copies them.
 */
final class ProxyOverhead {

    private static final String BENCHMARK = "dev.bindwise.examples.benchmarks.proxy.ProxyCallBenchmark";

    private ProxyOverhead() {
    }

    /** Nanoseconds the proxy adds per call, NaN (with a progress line saying why) when JMH could not run. */
    static double measure(Path root, Path out, Consumer<String> progress) throws IOException, InterruptedException {
        Path jmh = root.resolve("examples/benchmarks/target/jmh");
        if (!Files.isDirectory(jmh)) {
            progress.accept("report: no proxy overhead: " + jmh + " is missing (build examples/benchmarks once)");
            return Double.NaN;
        }
        Path results = out.resolve("proxy-overhead-jmh.json");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dbindwise.root=" + root, // where the benchmark finds the WSDLs it generates its proxies from
                "-cp", System.getProperty("java.class.path") + File.pathSeparator + jmh.resolve("*"),
                "org.openjdk.jmh.Main", BENCHMARK + ".echo", "-f", "1", "-wi", "2", "-w", "500ms", "-i", "3", "-r", "500ms",
                "-rf", "json", "-rff", results.toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(out.resolve("logs/proxy-overhead-jmh.log").toFile()).start();
        if (!process.waitFor(3, TimeUnit.MINUTES) || process.exitValue() != 0) {
            process.destroyForcibly();
            progress.accept("report: no proxy overhead: JMH did not finish, see logs/proxy-overhead-jmh.log");
            return Double.NaN;
        }
        Map<String, Double> nanos = new TreeMap<>();
        for (JsonElement run : JsonParser.parseString(Files.readString(results)).getAsJsonArray()) {
            String name = run.getAsJsonObject().get("benchmark").getAsString();
            nanos.put(name.substring(name.lastIndexOf('.') + 1),
                    run.getAsJsonObject().getAsJsonObject("primaryMetric").get("score").getAsDouble());
        }
        Double proxy = nanos.get("echoProxy");
        Double direct = nanos.get("echoDirect");
        return proxy == null || direct == null ? Double.NaN : proxy - direct;
    }
}
