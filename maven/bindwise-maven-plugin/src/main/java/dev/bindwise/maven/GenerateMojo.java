package dev.bindwise.maven;

import java.io.File;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.generate.GenerateResult;
import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.core.select.PlanFiles;
import dev.bindwise.core.select.Selection;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.SelectionPlan;

/**
 * Generates the binding proxy of each WSDL (per port type its service interface and {@code <PortType>Proxy}, which
 * calls each operation over the binding the plan chose with the ranked fallbacks behind it, and the data classes the
 * WSDL's Java type mapping does not name) into {@code target/generated-sources/bindwise}, and adds that folder to the
 * compile source roots: what {@code ./bindwise generate} does, in the build. The proxy needs
 * {@code dev.bindwise:bindwise-runtime} at compile and run time, and the libraries of the bindings its plan routes to
 * ({@code bindwise-runtime-soap}, {@code -iiop}, {@code -jca}).
 */
@Mojo(name = "generate", defaultPhase = LifecyclePhase.GENERATE_SOURCES, threadSafe = true)
public class GenerateMojo extends SelectionMojo {

    /** The (extended) WSDL 1.1 files to generate the proxies of. */
    @Parameter(property = "bindwise.wsdlFiles", required = true)
    List<File> wsdlFiles;

    /** The Java package of the sources; default: from each WSDL's target namespace, as JAXB makes it. */
    @Parameter(property = "bindwise.package")
    String packageName;

    /**
     * Generate from this selection plan (written by the select goal or {@code ./bindwise select --plan}) instead of
     * selecting now: the plan of one WSDL, so with one of {@code wsdlFiles}, and without the selection's parameters.
     */
    @Parameter(property = "bindwise.plan")
    File plan;

    /** The source folder generated into; it is added to the project's compile source roots. */
    @Parameter(property = "bindwise.outputDirectory", defaultValue = "${project.build.directory}/generated-sources/bindwise",
            required = true)
    File outputDirectory;

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    MavenProject project;

    @Override
    public void execute() throws MojoFailureException {
        if (skip) {
            getLog().info("Skipped (bindwise.skip).");
            return;
        }
        checkParameters();
        for (File wsdl : wsdlFiles) {
            Selection selected = select(wsdl);
            warnings(selected.description());
            String target = packageName != null ? packageName : GenerateProxyOperation.defaultPackage(selected.description());
            GenerateProxyOperation generation = new GenerateProxyOperation(new GenerateRequest(selected.description(),
                    selected.plan(), plan == null ? null : plan.getPath(), target, outputDirectory.toPath()));
            report(wsdl, engine(() -> generation.execute(null)));
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }

    private void checkParameters() throws MojoFailureException {
        if (wsdlFiles == null || wsdlFiles.isEmpty()) {
            throw new MojoFailureException("<wsdlFiles> names no WSDL: add <wsdlFile>path/to/Service.wsdl</wsdlFile>.");
        }
        if (plan != null && wsdlFiles.size() > 1) {
            throw new MojoFailureException("<plan> is the plan of one WSDL, but <wsdlFiles> names " + wsdlFiles.size()
                    + ": generate each WSDL that has a plan in an execution of its own.");
        }
        if (plan != null && !selectionParametersGiven().isEmpty()) {
            throw new MojoFailureException("<" + selectionParametersGiven().get(0) + "> chooses how to select, but <plan> "
                    + "gives a plan selected already: leave out one of them.");
        }
        if (packageName != null) {
            try {
                GenerateProxyOperation.checkPackage(packageName);
            } catch (GenerateException e) {
                throw new MojoFailureException("<packageName>: " + e.getMessage(), e);
            }
        }
    }

    /** The WSDL read and its plan: selected now, or the saved one. */
    private Selection select(File wsdl) throws MojoFailureException {
        if (plan == null) {
            SelectionOperation selection = new SelectionOperation(selection(wsdl));
            return engine(() -> selection.execute(null));
        }
        SelectionPlan saved = engine(() -> PlanFiles.load(plan.toPath()));
        return new Selection(engine(() -> new WsdlReader(readerOptions()).read(wsdl.toPath())), saved);
    }

    private void report(File wsdl, GenerateResult result) {
        getLog().info(wsdl.getName() + ": " + result.files().size() + " files in " + outputDirectory);
        for (GenerateResult.ProxyOperation operation : result.operations()) {
            getLog().info("  " + operation.portType() + "." + operation.operation() + ": " + operation.routes().stream()
                    .map(binding -> binding.getKind().name()).collect(Collectors.joining(", then ")));
        }
        for (GeneratedFile kept : result.kept()) {
            getLog().warn("You edited " + kept.path() + ": it was kept as it is; the new generation is in "
                    + kept.newGeneration() + ". What differs, from your file to it:\n" + kept.difference());
        }
    }
}
