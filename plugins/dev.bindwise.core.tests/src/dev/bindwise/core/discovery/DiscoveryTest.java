package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.core.runtime.OperationCanceledException;
import org.eclipse.core.runtime.SubMonitor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;

import dev.bindwise.runtime.internal.Deadline;

/**
 * Whole discoveries of the Trader service (examples/trader/Trader.wsdl: SOAP, RMI-IIOP, CICS and local
 * Java ports), its endpoints moved by a target profile onto real sockets on loopback: what is probed,
 * what is declared, how they merge, and that the whole stays within its bound.
 */
@Timeout(30)
class DiscoveryTest {

    private static final Duration BOUND = Duration.ofSeconds(1);
    /** The bound with a margin of several seconds for a busy machine: what is checked is that the bound holds at all. */
    private static final Duration ENDS_WITHIN = BOUND.plusSeconds(6);

    @TempDir
    Path temp;
    private HttpServer soap;
    private ServerSocket silentOrb;
    private ServerSocket gateway;
    private ServiceDescription trader;

    @BeforeEach
    void start() throws Exception {
        soap = LoopbackServers.http(200, "WildFly/26.1.3.Final");
        silentOrb = LoopbackServers.silent();
        gateway = LoopbackServers.silent();
        String root = System.getProperty("bindwise.root", "../..");
        trader = new WsdlReader().read(Path.of(root, "examples/trader/Trader.wsdl"));
    }

    @AfterEach
    void stop() throws Exception {
        soap.stop(0);
        silentOrb.close();
        gateway.close();
    }

    /** A profile that moves Trader's endpoints onto the loopback servers, plus more lines. */
    private TargetProfile profile(String moreSections) throws Exception {
        String text = "{\n"
                + "  \"format\": \"bindwise.target/1\",\n"
                + moreSections
                + "  \"endpoints\": {\n"
                + "    \"TraderSoapPort\": { \"address\": \"" + LoopbackServers.url(soap, "/axis2/services/Trader") + "\" },\n"
                + "    \"TraderIiopPort\": { \"address\": \"corbaloc:iiop:1.2@127.0.0.1:" + silentOrb.getLocalPort()
                + "/NameService\" },\n"
                + "    \"TraderCicsPort\": { \"address\": \"tcp://127.0.0.1:" + gateway.getLocalPort() + "\" },\n"
                + "    \"TraderLocalPort\": { \"address\": \"java.util.ArrayList\" }\n"
                + "  }\n}\n";
        return TargetProfile.parse(text, "loopback.json");
    }

