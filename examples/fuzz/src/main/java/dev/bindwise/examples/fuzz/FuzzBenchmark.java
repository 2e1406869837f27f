package dev.bindwise.examples.fuzz;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

/**
 * The long mode of the fuzz harness (run it with examples/fuzz/run): mutants of seeds FIRST, FIRST + 1, ... through
 * every command, then the counts per outcome and input kind and, for every bad outcome, its seed and the command that
 * replays it. {@code --replay SEED...} makes those mutants again and prints every run's command line and output,
 * and keeps their folders.
 */
public final class FuzzBenchmark {

    private static final String USAGE = """
            usage: examples/fuzz/run [--mutants N] [--first SEED] [--bound SECONDS] [--work DIR]
                   examples/fuzz/run --quick
                   examples/fuzz/run --replay SEED [SEED...]
              --mutants N      how many mutants (default 1000), of the seeds FIRST, FIRST + 1, ...
              --first SEED     the first seed (default 1)
              --bound SECONDS  the bound of one run on an idle machine (default 20); a run past it is an outcome
              --work DIR       where the mutants' files go (default target/fuzz under examples/fuzz)
              --quick          the quick mode's seeds (the test's): each mutation of each kind once
              --replay SEED..  make these mutants again, run them and print everything they printed""";

    private FuzzBenchmark() {
    }

    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        int mutants = 1000;
        long first = 1;
        Duration bound = Duration.ofSeconds(20);
        Inputs inputs = Inputs.find();
        Path work = inputs.root().resolve("examples/fuzz/target/fuzz");
        List<Long> replay = new ArrayList<>();
        boolean quick = false;
        try {
            for (int i = 0; i < args.length; i++) {
                switch (args[i]) {
                    case "--mutants" -> mutants = Integer.parseInt(args[++i]);
                    case "--first" -> first = Long.parseLong(args[++i]);
                    case "--bound" -> bound = Duration.ofSeconds(Long.parseLong(args[++i]));
                    case "--work" -> work = Path.of(args[++i]).toAbsolutePath();
                    case "--quick" -> quick = true;
                    case "--replay" -> {
                        while (i + 1 < args.length && !args[i + 1].startsWith("--")) {
                            replay.add(Long.parseLong(args[++i]));
                        }
                    }
                    default -> throw new IllegalArgumentException("unknown option " + args[i]);
                }
            }
        } catch (RuntimeException e) {
            System.err.println("fuzz: " + e.getMessage() + "\n" + USAGE);
            System.exit(2);
        }
        FuzzReport report = new FuzzReport();
        Fuzzer fuzzer = new Fuzzer(inputs, work, bound);
        long start = System.nanoTime();
        if (!replay.isEmpty()) {
            fuzzer.replay(replay, verdict -> {
                report.accept(verdict);
                out.println("# verdict: " + verdict.outcome() + (verdict.detail() == null ? "" : ": " + verdict.detail()));
            }, out);
        } else {
            List<Long> seeds = quick ? quickSeeds(inputs, work) : LongStream.range(first, first + mutants).boxed().toList();
            out.printf("fuzz: %d mutants from seed %d, each run bounded by %d s, in %s%n", seeds.size(), seeds.get(0),
                    bound.toSeconds(), work);
            fuzzer.run(seeds, verdict -> {
                report.accept(verdict);
                if (report.mutants() % 50 == 0) {
                    out.printf("fuzz: %d of %d mutants, %d bad so far%n", report.mutants(), seeds.size(), report.bad().size());
                }
            });
        }
        out.printf("%nfuzz: done in %d s%n", Duration.ofNanos(System.nanoTime() - start).toSeconds());
        report.print(out);
        System.exit(report.bad().isEmpty() ? 0 : 3);
    }

    /** The seeds of the quick mode: from seed 1, the first of every mutation of every kind. */
    static List<Long> quickSeeds(Inputs inputs, Path work) {
        try (Loopback loopback = new Loopback()) {
            return new MutantFactory(inputs, loopback, work).coveringSeeds(1);
        }
    }
}
