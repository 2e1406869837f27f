package dev.bindwise.examples.wildfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.driver.Bench;
import dev.bindwise.examples.driver.BenchPlan;
import dev.bindwise.examples.driver.BenchReport;
import dev.bindwise.examples.driver.BenchSettings;
import dev.bindwise.examples.driver.Measurement;
import dev.bindwise.examples.wildfly.bench.GreeterOnWildFly;

/**
 * The load driver of {@code ./bindwise bench} on the module's WildFly: both operations over SOAP and RMI-IIOP
 * through the runtime's clients, behind the driver's byte-counting relays, every reply checked against the
 * bean's own code; short runs, no timed assertion.
 */
@ExtendWith(RunningWildFly.class)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GreeterBenchTest {

    @TempDir
    Path logs;

    @Test
    void theBenchMeasuresEveryOperationOverSoapAndRmiIiop(WildFlyServer wildFly) throws Exception {
        BenchSettings shortRun = new BenchSettings(1, Duration.ofMillis(200), Duration.ofMillis(300), 5_000);
        StringBuilder progress = new StringBuilder();
        Bench.Result result;
        try (GreeterOnWildFly target = GreeterOnWildFly.on(wildFly)) {
            result = new Bench(new BenchPlan(Set.of("wildfly"), Set.of(), false, shortRun), logs,
                    line -> progress.append(line).append('\n'), Map.of(), List.of(), 1, List.of(target)).run();
        }

        assertEquals(List.of("greet/SOAP", "greet/RMI_IIOP", "add/SOAP", "add/RMI_IIOP"),
                result.measurements().stream().map(m -> m.operation() + "/" + m.binding()).toList(), progress.toString());
        for (Measurement m : result.measurements()) {
            String pair = m.operation() + " over " + m.binding();
            assertEquals("wildfly", m.service());
            // a reply that differs from the bean's own counts as a failure, with its reason
            assertEquals(0, m.failures(), pair + ": " + m.firstFailure());
            assertNull(m.firstFailure(), pair);
            assertTrue(m.calls() > 0 && Double.isFinite(m.meanMs()), pair + ": " + m);
            assertTrue(m.requestBytes() > 0 && m.replyBytes() > 0, pair + " crossed the relay: " + m);
            assertTrue(Double.isFinite(m.serverCpuMsPerCall()), pair + ": WildFly's CPU is measured by its PID: " + m);
        }
        assertTrue(wildFly.isAlive(), "a server the bench did not start is left running");
        String table = BenchReport.table(result);
        assertTrue(table.contains("wildfly.greet") && table.contains("wildfly.add"), table);
    }

    @Test
    void aCheckoutWithoutTheServerSaysWhichCommandFetchesIt(@TempDir Path checkout) throws Exception {
        WildFlyInstall.Availability none = WildFlyInstall.in(checkout);
        assertNull(none.install());
        assertTrue(none.missing().contains("./mvnw -B -pl examples/wildfly dependency:unpack@unpack-wildfly"), none.missing());

        Path home = Files.createDirectories(checkout.resolve("examples/wildfly/target/wildfly/wildfly-37.0.1.Final/bin"));
        Files.createFile(home.resolve("standalone.sh")).toFile().setExecutable(true);
        WildFlyInstall.Availability noModule = WildFlyInstall.in(checkout);
        assertNull(noModule.install());
        assertTrue(noModule.missing().contains("EJB module"), noModule.missing());
    }
}
