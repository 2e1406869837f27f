package dev.bindwise.core.estimate;

import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;

import dev.bindwise.core.estimate.Calibration.Sample;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.runtime.BindingKind;

/**
 * What measures the calls a {@link CalibrateOperation} fits: it calls a service over each binding at several
 * payload sizes and counts the bytes on the wire. The engine does not call services itself; the example
 * services and their load driver do it from a checkout ({@code ./bindwise calibrate}).
 */
@FunctionalInterface
public interface CalibrationSampler {

    /**
     * Makes the calls.
     *
     * @return per binding its samples, and what was called
     * @throws BadInputException when the settings cannot be used (an endpoint where nothing answers, say)
     */
    Samples sample(IProgressMonitor monitor) throws BadInputException;

    /**
     * @param target what was called, as the calibration file records it
     * @param byBinding per binding measured, one sample per payload size: its bytes and the median time of its calls
     */
    record Samples(String target, Map<BindingKind, List<Sample>> byBinding) {
    }
}
