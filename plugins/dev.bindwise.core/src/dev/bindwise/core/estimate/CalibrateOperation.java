package dev.bindwise.core.estimate;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.runtime.BindingKind;

/**
 * Calibrates the vote to a target: has the sampler measure calls, fits each binding's fixed cost and cost
 * per byte ({@link Calibration#fit}) and writes the calibration file that {@code --calibration} reads. A file
 * that exists is never replaced unless forced; it is checked before the calls and again when writing
 * ({@link Calibration#save}), since one may appear while they run.
 */
public final class CalibrateOperation implements BindwiseOperation<Calibration> {

    private final CalibrationSampler sampler;
    private final Path out;
    private final boolean force;

    public CalibrateOperation(CalibrationSampler sampler, Path out, boolean force) {
        this.sampler = sampler;
        this.out = out;
        this.force = force;
    }

    /**
     * @throws BadInputException when the file exists and force was not given, is a folder or in a file, or the
     *         sampler refuses its settings, or the file cannot be written (a full disk, no permission)
     */
    @Override
    public Calibration execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Calibrating", 10);
        Calibration.file(out).refuseIfTaken(force);
        CalibrationSampler.Samples samples = sampler.sample(progress.split(9));
        Map<BindingKind, Fit> fits = new EnumMap<>(BindingKind.class);
        samples.byBinding().forEach((kind, points) -> fits.put(kind, Calibration.fit(kind, points)));
        Calibration calibration = Calibration.measuredHere(samples.target(), fits);
        calibration.save(out, force);
        progress.worked(1);
        return calibration;
    }
}
