package dev.bindwise.core.discovery;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import dev.bindwise.core.operation.BadInputException;

/**
 * The client's class path, where the local Java probe looks for the service's class: the project's class
 * folders and jars (or the archive itself), and nothing without a project. Never the class path of the
 * process that discovers: the command line or the IDE is not the client, and its own classes must not
 * make a service look local.
 */
final class ClientClassPath {

    /** Where builds put a project's classes (Maven, Gradle, Eclipse, a WAR). */
    private static final List<String> CLASS_FOLDERS = List.of("target/classes", "build/classes/java/main", "bin",
            "WEB-INF/classes");

    private ClientClassPath() {
    }

    /** A class loader over the project's classes, whose parent is the platform class loader; project may be null. */
    static ClassLoader of(Path project) throws BadInputException {
        List<URL> entries = new ArrayList<>();
        if (project != null) {
            try {
                if (Files.isDirectory(project)) {
                    entries.add(project.toUri().toURL());
                    for (String folder : CLASS_FOLDERS) {
                        Path classes = project.resolve(folder);
                        if (Files.isDirectory(classes)) {
                            entries.add(classes.toUri().toURL());
                        }
                    }
                    try (Stream<Path> jars = Files.find(project, 4, (path, attributes) -> attributes.isRegularFile()
                            && path.getFileName().toString().endsWith(".jar"))) {
                        for (Path jar : (Iterable<Path>) jars::iterator) {
                            entries.add(jar.toUri().toURL());
                        }
                    }
                } else {
                    entries.add(project.toUri().toURL());
                }
            } catch (IOException e) {
                throw new BadInputException(project + ": cannot read the project's class path (" + e.getMessage() + ").");
            }
        }
        return new URLClassLoader(entries.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    }
}
