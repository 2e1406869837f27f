package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.cli.InspectCommandTest.Outcome;
import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.runtime.BindingKind;

class EstimateCommandTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../.."));
    private static final Path GOOGLE = ROOT.resolve("examples/google/GoogleSearch.wsdl");

    @Test
    void estimatePrintsSizesPerBindingAndTheVotePerOperation() {
        Outcome outcome = bindwise("estimate", GOOGLE.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        String report = outcome.out();
        assertTrue(report.startsWith("No hints: the paper's whole parameter space"), report);
        assertTrue(report.contains("GoogleSearch.doGoogleSearch  "), report);
        assertTrue(report.contains("vote: "), report);
        assertTrue(report.contains("request min / median / max"), report);
    }

    @Test
    void estimateJsonCarriesRangesVoteAndTheSpace() {
        Outcome outcome = bindwise("estimate", "--json", "--hints", "A=50KB,B=20,C=0.2", GOOGLE.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject root = JsonParser.parseString(outcome.out()).getAsJsonObject();
        assertEquals("bindwise.estimate/1", root.get("format").getAsString());
        assertEquals(50 * 1024, root.getAsJsonObject("hints").get("A").getAsLong());
        JsonObject operation = root.getAsJsonArray("operations").get(0).getAsJsonObject();
        assertEquals("doGoogleSearch", operation.get("operation").getAsString());
        JsonArray bindings = operation.getAsJsonArray("bindings");
        JsonObject soap = bindings.get(0).getAsJsonObject();
        assertEquals("SOAP", soap.get("kind").getAsString());
        JsonObject reply = soap.getAsJsonObject("reply");
        assertTrue(reply.get("min").getAsLong() <= reply.get("median").getAsLong()
                && reply.get("median").getAsLong() <= reply.get("max").getAsLong(), reply.toString());
        JsonObject vote = operation.getAsJsonObject("vote");
        int total = vote.getAsJsonObject("counts").entrySet().stream().mapToInt(e -> e.getValue().getAsInt()).sum();
        assertEquals(operation.get("samples").getAsInt(), total);
        assertTrue(vote.get("confidence").getAsDouble() > 0);
    }

    /** The SOAP replies as the stack that answers writes them: CXF's Greeter.add reply is 87 bytes less than Axis2's. */
    @Test
    void theSoapStackSaysWhoWritesTheReplies() {
        Path greeter = ROOT.resolve("examples/wildfly/Greeter.wsdl");
        long axis2 = addReply(bindwise("estimate", "--json", "--at", "strlen=10", greeter.toString()));
        long cxf = addReply(bindwise("estimate", "--json", "--at", "strlen=10", "--soap-stack", "cxf", greeter.toString()));
        assertEquals(87, axis2 - cxf);

        Outcome unknown = bindwise("estimate", "--soap-stack", "metro", greeter.toString());
        assertEquals(2, unknown.exitCode());
        assertTrue(unknown.err().contains("--soap-stack is 'metro'") && unknown.err().contains("axis2, cxf"), unknown.err());
    }

    private static long addReply(Outcome outcome) {
        assertEquals(0, outcome.exitCode(), outcome.err());
        for (var operation : JsonParser.parseString(outcome.out()).getAsJsonObject().getAsJsonArray("operations")) {
            for (var binding : operation.getAsJsonObject().getAsJsonArray("bindings")) {
                JsonObject estimate = binding.getAsJsonObject();
                if (operation.getAsJsonObject().get("operation").getAsString().equals("add")
                        && estimate.get("kind").getAsString().equals("SOAP")) {
                    return estimate.get("replyBytes").getAsLong();
                }
            }
        }
        throw new AssertionError("no SOAP estimate of add in " + outcome.out());
    }

    @Test
    void atOnePointPrintsTheSizesThere() {
        Outcome outcome = bindwise("estimate", "--json", "--at", "strlen=20,nulls=0.5,array=5", GOOGLE.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject root = JsonParser.parseString(outcome.out()).getAsJsonObject();
        assertEquals(20, root.getAsJsonObject("at").get("stringLength").getAsDouble());
        JsonObject soap = root.getAsJsonArray("operations").get(0).getAsJsonObject().getAsJsonArray("bindings").get(0)
                .getAsJsonObject();
        assertTrue(soap.get("requestBytes").getAsLong() > 500, soap.toString());
    }

    @Test
    void atOnePointTheVoteComparesTheTargetsMillisecondsWithACalibration(@TempDir Path folder) throws Exception {
        Outcome paper = bindwise("estimate", "--json", "--at", "strlen=20,nulls=0,array=5", GOOGLE.toString());
        JsonObject paperOperation = JsonParser.parseString(paper.out()).getAsJsonObject().getAsJsonArray("operations").get(0)
                .getAsJsonObject();
        assertEquals("RMI_IIOP", paperOperation.getAsJsonObject("vote").get("winner").getAsString(), paper.out());

        // a target where SOAP costs almost nothing: the same bytes, another vote
        Path file = folder.resolve("calibration.json");
        Calibration.measuredHere("test", Map.of(BindingKind.SOAP, new Calibration.Fit(BindingKind.SOAP,
                new BindingCost(0.05, 0.000001), 5, 0.99, null))).save(file, false);
        Outcome calibrated = bindwise("estimate", "--json", "--calibration", file.toString(), "--at", "strlen=20,nulls=0,array=5",
                GOOGLE.toString());
        assertEquals(0, calibrated.exitCode(), calibrated.err());
        JsonObject operation = JsonParser.parseString(calibrated.out()).getAsJsonObject().getAsJsonArray("operations").get(0)
                .getAsJsonObject();
        JsonObject soap = operation.getAsJsonArray("bindings").get(0).getAsJsonObject();
        assertEquals(0.05 + 0.000001 * (soap.get("requestBytes").getAsLong() + soap.get("replyBytes").getAsLong()),
                soap.get("millis").getAsDouble(), 0.01);
        assertEquals("SOAP", operation.getAsJsonObject("vote").get("winner").getAsString(), calibrated.out());
        assertEquals(false, operation.getAsJsonObject("vote").get("tie").getAsBoolean());

        Outcome text = bindwise("estimate", "--calibration", file.toString(), "--at", "strlen=20", GOOGLE.toString());
        assertTrue(text.out().contains("vote: SOAP (least milliseconds at this point)"), text.out());
    }

    @Test
    void aCalibrationReplacesTheDefaultCostsOfTheBindingsItMeasured(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("calibration.json");
        Calibration.measuredHere("test", Map.of(BindingKind.SOAP, new Calibration.Fit(BindingKind.SOAP,
                new BindingCost(1.5, 0.0002), 5, 0.99, null))).save(file, false);

        Outcome outcome = bindwise("estimate", "--json", "--calibration", file.toString(), GOOGLE.toString());
        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject costs = JsonParser.parseString(outcome.out()).getAsJsonObject().getAsJsonObject("costs");
        assertEquals(1.5, costs.getAsJsonObject("SOAP").get("fixedMillis").getAsDouble());
        assertEquals(CostTable.defaults().cost(BindingKind.RMI_IIOP).fixedMillis(),
                costs.getAsJsonObject("RMI_IIOP").get("fixedMillis").getAsDouble(), "the default, not measured");

        Files.writeString(file, "{ \"format\": \"something else\" }");
        Outcome broken = bindwise("estimate", "--calibration", file.toString(), GOOGLE.toString());
        assertEquals(2, broken.exitCode());
        assertTrue(broken.err().contains("calibration.json"), broken.err());
    }

    @Test
    void aProxysMeasurementsGiveTheCostsAndTheirFirstFormatIsRefusedWithWhatToDo(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("measurements.json");
        // SOAP measured at one size: the default cost per byte kept, the fixed part through the median time
        Files.writeString(file, """
                {"format": "bindwise.measurements/2", "service": "GoogleSearch", "writtenAt": "2026-11-28T19:00:00Z",
                 "operations": [{"operation": "doSpellingSuggestion", "bindings": [{"kind": "SOAP", "port": "P",
                   "rank": 1, "calls": 100, "transportFailures": 0, "medianMillis": 2.0, "window": 32,
                   "medianBytes": 1000, "leastBytes": 1000, "mostBytes": 1000}]}]}
                """);
        Outcome outcome = bindwise("estimate", "--json", "--calibration", file.toString(), GOOGLE.toString());
        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject soap = JsonParser.parseString(outcome.out()).getAsJsonObject().getAsJsonObject("costs")
                .getAsJsonObject("SOAP");
        double perByte = CostTable.defaults().cost(BindingKind.SOAP).millisPerByte();
        assertEquals(perByte, soap.get("millisPerByte").getAsDouble(), 1e-12);
        assertEquals(2.0 - perByte * 1000, soap.get("fixedMillis").getAsDouble(), 1e-9);

        Files.writeString(file, "{\"format\": \"bindwise.measurements/1\", \"operations\": []}");
        Outcome old = bindwise("estimate", "--calibration", file.toString(), GOOGLE.toString());
        assertEquals(2, old.exitCode());
        assertTrue(old.err().contains(file + ": format \"bindwise.measurements/1\" has no bytes per call")
                && old.err().contains("write the measurements again"), old.err());
    }

    @Test
    void aWrongHintOrPointIsABadInputWithTheSyntax() {
        Outcome hint = bindwise("estimate", "--hints", "Z=1", GOOGLE.toString());
        assertEquals(2, hint.exitCode());
        assertTrue(hint.err().contains("unknown hint 'Z=1'") && hint.err().contains("A=100KB,B=20,C=0.3"), hint.err());
        Outcome point = bindwise("estimate", "--at", "strlen=many", GOOGLE.toString());
        assertEquals(2, point.exitCode());
        assertTrue(point.err().contains("--at: 'strlen=many' is not a number"), point.err());
        Outcome missing = bindwise("estimate", "nowhere.wsdl");
        assertEquals(2, missing.exitCode());
        assertTrue(missing.err().contains("nowhere.wsdl: no such file"), missing.err());
    }
}
