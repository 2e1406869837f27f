package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.bindwise.cli.InspectCommandTest.Outcome;

/**
 * Issue 31: an operation is idempotent only where it is declared. Four operations whose names read (readAndClear,
 * getNextTicket, fetchAndIncrement, getQuote), three of which change the service's state: none is idempotent
 * without a declaration, each gets a suggestion; declared on getQuote (in the WSDL, or with --idempotent), only it is.
 */
class IdempotencyDeclarationTest {

    private static final List<String> OPERATIONS = List.of("readAndClear", "getNextTicket", "fetchAndIncrement", "getQuote");

    /** A SOAP-only WSDL of the four operations; {@code declared} carries its attribute on the operation named. */
    private static Path wsdl(Path folder, String declaredOn, String attribute) throws Exception {
        StringBuilder messages = new StringBuilder();
        StringBuilder portType = new StringBuilder();
        StringBuilder binding = new StringBuilder();
        for (String operation : OPERATIONS) {
            messages.append("""
                      <message name="%1$sRequest"><part name="key" type="xsd:string"/></message>
                      <message name="%1$sResponse"><part name="value" type="xsd:string"/></message>
                    """.formatted(operation));
            portType.append("""
                        <operation name="%1$s"%2$s>
                          <input message="tns:%1$sRequest"/><output message="tns:%1$sResponse"/>
                        </operation>
                    """.formatted(operation, operation.equals(declaredOn) ? " " + attribute : ""));
            binding.append("""
                        <operation name="%1$s">
                          <soap:operation soapAction="urn:%1$s" style="rpc"/>
                          <input><soap:body use="literal" namespace="urn:tickets"/></input>
                          <output><soap:body use="literal" namespace="urn:tickets"/></output>
                        </operation>
                    """.formatted(operation));
        }
        Path file = folder.resolve("Tickets.wsdl");
        Files.writeString(file, """
                <definitions name="Tickets" targetNamespace="urn:tickets" xmlns:tns="urn:tickets"
                    xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema"
                    xmlns:bindwise="http://bindwise.dev/wsdl/extensions/"
                    xmlns:wsdlx="http://www.w3.org/ns/wsdl-extensions">
                %s
                  <portType name="Tickets">
                %s  </portType>
                  <binding name="TicketsSoapBinding" type="tns:Tickets">
                    <soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
                %s  </binding>
                  <service name="TicketsService">
                    <port name="TicketsSoapPort" binding="tns:TicketsSoapBinding">
                      <soap:address location="http://127.0.0.1:9/tickets"/>
                    </port>
                  </service>
                </definitions>
                """.formatted(messages, portType, binding));
        return file;
    }

    /** select --plan, and per operation its idempotent in plan.json. */
    private static Map<String, Boolean> select(Path folder, Path wsdl, String... options) throws Exception {
        Path plan = folder.resolve("plan.xmi");
        List<String> args = new java.util.ArrayList<>(List.of("select", "--timeout", "500", "--force", "--plan",
                plan.toString()));
        args.addAll(List.of(options));
        args.add(wsdl.toString());
        Outcome outcome = bindwise(args.toArray(String[]::new));
        assertEquals(0, outcome.exitCode(), outcome.err());
        lastOutput = outcome.out();
        Map<String, Boolean> idempotent = new LinkedHashMap<>();
        JsonObject root = JsonParser.parseString(Files.readString(folder.resolve("plan.json"))).getAsJsonObject();
        for (JsonElement each : root.getAsJsonArray("operations")) {
            JsonObject operation = each.getAsJsonObject();
            idempotent.put(operation.get("operation").getAsString(), operation.get("idempotent").getAsBoolean());
        }
        return idempotent;
    }

    private static String lastOutput;

    private static long suggestions(String operation) {
        return lastOutput.lines().filter(line -> line.contains(operation + " looks read-only: ")
                && line.contains("declare it so")).count();
    }

    @Test
    void withoutADeclarationNoOperationIsIdempotentAndEachGetsTheSuggestion(@TempDir Path folder) throws Exception {
        Map<String, Boolean> idempotent = select(folder, wsdl(folder, null, null));

        assertEquals(Map.of("readAndClear", false, "getNextTicket", false, "fetchAndIncrement", false, "getQuote", false),
                idempotent);
        for (String operation : OPERATIONS) {
            assertEquals(1, suggestions(operation), operation + " gets its suggestion line:\n" + lastOutput);
        }
    }

    @Test
    void declaredInTheWsdlOnGetQuoteOnlyGetQuoteIsIdempotent(@TempDir Path folder) throws Exception {
        Map<String, Boolean> idempotent = select(folder, wsdl(folder, "getQuote", "bindwise:idempotent=\"true\""));

        assertEquals(Map.of("readAndClear", false, "getNextTicket", false, "fetchAndIncrement", false, "getQuote", true),
                idempotent);
        assertEquals(0, suggestions("getQuote"), lastOutput);
        assertEquals(1, suggestions("readAndClear"), lastOutput);
    }

    @Test
    void wsdl20sSafeOnAnOperationDeclaresItIdempotentToo(@TempDir Path folder) throws Exception {
        Map<String, Boolean> idempotent = select(folder, wsdl(folder, "getQuote", "wsdlx:safe=\"true\""));

        assertTrue(idempotent.get("getQuote"));
        assertEquals(1, idempotent.values().stream().filter(Boolean::booleanValue).count(), idempotent.toString());
    }

    @Test
    void declaredWithTheSelectOptionOnlyGetQuoteIsIdempotent(@TempDir Path folder) throws Exception {
        Map<String, Boolean> idempotent = select(folder, wsdl(folder, null, null), "--idempotent", "Tickets.getQuote");

        assertEquals(Map.of("readAndClear", false, "getNextTicket", false, "fetchAndIncrement", false, "getQuote", true),
                idempotent);
    }

    @Test
    void anOptionNamingNoOperationIsBadInputThatListsThem(@TempDir Path folder) throws Exception {
        Outcome outcome = bindwise("select", "--timeout", "500", "--idempotent", "getQuotes",
                wsdl(folder, null, null).toString());

        assertEquals(2, outcome.exitCode(), outcome.out());
        assertTrue(outcome.err().contains("--idempotent getQuotes: the WSDL has no such operation; its operations are"
                + " Tickets.readAndClear, Tickets.getNextTicket, Tickets.fetchAndIncrement, Tickets.getQuote."), outcome.err());
    }
}
