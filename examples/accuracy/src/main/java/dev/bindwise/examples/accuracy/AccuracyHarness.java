package dev.bindwise.examples.accuracy;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import dev.bindwise.examples.iiop.IiopBinding;

/**
 * The accuracy harness no model can be tuned to: random services ({@link RandomService}) written as Java
 * sources and WSDLs, compiled with javax.tools, served on the real Axis2 and GlassFish ORB and called
 * through the byte-counting relay ({@link AccuracyRun}, in a JVM whose class path holds the compiled
 * services), each point's wire bytes set beside {@code estimate --at} there.
 */
public final class AccuracyHarness {

    /** The median and largest absolute error of one binding and side. */
    public record Summary(String binding, String side, int points, double median, double max) {

        public String describe() {
            return String.format(Locale.ROOT, "%-9s %-8s %5d points   |error| median %5.2f %%   max %5.2f %%", binding, side,
                    points, 100 * median, 100 * max);
        }
    }

    private AccuracyHarness() {
    }

    /**
     * Makes, serves, calls and estimates the services of these seeds.
     *
     * @param work a folder for the sources, classes, WSDLs, logs and results
     * @param settings points per service
     */
    public static List<Result> run(List<Long> seeds, int settings, Path work, Duration timeout) throws IOException,
            InterruptedException {
        Path classes = compile(seeds, work);
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:+UseSerialGC");
        command.addAll(IiopBinding.JVM_OPTIONS);
        command.add("-cp");
        command.add(System.getProperty("java.class.path") + java.io.File.pathSeparator + classes);
        command.add(AccuracyRun.class.getName());
        command.addAll(List.of("--seeds", String.join(",", seeds.stream().map(String::valueOf).toList()), "--settings",
                Integer.toString(settings), "--out", work.toString()));
        // to measure again, or to look into a point, without generating anything
        Files.writeString(work.resolve("run.sh"), command.stream().map(a -> "'" + a + "'").collect(java.util.stream.Collectors.joining(" ")) + "\n");
        Path log = work.resolve("run.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new IOException("the accuracy run did not end within " + timeout.toSeconds() + " s: " + tail(log));
            }
        } finally {
            process.destroyForcibly().waitFor();
        }
        if (process.exitValue() != 0) {
            throw new IOException("the accuracy run failed (exit code " + process.exitValue() + "): " + tail(log));
        }
        return Files.readAllLines(work.resolve("results.tsv"), StandardCharsets.UTF_8).stream().skip(1).map(Result::parse).toList();
    }

    /** Writes and compiles the services' sources (with debug information: Axis2 reads parameter names from it). */
    static Path compile(List<Long> seeds, Path work) throws IOException {
        return compileServices(seeds.stream().map(RandomService::of).toList(), work);
    }

    /** Writes and compiles these services' sources under {@code work} (src, classes): the classes' folder. */
    public static Path compileServices(List<RandomService> services, Path work) throws IOException {
        Path sources = work.resolve("src");
        Path classes = work.resolve("classes");
        Files.createDirectories(classes);
        List<Path> files = new ArrayList<>();
        for (RandomService service : services) {
            for (Map.Entry<String, String> source : new ServiceSources(service).javaSources().entrySet()) {
                Path file = sources.resolve(source.getKey().replace('.', '/') + ".java");
                Files.createDirectories(file.getParent());
                Files.writeString(file, source.getValue());
                files.add(file);
            }
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IOException("no Java compiler in " + System.getProperty("java.home") + ": run the harness on a JDK");
        }
        StringWriter errors = new StringWriter();
        try (StandardJavaFileManager fileManager = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
            Iterable<? extends JavaFileObject> units = fileManager.getJavaFileObjectsFromPaths(files);
            List<String> options = List.of("-g", "-nowarn", "-d", classes.toString(), "-cp", System.getProperty("java.class.path"));
            if (!javac.getTask(errors, fileManager, null, options, null, units).call()) {
                throw new IOException("the random services do not compile:\n" + errors);
            }
        }
        return classes;
    }

    /** Median and largest absolute error per binding and side (request, reply), bindings in the order met. */
    public static List<Summary> summarize(List<Result> results) {
        Map<String, List<double[]>> byBinding = new LinkedHashMap<>();
        for (Result result : results) {
            byBinding.computeIfAbsent(result.binding(), b -> new ArrayList<>())
                    .add(new double[] {Math.abs(result.requestError()), Math.abs(result.replyError())});
        }
        List<Summary> summaries = new ArrayList<>();
        byBinding.forEach((binding, errors) -> {
            for (int side = 0; side < 2; side++) {
                int s = side;
                double[] sorted = errors.stream().mapToDouble(e -> e[s]).sorted().toArray();
                int middle = sorted.length / 2;
                double median = sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
                summaries.add(new Summary(binding, side == 0 ? "request" : "reply", sorted.length, median, sorted[sorted.length - 1]));
            }
        });
        return summaries;
    }

    /** Seeds first, first + 1, ... */
    public static List<Long> seeds(long first, int count) {
        List<Long> seeds = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            seeds.add(first + i);
        }
        return seeds;
    }

    /** The last lines of a run's log, and where the whole is. */
    public static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size())) + "\n(full log: " + log + ")";
        } catch (IOException e) {
            return "(no log at " + log + ")";
        }
    }

    /** Parses options such as {@code --services N --first-seed S --settings N --out DIR}. */
    public static Map<String, String> options(String[] args, Map<String, String> defaults) {
        Map<String, String> options = new LinkedHashMap<>(defaults);
        for (int i = 0; i < args.length; i++) {
            if (!defaults.containsKey(args[i]) || i + 1 >= args.length) {
                throw new IllegalArgumentException("unknown option or missing value '" + args[i] + "'; options: " + defaults.keySet());
            }
            options.put(args[i], args[++i]);
        }
        return options;
    }

    public static List<Long> parseSeeds(String text) {
        return Arrays.stream(text.split(",")).map(String::trim).map(Long::parseLong).toList();
    }
}
