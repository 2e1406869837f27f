package dev.bindwise.examples.faults;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.select.PlanFiles;
import dev.bindwise.core.select.WritePlanOperation;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.Backoff;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Issue 19 end to end: a Trader proxy generated where nothing listens (the developer's machine) and compiled
 * once, then started where the example servers run (the target), in a client JVM the service's implementation
 * is not deployed in. It decides there: JCA; it falls back when the JCA server dies (an idempotent call is
 * answered over the next binding, a buy caught in flight fails loudly), and returns to JCA by itself once the
 * server is back, within the backoff's bound. Started again with a plan made by select on the target, the same
 * proxy follows that plan.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class DeploymentTimeSelectionTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    /** Short waits so that the test takes seconds: the first background probe after 250 ms, at most 2 s apart. */
    private static final Backoff BACKOFF = new Backoff(Duration.ofMillis(250), 1.6, 0.2, Duration.ofSeconds(2));
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(1);
    private static final Duration CALL_TIMEOUT = Duration.ofSeconds(2);
    /**
     * How soon a port that answers again is back: one backoff wait at most (its cap and jitter), its probe, and five
     * seconds for a machine busy with the servers' JVMs and other builds (a correctness bound, not a speed target).
     */
    private static final Duration COMES_BACK_WITHIN = Duration.ofMillis(Math.round(BACKOFF.max().toMillis() * (1 + BACKOFF.jitter())))
            .plus(PROBE_TIMEOUT).plusSeconds(5);

    @TempDir
    Path work;

    @Test
    void aProxyGeneratedWhereNothingListensDecidesWhereItRunsAndFollowsAPlanMadeThere() throws Exception {
        ServiceDescription description = GeneratedProxies.read(ExampleServices.of(Trader.class), ROOT);
        SelectionPlan developersPlan = GeneratedProxies.selected(description, DiscoveryRequest.defaults());
        for (OperationSelection selection : developersPlan.getSelections()) {
            assertTrue(selection.getDeployment().stream().anyMatch(b -> b.getKind() == BindingKind.JCA),
                    "JCA stays in the proxy's ranking: " + selection.getDeployment());
        }
        ClassLoader withoutTheImplementation = new ClassLoader(getClass().getClassLoader()) {
            @Override
            protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
                if (name.equals(TraderImpl.class.getName())) {
                    throw new ClassNotFoundException(name + " is deployed with the service, not with this client");
                }
                return super.loadClass(name, resolve);
            }
        };
        Files.createDirectories(work.resolve("logs"));
        try (GeneratedProxy proxy = GeneratedProxies.build(ExampleServices.of(Trader.class), developersPlan, ROOT,
                work.resolve("proxy"), withoutTheImplementation);
                TraderServers servers = TraderServers.start(work.resolve("logs"))) {
            followsTheTarget(proxy, servers);
            followsAPlanMadeOnTheTarget(proxy, servers, description);
        }
    }

    private void followsTheTarget(GeneratedProxy proxy, TraderServers servers) throws Exception {
        Object instance = proxy.open(servers.addresses(), RuntimeOptions.defaults().reprobeBackoff(BACKOFF)
                .probeTimeout(PROBE_TIMEOUT).callTimeout(CALL_TIMEOUT));
        try (AutoCloseable closing = (AutoCloseable) instance) {
            Trader trader = proxy.asServiceInterface(instance, Trader.class);
            assertAllOver(proxy, instance, BindingKind.JCA);
            assertEquals("IBM", trader.getQuote("DEPLOY1", "IBM").getCompany());
            assertEquals(2, trader.buy("DEPLOY1", "IBM", 2).getShares());

            // a buy sent to the frozen server may have run: it fails loudly, it is not sent again; one whose
            // connection was still being opened never left the client (the adapter's no-op call went unanswered)
            // and goes to the next binding (FaultBenchmarkTest counts that no buy runs twice either way)
            servers.freeze("JCA");
            try {
                assertEquals(1, trader.buy("DEPLOY1", "IBM", 1).getShares());
            } catch (BindingCallException lost) {
                assertTrue(lost.getMessage().contains("was not sent again over another binding, as buy is not idempotent"),
                        lost.getMessage());
            }
            servers.kill("JCA");
            // an idempotent call goes on over the next binding of the ranking
            assertEquals("IBM", trader.getQuote("DEPLOY1", "IBM").getCompany());
            OperationStatus quote = proxy.status(instance).get(0);
            assertEquals(BindingKind.RMI_IIOP, quote.current(), quote.toString());
            assertTrue(quote.leftOut().stream().anyMatch(why -> why.startsWith("JCA TraderCicsPort: ")), quote.toString());

            servers.restart("JCA");
            long back = System.nanoTime();
            awaitAllOver(proxy, instance, BindingKind.JCA, COMES_BACK_WITHIN.plus(COMES_BACK_WITHIN));
            Duration took = Duration.ofNanos(System.nanoTime() - back);
            assertTrue(took.compareTo(COMES_BACK_WITHIN) <= 0, "JCA came back after " + took + ", not within " + COMES_BACK_WITHIN);
            System.out.println("JCA answered again and took its rank back after " + took.toMillis() + " ms");
            assertEquals("IBM", trader.getQuote("DEPLOY2", "IBM").getCompany());
            assertAllOver(proxy, instance, BindingKind.JCA);
        }
    }

    private void followsAPlanMadeOnTheTarget(GeneratedProxy proxy, TraderServers servers, ServiceDescription description)
            throws Exception {
        // select on the target, whose profile says its CICS gateway is not reachable from the client
        Path profile = Files.writeString(work.resolve("target.json"), """
                {
                  "format": "bindwise.target/1",
                  "name": "a target without the CICS gateway",
                  "client": { "sameJvm": false, "sameOrb": false },
                  "facts": { "jca.adapterReachable": false },
                  "endpoints": {
                    "TraderSoapPort": { "accessible": true, "reason": "open" },
                    "TraderIiopPort": { "accessible": true, "reason": "open" }
                  }
                }
                """);
        SelectionPlan targetPlan = GeneratedProxies.selected(description, DiscoveryRequest.defaults().withProfileFile(profile));
        PlanFiles files = new WritePlanOperation(targetPlan, PlanFiles.beside(work.resolve("target/plan.xmi")), false).execute(null);
        Object instance = proxy.open(servers.addresses(), RuntimeOptions.defaults().planFile(files.json())
                .probeTimeout(PROBE_TIMEOUT).callTimeout(CALL_TIMEOUT));
        try (AutoCloseable closing = (AutoCloseable) instance) {
            Trader trader = proxy.asServiceInterface(instance, Trader.class);
            assertEquals("IBM", trader.getQuote("DEPLOY3", "IBM").getCompany());
            List<OperationStatus> status = proxy.status(instance);
            for (int i = 0; i < status.size(); i++) {
                BindingKind planned = targetPlan.getSelections().get(i).getDeployment().get(0).getKind();
                assertNotEquals(BindingKind.JCA, planned);
                assertEquals(planned, status.get(i).current(), "the target's plan, though JCA answers: " + status.get(i));
            }
            assertTrue(proxy.runtime(instance).plan().source().startsWith(files.json().toString()),
                    proxy.runtime(instance).plan().source());
        }
    }

    private static void assertAllOver(GeneratedProxy proxy, Object instance, BindingKind kind) {
        for (OperationStatus status : proxy.status(instance)) {
            assertEquals(kind, status.current(), status.toString());
        }
    }

    private static void awaitAllOver(GeneratedProxy proxy, Object instance, BindingKind kind, Duration atMost)
            throws InterruptedException {
        Predicate<OperationStatus> over = status -> status.current() == kind;
        long until = System.nanoTime() + atMost.toNanos();
        while (!proxy.status(instance).stream().allMatch(over) && System.nanoTime() - until < 0) {
            Thread.sleep(20);
        }
        assertAllOver(proxy, instance, kind);
    }
}
