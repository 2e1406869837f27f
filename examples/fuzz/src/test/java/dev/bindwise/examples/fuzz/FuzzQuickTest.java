package dev.bindwise.examples.fuzz;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * The quick mode of the fuzz harness, in the build: a fixed set of seeds that meets every mutation of every input
 * kind once (about 110 mutants), through every command. Any bad outcome fails it, with the counts, each bad
 * verdict's command and message, and the command that replays it.
 */
class FuzzQuickTest {

    private static final Path WORK = Path.of(System.getProperty("bindwise.fuzz.work", "target/fuzz"));

    @Test
    void noMutantEndsInAnInternalErrorAStackTraceAHangALostFileOrOutOfMemory() {
        Inputs inputs = Inputs.find();
        List<Long> seeds = FuzzBenchmark.quickSeeds(inputs, WORK);
        FuzzReport report = new FuzzReport();
        new Fuzzer(inputs, WORK, Duration.ofSeconds(20)).run(seeds, report);

        StringWriter counts = new StringWriter();
        report.print(new PrintWriter(counts));
        System.out.println(counts);
        assertTrue(report.bad().isEmpty(), () -> report.bad().size() + " of " + report.mutants()
                + " mutants ended badly (" + report.bad().stream().map(v -> v.outcome() + " " + v.seed())
                        .collect(Collectors.joining(", ")) + "):\n" + counts);
    }
}
