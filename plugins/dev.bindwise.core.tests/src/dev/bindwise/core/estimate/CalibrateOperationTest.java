package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration.Sample;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.runtime.BindingKind;

/** The calibration operation with a sampler that measures nothing: the fit, the file, and no file replaced unforced. */
class CalibrateOperationTest {

    /** SOAP at 1 ms plus 1 us per byte; local Java at 0.01 ms and no bytes. */
    private static final CalibrationSampler SAMPLER = monitor -> new CalibrationSampler.Samples("two made-up bindings",
            Map.of(BindingKind.SOAP, List.of(new Sample(1_000, 2), new Sample(10_000, 11), new Sample(100_000, 101)),
                    BindingKind.LOCAL_JAVA, List.of(new Sample(0, 0.01), new Sample(0, 0.01))));

    @Test
    void theSamplesAreFittedPerBindingAndWrittenAsTheVoteReadsThem(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("cal/calibration.json");

        Calibration calibration = new CalibrateOperation(SAMPLER, file, false).execute(null);

        Calibration read = Calibration.load(file);
        assertEquals(List.of(BindingKind.SOAP, BindingKind.LOCAL_JAVA), List.copyOf(read.fits().keySet()));
        assertEquals("two made-up bindings", read.target());
        assertEquals(1.0, calibration.fits().get(BindingKind.SOAP).cost().fixedMillis(), 1e-9);
        assertEquals(0.001, read.fits().get(BindingKind.SOAP).cost().millisPerByte(), 1e-12);
        assertEquals(0.01, CostTable.calibratedBy(file).cost(BindingKind.LOCAL_JAVA).fixedMillis(), 1e-12);
    }

    @Test
    void anExistingFileIsNotReplacedUnlessForcedAndNothingIsMeasured(@TempDir Path folder) throws Exception {
        Path file = Files.writeString(folder.resolve("mine.json"), "mine");
        CalibrationSampler mustNotRun = monitor -> {
            throw new AssertionError("sampled although the file is in the way");
        };

        BadInputException refused = assertThrows(BadInputException.class,
                () -> new CalibrateOperation(mustNotRun, file, false).execute(null));
        assertTrue(refused.getMessage().startsWith(file + " exists"), refused.getMessage());
        assertEquals("mine", Files.readString(file));

        new CalibrateOperation(SAMPLER, file, true).execute(null);
        assertEquals("two made-up bindings", Calibration.load(file).target());
    }
}
