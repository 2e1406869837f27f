package dev.bindwise.core.estimate;

import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.model.ServiceDescription;

/**
 * The message sizes and the vote of every operation of a WSDL read before ({@code inspect.InspectOperation}), as
 * {@code ./bindwise estimate} shows them: over the parameter space narrowed by the hints or, given an operating
 * point, at that point alone.
 */
public final class EstimateOperation implements BindwiseOperation<EstimateOperation.Estimates> {

    /**
     * What the estimate found, with what it was made from, so that it can be written as text or JSON.
     *
     * @param overSpace per operation, over the space (empty when estimated at a point)
     * @param atPoint per operation and binding, at the point (empty when estimated over the space)
     */
    public record Estimates(ServiceDescription description, Estimator estimator, SpaceHints hints, ValueSetting point,
            List<OperationEstimate> overSpace, List<PointEstimate> atPoint) {

        public String text() {
            return point == null ? EstimateReport.text(overSpace, hints) : EstimateReport.textAt(atPoint, point, estimator.costs());
        }

        /** The {@value EstimateReport#FORMAT} document. */
        public String json() {
            String file = description.getLocation();
            return point == null ? EstimateReport.json(file, overSpace, hints, estimator.space(), estimator.costs())
                    : EstimateReport.jsonAt(file, atPoint, point, estimator.costs());
        }
    }

    private final ServiceDescription description;
    private final Estimator estimator;
    private final SpaceHints hints;
    private final ValueSetting point;

    /** @param point the operating point, or null to estimate over the space */
    public EstimateOperation(ServiceDescription description, Estimator estimator, SpaceHints hints, ValueSetting point) {
        this.description = description;
        this.estimator = estimator;
        this.hints = hints;
        this.point = point;
    }

    /** @throws OperationCanceledException when the monitor was cancelled */
    @Override
    public Estimates execute(IProgressMonitor monitor) {
        SubMonitor progress = SubMonitor.convert(monitor, "Estimating the message sizes", 1);
        progress.checkCanceled();
        Estimates estimates = point == null
                ? new Estimates(description, estimator, hints, null, estimator.estimate(description, hints), List.of())
                : new Estimates(description, estimator, hints, point, List.of(), estimator.at(description, point));
        progress.split(1);
        return estimates;
    }
}
