package dev.bindwise.examples.differential;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.bindwise.examples.accuracy.AccuracyHarness;

/**
 * The differential benchmark, long version: {@code --services N} random services (100 by default) from
 * {@code --first-seed}, {@code --calls N} calls of them (10,000), {@code --example-calls N} calls of each
 * operation of each example service (20), {@code --cxf-calls N} calls of each operation of each service of the CXF
 * example (100), every call over every binding its service offers; prints the figures
 * and each category of differences with its count and examples. Every difference is in {@code --out}'s
 * differences.tsv. Exit 0 without differences, 3 with some, 2 on bad options, 1 when the run failed.
 * Run with {@code examples/benchmarks/differential}.
 */
public final class DifferentialBenchmark {

    private DifferentialBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options;
        try {
            options = AccuracyHarness.options(args, Map.of("--services", "100", "--first-seed", "5000", "--calls", "10000",
                    "--example-calls", "20", "--cxf-calls", "100", "--root", ".", "--out", "target/differential"));
        } catch (IllegalArgumentException e) {
            System.err.println("differential: " + e.getMessage());
            System.exit(2);
            return;
        }
        int services;
        int calls;
        int exampleCalls;
        int cxfCalls;
        long firstSeed;
        try {
            services = Integer.parseInt(options.get("--services"));
            calls = Integer.parseInt(options.get("--calls"));
            exampleCalls = Integer.parseInt(options.get("--example-calls"));
            cxfCalls = Integer.parseInt(options.get("--cxf-calls"));
            firstSeed = Long.parseLong(options.get("--first-seed"));
        } catch (NumberFormatException e) {
            System.err.println("differential: --services, --calls, --example-calls, --cxf-calls and --first-seed take whole numbers: " + e.getMessage());
            System.exit(2);
            return;
        }
        Path root = Path.of(options.get("--root")).toAbsolutePath().normalize();
        if (!Files.isDirectory(root.resolve("examples"))) {
            System.err.println("differential: --root " + root + " is not the repository's root (it has no examples folder)");
            System.exit(2);
            return;
        }
        Path out = Path.of(options.get("--out"));
        long started = System.nanoTime();
        List<Long> seeds = AccuracyHarness.seeds(firstSeed, services);
        Outcome outcome = DifferentialHarness.run(seeds, calls, exampleCalls, cxfCalls, root, out, Duration.ofHours(3));
        String text = outcome.describe();
        System.out.print(text);
        System.out.printf(Locale.ROOT, "(%.0f s; every difference in %s)%n", (System.nanoTime() - started) / 1e9,
                out.resolve("differences.tsv"));
        Files.writeString(out.resolve("summary.txt"), text, StandardCharsets.UTF_8);
        System.exit(outcome.differences() == 0 ? 0 : 3);
    }
}
