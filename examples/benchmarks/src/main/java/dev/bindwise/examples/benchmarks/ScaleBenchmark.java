package dev.bindwise.examples.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * {@code select} and {@code generate} at scale (issue 29): the command line a user runs, as a whole process, on a
 * WSDL of 1,000 operations beside the same WSDL with 3 (MapPoint's operations repeated under new names,
 * {@link ManyOperationsWsdl}), in alternating rounds so that both see the same load. Prints per command the median
 * wall time of each, their ratio (goal: at most 1.5x) and the largest peak resident memory of the 1,000-operation
 * runs (goal: at most 256 MB; measured with GNU time where the machine has it), and, with GNU time, the median CPU
 * time and their ratio, which a loaded machine disturbs less than the wall times.
 * Run: {@code examples/benchmarks/scale [--rounds N] [--operations N]}.
 */
public final class ScaleBenchmark {

    private static final Path GNU_TIME = Path.of("/usr/bin/time");
    private static final String PEAK_MARK = "BINDWISE-PEAK-KB ";
    private static final String CPU_MARK = "BINDWISE-CPU-S ";

    private ScaleBenchmark() {
    }

    /**
     * One process's wall time and, where GNU time measured them, its peak resident memory and CPU time (user and
     * system, every thread): on a loaded machine the wall times of the same command vary severalfold, its CPU time
     * far less.
     */
    private record Run(double seconds, OptionalLong peakKb, OptionalDouble cpuSeconds) {
    }

    public static void main(String[] args) throws Exception {
        int rounds = option(args, "--rounds", 5);
        int operations = option(args, "--operations", 1000);
        Path root = Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();
        Path work = Files.createTempDirectory("bindwise-scale-benchmark");
        Path example = root.resolve("examples/mappoint/MapPoint.wsdl");
        Path small = ManyOperationsWsdl.write(example, 3, work.resolve("Few.wsdl"));
        Path large = ManyOperationsWsdl.write(example, operations, work.resolve("Many.wsdl"));
        System.out.printf(Locale.ROOT, "== select and generate as whole processes: %d operations against 3, %d alternating rounds ==%n",
                operations, rounds);
        for (String command : List.of("select", "generate")) {
            // one run of each first: the launcher's class-data archive and the file cache are made then
            run(root, work, command, small, "warm");
            run(root, work, command, large, "warm");
            List<Run> few = new ArrayList<>();
            List<Run> many = new ArrayList<>();
            for (int round = 0; round < rounds; round++) {
                few.add(run(root, work, command, small, "few" + round));
                many.add(run(root, work, command, large, "many" + round));
            }
            double fewSeconds = median(few);
            double manySeconds = median(many);
            OptionalLong peak = many.stream().filter(r -> r.peakKb().isPresent()).mapToLong(r -> r.peakKb().getAsLong()).max();
            System.out.printf(Locale.ROOT, "%-8s 3 operations %.2f s, %d operations %.2f s: %.2fx (goal at most 1.5x); peak memory %s (goal at most 256 MB)%n",
                    command, fewSeconds, operations, manySeconds, manySeconds / fewSeconds,
                    peak.isPresent() ? peak.getAsLong() / 1024 + " MB" : "not measured (needs GNU time at " + GNU_TIME + ")");
            if (few.stream().allMatch(r -> r.cpuSeconds().isPresent()) && many.stream().allMatch(r -> r.cpuSeconds().isPresent())) {
                double fewCpu = median(few.stream().mapToDouble(r -> r.cpuSeconds().getAsDouble()).toArray());
                double manyCpu = median(many.stream().mapToDouble(r -> r.cpuSeconds().getAsDouble()).toArray());
                System.out.printf(Locale.ROOT, "%-8s CPU time (user and system): 3 operations %.2f s, %d operations %.2f s: %.2fx%n",
                        command, fewCpu, operations, manyCpu, manyCpu / fewCpu);
            }
        }
        System.out.printf(Locale.ROOT, "load average at the end: %s%n", loadAverage());
    }

    private static Run run(Path root, Path work, String command, Path wsdl, String name) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>();
        boolean timed = Files.isExecutable(GNU_TIME);
        if (timed) {
            line.addAll(List.of(GNU_TIME.toString(), "-f", PEAK_MARK + "%M\n" + CPU_MARK + "%U %S"));
        }
        line.add(root.resolve("bindwise").toString());
        line.add(command);
        line.add("--no-probe");
        Path out = work.resolve(command + "-" + name);
        if (command.equals("select")) {
            line.addAll(List.of("--force", "--plan=" + out + ".xmi"));
        } else {
            line.add("--out=" + out);
        }
        line.add(wsdl.toString());
        Path log = work.resolve(command + "-" + name + ".log");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int exit = process.waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        List<String> output = Files.readAllLines(log, StandardCharsets.UTF_8);
        if (exit != 0) {
            throw new IOException(String.join(" ", line) + " failed (exit code " + exit + "): "
                    + String.join("\n", output.subList(Math.max(0, output.size() - 20), output.size())));
        }
        OptionalLong peak = output.stream().filter(l -> l.startsWith(PEAK_MARK))
                .mapToLong(l -> Long.parseLong(l.substring(PEAK_MARK.length()).trim())).findFirst();
        OptionalDouble cpu = output.stream().filter(l -> l.startsWith(CPU_MARK)).mapToDouble(l -> Arrays
                .stream(l.substring(CPU_MARK.length()).trim().split(" ")).mapToDouble(Double::parseDouble).sum()).findFirst();
        return new Run(seconds, peak, cpu);
    }

    private static double median(List<Run> runs) {
        return median(runs.stream().mapToDouble(Run::seconds).toArray());
    }

    private static double median(double[] values) {
        Arrays.sort(values);
        return values[values.length / 2];
    }

    private static int option(String[] args, String name, int otherwise) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals(name)) {
                return Integer.parseInt(args[i + 1]);
            }
        }
        return otherwise;
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
