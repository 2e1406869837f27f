package dev.bindwise.maven;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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

    /** The (extended) WSDL 1.1 files to generate the proxies of; default: every {@code *.wsdl} under {@code wsdlDirectory}. */
    @Parameter(property = "bindwise.wsdlFiles")
    List<File> wsdlFiles;

    /**
     * Where the WSDLs are when {@code wsdlFiles} names none: every {@code *.wsdl} below it, in the order of their paths.
     * {@code src/main/wsdl} by default, the source folder of its own that Maven's layout gives each kind of source: a
     * WSDL is the generator's input, not a resource of the jar (under {@code src/main/resources} it would be packed).
     */
    @Parameter(property = "bindwise.wsdlDirectory", defaultValue = "${project.basedir}/src/main/wsdl", required = true)
    File wsdlDirectory;

    /**
     * The Java package of the sources of every WSDL; default: each WSDL's own, from its target namespace as JAXB makes
     * it ({@code http://example.com/trader} is {@code com.example.trader}).
     */
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
        List<File> wsdls = wsdlFiles == null || wsdlFiles.isEmpty() ? wsdlsUnderTheirFolder() : wsdlFiles;
        checkParameters(wsdls);
        Map<Path, File> generatedBy = new HashMap<>();
        for (File wsdl : wsdls) {
            Selection selected = select(wsdl);
            warnings(selected.description());
            String target = packageName != null ? packageName : GenerateProxyOperation.defaultPackage(selected.description());
            GenerateProxyOperation generation = new GenerateProxyOperation(new GenerateRequest(selected.description(),
                    selected.plan(), plan == null ? null : plan.getPath(), target, outputDirectory.toPath()));
            GenerateResult result = engine(() -> generation.execute(null));
            for (GeneratedFile file : result.files()) {
                File earlier = generatedBy.putIfAbsent(file.path(), wsdl);
                if (earlier != null) {
                    throw new MojoFailureException(earlier + " and " + wsdl + " both generate " + file.path() + ": give "
                            + "them WSDLs of their own target namespaces, or generate each in an execution of its own "
                            + "with its own <packageName>.");
                }
            }
            report(wsdl, result);
        }
        project.addCompileSourceRoot(outputDirectory.getPath());
    }

    /** Every {@code *.wsdl} below the WSDL folder, in the order of their paths (the same on every machine). */
    private List<File> wsdlsUnderTheirFolder() throws MojoFailureException {
        if (!wsdlDirectory.isDirectory()) {
            throw new MojoFailureException("No WSDL to generate from: <wsdlFiles> names none, and there is no folder "
                    + wsdlDirectory + ". Put the service's WSDL there, or name it: <wsdlFiles><wsdlFile>path/to/"
                    + "Service.wsdl</wsdlFile></wsdlFiles>.");
        }
        List<File> found;
        try (Stream<Path> files = Files.walk(wsdlDirectory.toPath())) {
            found = files.filter(file -> file.getFileName().toString().endsWith(".wsdl") && Files.isRegularFile(file))
                    .sorted().map(Path::toFile).toList();
        } catch (IOException | UncheckedIOException e) {
            throw new MojoFailureException(wsdlDirectory + " cannot be read (" + e.getMessage() + "): make it readable, "
                    + "or name the WSDLs in <wsdlFiles>.", e);
        }
        if (found.isEmpty()) {
            throw new MojoFailureException("No WSDL to generate from: " + wsdlDirectory + " has no *.wsdl file, and "
                    + "<wsdlFiles> names none. Put the service's WSDL there, or name it in <wsdlFiles>.");
        }
        return found;
    }

    private void checkParameters(List<File> wsdls) throws MojoFailureException {
        if (plan != null && wsdls.size() > 1) {
            throw new MojoFailureException("<plan> is the plan of one WSDL, but there are " + wsdls.size()
                    + " to generate: generate each WSDL that has a plan in an execution of its own (<wsdlFiles>).");
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
