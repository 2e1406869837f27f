package dev.bindwise.ui.internal.preview;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

import dev.bindwise.core.estimate.Measurements;

/**
 * The files a selection read: the WSDL (or plan file), the target profile, the profiles of the compared targets,
 * the calibration, and the rules and samples (files, or folders whose files count). A workspace change that adds, removes or changes the content of
 * one of them makes the selection stale.
 *
 * @param shown the workspace path of the WSDL or plan file
 * @param files the locations of the files read whole (or folders read file by file: rules, samples)
 */
record SelectInputs(IPath shown, List<Path> files) {

    static final SelectInputs NONE = new SelectInputs(null, List.of());

    SelectInputs {
        files = List.copyOf(files);
    }

    /**
     * What a selection of the file with these settings reads (settings null: a plan file, read as it is), the
     * measurements beside it, and
     * comparing it on these targets.
     */
    static SelectInputs of(IFile file, SelectSettings settings, List<ComparedTarget> compared) {
        List<Path> files = new ArrayList<>();
        // a proxy's measurements written beside it show in the plan's table (PredictedAndMeasured)
        if (file.getLocation() != null) {
            files.add(file.getLocation().toFile().toPath().resolveSibling(Measurements.FILE_NAME));
        }
        compared.forEach(target -> target.profile().ifPresent(files::add));
        if (settings != null) {
            settings.targetProfile().ifPresent(files::add);
            settings.calibration().ifPresent(files::add);
            settings.samples().ifPresent(files::add);
            files.addAll(settings.rules());
        }
        return new SelectInputs(file.getFullPath(), files.stream().map(path -> path.toAbsolutePath().normalize()).toList());
    }

    /** Whether the change added, removed or rewrote one of the files (reads the delta only: any thread). */
    boolean touchedBy(IResourceDelta delta) {
        if (shown == null) {
            return false;
        }
        boolean[] touched = new boolean[1];
        try {
            delta.accept(child -> {
                if (touched[0]) {
                    return false;
                }
                IResource resource = child.getResource();
                if (resource.getType() == IResource.FILE && changed(child) && reads(resource)) {
                    touched[0] = true;
                }
                return true;
            });
        } catch (CoreException e) {
            return false;
        }
        return touched[0];
    }

    private static boolean changed(IResourceDelta delta) {
        return delta.getKind() != IResourceDelta.CHANGED
                || (delta.getFlags() & (IResourceDelta.CONTENT | IResourceDelta.REPLACED)) != 0;
    }

    private boolean reads(IResource file) {
        if (file.getFullPath().equals(shown)) {
            return true;
        }
        IPath location = file.getLocation();
        if (location == null) {
            return false;
        }
        Path path = location.toFile().toPath().toAbsolutePath().normalize();
        return files.stream().anyMatch(read -> path.equals(read) || path.startsWith(read));
    }
}
