package dev.bindwise.ui.internal.generate;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.FindException;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

import org.eclipse.core.resources.IContainer;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;

import dev.bindwise.core.generate.PomDependencies.Dependency;

/**
 * The service's client jar or class folder that the user chose for the service's own classes: what it holds
 * of the classes the proxy needs, its Maven coordinates (a jar built by Maven says them in
 * META-INF/maven/.../pom.properties) and the name it has as a module.
 */
record ServiceClassLocation(Path location) {

    boolean isJar() {
        return Files.isRegularFile(location);
    }

    /** The classes (binary names) that are not in the jar or folder. */
    List<String> missing(List<String> classNames) throws IOException {
        List<String> missing = new ArrayList<>();
        if (isJar()) {
            try (ZipFile jar = new ZipFile(location.toFile())) {
                for (String name : classNames) {
                    if (jar.getEntry(classFile(name)) == null) {
                        missing.add(name);
                    }
                }
            }
        } else {
            for (String name : classNames) {
                if (!Files.isRegularFile(location.resolve(classFile(name)))) {
                    missing.add(name);
                }
            }
        }
        return missing;
    }

    /** Whether a jar holds classes of the package (not of its subpackages). */
    boolean hasPackage(String packageName) throws IOException {
        if (!isJar()) {
            return false;
        }
        String folder = packageName.replace('.', '/') + "/";
        try (ZipFile jar = new ZipFile(location.toFile())) {
            return jar.stream().map(ZipEntry::getName).anyMatch(name -> name.startsWith(folder) && name.endsWith(".class")
                    && name.indexOf('/', folder.length()) < 0);
        }
    }

    /** The one artifact a jar built by Maven says it is, if it says so. */
    Optional<Dependency> mavenCoordinates() throws IOException {
        if (!isJar()) {
            return Optional.empty();
        }
        List<Dependency> found = new ArrayList<>();
        try (ZipFile jar = new ZipFile(location.toFile())) {
            for (ZipEntry entry : jar.stream().toList()) {
                if (entry.getName().startsWith("META-INF/maven/") && entry.getName().endsWith("/pom.properties")) {
                    Properties properties = new Properties();
                    try (InputStream in = jar.getInputStream(entry)) {
                        properties.load(in);
                    }
                    found.add(new Dependency(properties.getProperty("groupId"), properties.getProperty("artifactId"),
                            properties.getProperty("version"), null));
                }
            }
        }
        return found.size() == 1 && found.get(0).groupId() != null && found.get(0).artifactId() != null
                && found.get(0).version() != null ? Optional.of(found.get(0)) : Optional.empty();
    }

    /** The module a jar is on the module path: its own, or the automatic module its name makes. */
    Optional<String> moduleName() {
        if (!isJar()) {
            return Optional.empty();
        }
        try {
            return ModuleFinder.of(location).findAll().stream().findFirst().map(ModuleReference::descriptor)
                    .map(descriptor -> descriptor.name());
        } catch (FindException e) {
            return Optional.empty();
        }
    }

    /** Its workspace path where the workspace has it, else its path on disk (as Add External JARs names it). */
    IPath buildPathEntry() {
        for (IContainer container : ResourcesPlugin.getWorkspace().getRoot()
                .findContainersForLocationURI(location.getParent().toUri())) {
            IResource member = container.findMember(location.getFileName().toString());
            if (member != null && member.exists()) {
                return member.getFullPath();
            }
        }
        return IPath.fromOSString(location.toString());
    }

    private static String classFile(String binaryName) {
        return binaryName.replace('.', '/') + ".class";
    }
}
