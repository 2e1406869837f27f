package dev.bindwise.core.select;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.ModelResources;

/**
 * Saves a selection plan as XMI with its JSON twin ({@link PlanFiles}), making the folder if needed. A file
 * that exists already is never replaced unless forced: then nothing is written.
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
     * @throws BadInputException when the XMI file is named as its twin, or a file exists and force was not given
     * @throws UncheckedIOException when a file cannot be written
     */
    @Override
    public PlanFiles execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Writing the plan", 2);
        if (files.clash()) {
            throw new BadInputException(files.xmi() + ": a plan is saved under its XMI file's name (plan.xmi, say); "
                    + "its JSON twin goes beside it.");
        }
        List<Path> existing = files.existing();
        if (!force && !existing.isEmpty()) {
            throw new BadInputException(existing.get(0) + " exists already: save the plan elsewhere, or force replacing it.");
        }
        try {
            Path parent = files.xmi().toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            ModelResources.save(plan, files.xmi());
            progress.worked(1);
            Files.writeString(files.json(), PlanReport.json(plan) + "\n", StandardCharsets.UTF_8);
            progress.worked(1);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the plan to " + files.xmi() + ": " + e.getMessage(), e);
        }
        return files;
    }
}
