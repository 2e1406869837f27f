package dev.bindwise.core.discovery;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;
import dev.bindwise.core.operation.OutputFile;

/**
 * Saves a target profile's text ({@link TargetProfileWriter}) to a file, as every {@link OutputFile} is written:
 * its folder made if needed, never half written, a file that exists already never replaced unless forced.
 */
public final class SaveTargetOperation implements BindwiseOperation<Path> {

    private final String profile;
    private final Path file;
    private final boolean force;

    public SaveTargetOperation(String profile, Path file, boolean force) {
        this.profile = profile;
        this.file = file;
        this.force = force;
    }

    /**
     * @throws BadInputException when the file exists and force was not given, names a folder, or is in a file, or
     *             cannot be written (a full disk, no permission)
     */
    @Override
    public Path execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Saving the target profile", 1);
        new OutputFile(file, "the target profile", "target.json").write(profile, StandardCharsets.UTF_8, force);
        progress.worked(1);
        return file;
    }
}
