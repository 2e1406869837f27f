package dev.bindwise.core.operation;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A file an operation writes for the user (a plan, a target profile, a calibration, a generated source, a
 * WSDL), written the one way all of them are:
 * <ul>
 * <li>a file already there is replaced only when the caller says so (the user forced it); otherwise it is a
 * {@link BadInputException}, checked again at the moment the file is written, so that a file that appeared
 * meanwhile is kept too;
 * <li>missing folders are made; a folder given as the file, or a file where a folder must be, is a
 * {@link BadInputException} that names it;
 * <li>the content goes to a temporary file beside it, which then takes the file's name in one step: a failed
 * write leaves no half-written file, and the file that was there as it was. A replaced file keeps its
 * permissions; a replaced symbolic link keeps pointing where it did, at the new content.
 * </ul>
 * A write that fails otherwise (a full disk, no permission, a read-only folder) is the user's environment, not a
 * fault of Bindwise: a {@link BadInputException} saying what could not be written where, why, and what to do.
 *
 * @param file where the file goes
 * @param what what it holds, as messages name it: "the plan"
 * @param example a name for such a file, for the message when a folder is given: "plan.xmi"
 */
public record OutputFile(Path file, String what, String example) {

    /** Writes the content into the temporary file it is given, which is there and empty. */
    @FunctionalInterface
    public interface Content {
        void writeTo(Path temporary) throws IOException;
    }

    /**
     * Refuses early, before work whose result could not be written: when the file is a folder, or is there and
     * may not be replaced. {@link #write} checks again.
     */
    public void refuseIfTaken(boolean replace) throws BadInputException {
        if (Files.isDirectory(file)) {
            throw new BadInputException(file + " is a folder: give " + what + "'s file name (" + example + ", say).");
        }
        if (!replace && Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw taken();
        }
    }

    /** Writes the text in that charset. */
    public void write(String text, Charset charset, boolean replace) throws BadInputException {
        write(temporary -> Files.writeString(temporary, text, charset), replace);
    }

    /** Writes what the content writes into a temporary file beside this one. */
    public void write(Content content, boolean replace) throws BadInputException {
        refuseIfTaken(replace);
        Path destination = destination(replace);
        Path parent = destination.getParent();
        refuseFileAsFolder(parent);
        try {
            Files.createDirectories(parent);
            Path temporary = temporaryBeside(destination);
            try {
                content.writeTo(temporary);
                if (replace) {
                    keepPermissions(destination, temporary);
                    replace(temporary, destination);
                } else {
                    create(temporary, destination);
                }
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (FileAlreadyExistsException e) {
            throw taken();
        } catch (IOException e) {
            throw new BadInputException("cannot write " + what + " to " + file + ": " + reason(e) + ". Make room on that"
                    + " disk, or give a folder you may write to (or make this one writable), and run again.", e);
        }
    }

    /** The absolute path written: the file, or where a symbolic link there points when it may be replaced. */
    private Path destination(boolean replace) {
        Path absolute = file.toAbsolutePath();
        if (replace && Files.isSymbolicLink(absolute) && Files.exists(absolute)) {
            try {
                return absolute.toRealPath();
            } catch (IOException e) {
                return absolute; // gone meanwhile: the link itself is replaced
            }
        }
        return absolute;
    }

    /** The first of the folders to be that exists must be a folder. */
    private void refuseFileAsFolder(Path folder) throws BadInputException {
        for (Path ancestor = folder; ancestor != null; ancestor = ancestor.getParent()) {
            if (Files.exists(ancestor)) {
                if (!Files.isDirectory(ancestor)) {
                    throw new BadInputException(file + ": cannot make its folder, since " + ancestor
                            + " is a file, not a folder: save " + what + " elsewhere, or move that file away.");
                }
                return;
            }
        }
    }

    private BadInputException taken() {
        return new BadInputException(file + " exists already: save " + what + " elsewhere, or force replacing it.");
    }

    /** A new empty file beside the destination, hidden, with the permissions a new file gets there. */
    private static Path temporaryBeside(Path destination) throws IOException {
        while (true) {
            Path temporary = destination.resolveSibling("." + destination.getFileName() + "."
                    + Long.toUnsignedString(ThreadLocalRandom.current().nextLong(), 36) + ".tmp");
            try {
                return Files.createFile(temporary);
            } catch (FileAlreadyExistsException e) {
                // another name
            }
        }
    }

    private static void keepPermissions(Path destination, Path temporary) throws IOException {
        if (Files.exists(destination) && Files.getFileStore(temporary).supportsFileAttributeView("posix")) {
            Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(destination));
        }
    }

    private static void replace(Path temporary, Path destination) throws IOException {
        try {
            Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, destination, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Gives the content the name only if no file has it: a hard link is made or refused in one step. */
    private static void create(Path temporary, Path destination) throws IOException {
        try {
            Files.createLink(destination, temporary);
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (UnsupportedOperationException | IOException e) {
            // a file system without hard links: a move that refuses a file there (checked, then moved)
            Files.move(temporary, destination);
        }
    }

    /** The exception's message, in words where it says no more than a path (an AccessDeniedException does). */
    private static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() == null) {
            String what = e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof NoSuchFileException ? "no such file or folder" : e.getClass().getSimpleName();
            return f.getFile() == null ? what : f.getFile() + ": " + what;
        }
        return e.getMessage();
    }
}
