package dev.bindwise.examples.commands;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The temporary folders of the servers' logs, removed once a run went well. */
final class LogFolders {

    private LogFolders() {
    }

    static void deleteQuietly(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(file);
            }
        } catch (IOException e) {
            // a log left in the temporary folder harms nobody
        }
    }
}
