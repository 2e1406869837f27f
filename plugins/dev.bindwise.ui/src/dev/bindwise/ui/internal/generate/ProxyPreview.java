package dev.bindwise.ui.internal.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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
 * @param plan        the plan Finish generates from (the same object, so the same sources)
 * @param description the WSDL as read
 * @param files       per source file, its path under the source folder and what Finish does with it
 */
public record ProxyPreview(SelectionPlan plan, ServiceDescription description, List<PlannedFile> files) {

    /** One source file Finish writes, or keeps because the user edited it. */
    public record PlannedFile(Path relativePath, GeneratedFile.Outcome outcome) {
    }

    public static ProxyPreview compute(GenerateChoices choices, IProgressMonitor monitor) throws SelectionFailure {
        SubMonitor progress = SubMonitor.convert(monitor, "Previewing the binding proxy", 10);
        Selection selection = WorkspaceSelection.select(choices.wsdl(), choices.select(), progress.split(8));
        SelectionPlan plan = selection.plan();
        ServiceDescription description = selection.description();
        progress.subTask("working out the files");
        Path sourceFolder = choices.sourceFolderLocation();
        Path scratch = null;
        try {
            scratch = Files.createTempDirectory("bindwise-preview");
            copyPackage(sourceFolder, scratch, choices.packageName());
            GenerateResult result = new GenerateProxyOperation(
                    new GenerateRequest(description, plan, null, choices.packageName(), scratch)).execute(null);
            List<PlannedFile> files = new ArrayList<>();
            for (GeneratedFile file : result.files()) {
                files.add(new PlannedFile(scratch.relativize(file.path()), file.outcome()));
            }
            progress.worked(2);
            return new ProxyPreview(plan, description, List.copyOf(files));
        } catch (GenerateException e) {
            throw new SelectionFailure(scratch == null ? e.getMessage()
                    : e.getMessage().replace(scratch.toString(), sourceFolder.toString()));
        } catch (IOException e) {
            throw new SelectionFailure("Cannot work out the files to generate: " + e);
        } finally {
            deleteQuietly(scratch);
        }
    }

    /** The files the generation may meet in the package folder: sources and earlier new generations. */
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
