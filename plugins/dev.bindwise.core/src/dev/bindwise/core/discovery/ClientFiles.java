package dev.bindwise.core.discovery;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;
import java.util.zip.ZipFile;

import dev.bindwise.model.persistence.InputLimit;

/**
 * The client's files, where deployment descriptors are looked up: an archive (EAR, WAR, JAR), or a
 * project folder, where each descriptor may sit under the folder itself or under the source layouts
 * of Maven ({@code src/main/webapp}, {@code src/main/application}, {@code src/main/resources}) and
 * Eclipse WTP ({@code WebContent}, {@code EarContent}).
 */
abstract sealed class ClientFiles implements Closeable {

    private static final List<String> PROJECT_ROOTS = List.of("", "src/main/application", "EarContent",
            "src/main/webapp", "WebContent", "src/main/resources");

    /** A file found: where it is (as people read it), and its content. */
    record Found(String where, byte[] content) {
    }

    /**
     * Whether the path can be a client at all: a folder, or a regular file that begins as a zip archive does
     * (local file header, or the end record of an empty archive). A device such as /dev/zero, a pipe or a
     * text file is not, and is never read further.
     */
    static boolean isFolderOrArchive(Path path) {
        if (Files.isDirectory(path)) {
            return true;
        }
        if (!Files.isRegularFile(path)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(path)) {
            byte[] magic = in.readNBytes(4);
            return magic.length == 4 && magic[0] == 'P' && magic[1] == 'K'
                    && (magic[2] == 3 && magic[3] == 4 || magic[2] == 5 && magic[3] == 6);
        } catch (IOException e) {
            return false;
        }
    }

    /** @throws IOException when the path is a file that is not a zip archive, or cannot be read */
    static ClientFiles open(Path path) throws IOException {
        if (Files.isDirectory(path)) {
            return new Folder(path);
        }
        try {
            return new Archive(path, new ZipFile(path.toFile()));
        } catch (ZipException e) {
            throw new IOException(path + " is neither a folder nor a zip archive (EAR, WAR, JAR)", e);
        }
    }

    /** The first of these descriptor paths (relative, '/'-separated) that exists. */
    abstract Optional<Found> find(String... entries) throws IOException;

    /** A file at exactly this path relative to a project folder (never looked for in an archive). */
    Optional<Found> atProjectRoot(String entry) throws IOException {
        return Optional.empty();
    }

    /** Whether an archive has an entry under this folder prefix ("WEB-INF/"); false for a folder. */
    boolean archiveHas(String prefix) {
        return false;
    }

    abstract boolean isArchive();

    abstract String name();

    static final class Folder extends ClientFiles {

        private final Path folder;

        Folder(Path folder) {
            this.folder = folder;
        }

        @Override
        Optional<Found> find(String... entries) throws IOException {
            for (String entry : entries) {
                for (String root : PROJECT_ROOTS) {
                    Path candidate = folder.resolve(root).resolve(entry);
                    if (Files.isRegularFile(candidate)) {
                        return Optional.of(new Found(candidate.toString(), InputLimit.PROBED_FILE.read(candidate)));
                    }
                }
            }
            return Optional.empty();
        }

        @Override
        Optional<Found> atProjectRoot(String entry) throws IOException {
            Path candidate = folder.resolve(entry);
            return Files.isRegularFile(candidate)
                    ? Optional.of(new Found(candidate.toString(), InputLimit.PROBED_FILE.read(candidate)))
                    : Optional.empty();
        }

        @Override
        boolean isArchive() {
            return false;
        }

        @Override
        String name() {
            return folder.toString();
        }

        @Override
        public void close() {
            // nothing is held open
        }
    }

    static final class Archive extends ClientFiles {

        private final Path path;
        private final ZipFile zip;

        Archive(Path path, ZipFile zip) {
            this.path = path;
            this.zip = zip;
        }

        @Override
        Optional<Found> find(String... entries) throws IOException {
            for (String entry : entries) {
                ZipEntry zipEntry = zip.getEntry(entry);
                if (zipEntry != null && !zipEntry.isDirectory()) {
                    try (InputStream in = zip.getInputStream(zipEntry)) {
                        return Optional.of(new Found(path + "!/" + entry, InputLimit.PROBED_FILE.read(in, path + "!/" + entry)));
                    }
                }
            }
            return Optional.empty();
        }

        @Override
        boolean archiveHas(String prefix) {
            return zip.stream().anyMatch(entry -> entry.getName().startsWith(prefix));
        }

        @Override
        boolean isArchive() {
            return true;
        }

        @Override
        String name() {
            return path.getFileName().toString();
        }

        @Override
        public void close() throws IOException {
            zip.close();
        }
    }
}
