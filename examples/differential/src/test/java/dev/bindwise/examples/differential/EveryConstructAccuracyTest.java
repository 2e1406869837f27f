package dev.bindwise.examples.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.examples.accuracy.AccuracyHarness;
import dev.bindwise.examples.accuracy.RandomService;
import dev.bindwise.examples.accuracy.Result;

/**
 * A few random services of the every-construct profile against the wire of the real Apache CXF (SOAP, the servers
 * of this module) and GlassFish ORB servers, the SOAP replies sized as CXF writes them: the median error per binding
 * and side at most 1 %, the largest at most 5 % (examples/benchmarks/accuracy runs 100). Here, not in the accuracy
 * module, since the CXF server is this module's.
 */
@Timeout(280)
class EveryConstructAccuracyTest {

    private static final List<Long> SEEDS = List.of(31L, 32L, 33L);

    @Test
    void estimatesOfServicesOfEveryConstructHoldOnTheWireOfCxf() throws Exception {
        Path work = Files.createDirectories(Path.of("target", "every-construct-accuracy"));
        List<Result> results = AccuracyHarness.run(RandomService.Profile.EVERY_CONSTRUCT, SEEDS, 3, work, Duration.ofSeconds(250));
        List<AccuracyHarness.Summary> summaries = AccuracyHarness.summarize(results);
        String table = results.stream().map(Result::describe).collect(Collectors.joining("\n")) + "\n"
                + summaries.stream().map(AccuracyHarness.Summary::describe).collect(Collectors.joining("\n"));
        System.out.println(table);

        assertEquals(List.of("SOAP", "RMI_IIOP"), summaries.stream().map(AccuracyHarness.Summary::binding).distinct().toList(), table);
        for (AccuracyHarness.Summary summary : summaries) {
            assertTrue(summary.median() <= 0.01, summary.describe() + "\n" + table);
            assertTrue(summary.max() <= 0.05, summary.describe() + "\n" + table);
        }
    }
}
