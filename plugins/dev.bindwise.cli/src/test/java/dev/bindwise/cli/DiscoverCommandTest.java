package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpServer;

import dev.bindwise.cli.InspectCommandTest.Outcome;
import dev.bindwise.core.discovery.TargetProfile;

/** ./bindwise discover on Trader, its endpoints moved by a target profile onto real loopback servers. */
@Timeout(60)
class DiscoverCommandTest {

    private static final Path TRADER = Path.of(System.getProperty("bindwise.root", "../..")).resolve(
            "examples/trader/Trader.wsdl");

    @TempDir
    Path temp;
    private HttpServer soap;
    private ServerSocket gateway;
    private Path profile;

    @BeforeEach
    void start() throws IOException {
        soap = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        soap.createContext("/", exchange -> {
            exchange.getResponseHeaders().add("Server", "Payara Server 6.2024.1");
            exchange.sendResponseHeaders(405, -1);
            exchange.close();
        });
        soap.start();
        gateway = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        profile = Files.writeString(temp.resolve("loopback.json"), """
                {
                  "format": "bindwise.target/1",
                  "name": "loopback",
                  "securityDomains": { "service": "corp" },
                  "endpoints": {
                    "TraderSoapPort": { "address": "http://127.0.0.1:%d/axis2/services/Trader" },
                    "TraderCicsPort": { "address": "tcp://127.0.0.1:%d" },
                    "TraderIiopPort": { "accessible": false, "reason": "port 2809 is closed between the zones" }
                  }
                }
                """.formatted(soap.getAddress().getPort(), gateway.getLocalPort()));
    }

    @AfterEach
    void stop() throws IOException {
        soap.stop(0);
        gateway.close();
    }

