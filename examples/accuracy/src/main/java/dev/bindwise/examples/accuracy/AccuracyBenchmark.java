package dev.bindwise.examples.accuracy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The size models on services nobody tuned them for: {@code --services N} random services (100 by
 * default) from {@code --first-seed}, each called at {@code --settings} points of the space, ten calls a
 * point; prints every point and the median and largest error per binding and side.
 * Run with {@code examples/benchmarks/accuracy}.
 */
public final class AccuracyBenchmark {

    private AccuracyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options;
        try {
            options = AccuracyHarness.options(args, Map.of("--services", "100", "--first-seed", "1000", "--settings", "3",
                    "--out", "target/accuracy"));
        } catch (IllegalArgumentException e) {
            System.err.println("accuracy: " + e.getMessage());
            System.exit(2);
            return;
        }
        int services = Integer.parseInt(options.get("--services"));
        List<Long> seeds = AccuracyHarness.seeds(Long.parseLong(options.get("--first-seed")), services);
        long started = System.nanoTime();
        List<Result> results = AccuracyHarness.run(seeds, Integer.parseInt(options.get("--settings")),
                Path.of(options.get("--out")), Duration.ofHours(1));
        results.forEach(result -> System.out.println(result.describe()));
        System.out.printf("%n%d random services, %d operations, %d points per operation and binding, %d calls a point (%.0f s)%n",
                services, results.stream().map(r -> r.seed() + "." + r.operation()).distinct().count(),
                Integer.parseInt(options.get("--settings")), Settings.CALLS, (System.nanoTime() - started) / 1e9);
        AccuracyHarness.summarize(results).forEach(summary -> System.out.println(summary.describe()));
    }
}
