package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regeneration treats every file a user may have touched as theirs: the source and the new generation
 * beside it, where users merge. Nothing edited is replaced or removed.
 */
class RegenerationTest {

    @TempDir
    Path root;

    private final Path file = Path.of("p/Trader.java");

    @Test
    void anEditedNewGenerationIsKeptAndTheNextGoesBesideIt() throws Exception {
        write(1);
        Path trader = root.resolve(file);
        Files.writeString(trader, Files.readString(trader) + "// mine\n");
        GeneratedFile first = write(2);
        Path beside = root.resolve("p/Trader.java.generated");
        assertEquals(beside, first.newGeneration());
        String merging = Files.readString(beside) + "// merging here\n";
        Files.writeString(beside, merging);

        GeneratedFile second = write(3);
        assertEquals(GeneratedFile.Outcome.KEPT, second.outcome());
        assertEquals(merging, Files.readString(beside), "the merge in progress is left as it is");
        Path numbered = root.resolve("p/Trader.2.java.generated");
        assertEquals(numbered, second.newGeneration());
        assertTrue(Files.readString(numbered).contains("version 3"));
        assertEquals(List.of(beside), second.editedBeside());

        GeneratedFile third = write(4);
        assertEquals(numbered, third.newGeneration(), "a new generation still as generated is replaced");
        assertTrue(Files.readString(numbered).contains("version 4"));
        assertEquals(merging, Files.readString(beside));
    }

    @Test
    void anEditedNewGenerationIsNeverRemoved() throws Exception {
        write(1);
        Path beside = root.resolve("p/Trader.java.generated");
        String merged = "// the user's merge, header and all removed\nclass Trader {}\n";
        Files.writeString(beside, merged);

        GeneratedFile replaced = write(2);
        assertEquals(GeneratedFile.Outcome.REPLACED, replaced.outcome());
        assertEquals(merged, Files.readString(beside), "an edited new generation stays, even with no hash");
        assertEquals(List.of(beside), replaced.editedBeside());

        Files.delete(root.resolve(file));
        GeneratedFile created = write(3);
        assertEquals(GeneratedFile.Outcome.CREATED, created.outcome());
        assertEquals(merged, Files.readString(beside));
    }

    @Test
    void unneededNewGenerationsAsGeneratedAreRemoved() throws Exception {
        write(1);
        Path trader = root.resolve(file);
        String mine = Files.readString(trader) + "// mine\n";
        Files.writeString(trader, mine);
        Path beside = write(2).newGeneration();
        Files.writeString(beside, Files.readString(beside) + "// merging\n");
        Path numbered = write(3).newGeneration();

        Files.writeString(trader, Files.readString(numbered));
        GeneratedFile taken = write(3);
        assertEquals(GeneratedFile.Outcome.UNCHANGED, taken.outcome(), "the user took the new generation");
        assertFalse(Files.exists(numbered), "the new generation taken is gone");
        assertTrue(Files.exists(beside), "the edited one is not");
    }

    private GeneratedFile write(int version) throws GenerateException {
        String content = ContentHash.seal("// " + ContentHash.placeholder() + "\n// version " + version
                + "\nclass Trader {\n}\n");
        return SourceWriter.write(root, List.of(new SourceFile(file.toString(), content)), SubMonitor.convert(null)).get(0);
    }
}
