package dev.bindwise.examples.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A few fixed random services against the wire of the real Axis2 and GlassFish ORB servers: the median
 * error per binding and side at most 1 %, the largest at most 5 % (the benchmark runs 100 and more).
 */
@Timeout(170)
class RandomServicesAccuracyTest {

    private static final List<Long> SEEDS = List.of(11L, 12L, 13L, 14L);

    @Test
    void estimatesOfServicesNobodyTunedThemForHoldOnTheWire() throws Exception {
        // kept under target/ for a look at the services and the points after a failure
        Path work = Files.createDirectories(Path.of("target", "accuracy-test"));
        List<Result> results = AccuracyHarness.run(SEEDS, 3, work, Duration.ofSeconds(150));
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
