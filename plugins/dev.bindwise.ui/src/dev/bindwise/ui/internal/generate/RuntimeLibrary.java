package dev.bindwise.ui.internal.generate;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Arrays;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.FileLocator;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.SubMonitor;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;

/**
 * Puts dev.bindwise.runtime, which every generated proxy calls, on a Java project's build path: the jar this
 * bundle carries (copied in by the build) goes to {@value #PROJECT_PATH} in the project, and a library entry
 * names it once. A later generation refreshes the jar if this Bindwise carries another one.
 */
public final class RuntimeLibrary {

    /** Where the build puts the runtime jar inside this bundle. */
    static final String BUNDLE_PATH = "lib/dev.bindwise.runtime.jar";
    /** Where it goes in the user's project. */
    public static final String PROJECT_PATH = "lib/dev.bindwise.runtime.jar";

    private RuntimeLibrary() {
    }

    /** Copies the jar into the project and adds its library entry, if not there yet. */
    public static IFile putOnBuildPath(IJavaProject project, IProgressMonitor monitor) throws CoreException {
        SubMonitor progress = SubMonitor.convert(monitor, "Putting dev.bindwise.runtime on the build path", 2);
        byte[] jar = bundledJar();
        IFile file = project.getProject().getFile(IPath.fromPortableString(PROJECT_PATH));
        if (!file.exists()) {
            createFolders(file.getParent(), progress.split(0));
            file.create(new ByteArrayInputStream(jar), IResource.FORCE, progress.split(1));
        } else if (!Arrays.equals(jar, contents(file))) {
            file.setContents(new ByteArrayInputStream(jar), IResource.FORCE | IResource.KEEP_HISTORY, progress.split(1));
        }
        progress.setWorkRemaining(1);
        IClasspathEntry[] entries = project.getRawClasspath();
        for (IClasspathEntry entry : entries) {
            if (entry.getEntryKind() == IClasspathEntry.CPE_LIBRARY && entry.getPath().equals(file.getFullPath())) {
                return file;
            }
        }
        IClasspathEntry[] withRuntime = Arrays.copyOf(entries, entries.length + 1);
        withRuntime[entries.length] = JavaCore.newLibraryEntry(file.getFullPath(), null, null);
        project.setRawClasspath(withRuntime, progress.split(1));
        return file;
    }

    private static byte[] bundledJar() throws CoreException {
        Bundle bundle = FrameworkUtil.getBundle(RuntimeLibrary.class);
        URL url = FileLocator.find(bundle, IPath.fromPortableString(BUNDLE_PATH));
        if (url == null) {
            throw new CoreException(Status.error("This Bindwise installation lacks " + BUNDLE_PATH + " in bundle "
                    + bundle.getSymbolicName() + ": reinstall Bindwise, or add dev.bindwise.runtime's jar to the"
                    + " project's build path by hand."));
        }
        try (InputStream in = url.openStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot read " + BUNDLE_PATH + " of " + bundle.getSymbolicName(), e));
        }
    }

    private static byte[] contents(IFile file) throws CoreException {
        try (InputStream in = file.getContents(true)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new CoreException(new Status(IStatus.ERROR, "dev.bindwise.ui", "Cannot read " + file.getFullPath(), e));
        }
    }

    private static void createFolders(IContainer container, IProgressMonitor monitor) throws CoreException {
        if (container instanceof IFolder folder && !folder.exists()) {
            createFolders(folder.getParent(), monitor);
            folder.create(IResource.FORCE, true, monitor);
        }
    }
}
