package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
import dev.bindwise.runtime.BindingKind;

/**
 * Target profiles written from what a discovery found, read back by {@link TargetProfile}: a discovery
 * elsewhere, where nothing of the target answers, declares the same facts and accessibilities.
 */
@Timeout(30)
class TargetProfileWriterTest {

    private static final Duration BOUND = Duration.ofSeconds(1);

    @TempDir
    Path temp;

    private final ServiceDescription trader = trader();

    @Test
    void aDiscoverySavedAndReadElsewhereDeclaresTheSameFacts() throws Exception {
        Path war = temp.resolve("shop");
        Files.createDirectories(war.resolve("WEB-INF"));
        Files.writeString(war.resolve("WEB-INF/web.xml"), "<web-app/>");
        HttpServer soap = LoopbackServers.http(200, "WildFly/26.1.3.Final");
        ServerSocket gateway = LoopbackServers.silent();
        Facts onTarget;
        try {
            TargetProfile moved = TargetProfile.parse("""
                    {
                      "format": "bindwise.target/1",
                      "securityDomains": { "client": "corp" },
                      "facts": { "queue.depth": 12 },
                      "endpoints": {
                        "TraderSoapPort": { "address": "%s" },
                        "TraderCicsPort": { "address": "tcp://127.0.0.1:%d" },
                        "TraderIiopPort": { "accessible": false, "reason": "2809 is closed" }
                      }
                    }
                    """.formatted(LoopbackServers.url(soap, "/axis2/services/Trader"), gateway.getLocalPort()), "moved.json");
            onTarget = discover(DiscoveryRequest.defaults().withTimeout(BOUND).withProject(war).withProfile(moved));
        } finally {
            soap.stop(0);
            gateway.close();
        }

        String text = TargetProfileWriter.of(onTarget, trader, List.of("found on the target,\nwith a line break"));
        assertTrue(text.startsWith("// found on the target, with a line break\n{\n"), text);
        Facts elsewhere = discover(DiscoveryRequest.defaults().withTimeout(BOUND)
                .withProfile(TargetProfile.parse(text, "saved.json")));

        assertEquals(onTarget.getTarget(), elsewhere.getTarget());
        Map<String, Fact> declared = DiscoveryTest.byName(elsewhere);
        int established = 0;
        for (Fact fact : onTarget.getFacts()) {
            if (fact.getName().equals(FactNames.CLIENT_SAME_JVM)) {
                // a probe cannot establish co-location: probed again where the profile is read, never declared
                assertEquals(FactSource.PROBED, declared.get(fact.getName()).getSource());
                assertFalse(text.contains("\"sameJvm\""), text);
            } else if (fact.getSource() != FactSource.DEFAULT && !fact.getName().equals(FactNames.TARGET_PROFILE)) {
                established++;
                assertEquals(fact.getValue(), declared.get(fact.getName()).getValue(), fact.getName());
                assertEquals(FactSource.DECLARED, declared.get(fact.getName()).getSource(), fact.getName());
            }
        }
        assertTrue(established >= 10, "package, server, banner, host, client, firewall, adapter, domain: " + established);
        assertEquals("WAR", declared.get(FactNames.PACKAGE_TYPE).getValue());
        assertEquals("WildFly", declared.get(FactNames.SERVER_VENDOR).getValue());
        assertEquals("12", declared.get("queue.depth").getValue());
        Map<String, EndpointFact> endpoints = DiscoveryTest.endpoints(elsewhere);
        for (EndpointFact endpoint : onTarget.getEndpoints()) {
            if (endpoint.getKind() == BindingKind.LOCAL_JAVA) {
                assertEquals(FactSource.PROBED, endpoints.get(endpoint.getPort()).getSource(), "probed again, not declared");
                continue;
            }
            EndpointFact there = endpoints.get(endpoint.getPort());
            assertEquals(endpoint.isAccessible(), there.isAccessible(), endpoint.getPort());
            assertEquals(FactSource.DECLARED, there.getSource(), endpoint.getPort());
            // a port moved by the profile is probed at its moved address again; the others at the WSDL's
            assertEquals(endpoint.getAddress(), there.getAddress(), endpoint.getPort());
        }
        assertTrue(endpoints.get("TraderSoapPort").isAccessible());
        assertTrue(endpoints.get("TraderCicsPort").isAccessible());
        assertFalse(endpoints.get("TraderIiopPort").isAccessible());
        assertFalse(text.contains("\"address\": \"dev.bindwise.examples.trader.TraderImpl\""),
                "the WSDL's own address is not repeated: " + text);
    }

    @Test
    void anAddressProfileMovesOnlyThePortsItNames() throws Exception {
        Map<String, String> addresses = new LinkedHashMap<>();
        addresses.put("TraderSoapPort", "http://127.0.0.1:18081/axis2/services/Trader");
        addresses.put("TraderCicsPort", "tcp://127.0.0.1:12006");

        TargetProfile profile = TargetProfile.parse(TargetProfileWriter.addresses("served", addresses,
                List.of("by a test")), "served.json");

        assertEquals("served", profile.name());
        assertEquals("http://127.0.0.1:18081/axis2/services/Trader", profile.addressOverride("TraderSoapPort"));
        assertEquals("tcp://127.0.0.1:12006", profile.addressOverride("TraderCicsPort"));
        assertEquals(null, profile.addressOverride("TraderIiopPort"));
        assertTrue(profile.declaredFacts().isEmpty());
    }

    @Test
    void anExistingFileIsReplacedOnlyWhenForced() throws Exception {
        Path mine = Files.writeString(temp.resolve("mine.json"), "a user's own file");
        String profile = TargetProfileWriter.addresses("t", Map.of("P", "tcp://127.0.0.1:1"), List.of());

        BadInputException refused = assertThrows(BadInputException.class,
                () -> new SaveTargetOperation(profile, mine, false).execute(null));
        assertEquals(mine + " exists already: save the target profile elsewhere, or force replacing it.",
                refused.getMessage());
        assertEquals("a user's own file", Files.readString(mine));

        new SaveTargetOperation(profile, mine, true).execute(null);
        assertEquals(profile, Files.readString(mine));
        Path nested = new SaveTargetOperation(profile, temp.resolve("a/b/target.json"), false).execute(null);
        assertEquals(profile, Files.readString(nested));
        assertThrows(BadInputException.class, () -> new SaveTargetOperation(profile, temp, true).execute(null));
    }

    private Facts discover(DiscoveryRequest request) throws BadInputException {
        return new DiscoverOperation(trader, request).execute(null);
    }

    private static ServiceDescription trader() {
        try {
            return new WsdlReader().read(Path.of(System.getProperty("bindwise.root", "../.."), "examples/trader/Trader.wsdl"));
        } catch (BadInputException e) {
            throw new IllegalStateException(e);
        }
    }
}
