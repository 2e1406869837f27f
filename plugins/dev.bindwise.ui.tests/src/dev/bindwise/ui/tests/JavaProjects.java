package dev.bindwise.ui.tests;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IncrementalProjectBuilder;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

/** Java projects for the wizard's tests: made as JDT makes them, built, and their problems read. */
final class JavaProjects {

    private JavaProjects() {
    }

    /** A Java project on the running JDK with one source folder (e.g. "src" or "src/main/java"). */
    static IJavaProject create(String name, String sourceFolder) throws CoreException {
        IProject project = Workbench.project(name);
        IProjectDescription description = project.getDescription();
        description.setNatureIds(new String[] { JavaCore.NATURE_ID });
        project.setDescription(description, null);
        IJavaProject javaProject = JavaCore.create(project);
        IFolder src = folders(project, sourceFolder);
        javaProject.setOutputLocation(project.getFolder("bin").getFullPath(), null);
        // the running JDK as the project's system library (JDT reads a modular JDK through its jrt-fs.jar)
        Path jrt = Path.of(System.getProperty("java.home"), "lib", "jrt-fs.jar");
        javaProject.setRawClasspath(new IClasspathEntry[] { JavaCore.newSourceEntry(src.getFullPath()),
                JavaCore.newLibraryEntry(IPath.fromOSString(jrt.toString()), null, null) }, null);
        Map<String, String> options = javaProject.getOptions(false);
        JavaCore.setComplianceOptions("17", options);
        javaProject.setOptions(options);
        return javaProject;
    }

    /** A full build of the project, waiting for it, and its error markers as file:line message. */
    static List<String> buildErrors(IProject project) throws CoreException, InterruptedException {
        project.build(IncrementalProjectBuilder.FULL_BUILD, null);
        Job.getJobManager().join(ResourcesPlugin.FAMILY_AUTO_BUILD, null);
        List<String> errors = new ArrayList<>();
        for (IMarker marker : project.findMarkers(IMarker.PROBLEM, true, IResource.DEPTH_INFINITE)) {
            if (marker.getAttribute(IMarker.SEVERITY, -1) == IMarker.SEVERITY_ERROR) {
                errors.add(marker.getResource().getName() + ":" + marker.getAttribute(IMarker.LINE_NUMBER, -1) + " "
                        + marker.getAttribute(IMarker.MESSAGE, ""));
            }
        }
        return errors;
    }

    /** How many library entries of the raw class path name this path. */
    static long libraryEntries(IJavaProject project, IPath path) throws CoreException {
        return Arrays.stream(project.getRawClasspath())
                .filter(entry -> entry.getEntryKind() == IClasspathEntry.CPE_LIBRARY && entry.getPath().equals(path))
                .count();
    }

    static IFolder folders(IContainer parent, String relative) throws CoreException {
        IContainer current = parent;
        for (String segment : relative.split("/")) {
            IFolder folder = current.getFolder(IPath.fromPortableString(segment));
            if (!folder.exists()) {
                folder.create(true, true, null);
            }
            current = folder;
        }
        return (IFolder) current;
    }

    /** A jar of a class folder, as a client jar built by Maven is (with its pom.properties when coordinates are given). */
    static Path jar(Path classes, Path jar, String mavenCoordinates) throws IOException {
        try (OutputStream out = Files.newOutputStream(jar); ZipOutputStream zip = new ZipOutputStream(out);
                Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                zip.putNextEntry(new ZipEntry(classes.relativize(file).toString().replace('\\', '/')));
                zip.write(Files.readAllBytes(file));
                zip.closeEntry();
            }
            if (mavenCoordinates != null) {
                String[] parts = mavenCoordinates.split(":");
                zip.putNextEntry(new ZipEntry("META-INF/maven/" + parts[0] + "/" + parts[1] + "/pom.properties"));
                zip.write(("groupId=" + parts[0] + "\nartifactId=" + parts[1] + "\nversion=" + parts[2] + "\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                zip.closeEntry();
            }
        }
        return jar;
    }
}