    @Test
    void discoverJsonGivesEveryFactAndEndpointWithItsSource() {
        Outcome outcome = bindwise("discover", "--json", "--timeout", "1000", "--target", profile.toString(),
                TRADER.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject root = JsonParser.parseString(outcome.out()).getAsJsonObject();
        assertEquals("bindwise.discover/1", root.get("format").getAsString());
        assertEquals("loopback", root.get("target").getAsString());
        Map<String, JsonObject> facts = byKey(root, "facts", "name");
        assertEquals(16, facts.size(), facts.keySet().toString());
        assertEquals("Payara", facts.get("server.vendor").get("value").getAsString());
        assertEquals("6.2024.1", facts.get("server.version").get("value").getAsString());
        assertEquals("PROBED", facts.get("server.vendor").get("source").getAsString());
        assertEquals("corp", facts.get("security.domain.service").get("value").getAsString());
        assertEquals("DECLARED", facts.get("security.domain.service").get("source").getAsString());
        assertEquals("DEFAULT", facts.get("package.type").get("source").getAsString());

        Map<String, JsonObject> endpoints = byKey(root, "endpoints", "port");
        assertTrue(endpoints.get("TraderSoapPort").get("accessible").getAsBoolean());
        assertTrue(endpoints.get("TraderSoapPort").get("reason").getAsString().startsWith("answered: HTTP 405 "));
        assertTrue(endpoints.get("TraderCicsPort").get("accessible").getAsBoolean());
        assertFalse(endpoints.get("TraderIiopPort").get("accessible").getAsBoolean());
        assertEquals("DECLARED", endpoints.get("TraderIiopPort").get("source").getAsString());
    }

    @Test
    void discoverPrintsATableOfFactsAndEndpoints(@TempDir Path project) throws IOException {
        Files.createDirectories(project.resolve("META-INF"));
        Files.writeString(project.resolve("META-INF/application.xml"), "<application/>");

        Outcome outcome = bindwise("discover", "--timeout", "1000", "--project", project.toString(), "--target",
                profile.toString(), TRADER.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        String report = outcome.out();
        assertTrue(report.startsWith("Target loopback\n\nFacts\n"), report);
        assertTrue(report.contains("  package.type             EAR            probed   "), report);
        assertTrue(report.contains("\nEndpoints\n"), report);
        // the profile by its file name, as facts and plans name it wherever it lies
        assertTrue(report.contains("      declared: port 2809 is closed between the zones (" + profile.getFileName() + ":8)"), report);
    }

    @Test
    void aBrokenProfileIsBadInputNamingItsLine() throws IOException {
        Path broken = Files.writeString(temp.resolve("broken.json"), "{\n  \"format\": \"bindwise.target/1\",\n"
                + "  \"client\": { \"sameJvm\": \"yes\" }\n}\n");

        Outcome outcome = bindwise("discover", "--target", broken.toString(), TRADER.toString());

        assertEquals(2, outcome.exitCode());
        assertTrue(outcome.err().startsWith("bindwise: " + broken + ":3:"), outcome.err());
        assertTrue(outcome.err().contains("the value of \"sameJvm\" is a string, not true or false"), outcome.err());
        assertFalse(outcome.err().contains("\tat "), outcome.err());
        assertEquals("", outcome.out());
    }

    @Test
    void missingInputsAreBadInput() {
        assertEquals(2, bindwise("discover", "no/such/file.wsdl").exitCode());
        Outcome noServer = bindwise("discover", "--server-home", temp.resolve("nowhere").toString(), TRADER.toString());
        assertEquals(2, noServer.exitCode());
        assertTrue(noServer.err().contains("--server-home is not a folder"), noServer.err());
        assertEquals(2, bindwise("discover", "--timeout", "0", TRADER.toString()).exitCode());
    }

    @Test
    void aSavedTargetGivesTheSamePlanWhereNothingCanBeProbed() throws Exception {
        Path saved = temp.resolve("saved/target.json");
        Outcome discovered = bindwise("discover", "--timeout", "1000", "--target", profile.toString(), "--save-target",
                saved.toString(), TRADER.toString());
        assertEquals(0, discovered.exitCode(), discovered.err());
        assertTrue(discovered.out().endsWith("Target profile written to " + saved + "\n"), discovered.out());
        Map<String, String> declared = TargetProfile.load(saved).declaredFacts();
        assertEquals("Payara", declared.get("server.vendor"));
        assertEquals("true", declared.get("jca.adapterReachable"));
        assertEquals("corp", declared.get("security.domain.service"));
        String text = Files.readString(saved);
        assertTrue(text.startsWith("// What ./bindwise discover found on loopback at "), text);
        assertTrue(text.contains("\"address\": \"tcp://127.0.0.1:" + gateway.getLocalPort() + "\""), text);
        List<String> onTarget = choices(bindwise("select", "--json", "--timeout", "1000", "--target", profile.toString(),
                TRADER.toString()));

        // "another machine": nothing listens where the target's endpoints were
        soap.stop(0);
        gateway.close();
        List<String> elsewhere = choices(bindwise("select", "--json", "--timeout", "1000", "--target", saved.toString(),
                TRADER.toString()));
        List<String> probedElsewhere = choices(bindwise("select", "--json", "--timeout", "1000", "--target",
                profile.toString(), TRADER.toString()));

        assertTrue(onTarget.contains("TraderCicsPort accessible (PROBED)"), onTarget.toString());
        assertEquals(operations(onTarget), operations(elsewhere));
        assertTrue(elsewhere.contains("TraderCicsPort accessible (DECLARED)"), elsewhere.toString());
        assertTrue(probedElsewhere.contains("TraderCicsPort not accessible (PROBED)"), probedElsewhere.toString());
    }

    @Test
    void anExistingTargetFileIsNeverOverwrittenWithoutForce() throws IOException {
        Path mine = Files.writeString(temp.resolve("mine.json"), "a user's own file");

        Outcome refused = bindwise("discover", "--timeout", "500", "--save-target", mine.toString(), TRADER.toString());
        assertEquals(2, refused.exitCode());
        assertEquals("bindwise: " + mine + " exists already: choose another --save-target, or add --force to replace it.\n",
                refused.err());
        assertEquals("a user's own file", Files.readString(mine));

        Outcome forced = bindwise("discover", "--timeout", "500", "--save-target", mine.toString(), "--force",
                TRADER.toString());
        assertEquals(0, forced.exitCode(), forced.err());
        assertTrue(Files.readString(mine).contains("\"format\": \"bindwise.target/1\""));
    }

    /** The lines of {@link #choices} about operations. */
    private static List<String> operations(List<String> choices) {
        return choices.stream().filter(line -> line.contains(": ")).toList();
    }

    /**
     * What a select --json decided: per operation the chosen binding and port, the fallbacks' kinds and the
     * basis, then per port whether it was accessible and the source of that fact.
     */
    private static List<String> choices(Outcome select) {
        assertEquals(0, select.exitCode(), select.err());
        List<String> choices = new ArrayList<>();
        for (JsonElement element : JsonParser.parseString(select.out()).getAsJsonObject().getAsJsonArray("operations")) {
            JsonObject operation = element.getAsJsonObject();
            JsonObject chosen = operation.get("chosen").getAsJsonObject();
            List<String> fallbacks = new ArrayList<>();
            operation.getAsJsonArray("fallbacks").forEach(f -> fallbacks.add(f.getAsJsonObject().get("kind").getAsString()));
            choices.add(operation.get("operation").getAsString() + ": " + chosen.get("kind").getAsString() + " "
                    + chosen.get("port").getAsString() + ", then " + fallbacks + " by "
                    + operation.getAsJsonObject("decision").get("basis").getAsString());
        }
        for (JsonElement element : JsonParser.parseString(select.out()).getAsJsonObject().getAsJsonArray("endpoints")) {
            JsonObject endpoint = element.getAsJsonObject();
            choices.add(endpoint.get("port").getAsString() + (endpoint.get("accessible").getAsBoolean() ? " accessible ("
                    : " not accessible (") + endpoint.get("source").getAsString() + ")");
        }
        return choices;
    }

    private static Map<String, JsonObject> byKey(JsonObject root, String array, String key) {
        Map<String, JsonObject> byKey = new HashMap<>();
        for (JsonElement element : root.getAsJsonArray(array)) {
            byKey.put(element.getAsJsonObject().get(key).getAsString(), element.getAsJsonObject());
        }
        return byKey;
    }
}
