package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;

import dev.bindwise.core.discovery.DiscoverOperation;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.discovery.TargetProfile;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.iiop.GlassFishOrbs;

/**
 * Discovery's RMI-IIOP probe (TCP connect and a GIOP 1.2 LocateRequest) against the real IiopServer: in
 * its own JVM, as a deployed service is, and inside this JVM, where the client shares the service's ORB.
 */
@Timeout(90)
class IiopDiscoveryTest {

    private static final Duration BOUND = Duration.ofSeconds(2);

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static IiopBinding binding;
    private static ServiceDescription trader;

    @BeforeAll
    static void startServer() throws Exception {
        binding = new IiopBinding();
        server = IiopServerLifecycleTest.start(binding, 0, logs.resolve("iiop-server.log"));
        trader = new WsdlReader().read(Path.of("../trader/Trader.wsdl"));
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (binding != null) {
            binding.close();
        }
        if (server != null) {
            IiopServerLifecycleTest.stop(server);
        }
    }

    @Test
    void theNamingServiceOfTheServerProcessAnswersTheLocateRequest() throws Exception {
        Facts facts = discoverIiopAt("corbaloc:iiop:1.2@127.0.0.1:" + server.port() + "/NameService");

        EndpointFact iiop = endpoint(facts, "TraderIiopPort");
        assertTrue(iiop.isAccessible(), iiop.getReason());
        assertEquals(FactSource.PROBED, iiop.getSource());
        // The ORB answers for its INS key NameService with a forward to the naming context's own reference.
        assertEquals("answered: GIOP 1.2 LocateReply OBJECT_FORWARD from 127.0.0.1:" + server.port()
                + " for object key 'NameService'", iiop.getReason());
        Fact sameOrb = fact(facts, FactNames.CLIENT_SAME_ORB);
        assertEquals("false", sameOrb.getValue(), sameOrb.getDetail());
        assertEquals("TraderIiopPort at 127.0.0.1:" + server.port() + " is not served by this process",
                sameOrb.getDetail());
        assertEquals("true", fact(facts, FactNames.CLIENT_SAME_HOST).getValue());
    }

    @Test
    void theIorOfTheServersTraderIsLocatedAtItsOwnObjectKey() throws Exception {
        ORB clientOrb = GlassFishOrbs.client(RuntimeOptions.defaults());
        try {
            NamingContextExt naming = NamingContextExtHelper.narrow(
                    clientOrb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:" + server.port() + "/NameService"));
            String ior = clientOrb.object_to_string(naming.resolve_str(
                    IiopServer.bindingName(ExampleServices.named("trader").orElseThrow())));

            EndpointFact iiop = endpoint(discoverIiopAt(ior), "TraderIiopPort");

            assertTrue(iiop.isAccessible(), iiop.getReason());
            assertTrue(iiop.getReason().startsWith("answered: GIOP 1.2 LocateReply OBJECT_HERE from 127.0.0.1:"
                    + server.port() + " for object key '0x"), iiop.getReason());
        } finally {
            clientOrb.destroy();
        }
    }

    @Test
    void anObjectKeyTheOrbDoesNotKnowIsStillAnAnswerFromAnOrb() throws Exception {
        EndpointFact iiop = endpoint(discoverIiopAt("corbaloc:iiop:1.2@127.0.0.1:" + server.port() + "/NoSuchObject"),
                "TraderIiopPort");

        assertTrue(iiop.isAccessible(), iiop.getReason());
        assertEquals("answered: GIOP 1.2 LocateReply UNKNOWN_OBJECT from 127.0.0.1:" + server.port()
                + " for object key 'NoSuchObject'", iiop.getReason());
    }

    @Test
    void anOrbInThisJvmIsTheSameOrb() throws Exception {
        ServerMain.Running inProcess = IiopServer.start(0);
        try {
            Facts facts = discoverIiopAt("corbaloc:iiop:1.2@127.0.0.1:" + inProcess.port() + "/NameService");

            EndpointFact iiop = endpoint(facts, "TraderIiopPort");
            assertTrue(iiop.isAccessible(), iiop.getReason());
            if (Files.isDirectory(Path.of("/proc/self/fd"))) {
                Fact sameOrb = fact(facts, FactNames.CLIENT_SAME_ORB);
                assertEquals("true", sameOrb.getValue(), sameOrb.getDetail());
                assertEquals(FactSource.PROBED, sameOrb.getSource());
            }
        } finally {
            inProcess.stop();
        }
    }

    /** Trader's facts with its RMI-IIOP port moved, by a target profile, to the address given. */
    private static Facts discoverIiopAt(String address) throws Exception {
        TargetProfile profile = TargetProfile.parse("{ \"format\": \"bindwise.target/1\", \"endpoints\": {"
                + " \"TraderIiopPort\": { \"address\": \"" + address + "\" } } }", "iiop.json");
        return new DiscoverOperation(trader, DiscoveryRequest.defaults().withTimeout(BOUND).withProfile(profile)).execute(null);
    }

    private static EndpointFact endpoint(Facts facts, String port) {
        return facts.getEndpoints().stream().filter(endpoint -> endpoint.getPort().equals(port)).findFirst()
                .orElseThrow();
    }

    private static Fact fact(Facts facts, String name) {
        Map<String, Fact> byName = facts.getFacts().stream()
                .collect(Collectors.toMap(Fact::getName, Function.identity()));
        return byName.get(name);
    }
}
