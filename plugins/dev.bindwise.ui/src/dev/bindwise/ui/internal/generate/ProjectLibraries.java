package dev.bindwise.ui.internal.generate;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

import dev.bindwise.ui.internal.generate.BundledJars.BundledJar;

/**
 * Puts libraries on a plain Java project's build path, each once: a jar this bundle carries is copied to the
 * same path in the project (refreshed when this Bindwise carries another one); a jar or class folder of the
 * user's is named where it is. In a modular project, the libraries its module reads go on the module path.
 */
final class ProjectLibraries {

    private ProjectLibraries() {
    }

    /** Copies a bundled jar into the project; returns its workspace path. */
    static IPath copy(IJavaProject project, BundledJar jar, IProgressMonitor monitor) throws CoreException {
        byte[] bytes = jar.read();
        IFile file = project.getProject().getFile(IPath.fromPortableString(jar.path()));
        if (!file.exists()) {
            createFolders(file.getParent(), monitor);
            file.create(new ByteArrayInputStream(bytes), IResource.FORCE, monitor);
        } else if (!Arrays.equals(bytes, contents(file))) {
            file.setContents(new ByteArrayInputStream(bytes), IResource.FORCE | IResource.KEEP_HISTORY, monitor);
        }
        return file.getFullPath();
    }

    /**
     * Adds a library entry for each path not on the build path yet (a workspace path, or an absolute path
     * outside the workspace, as "Add External JARs" names one).
     *
     * @param modulePath the paths to put on the module path (read by the project's module)
     */
    static void addEntries(IJavaProject project, List<IPath> paths, List<IPath> modulePath, IProgressMonitor monitor)
            throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, 1);
        List<IClasspathEntry> entries = new ArrayList<>(Arrays.asList(project.getRawClasspath()));
        boolean changed = false;
        for (IPath path : paths) {
            boolean present = entries.stream().anyMatch(
                    entry -> entry.getEntryKind() == IClasspathEntry.CPE_LIBRARY && entry.getPath().equals(path));
            if (!present) {
                IClasspathAttribute[] attributes = modulePath.contains(path)
                        ? new IClasspathAttribute[] { JavaCore.newClasspathAttribute(IClasspathAttribute.MODULE, "true") }
                        : new IClasspathAttribute[0];
                entries.add(JavaCore.newLibraryEntry(path, null, null, null, attributes, false));
                changed = true;
            }
        }
        if (changed) {
            project.setRawClasspath(entries.toArray(IClasspathEntry[]::new), progress.split(1));
        }
    }

    private static byte[] contents(IFile file) throws CoreException {
        try (InputStream in = file.getContents(true)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot read " + file.getFullPath(), e));
        }
    }

    private static void createFolders(IContainer container, IProgressMonitor monitor) throws CoreException {
        if (container instanceof IFolder folder && !folder.exists()) {
            createFolders(folder.getParent(), monitor);
            folder.create(IResource.FORCE, true, monitor);
        }
    }
}
