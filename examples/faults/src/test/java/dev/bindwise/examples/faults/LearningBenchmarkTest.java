package dev.bindwise.examples.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learning benchmark's short version: 2,000 calls a phase at 4 threads, JCA's replies held back 20 ms (on a
 * machine loaded by other builds a call takes milliseconds over any binding: the delay must stand out). It checks
 * the events and counts, never the times: the proxy moved away from the slowed binding for both operations called
 * (getQuote and buy) within the phase's calls, no wrong answer, no failed call, no buy sent twice or lost, every
 * call within its deadline.
 */
@Timeout(300)
class LearningBenchmarkTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    @TempDir
    Path out;

    @Test
    void theProxyMovesAwayFromTheSlowedBindingAndEveryAnswerIsRight() throws Exception {
        LearningBenchmark.Settings settings = new LearningBenchmark.Settings(2_000, List.of(4), Duration.ofMillis(20), 2_000,
                Duration.ofSeconds(10), ROOT, out);
        List<LearningBenchmark.Result> results = LearningBenchmark.run(settings, System.err);
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        LearningBenchmark.print(settings, results, new PrintStream(table, true, StandardCharsets.UTF_8));
        String printed = table.toString(StandardCharsets.UTF_8);
        System.out.println(printed);
        LearningBenchmark.Result result = results.get(0);
        assertNotNull(result.movedTo(), "the calls left the slowed binding: " + printed);
        for (String operation : List.of("getQuote", "buy")) {
            long calls = result.movedAfter().get(operation);
            assertTrue(calls > 0 && calls <= 2_000, operation + " moved after " + calls + " calls: " + printed);
        }
        LearningBenchmark.Counts counts = result.counts();
        assertTrue(counts.calls() > 0, printed);
        assertEquals(0, counts.wrongAnswers(), "wrong answers: " + printed);
        assertEquals(0, counts.failed(), "failed calls: " + printed);
        assertEquals(0, counts.sentTwice(), "buys sent twice: " + printed);
        assertEquals(0, counts.lost(), "buys lost: " + printed);
        assertTrue(counts.longestMillis() <= settings.callTimeout().toMillis(), "a call past its deadline: " + printed);
    }
}
