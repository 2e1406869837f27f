package dev.bindwise.core.operation;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How every file an operation writes for the user is written, on the real file system. */
class OutputFileTest {

    @TempDir
    Path folder;

    private OutputFile plan(Path file) {
        return new OutputFile(file, "the plan", "plan.xmi");
    }

    @Test
    void aFileThereIsNotReplacedUnlessForcedAndThenWhollyWithItsPermissions() throws Exception {
        Path file = Files.writeString(folder.resolve("plan.xmi"), "mine");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));

        BadInputException refused = assertThrows(BadInputException.class, () -> plan(file).write("new", UTF_8, false));
        assertEquals(file + " exists already: save the plan elsewhere, or force replacing it.", refused.getMessage());
        assertEquals("mine", Files.readString(file));

        plan(file).write("new", UTF_8, true);
        assertEquals("new", Files.readString(file));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals(List.of("plan.xmi"), names(folder), "no temporary file is left behind");
    }

    @Test
    void aWriteThatFailsHalfwayLeavesTheFileThereAsItWas() throws Exception {
        Path file = Files.writeString(folder.resolve("plan.xmi"), "mine");

        BadInputException failed = assertThrows(BadInputException.class, () -> plan(file).write(temporary -> {
            Files.writeString(temporary, "half of ");
            throw new IOException("No space left on device");
        }, true));

        assertEquals("cannot write the plan to " + file + ": No space left on device. Make room on that disk, or give a"
                + " folder you may write to (or make this one writable), and run again.", failed.getMessage());
        assertEquals("mine", Files.readString(file));
        assertEquals(List.of("plan.xmi"), names(folder), "no temporary file is left behind");
    }

    @Test
    void aFileThatAppearsWhileTheContentIsWrittenIsKeptUnlessForced() throws Exception {
        Path file = folder.resolve("plan.xmi");

        BadInputException refused = assertThrows(BadInputException.class, () -> plan(file).write(temporary -> {
            Files.writeString(temporary, "new");
            Files.writeString(file, "written meanwhile");
        }, false));

        assertTrue(refused.getMessage().startsWith(file + " exists already"), refused.getMessage());
        assertEquals("written meanwhile", Files.readString(file));
        assertEquals(List.of("plan.xmi"), names(folder));
    }

    @Test
    void missingFoldersAreMade() throws Exception {
        Path file = folder.resolve("a/b/c/plan.xmi");

        plan(file).write("new", UTF_8, false);

        assertEquals("new", Files.readString(file));
    }

    @Test
    void aFileWhereAFolderMustBeOrAFolderGivenAsTheFileIsRefusedNamingIt() throws Exception {
        Path blocking = Files.writeString(folder.resolve("plans"), "a file");
        Path file = blocking.resolve("2026/plan.xmi");

        BadInputException inAFile = assertThrows(BadInputException.class, () -> plan(file).write("new", UTF_8, true));
        assertEquals(file + ": cannot make its folder, since " + blocking
                + " is a file, not a folder: save the plan elsewhere, or move that file away.", inAFile.getMessage());
        assertEquals("a file", Files.readString(blocking));

        BadInputException aFolder = assertThrows(BadInputException.class, () -> plan(folder).write("new", UTF_8, true));
        assertEquals(folder + " is a folder: give the plan's file name (plan.xmi, say).", aFolder.getMessage());
        assertEquals(List.of("plans"), names(folder));
    }

    @Test
    void aSymbolicLinkReplacedKeepsPointingWhereItDid() throws Exception {
        Path real = Files.writeString(Files.createDirectory(folder.resolve("shared")).resolve("target.json"), "old");
        Path link = Files.createSymbolicLink(folder.resolve("target.json"), real);

        new OutputFile(link, "the target profile", "target.json").write("new", UTF_8, true);

        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
        assertEquals(List.of("target.json"), names(real.getParent()));
    }

    @Test
    void anEarlyCheckRefusesWhatTheWriteWouldRefuse() throws Exception {
        Path file = Files.writeString(folder.resolve("plan.xmi"), "mine");

        assertThrows(BadInputException.class, () -> plan(file).refuseIfTaken(false));
        plan(file).refuseIfTaken(true);
        assertThrows(BadInputException.class, () -> plan(folder).refuseIfTaken(true));
        plan(folder.resolve("new.xmi")).refuseIfTaken(false);
        assertFalse(Files.exists(folder.resolve("new.xmi")), "the check writes nothing");
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
