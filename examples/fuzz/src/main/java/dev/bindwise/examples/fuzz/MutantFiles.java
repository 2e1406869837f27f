package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** How mutant sources write their files. */
final class MutantFiles {

    private MutantFiles() {
    }

    static Path write(Path file, byte[] content) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.write(file, content);
    }

    static Path write(Path file, String content) throws IOException {
        return write(file, content.getBytes(StandardCharsets.UTF_8));
    }

    static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    /**
     * Copies a WSDL and the files beside it (what its relative imports name) into {@code folder}, with every
     * address on loopback; returns the copy of the WSDL.
     */
    static Path copyConfined(Path wsdl, Path folder, Loopback loopback) throws IOException {
        Files.createDirectories(folder);
        try (Stream<Path> siblings = Files.list(wsdl.getParent())) {
            for (Path sibling : (Iterable<Path>) siblings.filter(Files::isRegularFile)::iterator) {
                String name = sibling.getFileName().toString();
                if (name.endsWith(".wsdl") || name.endsWith(".xsd")) {
                    write(folder.resolve(name), loopback.confine(read(sibling)));
                }
            }
        }
        return folder.resolve(wsdl.getFileName());
    }

    /** A file of {@code size} copies of {@code unit} between {@code head} and {@code tail}, written in pieces. */
    static Path writeHuge(Path file, String head, String unit, long size, String tail) throws IOException {
        Files.createDirectories(file.getParent());
        try (var out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write(head);
            String block = unit.repeat(64 * 1024 / unit.length());
            for (long written = 0; written < size; written += block.length()) {
                out.write(block);
            }
            out.write(tail);
        }
        return file;
    }
}
