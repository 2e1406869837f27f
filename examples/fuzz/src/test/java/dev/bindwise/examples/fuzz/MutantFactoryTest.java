package dev.bindwise.examples.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutantFactoryTest {

    @TempDir
    Path work;

    @Test
    void aSeedMakesTheSameMutantAgain() throws IOException {
        try (Loopback loopback = new Loopback()) {
            MutantFactory factory = new MutantFactory(Inputs.find(), loopback, work);
            for (long seed = 1; seed <= 20; seed++) {
                Mutant first = factory.create(seed);
                byte[][] firstFiles = contents(first.folder());
                Mutant second = factory.create(seed);
                assertEquals(first.describe(), second.describe());
                assertEquals(invocations(first), invocations(second));
                assertArrayEquals(firstFiles, contents(second.folder()), "files of seed " + seed);
            }
        }
    }

    @Test
    void theCoveringSeedsMeetEveryMutationOfEveryKind() {
        try (Loopback loopback = new Loopback()) {
            MutantFactory factory = new MutantFactory(Inputs.find(), loopback, work);
            List<Long> seeds = factory.coveringSeeds(1);
            List<InputKind> kinds = seeds.stream().map(seed -> factory.choose(seed).kind()).distinct().toList();
            assertEquals(List.of(InputKind.values()).size(), kinds.size(), kinds.toString());
            assertTrue(seeds.size() > 80, seeds.size() + " seeds");
        }
    }

    @Test
    void addressesMoveToLoopbackAndRemoteImportsToTheCanary() {
        try (Loopback loopback = new Loopback()) {
            String confined = loopback.confine("<x><soap:address location=\"http://www.xmethods.net:80/soap\"/>"
                    + "<ejb:address jndiProviderURL=\"corbaloc:iiop:trader.example:2809\"/>"
                    + "<import location=\"http://example.com/a/AddressBook.wsdl\"/><import location=\"Local.wsdl\"/></x>");
            assertEquals("<x><soap:address location=\"http://127.0.0.1:80/soap\"/>"
                    + "<ejb:address jndiProviderURL=\"corbaloc:iiop:127.0.0.1:2809\"/>"
                    + "<import location=\"" + loopback.remote("http", "AddressBook.wsdl") + "\"/>"
                    + "<import location=\"Local.wsdl\"/></x>", confined);
        }
    }

    private static List<List<String>> invocations(Mutant mutant) {
        return mutant.steps().stream().filter(Step.Invocation.class::isInstance)
                .map(step -> ((Step.Invocation) step).args()).toList();
    }

    private static byte[][] contents(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().map(path -> {
                try {
                    return Files.size(path) > (1 << 20) ? Long.toString(Files.size(path)).getBytes() : Files.readAllBytes(path);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toArray(byte[][]::new);
        }
    }
}