    @Test
    void everyFactIsProbedOnLoopbackWithinTheBound() throws Exception {
        Path war = temp.resolve("shop");
        Files.createDirectories(war.resolve("WEB-INF"));
        Files.writeString(war.resolve("WEB-INF/web.xml"), "<web-app/>");
        DiscoveryRequest request = DiscoveryRequest.defaults().withTimeout(BOUND).withProject(war)
                .withProfile(profile(""));

        long start = System.nanoTime();
        Facts facts = discover(request);
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertTrue(elapsed.compareTo(ENDS_WITHIN) < 0, "took " + elapsed);
        List<String> names = facts.getFacts().stream().map(Fact::getName).toList();
        List<String> expected = new ArrayList<>(FactNames.ALL);
        expected.add(FactNames.TARGET_PROFILE);
        assertEquals(expected, names);

        Map<String, EndpointFact> endpoints = endpoints(facts);
        assertEndpoint(endpoints.get("TraderSoapPort"), true, FactSource.PROBED, "answered: HTTP 200 OK from 127.0.0.1:");
        assertEndpoint(endpoints.get("TraderIiopPort"), false, FactSource.PROBED, "silent: 127.0.0.1:");
        assertEndpoint(endpoints.get("TraderCicsPort"), true, FactSource.PROBED, "answered: the EIS address 127.0.0.1:");
        assertEndpoint(endpoints.get("TraderLocalPort"), false, FactSource.PROBED,
                "failed: java.util.ArrayList loads in the client's class loader");

        Map<String, Fact> byName = byName(facts);
        assertFact(byName, FactNames.PACKAGE_TYPE, "WAR", FactSource.PROBED);
        assertFact(byName, FactNames.SERVER_VENDOR, "WildFly", FactSource.PROBED);
        assertFact(byName, FactNames.SERVER_VERSION, "26.1.3.Final", FactSource.PROBED);
        assertFact(byName, FactNames.SERVER_BANNER, "WildFly/26.1.3.Final", FactSource.PROBED);
        assertFact(byName, FactNames.CLIENT_SAME_JVM, "false", FactSource.PROBED);
        assertFact(byName, FactNames.CLIENT_SAME_HOST, "true", FactSource.PROBED);
        assertFact(byName, FactNames.CLIENT_SAME_SUBNET, "true", FactSource.PROBED);
        assertFact(byName, FactNames.NETWORK_FIREWALL, "false", FactSource.PROBED);
        assertFact(byName, FactNames.JCA_ADAPTER_REACHABLE, "true", FactSource.PROBED);
        assertFact(byName, FactNames.SECURITY_DOMAIN_SERVICE, FactNames.UNKNOWN, FactSource.DEFAULT);
        assertEquals("no server installation was given", byName.get(FactNames.SECURITY_DOMAIN_SERVICE).getDetail());
        assertFact(byName, FactNames.SECURITY_SAME_DOMAIN, FactNames.UNKNOWN, FactSource.DEFAULT);
        if (Files.isDirectory(Path.of("/proc/self/fd"))) {
            // The silent "ORB" is a socket of this very test JVM on this host: the same process.
            assertFact(byName, FactNames.CLIENT_SAME_ORB, "true", FactSource.PROBED);
        }
        assertFalse(byName.get(FactNames.CLIENT_HOST).getValue().isBlank());
        assertEquals(byName.get(FactNames.CLIENT_HOST).getValue(), facts.getTarget());
    }

    @Test
    void declaredFactsWinAndKeepWhatTheProbeSaid() throws Exception {
        TargetProfile production = profile("  \"name\": \"production\",\n"
                + "  \"server\": { \"vendor\": \"WebSphere\", \"version\": \"6.1.0.0\" },\n"
                + "  \"firewall\": { \"blocks\": [\"RMI_IIOP\"] },\n"
                + "  \"facts\": { \"jca.adapterReachable\": false },\n"
                + "  \"securityDomains\": { \"client\": \"corp\", \"service\": \"corp\" },\n");
        Facts facts = discover(DiscoveryRequest.defaults().withTimeout(BOUND).withProfile(production));

        assertEquals("production", facts.getTarget());
        Map<String, Fact> byName = byName(facts);
        assertFact(byName, FactNames.SERVER_VENDOR, "WebSphere", FactSource.DECLARED);
        assertEquals("declared in loopback.json:4; probed: WildFly (the banner in the HTTP answer of "
                + LoopbackServers.url(soap, "/axis2/services/Trader") + ")", byName.get(FactNames.SERVER_VENDOR).getDetail());
        assertFact(byName, FactNames.JCA_ADAPTER_REACHABLE, "false", FactSource.DECLARED);
        assertFact(byName, FactNames.SECURITY_SAME_DOMAIN, "true", FactSource.DECLARED);
        assertFact(byName, FactNames.SERVER_BANNER, "WildFly/26.1.3.Final", FactSource.PROBED);

        Map<String, EndpointFact> endpoints = endpoints(facts);
        assertEndpoint(endpoints.get("TraderIiopPort"), false, FactSource.DECLARED,
                "declared: a firewall blocks RMI_IIOP (loopback.json:5); probed: silent: 127.0.0.1:");
        assertEndpoint(endpoints.get("TraderCicsPort"), false, FactSource.DECLARED,
                "declared: the resource adapter is not reachable (loopback.json:6); probed: answered: ");
        assertEndpoint(endpoints.get("TraderSoapPort"), true, FactSource.PROBED, "answered: HTTP 200");
    }

