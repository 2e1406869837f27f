package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files mutants start from: every example WSDL and target profile of the repository ({@code bindwise.root})
 * and every WSDL of the WSIF corpus ({@code bindwise.corpus}, by default {@code ../shared/corpus/wsif} beside the
 * repository, as the other tests find it).
 */
public record Inputs(Path root, Path corpus, List<Path> exampleWsdls, List<Path> corpusWsdls, List<Path> profiles) {

    public static Inputs find() {
        Path root = Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();
        Path corpus = Path.of(System.getProperty("bindwise.corpus", root.resolve("../shared/corpus/wsif").toString()))
                .toAbsolutePath().normalize();
        List<Path> examples = filesEndingWith(root.resolve("examples"), 2, ".wsdl");
        if (examples.isEmpty()) {
            throw new IllegalStateException(root + " holds no examples/*/*.wsdl: set bindwise.root to the repository");
        }
        // The corpus is shared by the team outside the repository; without it the examples alone are fuzzed.
        List<Path> corpusWsdls = Files.isDirectory(corpus) ? filesEndingWith(corpus, 20, ".wsdl") : List.of();
        return new Inputs(root, corpus, examples, corpusWsdls, filesEndingWith(root.resolve("examples"), 2, ".json"));
    }

    /** A source's name in reports: its path in the repository, or "corpus/" and its path in the corpus. */
    public String label(Path source) {
        return source.startsWith(root) ? root.relativize(source).toString() : "corpus/" + corpus.relativize(source);
    }

    public Path example(String name) {
        return exampleWsdls.stream().filter(path -> path.getFileName().toString().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no example " + name));
    }

    /** The example target profile (the Trader production target). */
    public Path profile() {
        return profiles.get(0);
    }

    private static List<Path> filesEndingWith(Path folder, int depth, String suffix) {
        try (Stream<Path> walk = Files.find(folder, depth, (path, attributes) -> attributes.isRegularFile()
                && path.getFileName().toString().endsWith(suffix) && !path.toString().contains("/target/"))) {
            return walk.sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
