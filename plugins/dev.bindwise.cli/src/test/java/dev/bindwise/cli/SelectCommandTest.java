package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.cli.InspectCommandTest.Outcome;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.persistence.ModelResources;

class SelectCommandTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../.."));
    private static final String GOOGLE = ROOT.resolve("examples/google/GoogleSearch.wsdl").toString();

    @Test
    void whereBothEndpointsAreReachableRmiIiopCarriesTheSearch(@TempDir Path folder) throws Exception {
        Path profile = profile(folder, """
                "GoogleSearchSoapPort": { "accessible": true, "reason": "open between the zones" },
                "GoogleSearchIiopPort": { "accessible": true, "reason": "open between the zones" }""");
        Outcome outcome = bindwise("select", "--json", "--target", profile.toString(), GOOGLE);

        assertEquals(0, outcome.exitCode(), outcome.err());
        JsonObject search = JsonParser.parseString(outcome.out()).getAsJsonObject().getAsJsonArray("operations").get(0)
                .getAsJsonObject();
        assertEquals("RMI_IIOP", search.getAsJsonObject("chosen").get("kind").getAsString(), search.toString());
        assertEquals("SOAP", search.getAsJsonArray("fallbacks").get(0).getAsJsonObject().get("kind").getAsString());
        assertTrue(search.get("idempotent").getAsBoolean());
    }

    /** The main job as README.md shows it, on the example target profile. */
    @Test
    void theReadmesTraderExampleChoosesJcaWithTheOthersBehind(@TempDir Path folder) throws Exception {
        Path plan = folder.resolve("plan.xmi");
        Outcome outcome = bindwise("select", "--target", ROOT.resolve("examples/trader/production-target.json").toString(),
                "--plan", plan.toString(), ROOT.resolve("examples/trader/Trader.wsdl").toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        for (String operation : new String[] {"Trader.getQuote", "Trader.buy", "Trader.sell"}) {
            String line = outcome.out().lines().filter(l -> l.startsWith(operation + " ")).findFirst().orElseThrow();
            assertTrue(line.matches(operation.replace(".", "\\.") + "\\s+JCA\\s+.*RMI_IIOP, SOAP.*"), outcome.out());
        }
        assertTrue(Files.isRegularFile(plan) && Files.isRegularFile(folder.resolve("plan.json")));
    }

    /** --no-probe: the open plan, the same bytes from a WSDL in another folder, with no time in it. */
    @Test
    void withoutProbesThePlanIsTheSameFromAnyFolder(@TempDir Path folder) throws Exception {
        String wsdl = Files.readString(ROOT.resolve("examples/trader/Trader.wsdl"));
        String[] plans = new String[2];
        for (int i = 0; i < 2; i++) {
            Path checkout = Files.createDirectories(folder.resolve("checkout-" + i + "/wsdl"));
            Path plan = checkout.resolve("plan.xmi");
            Outcome outcome = bindwise("select", "--no-probe", "--plan", plan.toString(),
                    Files.writeString(checkout.resolve("Trader.wsdl"), wsdl).toString());
            assertEquals(0, outcome.exitCode(), outcome.err());
            plans[i] = Files.readString(checkout.resolve("plan.json")) + Files.readString(plan);
        }
        assertEquals(plans[0], plans[1]);
        assertFalse(plans[0].contains("createdAt"), plans[0]);
        assertFalse(plans[0].contains(folder.toString()), plans[0]);
        assertTrue(plans[0].contains("\"LOCAL_JAVA\"") && plans[0].contains("\"JCA\""), plans[0]);
    }

    @Test
    void whenTheIiopPortIsClosedSoapIsChosen(@TempDir Path folder) throws Exception {
        int closed;
        try (ServerSocket socket = new ServerSocket(0)) {
            closed = socket.getLocalPort();
        }
        Path profile = profile(folder, """
                "GoogleSearchSoapPort": { "accessible": true, "reason": "open between the zones" },
                "GoogleSearchIiopPort": { "address": "corbaloc:iiop:127.0.0.1:%d/NameService" }""".formatted(closed));
        Outcome outcome = bindwise("select", "--target", profile.toString(), "--timeout", "1500", GOOGLE);

        assertEquals(0, outcome.exitCode(), outcome.err());
        String line = outcome.out().lines().filter(l -> l.startsWith("GoogleSearch.doGoogleSearch")).findFirst().orElseThrow();
        assertTrue(line.matches("GoogleSearch\\.doGoogleSearch\\s+SOAP\\s+.*"), outcome.out());
        assertTrue(outcome.out().contains("P2 the endpoint did not answer"), outcome.out());
    }

    @Test
    void thePlanIsWrittenOnceAndNeverReplacedWithoutForce(@TempDir Path folder) throws Exception {
        Path plan = folder.resolve("plans/google.xmi");
        Outcome first = bindwise("select", "--timeout", "500", "--plan", plan.toString(), GOOGLE);
        assertEquals(0, first.exitCode(), first.err());
        SelectionPlan loaded = ModelResources.load(plan, SelectionPlan.class);
        assertEquals("doGoogleSearch", loaded.getSelections().get(0).getOperation());
        String json = Files.readString(folder.resolve("plans/google.json"));
        assertEquals("bindwise.plan/1", JsonParser.parseString(json).getAsJsonObject().get("format").getAsString());

        Outcome again = bindwise("select", "--timeout", "500", "--plan", plan.toString(), GOOGLE);
        assertEquals(2, again.exitCode());
        assertTrue(again.err().contains("exists already") && again.err().contains("--force"), again.err());
        assertEquals(0, bindwise("select", "--timeout", "500", "--force", "--plan", plan.toString(), GOOGLE).exitCode());
    }

    @Test
    void rulesThatDoNotCompileStopTheSelectionWithTheirPlace(@TempDir Path folder) throws Exception {
        Path rules = Files.createDirectories(folder.resolve("rules"));
        Files.writeString(rules.resolve("broken.drl"), """
                package my.rules
                import dev.bindwise.core.policy.Candidate;
                rule "half a rule"
                when
                    Candidate( kind == )
                then
                end
                """);
        Outcome outcome = bindwise("select", "--rules", rules.toString(), GOOGLE);

        assertEquals(2, outcome.exitCode());
        assertTrue(outcome.err().contains("nothing was selected"), outcome.err());
        assertTrue(outcome.err().contains("broken.drl:5:"), outcome.err());
    }

    @Test
    void whatTheUserKnowsOfTheDataGoesInAndThePlanSaysWhere(@TempDir Path folder) throws Exception {
        Path profile = profile(folder, """
                "GoogleSearchSoapPort": { "accessible": true, "reason": "open between the zones" },
                "GoogleSearchIiopPort": { "accessible": true, "reason": "open between the zones" }""");
        Outcome outcome = bindwise("select", "--target", profile.toString(), "--at", "strlen=30,array=8", GOOGLE);

        assertEquals(0, outcome.exitCode(), outcome.err());
        assertTrue(outcome.out().contains("GoogleSearch.doGoogleSearch")
                && outcome.out().contains("strlen=30,nulls=0,array=8,binary=10KB from the operating point given"), outcome.out());

        Path samples = Files.createDirectories(folder.resolve("samples"));
        Path stray = Files.writeString(samples.resolve("stray.xml"), "<order/>");
        Outcome bad = bindwise("select", "--target", profile.toString(), "--samples", samples.toString(), GOOGLE);
        assertEquals(2, bad.exitCode(), bad.err());
        assertTrue(bad.err().contains(stray.toString()) && bad.err().contains("neither the request nor the reply"), bad.err());

        Outcome point = bindwise("select", "--at", "array=-1", GOOGLE);
        assertEquals(2, point.exitCode());
        assertTrue(point.err().contains("--at: 'array=-1' is out of range"), point.err());
    }

    private static Path profile(Path folder, String endpoints) throws Exception {
        return Files.writeString(folder.resolve("target.json"), """
                {
                  "format": "bindwise.target/1",
                  "name": "test",
                  "endpoints": {
                %s
                  }
                }
                """.formatted(endpoints));
    }
}
