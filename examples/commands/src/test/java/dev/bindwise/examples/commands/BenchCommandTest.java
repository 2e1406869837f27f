package dev.bindwise.examples.commands;

import static dev.bindwise.examples.commands.Bindwise.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** The bench command's own behaviour; the wire bindings are measured in the examples' end-to-end tests. */
@Timeout(60)
class BenchCommandTest {

    @Test
    void writesTheTableAndTheJson(@TempDir Path out) throws Exception {
        Bindwise.Outcome outcome = bindwise("bench", "--binding", "local_java", "--operation", "trader",
                "--measure", "0.1", "--out", out.toString());

        assertEquals(0, outcome.exitCode(), outcome.err());
        assertTrue(outcome.out().contains("trader.getQuote") && outcome.out().contains("LOCAL_JAVA"), outcome.out());
        assertTrue(outcome.err().contains("[3/3] trader.sell over LOCAL_JAVA"), outcome.err());
        JsonObject json = JsonParser.parseString(Files.readString(out.resolve("bench.json"))).getAsJsonObject();
        assertEquals("bindwise.bench/1", json.get("format").getAsString());
        assertEquals(3, json.getAsJsonArray("measurements").size());
    }

    @Test
    void theWildFlyExampleAskedForInACheckoutWithoutItSaysWhichCommandFetchesIt(@TempDir Path checkout) {
        String root = System.getProperty("bindwise.root");
        System.setProperty("bindwise.root", checkout.toString());
        try {
            Bindwise.Outcome asked = bindwise("bench", "--operation", "wildfly", "--out", checkout.resolve("out").toString());
            assertEquals(2, asked.exitCode(), asked.err());
            assertTrue(asked.err().contains("WildFly is not unpacked")
                    && asked.err().contains("./mvnw -B -pl examples/wildfly dependency:unpack@unpack-wildfly")
                    && asked.err().contains("--no-wildfly"), asked.err());

            Bindwise.Outcome leftOut = bindwise("bench", "--operation", "wildfly", "--operation", "trader.getQuote",
                    "--binding", "SOAP", "--binding", "LOCAL_JAVA", "--no-wildfly", "--measure", "0.05",
                    "--out", checkout.resolve("out").toString());
            assertEquals(0, leftOut.exitCode(), leftOut.err());
            assertTrue(!leftOut.out().contains("wildfly") && !leftOut.err().contains("WildFly"), leftOut.err());
        } finally {
            if (root == null) {
                System.clearProperty("bindwise.root");
            } else {
                System.setProperty("bindwise.root", root);
            }
        }
    }

    @Test
    void badOptionsAreUsageErrorsWithAClearMessage(@TempDir Path out) {
        Bindwise.Outcome unknownBinding = bindwise("bench", "--binding", "CORBA", "--out", out.toString());
        assertEquals(2, unknownBinding.exitCode());
        assertTrue(unknownBinding.err().contains("CORBA"), unknownBinding.err());

        Bindwise.Outcome threads = bindwise("bench", "--threads", "65", "--out", out.toString());
        assertEquals(2, threads.exitCode());
        assertTrue(threads.err().contains("--threads 65: give 1 to 64 client threads."), threads.err());

        Bindwise.Outcome measure = bindwise("bench", "--measure", "NaN", "--out", out.toString());
        assertEquals(2, measure.exitCode());
        assertTrue(measure.err().contains("--measure NaN: give more than 0 and at most 600 seconds."), measure.err());
    }
}
