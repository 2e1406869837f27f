package dev.bindwise.examples.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.runtime.BindingKind;

/**
 * The decision benchmark's quick version: a few points on the real servers, decided every way and printed. It checks
 * that the benchmark runs and prints what it promises, not the speed (a shared machine's times are not a test's).
 */
class DecisionBenchmarkTest {

    @Test
    void aFewPointsAreMeasuredDecidedEveryWayAndPrinted(@TempDir Path work) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
        // a calibration as calibrate writes it is a cost table; this one is made up, it only has to differ
        CostTable calibrated = CostTable.defaults().with(Map.of(BindingKind.SOAP, new BindingCost(2, 3e-5)));
        DecisionBenchmark benchmark = new DecisionBenchmark(root, CostTable.defaults(), calibrated);
        BenchSettings settings = new BenchSettings(1, Duration.ofMillis(100), Duration.ofMillis(200), 200);
        List<DecisionBenchmark.Decision> decisions = benchmark.run(DecisionBenchmark.quickPlans(settings), work, line -> { });

        // handleAddShort100 and getQuote, each where SOAP and RMI-IIOP answer and where JCA does too
        assertEquals(4, decisions.size(), decisions.toString());
        for (DecisionBenchmark.Decision decision : decisions) {
            assertEquals(DecisionBenchmark.Way.values().length, decision.chosen().size());
            assertEquals(decision.reachable().size(), decision.fastestFirst().size(), decision.toString());
            if (decision.reachable().contains(BindingKind.JCA)) {
                // the static rule JCA beats the others decides, whatever the costs
                decision.chosen().values().forEach(kind -> assertEquals(BindingKind.JCA, kind, decision.toString()));
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DecisionBenchmark.print(decisions, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String printed = bytes.toString(StandardCharsets.UTF_8);
        System.out.println(printed);
        assertTrue(printed.contains("financial.handleAddShort100") && printed.contains("trader.getQuote"), printed);
        assertTrue(printed.contains("faster than the next:") && printed.contains("calibration and operating point")
                && printed.contains("default costs, over the space"), printed);

        // held out: each operation's points scored by a calibration fitted on the other's, the defaults on Trader's alone
        List<DecisionBenchmark.HeldOut> heldOut = benchmark.heldOut(decisions);
        long decisive = decisions.stream().filter(DecisionBenchmark.Decision::decisive).count();
        long decisiveOutsideFinancial = decisions.stream().filter(d -> d.decisive() && !d.service().equals("financial")).count();
        assertEquals(2, heldOut.size(), heldOut.toString());
        assertEquals(decisive, heldOut.get(0).of(), heldOut.toString());
        assertEquals(decisiveOutsideFinancial, heldOut.get(1).of(), heldOut.toString());
        ByteArrayOutputStream heldOutBytes = new ByteArrayOutputStream();
        DecisionBenchmark.printHeldOut(heldOut, new PrintStream(heldOutBytes, true, StandardCharsets.UTF_8));
        String heldOutPrinted = heldOutBytes.toString(StandardCharsets.UTF_8);
        System.out.println(heldOutPrinted);
        assertTrue(heldOutPrinted.contains("fitted on the other half's operations")
                && heldOutPrinted.contains("services other than financial"), heldOutPrinted);
    }
}
