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
        return run(RandomService.Profile.ACCURACY, seeds, settings, work, timeout);
    }

    /** As {@link #run(List, int, Path, Duration)}, the services of a profile. */
    public static List<Result> run(RandomService.Profile profile, List<Long> seeds, int settings, Path work, Duration timeout)
            throws IOException, InterruptedException {
        compileServices(seeds.stream().map(seed -> RandomService.of(profile, seed)).toList(), work);
        List<String> command = runCommand(work, List.of("--seeds", String.join(",", seeds.stream().map(String::valueOf).toList()),
                "--settings", Integer.toString(settings), "--out", work.toString(), "--profile", profile.name()));
        // to measure again, or to look into a point, without generating anything
        Files.writeString(work.resolve("run.sh"), command.stream().map(a -> "'" + a + "'").collect(java.util.stream.Collectors.joining(" ")) + "\n");
        runToEnd(command, work.resolve("run.log"), timeout);
        return Files.readAllLines(work.resolve("results.tsv"), StandardCharsets.UTF_8).stream().skip(1).map(Result::parse).toList();
    }

    /**
     * The points of a finished run in {@code work} estimated again by the models of this build, beside the wire bytes
     * it measured (nothing is served or called): what a change to a model does.
     */
    public static List<Result> estimateAgain(Path work, Duration timeout) throws IOException, InterruptedException {
        runToEnd(runCommand(work, List.of("--estimate-again", "true", "--out", work.toString())), work.resolve("estimate-again.log"),
                timeout);
        return Files.readAllLines(work.resolve(AccuracyRun.AGAIN), StandardCharsets.UTF_8).stream().skip(1).map(Result::parse).toList();
    }

    /** {@link AccuracyRun} in a JVM of its own, the services' classes (under {@code work}) on its class path. */
    private static List<String> runCommand(Path work, List<String> arguments) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:+UseSerialGC");
        command.addAll(IiopBinding.JVM_OPTIONS);
        command.add("-cp");
        command.add(System.getProperty("java.class.path") + java.io.File.pathSeparator + work.resolve("classes"));
        command.add(AccuracyRun.class.getName());
        command.addAll(arguments);
        return command;
    }

    private static void runToEnd(List<String> command, Path log, Duration timeout) throws IOException, InterruptedException {
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
