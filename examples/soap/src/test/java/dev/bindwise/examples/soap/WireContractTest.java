package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;

/**
 * The schema of each example's extended WSDL describes exactly what crosses the wire: every request and
 * reply the SOAP binding exchanges with the server, captured on the socket, is valid against it.
 */
@Timeout(60)
class WireContractTest {

    /** Bindwise's repository root, from this module's folder (where Maven runs the tests). */
    private static final Path ROOT = Path.of("../..");
    private static final String SOAP_ENVELOPE = "http://schemas.xmlsoap.org/soap/envelope/";

    private static SoapServerProcess server;
    private static WireRecorder relay;
    private static SoapBinding binding;
    private static final Map<ExampleService, Object> clients = new HashMap<>();

    @BeforeAll
    static void start() throws Exception {
        server = SoapServerProcess.start(0);
        relay = new WireRecorder(server.port());
        binding = new SoapBinding();
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
            server.close();
        }
    }

    /** Trader.wsdl is left out: it describes the paper's COMMAREA records, not Axis2's POJO messages. */
    static Stream<Arguments> operations() {
        return ExampleServices.all().stream().filter(service -> !service.name().equals("trader"))
                .flatMap(service -> service.operations().stream().map(operation -> Arguments.of(
                        Named.of(service.name(), service), Named.of(operation.name(), operation))));
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("operations")
    void requestAndReplyAreValidAgainstTheWsdl(ExampleService service, ExampleOperation operation) throws Exception {
        Object client = clients.computeIfAbsent(service, s -> SoapBindingTest.client(binding, s, relay.port()));
        operation.invoke(service.serviceInterface(), client, operation.defaults());
        WireRecorder.Exchange exchange = relay.take();
        System.out.printf("%s.%s on the wire: request %d bytes, reply %d bytes%n", service.name(), operation.name(),
                exchange.request().length, exchange.reply().length);

        Schema schema = schemaOf(service);
        Element request = bodyContent(exchange.requestBody());
        Element reply = bodyContent(exchange.replyBody());
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

    private static DocumentBuilder parser() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder();
    }
}
