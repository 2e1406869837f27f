package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import dev.bindwise.model.ServiceDescription;

/** Where the tests find their inputs: this bundle's resources, the examples and the shared corpus. */
public final class TestFiles {

    private TestFiles() {
    }

    static Path root() {
        String root = System.getProperty("bindwise.root");
        return root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
    }

    public static Path resource(String name) {
        return root().resolve("plugins/dev.bindwise.core.tests/resources").resolve(name);
    }

    public static Path example(String name) {
        return root().resolve("examples").resolve(name);
    }

    /**
     * The WSIF corpus beside the checkout. Missing, it fails the test on CI (which always has it) and
     * skips it on a developer's machine that lacks it.
     */
    static Path corpus() {
        String configured = System.getProperty("bindwise.corpus");
        Path corpus = configured != null ? Path.of(configured) : root().resolve("../shared/corpus/wsif");
        if (!Files.isDirectory(corpus)) {
            if (System.getenv("CI") != null) {
                fail("the WSIF corpus is missing at " + corpus + " (CI puts ../shared beside the checkout)");
            }
            assumeTrue(false, "the WSIF corpus is not at " + corpus);
        }
        return corpus;
    }

    static ServiceDescription read(Path wsdl, Path... importRoots) throws WsdlReadException {
        return new WsdlReader(new WsdlReaderOptions(List.of(importRoots))).read(wsdl);
    }

    public static <T> T named(List<T> items, Function<T, String> name, String wanted) {
        Optional<T> found = items.stream().filter(item -> wanted.equals(name.apply(item))).findFirst();
        return found.orElseThrow(() -> new AssertionError("no '" + wanted + "' among "
                + items.stream().map(name).toList()));
    }
}
