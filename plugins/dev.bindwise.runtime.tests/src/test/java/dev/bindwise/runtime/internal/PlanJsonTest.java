package dev.bindwise.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The plan file's format as the runtime defines it: the writer and the reader agree on every kind of value, and
 * the test vectors (plan files as select writes them, trimmed to what the runtime reads) give the rankings a proxy
 * follows. The engine's side of the contract is core.tests' PlanFileContractTest.
 */
class PlanJsonTest {

    @Test
    void whatIsWrittenReadsBackTheSame() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("format", PlanJson.FORMAT);
        tree.put("text", "quote \" backslash \\ newline \n tab \t control \u0001 separator \u2028 é €");
        tree.put("nothing", null);
        tree.put("yes", true);
        tree.put("no", false);
        tree.put("list", Arrays.asList("a", null, List.of(), Map.of()));
        Map<String, Object> nested = new LinkedHashMap<>();
        nested.put("confidence", 0.667);
        nested.put("empty", new ArrayList<>());
        tree.put("nested", nested);
        tree.put("whole", 1.0);

        String text = PlanJson.write(tree);
        assertEquals(tree, PlanJson.parse(text));
        assertTrue(text.startsWith("{\n  \"format\": \"bindwise.plan/1\",\n"), text);
        assertTrue(text.contains(" tab \\t control \\u0001 separator \\u2028 é €\""), text);
        assertTrue(text.contains("\"empty\": []"), text);
    }

    @Test
    void integersAreWrittenAsIntegersAndReadAsNumbers() {
        assertEquals("[\n  3,\n  4000000000,\n  0.5\n]", PlanJson.write(List.of(3, 4_000_000_000L, 0.5)));
        assertEquals(List.of(3.0, 4.0E9, 0.5), PlanJson.parse("[3, 4000000000, 0.5]"));
    }

    @Test
    void aValueJsonCannotHoldIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> PlanJson.write(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> PlanJson.write(new Object()));
    }

    /** A plan file of select, with two port types: the deployment ranking where there is one, else chosen then fallbacks. */
    private static final String VECTOR = """
            {
              "format": "bindwise.plan/1",
              "wsdl": "Trader.wsdl",
              "operations": [
                {
                  "portType": "Trader",
                  "operation": "getQuote",
                  "idempotent": true,
                  "chosen": {"rank": 1, "kind": "SOAP", "port": "TraderSoapPort", "address": "http://h/t"},
                  "fallbacks": [{"rank": 2, "kind": "RMI_IIOP", "port": "TraderIiopPort", "address": null}],
                  "deployment": [
                    {"rank": 1, "kind": "LOCAL_JAVA", "port": "TraderJavaPort", "address": "x.TraderImpl", "conditions": ["co-located"]},
                    {"rank": 2, "kind": "SOAP", "port": "TraderSoapPort", "address": "http://h/t", "conditions": []}
                  ]
                },
                {
                  "portType": "Trader",
                  "operation": "buy",
                  "chosen": {"rank": 1, "kind": "RMI_IIOP", "port": "TraderIiopPort", "address": null},
                  "fallbacks": [{"rank": 2, "kind": "SOAP", "port": "TraderSoapPort", "address": "http://h/t"}],
                  "deployment": []
                },
                {
                  "portType": "Other",
                  "operation": "ping",
                  "chosen": {"rank": 1, "kind": "SOAP", "port": "OtherPort", "address": "http://h/o"},
                  "fallbacks": [],
                  "deployment": []
                }
              ],
              "facts": [],
              "endpoints": []
            }
            """;

    @Test
    void theVectorsRankingsAreWhatTheRuntimeFollows() {
        Map<String, List<String>> expected = new LinkedHashMap<>();
        expected.put("getQuote", List.of("TraderJavaPort", "TraderSoapPort"));
        expected.put("buy", List.of("TraderIiopPort", "TraderSoapPort"));
        assertEquals(expected, PlanJson.rankings(PlanJson.parse(VECTOR), "Trader"));
        assertEquals(Map.of("ping", List.of("OtherPort")), PlanJson.rankings(PlanJson.parse(VECTOR), "Other"));
        assertEquals(Map.of(), PlanJson.rankings(PlanJson.parse(VECTOR), "Missing"));
    }

    @Test
    void aFileOfAnotherFormatOrShapeIsRefusedSayingWhat() {
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> PlanJson.rankings(PlanJson.parse("{\"format\": \"bindwise.discover/1\"}"), "Trader"));
        assertTrue(other.getMessage().contains("not a plan file of select"), other.getMessage());
        IllegalArgumentException shape = assertThrows(IllegalArgumentException.class,
                () -> PlanJson.rankings(PlanJson.parse("{\"format\": \"bindwise.plan/1\", \"operations\": {}}"), "Trader"));
        assertEquals("\"operations\" is not a JSON array", shape.getMessage());
        IllegalArgumentException broken = assertThrows(IllegalArgumentException.class, () -> PlanJson.parse("{\"format\": "));
        assertTrue(broken.getMessage().startsWith("line 1, column 12"), broken.getMessage());
    }
}
