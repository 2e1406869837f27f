package dev.bindwise.core.generate;

import java.nio.file.Path;
import java.util.List;

/**
 * What a generation did with one source file.
 *
 * @param path the file under the output root
 * @param outcome created, replaced, left unchanged, or kept because the user edited it
 * @param newGeneration for a kept file, where the new generation was written instead ({@code Name.java.generated},
 *        which no Java build compiles); null otherwise
 * @param difference for a kept file, a unified diff from the user's file to the new generation; empty otherwise
 * @param editedBeside earlier new generations beside the file that the user edited (where they merge): left as
 *        they are, never replaced or removed
 */
public record GeneratedFile(Path path, Outcome outcome, Path newGeneration, String difference, List<Path> editedBeside) {

    public GeneratedFile {
        editedBeside = List.copyOf(editedBeside);
    }

    public enum Outcome {
        /** There was no such file. */
        CREATED("created"),
        /** The file was as Bindwise generated it before, and the new generation differs. */
        REPLACED("replaced"),
        /** The file was as Bindwise generated it before, and the new generation is the same. */
        UNCHANGED("unchanged"),
        /** The user changed the file since it was generated: it stays as it is, the new generation goes beside it. */
        KEPT("kept (edited by you)");

        private final String label;

        Outcome(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
