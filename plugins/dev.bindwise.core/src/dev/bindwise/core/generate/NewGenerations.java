package dev.bindwise.core.generate;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The new generations written beside one source file, {@code Name.java.generated}, then
 * {@code Name.2.java.generated}, {@code Name.3.java.generated}, ... (the name ends in {@code .java.generated}
 * either way, so that no Java build compiles one). Each is Bindwise's while it is as generated (its content
 * gives the hash it records) and the user's once edited, or when it has no hash, or is a folder: the user's
 * are never replaced or removed.
 */
final class NewGenerations {

    private static final String SUFFIX = ".java.generated";

    private final Path file;
    private final List<Path> ours = new ArrayList<>();
    private final List<Path> edited = new ArrayList<>();

    private NewGenerations(Path file) {
        this.file = file;
    }

    /** The new generations beside {@code file} as they are on disk now. */
    static NewGenerations of(Path file) throws GenerateException {
        NewGenerations generations = new NewGenerations(file);
        Path folder = file.getParent();
        if (!Files.isDirectory(folder)) {
            return generations;
        }
        Pattern name = Pattern.compile(Pattern.quote(baseName(file)) + "(?:\\.([2-9]|[1-9][0-9]{1,8}))?" + Pattern.quote(SUFFIX));
        List<Path> found;
        try (Stream<Path> children = Files.list(folder)) {
            found = children.filter(child -> name.matcher(child.getFileName().toString()).matches())
                    .sorted(Comparator.comparingInt(child -> number(name, child))).toList();
        } catch (IOException e) {
            throw new GenerateException("cannot list " + folder + " (" + e + "): nothing was generated", e);
        }
        for (Path path : found) {
            boolean asGenerated = Files.isRegularFile(path) && ContentHash.intact(SourceWriter.read(path));
            (asGenerated ? generations.ours : generations.edited).add(path);
        }
        return generations;
    }

    /** Where the next new generation goes: the first of the series that is not there or is still as generated. */
    Path next() {
        for (int number = 1;; number++) {
            Path candidate = numbered(number);
            if (ours.contains(candidate) || !edited.contains(candidate) && !Files.exists(candidate)) {
                return candidate;
            }
        }
    }

    /** Removes the new generations still as generated, but {@code keep} (or all when it is null). */
    void removeUnedited(Path keep) throws GenerateException {
        for (Path path : ours) {
            if (!path.equals(keep)) {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException e) {
                    throw new GenerateException("cannot remove the earlier new generation " + path + ": " + e, e);
                }
            }
        }
    }

    /** The new generations the user edited, which stay as they are. */
    List<Path> edited() {
        return List.copyOf(edited);
    }

    private Path numbered(int number) {
        return file.resolveSibling(baseName(file) + (number == 1 ? "" : "." + number) + SUFFIX);
    }

    private static String baseName(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
    }

    private static int number(Pattern name, Path path) {
        Matcher matcher = name.matcher(path.getFileName().toString());
        return matcher.matches() && matcher.group(1) != null ? Integer.parseInt(matcher.group(1)) : 1;
    }
}
