package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.runtime.BindingKind;

/** The cost lines fitted to a proxy's measurements, and the reader's messages for files it cannot take. */
class MeasurementsTest {

    private static final Path FILE = Path.of("measurements.json");

    private static Measurements.Binding measured(BindingKind kind, double millis, Double bytes) {
        return new Measurements.Binding(kind, kind.name() + "Port", 1, 100, 0, millis, 32, bytes, bytes, bytes);
    }

    private static Measurements of(List<Measurements.Operation> operations) {
        return new Measurements(FILE, "Trader", "plan.json", Instant.parse("2026-11-28T19:00:00Z"), operations);
    }

    @Test
    void severalSizesFitALineOnePerOperationAndPort() throws Exception {
        // SOAP at 0.5 ms a call plus 2 us a byte, over three operations of 1, 4 and 10 KB a call
        Measurements measurements = of(List.of(
                new Measurements.Operation("a", List.of(measured(BindingKind.SOAP, 0.5 + 0.002 * 1000, 1000.0))),
                new Measurements.Operation("b", List.of(measured(BindingKind.SOAP, 0.5 + 0.002 * 4000, 4000.0))),
                new Measurements.Operation("c", List.of(measured(BindingKind.SOAP, 0.5 + 0.002 * 10_000, 10_000.0)))));

        Fit fit = Calibration.fromMeasurements(measurements, CostTable.defaults()).fits().get(BindingKind.SOAP);

        assertEquals(0.5, fit.cost().fixedMillis(), 1e-9);
        assertEquals(0.002, fit.cost().millisPerByte(), 1e-12);
        assertEquals(3, fit.samples());
        assertNull(fit.adjustment());
    }

    @Test
    void oneSizeKeepsTheDefaultCostPerByteAndFitsTheFixedPartThroughTheMedian() throws Exception {
        double perByte = CostTable.defaults().cost(BindingKind.JCA).millisPerByte();
        Measurements measurements = of(List.of(
                new Measurements.Operation("a", List.of(measured(BindingKind.JCA, 0.3, 2000.0))),
                new Measurements.Operation("b", List.of(measured(BindingKind.JCA, 0.5, 2000.0)))));

        Fit fit = Calibration.fromMeasurements(measurements, CostTable.defaults()).fits().get(BindingKind.JCA);

        assertEquals(perByte, fit.cost().millisPerByte(), 0);
        assertEquals(0.4 - perByte * 2000, fit.cost().fixedMillis(), 1e-12);
        assertTrue(fit.adjustment().startsWith("the sizes measured (2000 to 2000 bytes a call) are too close for a line"),
                fit.adjustment());
    }

    @Test
    void sizesCloserThanAKilobyteKeepTheDefaultCostPerByteRatherThanASlopeOfNoise() throws Exception {
        // Trader over JCA in a run on a loaded machine: 86 to 181 bytes a call, medians moved by the load
        double perByte = CostTable.defaults().cost(BindingKind.JCA).millisPerByte();
        Measurements measurements = of(List.of(
                new Measurements.Operation("getQuote", List.of(measured(BindingKind.JCA, 7.117, 181.0))),
                new Measurements.Operation("buy", List.of(measured(BindingKind.JCA, 4.000, 86.0))),
                new Measurements.Operation("sell", List.of(measured(BindingKind.JCA, 3.124, 86.0)))));

        Fit fit = Calibration.fromMeasurements(measurements, CostTable.defaults()).fits().get(BindingKind.JCA);

        assertEquals(perByte, fit.cost().millisPerByte(), 0);
        assertEquals(4.0 - perByte * 86, fit.cost().fixedMillis(), 1e-12);
        assertTrue(fit.adjustment().startsWith("the sizes measured (86 to 181 bytes a call) are too close"), fit.adjustment());
    }

