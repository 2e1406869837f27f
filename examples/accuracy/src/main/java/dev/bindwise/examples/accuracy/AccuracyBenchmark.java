package dev.bindwise.examples.accuracy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * The size models on services nobody tuned them for: {@code --services N} random services (100 by
 * default) from {@code --first-seed} of the {@code --profile} ({@code every}, every construct the WSDL reader
 * accepts, by default; {@code accuracy}, the older narrower one), each called at {@code --settings} points of
 * the space, {@link Settings#CALLS} calls a point; prints every point and the median and largest error per
 * binding and side. {@code --estimate-again DIR} estimates the points of a finished run (its {@code --out}) again with
 * the models of this build, beside the wire bytes it measured, serving and calling nothing.
 * Run with {@code examples/benchmarks/accuracy}.
 */
public final class AccuracyBenchmark {

    private AccuracyBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options;
        try {
            options = AccuracyHarness.options(args, Map.of("--services", "100", "--first-seed", "1000", "--settings", "3",
                    "--out", "target/accuracy", "--profile", "every", "--estimate-again", ""));
        } catch (IllegalArgumentException e) {
            System.err.println("accuracy: " + e.getMessage());
            System.exit(2);
            return;
        }
        if (!options.get("--estimate-again").isEmpty()) {
            // a finished run's points, the wire bytes as measured, estimated by the models of this build
            List<Result> results = AccuracyHarness.estimateAgain(Path.of(options.get("--estimate-again")), Duration.ofMinutes(30));
            results.forEach(result -> System.out.println(result.describe()));
            System.out.printf("%n%d points of the run in %s estimated again%n", results.size(), options.get("--estimate-again"));
            AccuracyHarness.summarize(results).forEach(summary -> System.out.println(summary.describe()));
            return;
        }
        RandomService.Profile profile = switch (options.get("--profile")) {
            case "every" -> RandomService.Profile.EVERY_CONSTRUCT;
            case "accuracy" -> RandomService.Profile.ACCURACY;
            default -> {
                System.err.println("accuracy: --profile is 'every' (every construct the WSDL reader accepts, served over SOAP by"
                        + " Apache CXF) or 'accuracy' (objects nillable, primitives required, served by Axis2), not '"
                        + options.get("--profile") + "'");
                System.exit(2);
                yield null;
            }
        };
        int services = Integer.parseInt(options.get("--services"));
        List<Long> seeds = AccuracyHarness.seeds(Long.parseLong(options.get("--first-seed")), services);
        long started = System.nanoTime();
        List<Result> results = AccuracyHarness.run(profile, seeds, Integer.parseInt(options.get("--settings")),
                Path.of(options.get("--out")), Duration.ofHours(1));
        results.forEach(result -> System.out.println(result.describe()));
        System.out.printf("%n%d random services (%s profile), %d operations, %d points per operation and binding, %d calls a point (%.0f s)%n",
                services, profile, results.stream().map(r -> r.seed() + "." + r.operation()).distinct().count(),
                Integer.parseInt(options.get("--settings")), Settings.CALLS, (System.nanoTime() - started) / 1e9);
        AccuracyHarness.summarize(results).forEach(summary -> System.out.println(summary.describe()));
    }
}
