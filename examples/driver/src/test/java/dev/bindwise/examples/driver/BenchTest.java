package dev.bindwise.examples.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.examples.Workload;
import dev.bindwise.runtime.BindingKind;

/** The driver's loop, table and JSON over the binding that needs no server; the wire bindings have their own end-to-end tests. */
@Timeout(60)
class BenchTest {

    @TempDir
    Path logs;

    private final BenchSettings shortRun = new BenchSettings(2, Duration.ofMillis(50), Duration.ofMillis(100), 5_000);

    @Test
    void measuresEveryOperationLocallyWithoutFailures() throws Exception {
        StringBuilder progress = new StringBuilder();
        Bench.Result result = new Bench(new BenchPlan(Set.of(), Set.of(BindingKind.LOCAL_JAVA), false, shortRun), logs,
                line -> progress.append(line).append('\n')).run();

        assertEquals(13, result.measurements().size());
        for (Measurement m : result.measurements()) {
            assertEquals(0, m.failures(), m.operation() + ": " + m.firstFailure());
            assertTrue(m.calls() > 0 && m.calls() <= 5_000, m.operation() + " calls " + m.calls());
            assertTrue(m.meanMs() > 0 && m.p99Ms() >= m.medianMs(), m.toString());
            assertEquals(0.0, m.requestBytes(), "local Java has no wire");
        }
        assertTrue(progress.toString().contains("[13/13] trader.sell over LOCAL_JAVA"), progress.toString());

        String table = BenchReport.table(result);
        assertTrue(table.contains("google.doGoogleSearch  (strings 20, arrays 10"), table);
        JsonObject json = JsonParser.parseString(BenchReport.json(result)).getAsJsonObject();
        assertEquals(BenchReport.FORMAT, json.get("format").getAsString());
        assertEquals(13, json.getAsJsonArray("measurements").size());
    }

    @Test
    void theFullGridVariesOneParameterAtATime() {
        BenchPlan full = new BenchPlan(Set.of("google.doGoogleSearch", "getMap"), Set.of(), true, shortRun);
        // google: default + 4 string lengths (20 is the default) + 3 array lengths (10 is the default)
        assertEquals(1 + 3 + 2, full.points().stream().filter(p -> p.label().startsWith("google")).count());
        assertEquals(1 + 3 + 2, full.points().stream().filter(p -> p.label().endsWith("getMap")).count());
    }

    @Test
    void givenWorkloadsReplaceEachOperationsDefaultInTheirOrder() {
        List<Workload> sizes = List.of(new Workload(12, 20, 0, 0), new Workload(12, 2, 0, 0), new Workload(12, 200, 0, 0));
        BenchPlan plan = new BenchPlan(Set.of("financial.handleAddShort1"), Set.of(), false, shortRun, sizes);

        assertEquals(sizes, plan.points().stream().map(BenchPlan.Point::workload).toList());
        assertEquals(Set.of("financial.handleAddShort1"), plan.points().stream().map(BenchPlan.Point::label)
                .collect(Collectors.toSet()));
    }

    @Test
    void unknownOperationsAndBindingsWithoutAnExampleAreClearErrors() {
        IllegalArgumentException noOperation = assertThrows(IllegalArgumentException.class,
                () -> new Bench(new BenchPlan(Set.of("nope"), Set.of(), false, shortRun), logs, line -> { }).run());
        assertTrue(noOperation.getMessage().contains("nope"));
        IllegalArgumentException noBinding = assertThrows(IllegalArgumentException.class,
                () -> new Bench(new BenchPlan(Set.of(), Set.of(BindingKind.JMS), false, shortRun), logs, line -> { }).run());
        assertTrue(noBinding.getMessage().contains("JMS") && noBinding.getMessage().contains("LOCAL_JAVA"));
    }
}
