package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.core.estimate.Calibration.Sample;
import dev.bindwise.runtime.BindingKind;

class CalibrationTest {

    @Test
    void samplesOnALineGiveThatLineWithRSquaredOne() {
        // 0.5 ms a call plus 2 us a byte
        List<Sample> samples = List.of(new Sample(1000, 2.5), new Sample(4000, 8.5), new Sample(10_000, 20.5),
                new Sample(30_000, 60.5), new Sample(100_000, 200.5));

        Fit fit = Calibration.fit(BindingKind.SOAP, samples);

        assertEquals(0.5, fit.cost().fixedMillis(), 1e-9);
        assertEquals(0.002, fit.cost().millisPerByte(), 1e-12);
        assertEquals(1, fit.rSquared(), 1e-12);
        assertEquals(5, fit.samples());
        assertNull(fit.adjustment());
    }

    @Test
    void noisySamplesGiveTheLeastSquaresLine() {
        // by hand: mean x 1.5, mean y 2.75, sxy = (-1.5)(-1.75) + (-0.5)(0.25) + (0.5)(-0.75) + (1.5)(2.25) = 5.5,
        // sxx = 5: slope 1.1, fixed 2.75 - 1.1 * 1.5 = 1.1
        Fit fit = Calibration.fit(BindingKind.RMI_IIOP,
                List.of(new Sample(0, 1), new Sample(1, 3), new Sample(2, 2), new Sample(3, 5)));

        assertEquals(1.1, fit.cost().millisPerByte(), 1e-12);
        assertEquals(1.1, fit.cost().fixedMillis(), 1e-12);
        // residuals -0.1, 0.8, -1.3, 0.6: 2.7 of a total 8.75
        assertEquals(1 - 2.7 / 8.75, fit.rSquared(), 1e-12);
    }

    @Test
    void aNegativeCostPerByteIsClampedToZeroAndSaysSo() {
        Fit fit = Calibration.fit(BindingKind.JCA, List.of(new Sample(100, 0.30), new Sample(10_000, 0.20)));

        assertEquals(0, fit.cost().millisPerByte());
        assertEquals(0.25, fit.cost().fixedMillis(), 1e-12);
        assertTrue(fit.adjustment().startsWith("the cost per byte came out negative"), fit.adjustment());
        assertEquals(0, fit.rSquared(), 1e-12, "a flat line explains none of the variation");
    }

    @Test
    void aNegativeFixedPartIsClampedToZeroAndTheLineGoesThroughTheOrigin() {
        Fit fit = Calibration.fit(BindingKind.SOAP, List.of(new Sample(1000, 0.5), new Sample(2000, 2.0),
                new Sample(3000, 3.1)));

        assertEquals(0, fit.cost().fixedMillis());
        // sum xy / sum xx = (500 + 4000 + 9300) / (1e6 + 4e6 + 9e6)
        assertEquals(13_800.0 / 14e6, fit.cost().millisPerByte(), 1e-15);
        assertTrue(fit.adjustment().startsWith("the fixed part came out negative"), fit.adjustment());
    }

    @Test
    void samplesWithoutBytesGiveAFixedCostOnly() {
        Fit fit = Calibration.fit(BindingKind.LOCAL_JAVA, List.of(new Sample(0, 0.002), new Sample(0, 0.004)));

        assertEquals(0.003, fit.cost().fixedMillis(), 1e-12);
        assertEquals(0, fit.cost().millisPerByte());
        assertTrue(fit.adjustment().contains("every sample moved 0 bytes"), fit.adjustment());
        assertTrue(Double.isNaN(fit.rSquared()), "no bytes, nothing for a line to explain");
        assertThrows(IllegalArgumentException.class, () -> Calibration.fit(BindingKind.SOAP, List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Sample(-1, 2));
    }

    @Test
    void aSavedCalibrationLoadsAsItWasSaved(@TempDir Path folder) throws Exception {
        Fit soap = Calibration.fit(BindingKind.SOAP, List.of(new Sample(1000, 2.5), new Sample(4000, 8.5)));
        Fit local = Calibration.fit(BindingKind.LOCAL_JAVA, List.of(new Sample(0, 0.01), new Sample(0, 0.01)));
        Calibration saved = new Calibration(Instant.parse("2026-03-01T10:15:30Z"), "build-7", "25+36",
                "Linux 6.8", "loopback", Map.of(BindingKind.SOAP, soap, BindingKind.LOCAL_JAVA, local));
        Path file = folder.resolve("calibration.json");

        saved.save(file);
        Calibration loaded = Calibration.load(file);

        assertEquals(saved.measuredAt(), loaded.measuredAt());
        assertEquals("build-7", loaded.host());
        assertEquals(List.of(BindingKind.SOAP, BindingKind.LOCAL_JAVA), List.copyOf(loaded.fits().keySet()));
        assertEquals(soap.cost(), loaded.cost(BindingKind.SOAP).orElseThrow());
        assertTrue(Double.isNaN(loaded.fits().get(BindingKind.LOCAL_JAVA).rSquared()), "no variation: no R^2");
        assertTrue(loaded.cost(BindingKind.JCA).isEmpty());
        String json = Files.readString(file);
        assertTrue(json.contains("\"format\": \"bindwise.calibration/1\"") && json.contains("\"rSquared\": null"), json);
        assertEquals(List.of("calibration.json"), Files.list(folder).map(p -> p.getFileName().toString()).toList(),
                "no temporary file is left behind");
    }

    @Test
    void brokenOrForeignFilesAreClearErrorsNamingTheFile(@TempDir Path folder) throws Exception {
        assertLoadFails(folder, null, "no such file; run ./bindwise calibrate to make one");
        assertLoadFails(folder, "{\"format\": ", "not JSON");
        assertLoadFails(folder, "[1, 2]", "not a Bindwise calibration: expected a JSON object with \"format\"");
        assertLoadFails(folder, "{\"format\": \"bindwise.bench/1\", \"measurements\": []}",
                "not a Bindwise calibration: its format is \"bindwise.bench/1\", expected \"bindwise.calibration/1\"");
        assertLoadFails(folder, "{\"format\": \"bindwise.calibration/2\"}", "is another version than this Bindwise reads");
        String head = "{\"format\": \"bindwise.calibration/1\", \"measuredAt\": \"2026-03-01T10:15:30Z\", ";
        assertLoadFails(folder, head + "\"bindings\": {}}", "bindings: expected an object with one entry per binding kind");
        assertLoadFails(folder, head + "\"bindings\": {\"CORBA\": {}}}", "bindings.CORBA: not a binding kind");
        assertLoadFails(folder, head + "\"bindings\": {\"SOAP\": {\"fixedMillis\": -1, \"millisPerByte\": 0, \"samples\": 3}}}",
                "bindings.SOAP.fixedMillis: expected a number >= 0, not -1");
        assertLoadFails(folder, head + "\"bindings\": {\"SOAP\": {\"fixedMillis\": 1, \"samples\": 3}}}",
                "bindings.SOAP.millisPerByte: expected a number, it is missing");
        assertLoadFails(folder, "{\"format\": \"bindwise.calibration/1\", \"measuredAt\": \"yesterday\"}",
                "measuredAt \"yesterday\" is not a UTC time");
    }

    private static void assertLoadFails(Path folder, String content, String expected) throws Exception {
        Path file = folder.resolve("broken.json");
        Files.deleteIfExists(file);
        if (content != null) {
            Files.writeString(file, content);
        }
        CalibrationException e = assertThrows(CalibrationException.class, () -> Calibration.load(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }
}
