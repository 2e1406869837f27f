package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.bindwise.runtime.BindingKind;

/** Target profiles: every section read, and each mistake reported with the file, line and what to fix. */
class TargetProfileTest {

    static final String PRODUCTION = """
            {
              // production, as operations describe it
              "format": "bindwise.target/1",
              "name": "prod-cluster",
              "packageType": "ear",
              "server": { "vendor": "WebSphere", "version": "6.1.0.0" },
              "client": { "sameJvm": false, "sameSubnet": true },
              "firewall": { "present": true, "blocks": ["RMI_IIOP"] },
              "securityDomains": { "client": "corp", "service": "corp" },
              "facts": { "jca.adapterReachable": true, "site": "Frankfurt", "replicas": 3 },
              "endpoints": {
                "TraderSoapPort": { "address": "http://trader.prod.example:9080/services/Trader" },
                "TraderCicsPort": { "accessible": false, "reason": "the CICS gateway is in another zone" }
              }
            }
            """;

    @TempDir
    Path temp;

    @Test
    void everySectionDeclaresItsFactsWithTheirLines() throws Exception {
        Path file = Files.writeString(temp.resolve("prod.json"), PRODUCTION);
        TargetProfile profile = TargetProfile.load(file);

        assertEquals("prod-cluster", profile.name());
        assertEquals(file.toString(), profile.file());
        Map<String, String> facts = profile.declaredFacts();
        assertEquals("EAR", facts.get(FactNames.PACKAGE_TYPE));
        assertEquals("WebSphere", facts.get(FactNames.SERVER_VENDOR));
        assertEquals("6.1.0.0", facts.get(FactNames.SERVER_VERSION));
        assertEquals("false", facts.get(FactNames.CLIENT_SAME_JVM));
        assertEquals("true", facts.get(FactNames.CLIENT_SAME_SUBNET));
        assertEquals("true", facts.get(FactNames.NETWORK_FIREWALL));
        assertEquals("corp", facts.get(FactNames.SECURITY_DOMAIN_SERVICE));
        assertEquals("true", facts.get(FactNames.JCA_ADAPTER_REACHABLE));
        assertEquals("3", facts.get("replicas"));
        assertEquals(11, facts.size());
        assertEquals(6, profile.facts().get(FactNames.SERVER_VENDOR).line());
        assertEquals(10, profile.facts().get("site").line());
    }

    @Test
    void endpointsAreDeclaredExplicitlyOrByTheFirewallAndTheClientsPlace() throws Exception {
        TargetProfile profile = TargetProfile.parse(PRODUCTION, "prod.json");

        TargetProfile.DeclaredAccess cics = profile.access("TraderCicsPort", BindingKind.JCA).orElseThrow();
        assertEquals(false, cics.accessible());
        assertEquals("the CICS gateway is in another zone (prod.json:13)", cics.reason());
        assertEquals("a firewall blocks RMI_IIOP (prod.json:8)",
                profile.access("TraderIiopPort", BindingKind.RMI_IIOP).orElseThrow().reason());
        assertEquals("the client is not in the service's JVM (prod.json:7)",
                profile.access("TraderLocalPort", BindingKind.LOCAL_JAVA).orElseThrow().reason());
        assertTrue(profile.access("TraderSoapPort", BindingKind.SOAP).isEmpty(), "an address alone declares no access");
        assertEquals("http://trader.prod.example:9080/services/Trader", profile.addressOverride("TraderSoapPort"));
        assertNull(profile.addressOverride("TraderIiopPort"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            // a case | the profile, lines separated by ';' | line | what the message says
            "syntax | {;\"format\": \"bindwise.target/1\";\"name\": \"x\" \"packageType\": \"EAR\";} | 3 | not valid JSON",
            "unknown key | {;\"format\": \"bindwise.target/1\",;\"servr\": {};} | 3 | unknown key \"servr\"",
            "wrong type | {;\"format\": \"bindwise.target/1\",;\"client\": { \"sameJvm\": \"no\" };} | 3 | the value of \"sameJvm\" is a string, not true or false",
            "binding kind | {;\"format\": \"bindwise.target/1\",;\"firewall\": { \"blocks\": [\"RMI\"] };} | 3 | \"RMI\" is not a binding kind",
            "twice | {;\"format\": \"bindwise.target/1\",;\"server\": { \"vendor\": \"A\" },;\"facts\": { \"server.vendor\": \"B\" };} | 4 | fact \"server.vendor\" is declared twice (also on line 3)",
            "reason alone | {;\"format\": \"bindwise.target/1\",;\"endpoints\": {;  \"P\": { \"reason\": \"closed\" } };} | 4 | gives a reason but not whether it is accessible",
            "package type | {;\"format\": \"bindwise.target/1\",;\"packageType\": \"zip\";} | 3 | packageType \"ZIP\" is not one of [EAR, WAR, JAR, PLAIN]",
            "no format | {;\"name\": \"x\";} | 1 | no \"format\" key",
            "an array | [;] | 1 | a target profile is a JSON object, not an array" })
    void mistakesAreReportedWithTheirLineAndAdvice(String name, String profile, int line, String problem) {
        TargetProfileException e = assertThrows(TargetProfileException.class,
                () -> TargetProfile.parse(profile.replace(';', '\n'), "prod.json"));
        assertEquals(line, e.getLine(), e.getMessage());
        assertTrue(e.getMessage().startsWith("prod.json:" + line), e.getMessage());
        assertTrue(e.getMessage().contains(problem), e.getMessage());
        assertTrue(e.getMessage().contains("\n  "), "advice on the second line: " + e.getMessage());
    }

    @Test
    void aFormatOfAnotherVersionIsRefused() {
        TargetProfileException e = assertThrows(TargetProfileException.class,
                () -> TargetProfile.parse("{\"format\": \"bindwise.target/2\"}", "next.json"));
        assertEquals("next.json: format \"bindwise.target/2\" is not one this Bindwise reads\n"
                + "  Write \"format\": \"bindwise.target/1\" and the keys of docs/cli.md (Target profiles).", e.getMessage());
    }

    @Test
    void aMissingFileSaysSo() {
        Path missing = temp.resolve("nowhere.json");
        TargetProfileException e = assertThrows(TargetProfileException.class, () -> TargetProfile.load(missing));
        assertEquals(missing + ": no such file\n  Give the path of a target profile (bindwise.target/1, JSON).",
                e.getMessage());
    }
}
