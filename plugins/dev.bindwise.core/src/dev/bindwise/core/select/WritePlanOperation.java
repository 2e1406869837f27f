package dev.bindwise.core.select;

import java.nio.charset.StandardCharsets;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.operation.OutputFile;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.ModelResources;

/**
 * Saves a selection plan as XMI with its JSON twin ({@link PlanFiles}), each as every {@link OutputFile} is
 * written: the folder made if needed, never half written. A file that exists already is never replaced unless
 * forced: then nothing is written.
 */
public final class WritePlanOperation implements BindwiseOperation<PlanFiles> {

    private final SelectionPlan plan;
    private final PlanFiles files;
    private final boolean force;

    public WritePlanOperation(SelectionPlan plan, PlanFiles files, boolean force) {
        this.plan = plan;
        this.files = files;
        this.force = force;
    }

    /**
     * @throws BadInputException when the XMI file is named as its twin, a file exists and force was not given, a
     *         file is a folder or its folder a file, or a file cannot be written (a full disk, no permission)
     */
    @Override
    public PlanFiles execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Writing the plan", 2);
        if (files.clash()) {
            throw new BadInputException(files.xmi() + ": a plan is saved under its XMI file's name (plan.xmi, say); "
                    + "its JSON twin goes beside it.");
        }
        OutputFile xmi = new OutputFile(files.xmi(), "the plan", "plan.xmi");
        OutputFile json = new OutputFile(files.json(), "the plan", "plan.json");
        xmi.refuseIfTaken(force);
        json.refuseIfTaken(force);
        xmi.write(temporary -> ModelResources.save(plan, temporary), force);
        progress.worked(1);
        json.write(PlanReport.json(plan) + "\n", StandardCharsets.UTF_8, force);
        progress.worked(1);
        return files;
    }
}
