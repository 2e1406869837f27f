package dev.bindwise.core.select;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import dev.bindwise.core.estimate.BindingCost;
import dev.bindwise.core.estimate.CalibrationException;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Measurements;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SizeEstimate;
import dev.bindwise.runtime.BindingKind;

/**
 * Per operation of a plan and per binding, the time a call is predicted to take (the cost table's line at the plan's
 * median sizes, request plus reply) beside the median a proxy measured where it runs ({@link Measurements}, the
 * file its runtime writes): what the Binding Preview shows in its column "Predicted / measured", so that a plan
 * can be checked against the target.
 */
public final class PredictedAndMeasured {

    /** One binding of an operation: the predicted and the measured milliseconds, each null when there is none. */
    public record Time(BindingKind kind, Double predictedMillis, Double measuredMillis) {
    }

    private final CostTable costs;
    private final Measurements measurements;
    private final String problem;

    /**
     * @param costs the costs the plan's vote compared (the defaults or a calibration)
     * @param measurements what a proxy measured, or null for none: then only the predictions show
     */
    public PredictedAndMeasured(CostTable costs, Measurements measurements) {
        this(costs, measurements, "");
    }

    private PredictedAndMeasured(CostTable costs, Measurements measurements, String problem) {
        this.costs = costs;
        this.measurements = measurements;
        this.problem = problem;
    }

    /**
     * For the plan or the WSDL in {@code file}: the costs of the calibration given (or the defaults), and the
     * measurements beside the file ({@link #besides}), else those of the calibration given where it is a measurements
     * file (chosen as the calibration). A file that cannot be read leaves its part out and says why in
     * {@link #problem()}: the plan still shows.
     *
     * @param calibration the calibration or measurements file given, or null for the default costs
     */
    public static PredictedAndMeasured of(Path file, Path calibration) {
        List<String> problems = new ArrayList<>();
        CostTable costs = CostTable.defaults();
        try {
            costs = CostTable.calibratedBy(calibration);
        } catch (CalibrationException e) {
            problems.add(e.getMessage());
        }
        Measurements measured = null;
        try {
            Optional<Path> beside = besides(file);
            if (beside.isPresent()) {
                measured = Measurements.load(beside.get());
            } else if (calibration != null) {
                measured = Measurements.loadIfMeasurements(calibration).orElse(null);
            }
        } catch (CalibrationException e) {
            problems.add(e.getMessage());
        }
        return new PredictedAndMeasured(costs, measured, String.join("; ", problems));
    }

    /** Why a file given or found was not taken, or "" when none. */
    public String problem() {
        return problem;
    }

    /** The measurements shown, if any. */
    public Optional<Measurements> measurements() {
        return Optional.ofNullable(measurements);
    }

    /**
     * The measurements file of a plan or a WSDL: {@value Measurements#FILE_NAME} in the same folder (beside
     * {@code plan.json}, where docs/runtime.md says to keep it), if there.
     */
    public static Optional<Path> besides(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        return Optional.ofNullable(folder).map(f -> f.resolve(Measurements.FILE_NAME)).filter(Files::isRegularFile);
    }

    /** Whether a proxy's measurements are shown beside the predictions. */
    public boolean measured() {
        return measurements != null;
    }

    /**
     * The operation's bindings in the order the plan ranks them (the chosen one, the fallbacks), then the others it
     * estimated, then those only measured; by kind: a measured kind's first port measured in its ranking.
     */
    public List<Time> times(OperationSelection selection) {
        Set<BindingKind> kinds = new LinkedHashSet<>();
        if (selection.getChosen() != null) {
            kinds.add(selection.getChosen().getKind());
        }
        selection.getFallbacks().stream().map(RankedBinding::getKind).forEach(kinds::add);
        selection.getEstimates().stream().map(SizeEstimate::getKind).forEach(kinds::add);
        Optional<Measurements.Operation> measured = measurements == null ? Optional.empty()
                : measurements.operation(selection.getOperation());
        measured.ifPresent(operation -> operation.bindings().forEach(binding -> kinds.add(binding.kind())));
        List<Time> times = new ArrayList<>();
        for (BindingKind kind : kinds) {
            times.add(new Time(kind, predicted(selection, kind), measured.flatMap(operation -> operation.bindings().stream()
                    .filter(binding -> binding.kind() == kind && binding.medianMillis() != null).findFirst())
                    .map(Measurements.Binding::medianMillis).orElse(null)));
        }
        return times;
    }

    /** "JCA 0.15 / 0.21 ms; SOAP 0.40 / - ms", or without measurements "JCA 0.15 ms; SOAP 0.40 ms". */
    public String text(OperationSelection selection) {
        return times(selection).stream().filter(time -> time.predictedMillis() != null || time.measuredMillis() != null)
                .map(time -> time.kind().name() + " " + millis(time.predictedMillis())
                        + (measured() ? " / " + millis(time.measuredMillis()) : "") + " ms")
                .collect(Collectors.joining("; "));
    }

    private Double predicted(OperationSelection selection, BindingKind kind) {
        BindingCost cost = costs.cost(kind);
        if (cost == null) {
            return null;
        }
        return selection.getEstimates().stream().filter(size -> size.getKind() == kind).findFirst()
                .map(size -> cost.millis(size.getRequestMedian() + size.getReplyMedian())).orElse(null);
    }

    private static String millis(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, value < 10 ? "%.3f" : "%.1f", value);
    }
}