    @Test
    void bytesNotCountedKeepTheDefaultCostPerByteAndTakeTheMedianTimeAsTheFixedPart() throws Exception {
        double perByte = CostTable.defaults().cost(BindingKind.RMI_IIOP).millisPerByte();
        Measurements measurements = of(List.of(
                new Measurements.Operation("a", List.of(measured(BindingKind.RMI_IIOP, 0.2, null))),
                new Measurements.Operation("b", List.of(measured(BindingKind.RMI_IIOP, 0.6, null))),
                new Measurements.Operation("c", List.of(measured(BindingKind.RMI_IIOP, 0.3, null)))));

        Calibration calibration = Calibration.fromMeasurements(measurements, CostTable.defaults());
        Fit fit = calibration.fits().get(BindingKind.RMI_IIOP);

        assertEquals(0.3, fit.cost().fixedMillis(), 1e-12);
        assertEquals(perByte, fit.cost().millisPerByte(), 0);
        assertTrue(fit.adjustment().startsWith("bytes not counted over RMI_IIOP"), fit.adjustment());
        // the bindings not measured keep their defaults in the cost table the vote compares
        assertEquals(CostTable.defaults().cost(BindingKind.SOAP),
                CostTable.defaults().calibratedBy(calibration).cost(BindingKind.SOAP));
    }

    @Test
    void aFileWithoutATimedCallSaysThereIsNothingToFit() {
        Measurements nothing = of(List.of(new Measurements.Operation("a", List.of(
                new Measurements.Binding(BindingKind.SOAP, "SoapPort", 1, 0, 0, null, 0, null, null, null)))));

        CalibrationException e = assertThrows(CalibrationException.class,
                () -> Calibration.fromMeasurements(nothing, CostTable.defaults()));
        assertTrue(e.getMessage().contains("no binding has a timed call"), e.getMessage());
    }

    @Test
    void theFirstFormatAndAnotherVersionAreRefusedSayingWhatToDo(@TempDir Path folder) throws Exception {
        Path first = folder.resolve("old.json");
        Files.writeString(first, "{\"format\": \"bindwise.measurements/1\", \"operations\": []}");
        CalibrationException old = assertThrows(CalibrationException.class, () -> Calibration.load(first));
        assertEquals(first + ": format \"bindwise.measurements/1\" has no bytes per call, which the cost lines are"
                + " fitted to: run the proxy with this version's runtime (learning on) and write the measurements again"
                + " (\"bindwise.measurements/2\")", old.getMessage());

        Path next = folder.resolve("next.json");
        Files.writeString(next, "{\"format\": \"bindwise.measurements/3\"}");
        CalibrationException newer = assertThrows(CalibrationException.class, () -> Measurements.load(next));
        assertTrue(newer.getMessage().startsWith(next + ": format \"bindwise.measurements/3\" is another version"),
                newer.getMessage());

        Path plan = folder.resolve("plan.json");
        Files.writeString(plan, "{\"format\": \"bindwise.plan/1\"}");
        CalibrationException notMeasurements = assertThrows(CalibrationException.class, () -> Measurements.load(plan));
        assertTrue(notMeasurements.getMessage().startsWith(plan + ": not a proxy's measurements"),
                notMeasurements.getMessage());
    }

    @Test
    void aFieldOfTheWrongKindIsNamedWithItsPlace(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("measurements.json");
        Files.writeString(file, """
                {"format": "bindwise.measurements/2", "service": "Trader", "writtenAt": "2026-11-28T19:00:00Z",
                 "operations": [{"operation": "getQuote", "bindings": [{"kind": "SOAP", "port": "P", "rank": 1,
                   "calls": 10, "transportFailures": 0, "medianMillis": "fast", "window": 7}]}]}
                """);

        CalibrationException e = assertThrows(CalibrationException.class, () -> Measurements.load(file));
        assertEquals(file + ": operations[0].bindings[0].medianMillis: expected a number >= 0 or null, not \"fast\"",
                e.getMessage());
    }
}
