package dev.bindwise.ui.internal.settings;

import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;

/**
 * A setting's path as stored: a workspace resource as {@code ${workspace_loc:/project/folder/file}} (Eclipse's
 * own notation, as in launch configurations; it stays right when the workspace moves), anything else a path of
 * the file system.
 */
public final class WorkspacePaths {

    private static final String PREFIX = "${workspace_loc:";
    private static final String SUFFIX = "}";

    private WorkspacePaths() {
    }

    /** How a workspace resource is stored. */
    public static String stored(IResource resource) {
        return PREFIX + resource.getFullPath().toString() + SUFFIX;
    }

    /** The workspace path a stored value names, or empty when it names a file of the file system. */
    public static Optional<IPath> workspacePath(String stored) {
        String value = stored == null ? "" : stored.trim();
        if (value.startsWith(PREFIX) && value.endsWith(SUFFIX)) {
            return Optional.of(IPath.fromPortableString(value.substring(PREFIX.length(), value.length() - SUFFIX.length())));
        }
        return Optional.empty();
    }

    /**
     * The file a stored value names, empty for an empty value. A workspace path resolves to the resource's
     * location; one that names no resource resolves to where it would be, so that the message that follows
     * ("no such file") shows a path the user can recognise.
     */
    public static Optional<Path> resolve(String stored) {
        String value = stored == null ? "" : stored.trim();
        if (value.isEmpty()) {
            return Optional.empty();
        }
        Optional<IPath> inWorkspace = workspacePath(value);
        if (inWorkspace.isEmpty()) {
            return Optional.of(Path.of(value));
        }
        IWorkspaceRoot root = ResourcesPlugin.getWorkspace().getRoot();
        IResource resource = root.findMember(inWorkspace.get());
        IPath location = resource != null && resource.getLocation() != null ? resource.getLocation()
                : root.getLocation().append(inWorkspace.get());
        return Optional.of(location.toFile().toPath());
    }
}
