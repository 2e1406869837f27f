package dev.bindwise.cli;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import dev.bindwise.core.discovery.Discovery;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.core.discovery.TargetProfileException;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;
import picocli.CommandLine.Option;

/** How a command finds the facts of the target: the same options in discover and select (a picocli mixin). */
final class DiscoveryOptions {

    /** Where builds put a project's classes (Maven, Gradle, Eclipse, a WAR). */
    private static final List<String> CLASS_FOLDERS = List.of("target/classes", "build/classes/java/main", "bin",
            "WEB-INF/classes");

    @Option(names = "--target", paramLabel = "PROFILE",
            description = "A target profile (bindwise.target/1, JSON): facts declared for a target that cannot be probed from here.")
    private Path profile;

    @Option(names = "--project", paramLabel = "DIR|ARCHIVE",
            description = "The client: a project folder or an EAR, WAR or JAR (package type, security domain, its class path for local Java).")
    private Path project;

    @Option(names = "--server-home", paramLabel = "DIR",
            description = "The service's application server installation (vendor, version, security domain).")
    private Path serverHome;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "2000",
            description = "The bound of the whole discovery in milliseconds (probes run in parallel); default ${DEFAULT-VALUE}.")
    private long timeoutMillis;

    /** Probes within the bound and merges the profile's declarations; bad options are bad input. */
    Facts discover(ServiceDescription description) throws BadInputException {
        if (project != null && !Files.exists(project)) {
            throw new BadInputException(project + ": --project is neither a folder nor an archive.");
        }
        if (serverHome != null && !Files.isDirectory(serverHome)) {
            throw new BadInputException(serverHome + ": --server-home is not a folder.");
        }
        if (timeoutMillis <= 0) {
            throw new BadInputException("--timeout " + timeoutMillis + ": give a positive number of milliseconds.");
        }
        TargetProfile targetProfile = null;
        if (profile != null) {
            try {
                targetProfile = TargetProfile.load(profile);
            } catch (TargetProfileException e) {
                throw new BadInputException(e.getMessage());
            }
        }
        return Discovery.discover(description, new DiscoveryRequest(project, serverHome,
                Duration.ofMillis(timeoutMillis), targetProfile, clientClassLoader()));
    }

    /**
     * The client's class path, where the local Java probe looks for the service's class: the project's
     * class folders and jars (or the archive itself). Never this command's own class path: the command
     * line is not the client, and its jar carries the example services.
     */
    private ClassLoader clientClassLoader() throws BadInputException {
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