    @Test
    void withNothingButTheWsdlEveryFactIsThereWithItsSource() throws Exception {
        long start = System.nanoTime();
        Facts facts = discover(DiscoveryRequest.defaults().withTimeout(BOUND));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertTrue(elapsed.compareTo(ENDS_WITHIN) < 0, "took " + elapsed);
        assertEquals(FactNames.ALL, facts.getFacts().stream().map(Fact::getName).toList());
        Map<String, Fact> byName = byName(facts);
        assertFact(byName, FactNames.PACKAGE_TYPE, FactNames.UNKNOWN, FactSource.DEFAULT);
        assertEquals("no client project or archive was given", byName.get(FactNames.PACKAGE_TYPE).getDetail());
        // Trader's own addresses are on 127.0.0.1, whatever listens there now.
        assertFact(byName, FactNames.CLIENT_SAME_HOST, "true", FactSource.PROBED);
        assertEquals(List.of("TraderSoapPort", "TraderIiopPort", "TraderCicsPort", "TraderLocalPort"),
                facts.getEndpoints().stream().map(EndpointFact::getPort).toList());
        assertEquals("corbaloc:iiop:127.0.0.1:1050", endpoints(facts).get("TraderIiopPort").getAddress());
        assertEquals("tcp://127.0.0.1:2006", endpoints(facts).get("TraderCicsPort").getAddress());
        facts.getEndpoints().forEach(endpoint -> assertTrue(endpoint.getSource() == FactSource.PROBED,
                endpoint.getPort() + " " + endpoint.getReason()));
    }

    @Test
    void anIiopEndpointNobodyListensOnIsRefusedAndNotThisProcesssOrb() throws Exception {
        int closed = LoopbackServers.closedPort();
        TargetProfile moved = TargetProfile.parse("{ \"format\": \"bindwise.target/1\", \"endpoints\": {"
                + " \"TraderIiopPort\": { \"address\": \"corbaloc:iiop:127.0.0.1:" + closed + "\" } } }", "closed.json");
        Facts facts = discover(DiscoveryRequest.defaults().withTimeout(BOUND).withProfile(moved));

        assertEndpoint(endpoints(facts).get("TraderIiopPort"), false, FactSource.PROBED,
                "refused: nothing listens on 127.0.0.1:" + closed);
        if (Files.isDirectory(Path.of("/proc/self/fd"))) {
            assertFact(byName(facts), FactNames.CLIENT_SAME_ORB, "false", FactSource.PROBED);
        }
    }

    @Test
    void aProbeStillRunningAtTheDeadlineIsGivenUp() {
        Probe stuck = new Probe() {
            @Override
            public String name() {
                return "stuck";
            }

            @Override
            public Findings run(Deadline deadline) throws InterruptedException {
                Thread.sleep(20_000);
                return Findings.none();
            }

            @Override
            public Findings unfinished(String why) {
                return Findings.fact("stuck", FactNames.UNKNOWN, why);
            }
        };
        List<String> progress = new ArrayList<>();
        long start = System.nanoTime();
        List<Findings> results = ProbeRunner.run(List.of(stuck), Deadline.after(Duration.ofMillis(300)),
                SubMonitor.convert(new NullProgressMonitor() {
                    @Override
                    public void subTask(String name) {
                        progress.add(name);
                    }
                }, 1));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        // the probe sleeps 20 s: given up at its 300 ms deadline, with a margin of seconds for a busy machine
        assertTrue(elapsed.compareTo(Duration.ofSeconds(10)) < 0, "took " + elapsed);
        assertEquals("the probe did not finish within 300 ms", results.get(0).facts().get(0).detail());
        assertEquals(List.of("probed stuck (1 of 1)"), progress);
    }

