package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.persistence.InputLimit;

/**
 * A schema imported from a URL, as application servers publish their WSDLs ({@code schemaLocation="http://host/svc?xsd=1"}),
 * served by a real HTTP server on loopback: refused unless the user asks to fetch it, then fetched within the limits.
 */
class RemoteSchemaImportTest {

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
    private String url;

    @BeforeEach
    void serveTheSchema() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        int port = server.getAddress().getPort();
        // to the same schema on the same host, and to "localhost", which is another host by name
        server.createContext("/moved", exchange -> redirect(exchange, "/orders?xsd=1"));
        server.createContext("/elsewhere", exchange -> redirect(exchange, "http://localhost:" + port + "/orders?xsd=1"));
        server.createContext("/huge", exchange -> {
            requests.incrementAndGet();
            exchange.sendResponseHeaders(200, 0);
            byte[] spaces = new byte[64 * 1024];
            java.util.Arrays.fill(spaces, (byte) ' ');
            try (OutputStream out = exchange.getResponseBody()) {
                for (long sent = 0; sent <= InputLimit.WSDL.maxBytes(); sent += spaces.length) {
                    out.write(spaces);
                }
            } catch (IOException readerStopped) {
                // the reader stops at its limit and closes the connection
            }
        });
        server.createContext("/orders", exchange -> {
            requests.incrementAndGet();
            byte[] body = SCHEMA.getBytes(StandardCharsets.UTF_8);
            exchange.getResponseHeaders().set("Content-Type", "text/xml");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        url = "http://127.0.0.1:" + server.getAddress().getPort() + "/orders?xsd=1";
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    @Test
    void refusedWithTheUrlAndHowToSaveItUnlessFetchingIsAsked() throws IOException {
        Path wsdl = wsdlImporting(url);
        WsdlReadException refused = assertThrows(WsdlReadException.class, () -> new WsdlReader().read(wsdl));
        String message = refused.getMessage();
        assertTrue(message.contains(url), message);
        assertTrue(message.contains("Orders.wsdl"), message);
        assertTrue(message.contains("Save it beside " + wsdl), message);
        assertTrue(message.contains("--fetch-remote-schemas"), message);
        assertEquals(0, requests.get(), "nothing was fetched");
    }

    @Test
    void fetchedWhenAskedAndReadAsALocalSchemaWouldBe() throws Exception {
        ServiceDescription description = new WsdlReader(fetching()).read(wsdlImporting(url));
        Operation order = description.getPortTypes().get(0).getOperations().get(0);
        assertEquals(List.of("item", "count"), WrappedValues.parameters(order).stream().map(Field::getName).toList());
        assertEquals(List.of("id"), WrappedValues.results(order).stream().map(Field::getName).toList());
        assertEquals(1, requests.get());
        assertTrue(description.getImportedLocations().contains(url), description.getImportedLocations().toString());
        assertTrue(description.getWarnings().isEmpty(), description.getWarnings().toString());
    }

    @Test
    void aRedirectIsFollowedOnTheSameHostOnly() throws Exception {
        ServiceDescription moved = new WsdlReader(fetching()).read(wsdlImporting(base() + "/moved"));
        assertEquals(List.of("item", "count"), WrappedValues.parameters(moved.getPortTypes().get(0).getOperations().get(0))
                .stream().map(Field::getName).toList());

        requests.set(0);
        Path elsewhere = wsdlImporting(base() + "/elsewhere");
        WsdlReadException refused = assertThrows(WsdlReadException.class, () -> new WsdlReader(fetching()).read(elsewhere));
        assertTrue(refused.getMessage().contains("redirects to http://localhost:"), refused.getMessage());
        assertTrue(refused.getMessage().contains("another host"), refused.getMessage());
        assertEquals(0, requests.get(), "the other host was not asked");
    }

    @Test
    void aSchemaLargerThanALocalFileMayBeIsRefused() throws Exception {
        Path wsdl = wsdlImporting(base() + "/huge");
        WsdlReadException refused = assertThrows(WsdlReadException.class, () -> new WsdlReader(fetching()).read(wsdl));
        assertTrue(refused.getMessage().contains("larger than the 32 MB a WSDL or schema document may have"), refused.getMessage());
        assertTrue(refused.getMessage().contains(base() + "/huge"), refused.getMessage());
    }

    @Test
    void onlyHttpAndHttpsAreFetched() throws Exception {
        Path wsdl = wsdlImporting("ftp://127.0.0.1/orders.xsd");
        WsdlReadException refused = assertThrows(WsdlReadException.class, () -> new WsdlReader(fetching()).read(wsdl));
        assertTrue(refused.getMessage().contains("http and https only"), refused.getMessage());
    }

    private String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private static WsdlReaderOptions fetching() {
        return WsdlReaderOptions.defaults().withRemoteSchemas(true, WsdlReaderOptions.FETCH_TIME_LIMIT);
    }

    private static void redirect(HttpExchange exchange, String location) throws IOException {
        exchange.getResponseHeaders().set("Location", location);
        exchange.sendResponseHeaders(302, -1);
        exchange.close();
    }

    /** A WSDL whose operation's messages are elements of a schema it imports from the location. */
    private Path wsdlImporting(String location) throws IOException {
        return Files.writeString(folder.resolve("Orders.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:o="urn:orders" targetNamespace="urn:svc" xmlns:tns="urn:svc">
                  <types><xsd:schema targetNamespace="urn:svc">
                    <xsd:import namespace="urn:orders" schemaLocation="%s"/>
                  </xsd:schema></types>
                  <message name="in"><part name="parameters" element="o:order"/></message>
                  <message name="out"><part name="parameters" element="o:orderResponse"/></message>
                  <portType name="Orders"><operation name="order"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Orders">
                    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="order"><soap:operation soapAction=""/>
                      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
                  </binding>
                  <service name="S"><port name="OrdersPort" binding="tns:B"><soap:address location="http://localhost:1/o"/></port></service>
                </definitions>
                """.formatted(location.replace("&", "&amp;")));
    }
}
