package dev.bindwise.core.discovery;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.SubMonitor;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.BindwiseOperation;

/**
 * Saves a target profile's text ({@link TargetProfileWriter}) to a file, making its folder if needed. A file
 * that exists already is never replaced unless forced.
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
     * @throws BadInputException when the file exists and force was not given, or names a folder
     * @throws UncheckedIOException when the file cannot be written
     */
    @Override
    public Path execute(IProgressMonitor monitor) throws BadInputException {
        SubMonitor progress = SubMonitor.convert(monitor, "Saving the target profile", 1);
        if (Files.isDirectory(file)) {
            throw new BadInputException(file + " is a folder: give the target profile's file name (target.json, say).");
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            // CREATE_NEW checks and creates at once: a file that appears meanwhile is not replaced either
            if (force) {
                Files.writeString(file, profile, StandardCharsets.UTF_8);
            } else {
                Files.writeString(file, profile, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                        StandardOpenOption.WRITE);
            }
        } catch (FileAlreadyExistsException e) {
            throw new BadInputException(file + " exists already: save the target profile elsewhere, or force replacing it.");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the target profile to " + file + ": " + e.getMessage(), e);
        }
        progress.worked(1);
        return file;
    }
}
