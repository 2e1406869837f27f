package dev.bindwise.examples.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.examples.ExampleServices;

/**
 * The short differential benchmark: a few random services of every construct and every example service,
 * a few hundred calls, each over every binding its service offers through a generated proxy pinned to it;
 * what the caller got back and what the server received must be the same field by field on every binding.
 * The random services' SOAP server is Apache CXF's JAX-WS with each service's WSDL and schema validation on; the
 * CXF example's services (Orders, Ledger, Stamp), their types mapped to the service's own classes, are called over
 * SOAP (CXF, validation on), RMI-IIOP (the example ORB) and local Java.
 */
@Timeout(540)
class DifferentialBenchmarkTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final List<Long> SEEDS = List.of(21L, 22L, 23L);

    @Test
    void everyBindingCarriesTheSameValuesBothWays() throws Exception {
        // kept under target/ for a look at the services, proxies and differences after a failure
        Path work = Files.createDirectories(Path.of("target", "differential-test"));
        Outcome outcome = DifferentialHarness.run(SEEDS, 240, 3, 25, ROOT, work, Duration.ofSeconds(500));
        System.out.println(outcome.describe());

        assertEquals(SEEDS.size() + ExampleServices.all().size() + CxfExample.all().size(), outcome.bindingsByService().size(),
                outcome.describe());
        for (CxfExample cxf : CxfExample.all()) {
            assertEquals(List.of("LOCAL_JAVA", "SOAP", "RMI_IIOP"), outcome.bindingsByService().get(cxf.name()), outcome.describe());
        }
        assertTrue(outcome.bindingsByService().values().stream().allMatch(kinds -> kinds.size() >= 3), outcome.describe());
        assertTrue(outcome.calls() >= 240, outcome.describe());
        List<String> differences = Files.readAllLines(work.resolve("differences.tsv")).stream()
                .filter(line -> !line.isBlank()).map(Difference::parse).map(Difference::describe).toList();
        assertEquals(outcome.differences(), differences.size(), outcome.describe());
        assertEquals(List.of(), differences, outcome.describe());
    }
}
