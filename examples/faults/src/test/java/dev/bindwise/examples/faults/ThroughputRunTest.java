package dev.bindwise.examples.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** How the rounds of a throughput run become its numbers, and the options that set the method. */
class ThroughputRunTest {

    @Test
    void theRatioIsTheMedianOfTheRoundsRatiosSoThatOneDisturbedRoundDoesNotMoveIt() {
        ThroughputRun.Result result = new ThroughputRun.Result("RMI_IIOP", 1, List.of(
                new ThroughputRun.Round(1000, 1000), new ThroughputRun.Round(400, 1000), new ThroughputRun.Round(990, 1000),
                new ThroughputRun.Round(2000, 1000), new ThroughputRun.Round(1020, 1000)), 0, "");

        assertEquals(1.0, result.ratio(), 1e-9);
        assertEquals(0.99, result.lowerQuartile(), 1e-9);
        assertEquals(1.02, result.upperQuartile(), 1e-9);
        assertEquals(0.4, result.lowestRatio(), 1e-9);
        assertEquals(2.0, result.highestRatio(), 1e-9);
        assertEquals(1000, result.proxyPerSecond(), 1e-9);
        assertEquals(1000, result.directPerSecond(), 1e-9);
    }

    @Test
    void anEvenNumberOfRoundsTakesTheMeanOfTheMiddleTwo() {
        ThroughputRun.Result result = new ThroughputRun.Result("SOAP", 4, List.of(new ThroughputRun.Round(900, 1000),
                new ThroughputRun.Round(1100, 1000)), 0, "");

        assertEquals(1.0, result.ratio(), 1e-9);
    }

    @Test
    void theOptionsSetTheWarmUpTheWindowAndTheRounds() {
        FaultBenchmark.Settings settings = FaultBenchmark.parse(new String[] {"--warm-up-seconds", "4", "--window-ms",
                "3", "--rounds", "7"});

        assertEquals(new ThroughputRun.Method(java.time.Duration.ofSeconds(4), java.time.Duration.ofMillis(3), 7),
                settings.throughput());
    }

    @Test
    void noRoundsIsRefusedWithWhatToGive() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> FaultBenchmark.parse(new String[] {"--rounds", "0"}));

        assertTrue(refused.getMessage().contains("at least one round"), refused.getMessage());
    }
}
