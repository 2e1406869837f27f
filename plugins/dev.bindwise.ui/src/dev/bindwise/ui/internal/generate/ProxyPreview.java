package dev.bindwise.ui.internal.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.generate.GenerateResult;
import dev.bindwise.core.generate.GeneratedFile;
import dev.bindwise.core.select.Selection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.ui.internal.preview.SelectionFailure;
import dev.bindwise.ui.internal.preview.WorkspaceSelection;

/**
 * What Finish would do, worked out before anything is written: the plan of select for the WSDL and target,
 * and each source file's outcome. The outcomes come from the core itself, run on a scratch copy of the
 * package's existing files, so that the preview cannot disagree with the write (an edited file is kept,
 * a file Bindwise did not write stops the generation).
 *
 * @param plan                   the plan Finish generates from (the same object, so the same sources)
 * @param description            the WSDL as read
 * @param files                  per source file, its path under the source folder and what Finish does with it
 * @param generated              what the core's generation said (the service's classes the proxy needs, its routes)
 * @param generateServiceClasses whether the service's classes are generated with the proxy
 */
public record ProxyPreview(SelectionPlan plan, ServiceDescription description, List<PlannedFile> files,
        GenerateResult generated, boolean generateServiceClasses) {

    /** One source file Finish writes, or keeps because the user edited it. */
    public record PlannedFile(Path relativePath, GeneratedFile.Outcome outcome) {
    }

    public static ProxyPreview compute(GenerateChoices choices, IProgressMonitor monitor) throws SelectionFailure {
        SubMonitor progress = SubMonitor.convert(monitor, "Previewing the binding proxy", 10);
        Selection selection = WorkspaceSelection.select(choices.wsdl(), choices.select(), progress.split(8));
        progress.subTask("working out the files");
        ProxyPreview preview = files(choices, selection.plan(), selection.description(), false);
        progress.worked(2);
        return preview;
    }

    /** The same plan, with the service's classes generated with the proxy or not. */
    public ProxyPreview withServiceClassesGenerated(GenerateChoices choices, boolean generate) throws SelectionFailure {
        return files(choices, plan, description, generate);
    }

    private static ProxyPreview files(GenerateChoices choices, SelectionPlan plan, ServiceDescription description,
            boolean generateServiceClasses) throws SelectionFailure {
        Path sourceFolder = choices.sourceFolderLocation();
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("bindwise-preview");
            copyPackages(sourceFolder, scratch, choices.packageName(), description);
            GenerateResult result = new GenerateProxyOperation(request(choices, plan, description, scratch)
                    .withServiceClassesGenerated(generateServiceClasses)).execute(null);
            List<PlannedFile> files = new ArrayList<>();
            for (GeneratedFile file : result.files()) {
                files.add(new PlannedFile(scratch.relativize(file.path()), file.outcome()));
            }
            return new ProxyPreview(plan, description, List.copyOf(files), result, generateServiceClasses);
        } catch (GenerateException e) {
            throw new SelectionFailure(scratch == null ? e.getMessage()
                    : e.getMessage().replace(scratch.toString(), sourceFolder.toString()));
        } catch (IOException e) {
            throw new SelectionFailure("Cannot work out the files to generate: " + e);
        } finally {
            deleteQuietly(scratch);
        }
    }

    /** What Finish generates from this preview into the source folder. */
    GenerateRequest request(GenerateChoices choices) {
        return request(choices, plan, description, choices.sourceFolderLocation())
                .withServiceClassesGenerated(generateServiceClasses);
    }

    private static GenerateRequest request(GenerateChoices choices, SelectionPlan plan, ServiceDescription description,
            Path root) {
        return new GenerateRequest(description, plan, null, choices.packageName(), root);
    }

    /**
     * The files the generation may meet: in the proxy's package and in the packages of the classes the WSDL's
     * type mapping names (where generated service classes go).
     */
    private static void copyPackages(Path sourceFolder, Path scratch, String packageName, ServiceDescription description)
            throws IOException {
        Set<String> packages = new TreeSet<>();
        packages.add(packageName);
        description.getBindings().forEach(binding -> binding.getTypeMappings().forEach(mapping -> mapping.getEntries()
                .forEach(entry -> {
                    String type = entry.getFormatType() == null ? "" : entry.getFormatType().trim();
                    if (type.lastIndexOf('.') > 0) {
                        packages.add(type.substring(0, type.lastIndexOf('.')));
                    }
                })));
        for (String name : packages) {
            copyPackage(sourceFolder, scratch, name);
        }
    }

    /** The files the generation may meet in a package folder: sources and earlier new generations. */
    private static void copyPackage(Path sourceFolder, Path scratch, String packageName) throws IOException {
        Path relative = Path.of(packageName.replace('.', '/'));
        Path existing = sourceFolder.resolve(relative);
        if (!Files.isDirectory(existing)) {
            return;
        }
        Path copy = Files.createDirectories(scratch.resolve(relative));
        try (Stream<Path> files = Files.list(existing)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.endsWith(".java") || name.endsWith(".java.generated")) {
                    // a folder under such a name is copied as a folder, so that the core refuses it the same way
                    if (Files.isDirectory(file)) {
                        Files.createDirectories(copy.resolve(name));
                    } else {
                        Files.copy(file, copy.resolve(name));
                    }
                }
            }
        }
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        } catch (IOException e) {
            // a scratch copy under the temporary folder: the system removes what is left
        }
    }
}
