package dev.bindwise.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.List;

import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import dev.bindwise.core.select.PlanFiles;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.Selection;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.WritePlanOperation;
import dev.bindwise.model.SelectionPlan;

/**
 * Chooses, per operation of a WSDL, the binding to call it over from the target, with its fallbacks and reasons, and
 * writes the selection plan (XMI, with its JSON twin beside it): what {@code ./bindwise select --plan} does, for a
 * deployment pipeline. The generate goal takes the plan back with its {@code plan} parameter.
 */
@Mojo(name = "select", threadSafe = true)
public class SelectMojo extends SelectionMojo {

    /** The (extended) WSDL 1.1 file to select the bindings of. */
    @Parameter(property = "bindwise.wsdl", required = true)
    File wsdlFile;

    /** Where the plan is written (XMI); its JSON twin goes beside it ({@code plan.json}). */
    @Parameter(property = "bindwise.planFile", defaultValue = "${project.build.directory}/bindwise/plan.xmi", required = true)
    File planFile;

    /**
     * Replaces plan files that exist already. Files under the project's build directory are build output and are
     * always replaced; a plan elsewhere is replaced only with this set.
     */
    @Parameter(property = "bindwise.force", defaultValue = "false")
    boolean force;

    @Parameter(defaultValue = "${project.build.directory}", readonly = true, required = true)
    File buildDirectory;

    @Override
    public void execute() throws MojoFailureException {
        if (skip) {
            getLog().info("Skipped (bindwise.skip).");
            return;
        }
        PlanFiles files = PlanFiles.beside(planFile.toPath().toAbsolutePath());
        boolean replace = force || files.xmi().startsWith(buildDirectory.toPath().toAbsolutePath());
        List<Path> existing = replace ? List.of() : files.existing();
        if (!existing.isEmpty()) {
            throw new MojoFailureException(existing.get(0) + " exists already: choose another <planFile>, or set <force> "
                    + "(-Dbindwise.force) to replace it.");
        }
        SelectionOperation selection = new SelectionOperation(selection(wsdlFile));
        Selection selected = engine(() -> selection.execute(null));
        warnings(selected.description());
        SelectionPlan plan = selected.plan();
        engine(() -> new WritePlanOperation(plan, files, replace).execute(null));
        PlanReport.text(plan).lines().forEach(getLog()::info);
        getLog().info("Plan written to " + files.xmi() + " and " + files.json());
    }
}
