package dev.bindwise.core.generate;

/**
 * Progress of a generation, without Eclipse: the IDE adapts its IProgressMonitor to this, the command line
 * and tests use {@link #NONE}. Called from the thread that runs the generation.
 */
public interface GenerateMonitor {

    /** Reports nothing. */
    GenerateMonitor NONE = new GenerateMonitor() {
    };

    /** One file is done ({@code finished} of {@code total}): written, left as it was, or kept as the user edited it. */
    default void done(GeneratedFile file, int finished, int total) {
    }
}
