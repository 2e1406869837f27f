package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;

/**
 * The schema of each example's extended WSDL describes exactly what crosses the wire: every request and
 * reply the SOAP binding exchanges with the server, captured on the socket, is valid against it.
 */
@Timeout(60)
class WireContractTest {

    /** Bindwise's repository root, from this module's folder (where Maven runs the tests). */
    private static final Path ROOT = Path.of("../..");
    private static final String SOAP_ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";

    /** More than any call's request or reply: the relay keeps each whole. */
    private static final int LARGEST_MESSAGE = 1 << 20;

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;
    private static SoapBinding binding;
    private static final Map<ExampleService, Object> clients = new HashMap<>();

    @BeforeAll
    static void start() throws Exception {
        binding = new SoapBinding();
        server = SoapServerTest.start(binding, 0, logs.resolve("soap.log"));
        relay = new ByteCountingRelay(server.port(), LARGEST_MESSAGE);
    }

    @AfterAll
    static void stop() throws Exception {
        if (binding != null) {
            binding.close();
        }
        if (relay != null) {
            relay.close();
        }
        if (server != null) {
            SoapServerTest.stop(server);
        }
    }

    /** Every operation of every example service (Trader too: its WSDL describes Axis2's messages and its COMMAREA records). */
    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("dev.bindwise.examples.soap.SoapBindingTest#operations")
    void requestAndReplyAreValidAgainstTheWsdl(ExampleService service, ExampleOperation operation) throws Exception {
        Object client = clients.computeIfAbsent(service, s -> SoapBindingTest.client(binding, s, relay.port()));
        relay.reset();
        operation.invoke(service.serviceInterface(), client, operation.defaults());
        byte[] requestBytes = relay.firstRequestBytes();
        byte[] replyBytes = relay.firstReplyBytes();
        System.out.printf("%s.%s on the wire: request %d bytes, reply %d bytes%n", service.name(), operation.name(),
                requestBytes.length, replyBytes.length);
        assertEquals(relay.counts().requestBytes(), requestBytes.length, "the whole request is kept");
        assertEquals(relay.counts().replyBytes(), replyBytes.length, "the whole reply is kept");

        Schema schema = schemaOf(service);
        Element request = bodyContent(httpBody(requestBytes));
        Element reply = bodyContent(httpBody(replyBytes));
        assertEquals(operation.methodName(), request.getLocalName());
        assertEquals(operation.methodName() + "Response", reply.getLocalName());
        schema.newValidator().validate(new DOMSource(request));
        schema.newValidator().validate(new DOMSource(reply));
    }

    /** The XML Schema in the WSDL's types. */
    private static Schema schemaOf(ExampleService service) throws Exception {
        Path wsdl = ROOT.resolve(service.wsdl());
        Element definitions = parser().parse(wsdl.toFile()).getDocumentElement();
        Element schema = (Element) definitions.getElementsByTagNameNS(XMLConstants.W3C_XML_SCHEMA_NS_URI, "schema").item(0);
        return SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI)
                .newSchema(new DOMSource(schema, wsdl.toUri().toString()));
    }

    /** The element inside the SOAP body. */
    private static Element bodyContent(String envelope) throws Exception {
        Element root = parser().parse(new InputSource(new StringReader(envelope))).getDocumentElement();
        Element body = (Element) root.getElementsByTagNameNS(SOAP_ENVELOPE, "Body").item(0);
        for (var node = body.getFirstChild(); node != null; node = node.getNextSibling()) {
            if (node instanceof Element content) {
                return content;
            }
        }
        throw new AssertionError("empty SOAP body: " + envelope);
    }

    /** The body of one HTTP/1.1 message, with or without chunked transfer coding. */
    private static String httpBody(byte[] message) {
        String text = new String(message, StandardCharsets.ISO_8859_1);
        int headerEnd = text.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            throw new AssertionError("not an HTTP message: " + text);
        }
        String rest = text.substring(headerEnd + 4);
        if (!text.substring(0, headerEnd).toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
            return new String(rest.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = rest.indexOf("\r\n", at);
            int size = Integer.parseInt(rest.substring(at, lineEnd).trim(), 16);
            if (size == 0) {
                return body.toString(StandardCharsets.UTF_8);
            }
            body.writeBytes(rest.substring(lineEnd + 2, lineEnd + 2 + size).getBytes(StandardCharsets.ISO_8859_1));
            at = lineEnd + 2 + size + 2;
        }
    }

    private static DocumentBuilder parser() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder();
    }
}
