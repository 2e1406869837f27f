package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.core.estimate.Calibration.Sample;
import dev.bindwise.runtime.BindingKind;

class CalibrationTest {

    /** SOAP's default line, 0.4 ms a call and 25 us a KB, at calibrate's five sizes (about 1 to 100 KB of SOAP). */
    private static final double FIXED = 0.4;
    private static final double PER_BYTE = 0.025 / 1024;
    private static final List<Double> SIZES = List.of(1_400.0, 5_600.0, 14_000.0, 42_000.0, 140_000.0);

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
    void noisySamplesGiveTheTheilSenLine() {
        // by hand: the slopes between every two samples are 2, 0.5, 4/3, -1, 1, 3: their median (1 + 4/3) / 2 = 7/6;
        // time - 7/6 x is 1, 11/6, -1/3, 3/2: the fixed part their median (1 + 3/2) / 2 = 1.25
        Fit fit = Calibration.fit(BindingKind.RMI_IIOP,
                List.of(new Sample(0, 1), new Sample(1, 3), new Sample(2, 2), new Sample(3, 5)));

        assertEquals(7.0 / 6, fit.cost().millisPerByte(), 1e-12);
        assertEquals(1.25, fit.cost().fixedMillis(), 1e-12);
        // residuals -1/4, 7/12, -19/12, 1/4 of a total 8.75 about the mean 2.75
        assertEquals(1 - (1.0 / 16 + 49.0 / 144 + 361.0 / 144 + 1.0 / 16) / 8.75, fit.rSquared(), 1e-12);
        assertNull(fit.adjustment());
    }

    @Test
    void twoSlowCallsOfTwentyTripleTheMeanFitsFixedPartAndMoveTheFitOfTheMediansByUnderOnePerCent() {
        // 20 calls per size within 4 % of the line; two calls of the smallest size stopped 30 ms by a GC pause
        List<List<Double>> calls = new ArrayList<>();
        for (double bytes : SIZES) {
            List<Double> times = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                times.add((FIXED + PER_BYTE * bytes) * (1 + 0.02 * (i % 5 - 2)));
            }
            calls.add(times);
        }
        calls.get(0).set(0, 30.0);
        calls.get(0).set(1, 30.0);

        double[] meanFit = leastSquares(perSize(calls, CalibrationTest::mean));
        Fit fit = Calibration.fit(BindingKind.SOAP, perSize(calls, CalibrationTest::median));

        assertTrue(meanFit[0] > 3 * FIXED, "the pause carries the mean fit's fixed part: " + meanFit[0] + " ms");
        assertTrue(meanFit[1] < 0.7 * PER_BYTE, "and its cost per byte: " + meanFit[1] + " ms");
        assertEquals(FIXED, fit.cost().fixedMillis(), 0.01 * FIXED);
        assertEquals(PER_BYTE, fit.cost().millisPerByte(), 0.01 * PER_BYTE);
    }

    @Test
    void oneSizeOfFiveRunUnderLoadMovesTheLeastSquaresLineAQuarterAndTheTheilSenLineNotAtAll() {
        List<Sample> samples = new ArrayList<>();
        for (double bytes : SIZES) {
            samples.add(new Sample(bytes, FIXED + PER_BYTE * bytes));
        }
        // every call of the middle size half as slow again: its median too
        samples.set(2, new Sample(SIZES.get(2), samples.get(2).millis() * 1.5));

        double[] leastSquares = leastSquares(samples);
        Fit fit = Calibration.fit(BindingKind.SOAP, samples);

        assertTrue(leastSquares[0] > 1.2 * FIXED, "least squares: " + leastSquares[0] + " ms");
        assertEquals(FIXED, fit.cost().fixedMillis(), 1e-12);
        assertEquals(PER_BYTE, fit.cost().millisPerByte(), 1e-15);
    }

    private static List<Sample> perSize(List<List<Double>> calls, ToDoubleFunction<List<Double>> summary) {
        List<Sample> samples = new ArrayList<>();
        for (int i = 0; i < SIZES.size(); i++) {
            samples.add(new Sample(SIZES.get(i), summary.applyAsDouble(calls.get(i))));
        }
        return samples;
    }

    private static double mean(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    }

    private static double median(List<Double> values) {
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return (sorted[(sorted.length - 1) / 2] + sorted[sorted.length / 2]) / 2;
    }

    /** The ordinary least squares line {fixed, per byte}, the fit calibrate made before it fitted robustly. */
    private static double[] leastSquares(List<Sample> samples) {
        double meanBytes = samples.stream().mapToDouble(Sample::bytes).average().orElseThrow();
        double meanMillis = samples.stream().mapToDouble(Sample::millis).average().orElseThrow();
        double sxx = 0;
        double sxy = 0;
        for (Sample s : samples) {
            sxx += (s.bytes() - meanBytes) * (s.bytes() - meanBytes);
            sxy += (s.bytes() - meanBytes) * (s.millis() - meanMillis);
        }
        return new double[] { meanMillis - sxy / sxx * meanBytes, sxy / sxx };
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
        // the median of the times per byte 0.0005, 0.001 and 0.00103
        assertEquals(0.001, fit.cost().millisPerByte(), 1e-15);
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

        saved.save(file, false);
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
