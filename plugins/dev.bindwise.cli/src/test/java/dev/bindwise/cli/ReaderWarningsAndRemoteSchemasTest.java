package dev.bindwise.cli;

import static dev.bindwise.cli.InspectCommandTest.bindwise;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

import dev.bindwise.cli.InspectCommandTest.Outcome;

/**
 * What the WSDL reader warns of is printed by select and generate as inspect prints it; a schema imported from a URL
 * (served here by a real HTTP server on loopback) is refused with exit 2 unless --fetch-remote-schemas asks for it,
 * never generated as Object.
 */
class ReaderWarningsAndRemoteSchemasTest {

    private static final String SCHEMA = """
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:orders" elementFormDefault="qualified">
              <xs:element name="order"><xs:complexType><xs:sequence>
                <xs:element name="item" type="xs:string"/><xs:element name="count" type="xs:int"/>
              </xs:sequence></xs:complexType></xs:element>
              <xs:element name="orderResponse"><xs:complexType><xs:sequence>
                <xs:element name="id" type="xs:long"/>
              </xs:sequence></xs:complexType></xs:element>
            </xs:schema>
            """;

    @TempDir
    Path folder;
    private HttpServer server;
    private final AtomicInteger requests = new AtomicInteger();

    @BeforeEach
    void serveTheSchema() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/orders", exchange -> {
            requests.incrementAndGet();
            byte[] body = SCHEMA.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void selectAndGeneratePrintEveryWarningInspectPrints() throws IOException {
        // a WSDL imported from a URL is still read past, with a warning
        Path wsdl = wsdl("<import namespace=\"urn:elsewhere\" location=\"http://127.0.0.1:1/elsewhere.wsdl\"/>",
                "<xsd:schema targetNamespace=\"urn:orders\" elementFormDefault=\"qualified\">"
                        + SCHEMA.substring(SCHEMA.indexOf("<xs:element")).replace("xs:", "xsd:"));
        Outcome inspect = bindwise("inspect", wsdl.toString());
        assertEquals(0, inspect.exitCode(), inspect.err());
        String warnings = inspect.out().substring(inspect.out().indexOf("Warnings\n"));
        assertTrue(warnings.contains("elsewhere.wsdl"), warnings);

        Outcome select = bindwise("select", wsdl.toString());
        assertEquals(0, select.exitCode(), select.err());
        assertTrue(select.err().contains(warnings), select.err());

        Outcome generate = bindwise("generate", "--out", folder.resolve("src").toString(), wsdl.toString());
        assertEquals(0, generate.exitCode(), generate.err());
        assertTrue(generate.err().contains(warnings), generate.err());
    }

    @Test
    void aSchemaFromAUrlIsRefusedUnlessAskedForThenFetched() throws IOException {
        String url = "http://127.0.0.1:" + server.getAddress().getPort() + "/orders?xsd=1";
        Path wsdl = wsdl("", "<xsd:schema targetNamespace=\"urn:svc\"><xsd:import namespace=\"urn:orders\" schemaLocation=\""
                + url + "\"/></xsd:schema>");
        Path out = folder.resolve("src");

        Outcome refused = bindwise("generate", "--out", out.toString(), wsdl.toString());
        assertEquals(2, refused.exitCode(), refused.err());
        assertTrue(refused.err().contains(url), refused.err());
        assertTrue(refused.err().contains("Save it beside " + wsdl), refused.err());
        assertTrue(refused.err().contains("--fetch-remote-schemas"), refused.err());
        assertFalse(Files.exists(out), "nothing was generated");
        assertEquals(0, requests.get(), "nothing was fetched");

        Outcome fetched = bindwise("generate", "--fetch-remote-schemas", "--out", out.toString(), wsdl.toString());
        assertEquals(0, fetched.exitCode(), fetched.err());
        String serviceInterface = Files.readString(out.resolve("svc/Orders.java"));
        assertTrue(serviceInterface.contains("long order(String item, int count);"), serviceInterface);
    }

    /** A document/literal WSDL with the schema in its types, whose operation's messages are urn:orders elements. */
    private Path wsdl(String imports, String schema) throws IOException {
        return Files.writeString(folder.resolve("Orders.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:orders" targetNamespace="urn:svc" xmlns:tns="urn:svc">
                  %s
                  <types>%s</types>
                  <message name="in"><part name="parameters" element="o:order"/></message>
                  <message name="out"><part name="parameters" element="o:orderResponse"/></message>
                  <portType name="Orders"><operation name="order"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Orders">
                    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="order"><soap:operation soapAction=""/>
                      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
                  </binding>
                  <service name="S"><port name="OrdersPort" binding="tns:B"><soap:address location="http://127.0.0.1:1/o"/></port></service>
                </definitions>
                """.formatted(imports, schema));
    }
}
