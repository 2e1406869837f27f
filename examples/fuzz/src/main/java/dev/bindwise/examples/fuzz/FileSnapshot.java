package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The files of a mutant's folder, each with a hash of its content, taken before and after a run: a file of the
 * user's must be there after, unchanged, and no file may appear outside the folders Bindwise writes into.
 */
final class FileSnapshot {

    private final Map<Path, String> hashes;

    private FileSnapshot(Map<Path, String> hashes) {
        this.hashes = hashes;
    }

    static FileSnapshot of(Path folder) {
        Map<Path, String> hashes = new TreeMap<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> walk = Files.walk(folder)) {
                walk.filter(path -> Files.isRegularFile(path) || Files.isSymbolicLink(path))
                        .forEach(path -> hashes.put(path, hash(path)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new FileSnapshot(hashes);
    }

    /**
     * What differs, from {@code before} to this, among the files that are the user's: every file outside
     * {@code outputFolders} and the {@code userFiles} inside them; null when nothing does.
     */
    String lostOrChanged(FileSnapshot before, List<Path> outputFolders, Set<Path> userFiles) {
        StringBuilder differences = new StringBuilder();
        for (Map.Entry<Path, String> file : before.hashes.entrySet()) {
            Path path = file.getKey();
            if (!isUsers(path, outputFolders, userFiles)) {
                continue;
            }
            String now = hashes.get(path);
            if (now == null) {
                differences.append("lost: ").append(path).append('\n');
            } else if (!now.equals(file.getValue())) {
                differences.append("changed: ").append(path).append('\n');
            }
        }
        for (Path path : hashes.keySet()) {
            if (!before.hashes.containsKey(path) && outputFolders.stream().noneMatch(path::startsWith)) {
                differences.append("written outside --out: ").append(path).append('\n');
            }
        }
        return differences.isEmpty() ? null : differences.toString().strip();
    }

    private static boolean isUsers(Path path, List<Path> outputFolders, Set<Path> userFiles) {
        return userFiles.contains(path) || outputFolders.stream().noneMatch(path::startsWith);
    }

    private static String hash(Path path) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            if (Files.isSymbolicLink(path)) {
                sha.update(("link to " + Files.readSymbolicLink(path)).getBytes());
            }
            if (Files.isRegularFile(path, LinkOption.NOFOLLOW_LINKS)) {
                sha.update(Files.readAllBytes(path));
            }
            return HexFormat.of().formatHex(sha.digest());
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