    @Test
    void aCanceledDiscoveryStops() throws Exception {
        DiscoverOperation operation = new DiscoverOperation(trader,
                DiscoveryRequest.defaults().withTimeout(Duration.ofSeconds(60)).withProfile(profile("")));
        long start = System.nanoTime();
        NullProgressMonitor canceled = new NullProgressMonitor();
        canceled.setCanceled(true);
        assertThrows(OperationCanceledException.class, () -> operation.execute(canceled));
        // The silent ORB would hold a full discovery for most of its 60 s.
        assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(Duration.ofSeconds(30)) < 0);
    }

    @Test
    void aMissingProjectOrServerFolderIsABadRequest() throws IOException {
        Path missing = temp.resolve("no-such-project");
        BadInputException e = assertThrows(BadInputException.class,
                () -> discover(DiscoveryRequest.defaults().withProject(missing)));
        assertEquals(missing + ": no such project folder or archive", e.getMessage());
        for (Path notAClient : List.of(Path.of("/dev/zero"), Files.writeString(temp.resolve("client.jar"), "just text"))) {
            BadInputException refused = assertThrows(BadInputException.class,
                    () -> discover(DiscoveryRequest.defaults().withProject(notAClient)));
            assertTrue(refused.getMessage().startsWith(notAClient + ": the client project is neither a folder nor"),
                    refused.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> DiscoveryRequest.defaults().withTimeout(Duration.ZERO));
    }

    @Test
    void aProfileNamedByItsFileIsLoadedWhenTheDiscoveryRuns() throws Exception {
        Path file = temp.resolve("production.json");
        Files.writeString(file, "{ \"format\": \"bindwise.target/1\", \"name\": \"production\" }\n");

        Facts facts = discover(DiscoveryRequest.defaults().withTimeout(BOUND).withProfileFile(file));

        assertEquals("production", facts.getTarget());
        Files.writeString(file, "{ \"format\": \"bindwise.target/1\", \"nmae\": \"typo\" }\n");
        assertThrows(TargetProfileException.class, () -> discover(DiscoveryRequest.defaults().withProfileFile(file)));
    }

    @Test
    void aLocalJavaClassIsLookedForOnTheClientProjectsClassPathAlone() throws Exception {
        Path project = temp.resolve("client");
        Files.createDirectories(project.resolve("target/classes"));
        TargetProfile local = TargetProfile.parse("{ \"format\": \"bindwise.target/1\", \"endpoints\": {"
                + " \"TraderLocalPort\": { \"address\": \"" + DiscoveryTest.class.getName() + "\" } } }", "local.json");

        Facts facts = discover(DiscoveryRequest.defaults().withTimeout(BOUND).withProfile(local).withProject(project));

        // this test's own class is on the caller's class path, not the client's
        assertEndpoint(endpoints(facts).get("TraderLocalPort"), false, FactSource.PROBED, "failed: ");
    }

    private Facts discover(DiscoveryRequest request) throws BadInputException {
        return new DiscoverOperation(trader, request).execute(null);
    }

    private static void assertEndpoint(EndpointFact endpoint, boolean accessible, FactSource source, String reasonStart) {
        assertEquals(accessible, endpoint.isAccessible(), endpoint.getReason());
        assertEquals(source, endpoint.getSource(), endpoint.getReason());
        assertTrue(endpoint.getReason().startsWith(reasonStart), endpoint.getReason());
    }

    private static void assertFact(Map<String, Fact> facts, String name, String value, FactSource source) {
        Fact fact = facts.get(name);
        assertEquals(value, fact.getValue(), name + ": " + fact.getDetail());
        assertEquals(source, fact.getSource(), name + ": " + fact.getDetail());
    }

    static Map<String, Fact> byName(Facts facts) {
        Map<String, Fact> byName = new LinkedHashMap<>();
        facts.getFacts().forEach(fact -> byName.put(fact.getName(), fact));
        return byName;
    }

    static Map<String, EndpointFact> endpoints(Facts facts) {
        Map<String, EndpointFact> byPort = new LinkedHashMap<>();
        facts.getEndpoints().forEach(endpoint -> byPort.put(endpoint.getPort(), endpoint));
        return byPort;
    }
}
