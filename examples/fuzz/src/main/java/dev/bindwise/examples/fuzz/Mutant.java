package dev.bindwise.examples.fuzz;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * One mutant, made from its seed alone: what it attacks ({@code kind}, {@code source}: the file it started from,
 * {@code mutation}: what was done to it), its folder, and the steps to run. Every file in {@code folder} is the
 * user's and must not change, but files under {@code outputFolders} that the steps did not put in
 * {@code userFiles}: those Bindwise is documented to write.
 */
public record Mutant(long seed, InputKind kind, String source, String mutation, Path folder, List<Step> steps,
        List<Path> outputFolders, Set<Path> userFiles) {

    /** One line that says what it is. */
    public String describe() {
        return kind + " " + mutation + " of " + source;
    }
}
