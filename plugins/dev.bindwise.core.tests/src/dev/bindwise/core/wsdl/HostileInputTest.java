package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.model.ServiceDescription;

/**
 * Input that must not hurt: entity expansion, external entities and DTDs, remote imports, and
 * documents that are not WSDL 1.1 at all. Each is refused with a message that says where and why,
 * and nothing is read from disk or network that the user did not name.
 */
class HostileInputTest {

    private static final String WSDL_START = """
            <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" targetNamespace="urn:t" xmlns:tns="urn:t">
            """;

    @TempDir
    Path folder;

    @Test
    void refusesExternalEntities() throws IOException {
        Path secret = Files.writeString(folder.resolve("secret.txt"), "TOP-SECRET");
        Path wsdl = write("Xxe.wsdl", """
                <?xml version="1.0"?>
                <!DOCTYPE definitions [ <!ENTITY leak SYSTEM "%s"> ]>
                %s<documentation>&leak;</documentation></definitions>
                """.formatted(secret.toUri(), WSDL_START));
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl));
        assertTrue(error.getMessage().startsWith(wsdl.toString() + ":2:"), error.getMessage());
        assertTrue(error.getMessage().contains("DOCTYPE"), error.getMessage());
        assertFalse(error.getMessage().contains("TOP-SECRET"));
    }

    @Test
    void refusesBillionLaughsQuickly() throws IOException {
        StringBuilder entities = new StringBuilder("<!ENTITY lol0 \"lol\">");
        for (int i = 1; i < 10; i++) {
            entities.append("<!ENTITY lol").append(i).append(" \"")
                    .append(("&lol" + (i - 1) + ";").repeat(10)).append("\">");
        }
        Path wsdl = write("Laughs.wsdl", "<?xml version=\"1.0\"?>\n<!DOCTYPE definitions [" + entities + "]>\n"
                + WSDL_START + "<documentation>&lol9;</documentation></definitions>");
        WsdlReadException error = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl)));
        assertTrue(error.getMessage().contains("Laughs.wsdl"), error.getMessage());
    }

    @Test
    void neverFetchesAnExternalDtdOrRemoteImport() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 10, InetAddress.getLoopbackAddress())) {
            AtomicInteger connections = new AtomicInteger();
            Thread accept = Thread.ofVirtual().start(() -> {
                try (Socket socket = server.accept()) {
                    connections.incrementAndGet();
                } catch (IOException closed) {
                    // the server closes when the test ends
                }
            });
            String url = "http://127.0.0.1:" + server.getLocalPort() + "/evil";
            Path dtd = write("Dtd.wsdl", "<?xml version=\"1.0\"?>\n<!DOCTYPE definitions SYSTEM \"" + url
                    + ".dtd\">\n" + WSDL_START + "</definitions>");
            assertThrows(WsdlReadException.class, () -> TestFiles.read(dtd));

            Path remote = write("Remote.wsdl", WSDL_START + "<import namespace=\"urn:x\" location=\"" + url
                    + ".wsdl\"/></definitions>");
            ServiceDescription description = TestFiles.read(remote);
            assertTrue(description.getWarnings().get(0).getMessage().contains("never fetches"),
                    description.getWarnings().toString());
            assertTrue(description.getWarnings().get(0).getLocation().startsWith(remote + ":2:"),
                    description.getWarnings().get(0).getLocation());
            server.close();
            accept.join(2000);
            assertEquals(0, connections.get(), "nothing connected to the network");
        }
    }

    @Test
    void namesTheLineOfMalformedXml() throws IOException {
        Path wsdl = write("Broken.wsdl", WSDL_START + "  <message name=\"m\">\n  </mesage>\n</definitions>");
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl));
        assertEquals(3, error.getLine(), error.getMessage());
        assertTrue(error.getMessage().startsWith(wsdl + ":3:"), error.getMessage());
    }

    @Test
    void explainsDocumentsThatAreNotWsdl11() throws IOException {
        Path wsdl20 = write("Twenty.wsdl", "<description xmlns=\"http://www.w3.org/ns/wsdl\"/>");
        assertTrue(assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl20)).getMessage()
                .contains("WSDL 2.0"));
        Path schema = write("Types.wsdl", "<schema xmlns=\"http://www.w3.org/2001/XMLSchema\"/>");
        assertTrue(assertThrows(WsdlReadException.class, () -> TestFiles.read(schema)).getMessage()
                .contains("XML Schema"));
        Path empty = write("Empty.wsdl", "");
        assertTrue(assertThrows(WsdlReadException.class, () -> TestFiles.read(empty)).getMessage()
                .startsWith(empty.toString()));
        Path binary = folder.resolve("Binary.wsdl");
        Files.write(binary, new byte[] {0, 1, 2, (byte) 0xff, (byte) 0xfe, 0x7f});
        assertTrue(assertThrows(WsdlReadException.class, () -> TestFiles.read(binary)).getMessage()
                .startsWith(binary.toString()));
        Path missing = folder.resolve("Missing.wsdl");
        assertTrue(assertThrows(WsdlReadException.class, () -> TestFiles.read(missing)).getMessage()
                .contains("Missing.wsdl"));
    }

    @Test
    void pointsAtUndefinedReferences() throws IOException {
        Path wsdl = write("Undefined.wsdl", WSDL_START + """
                  <portType name="P">
                    <operation name="op"><input message="tns:nowhere"/></operation>
                  </portType>
                </definitions>
                """);
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl));
        assertTrue(error.getMessage().contains("nowhere") && error.getLine() == 3, error.getMessage());

        Path missingImport = write("MissingImport.wsdl", WSDL_START
                + "<import namespace=\"urn:x\" location=\"Elsewhere.wsdl\"/></definitions>");
        WsdlReadException notFound = assertThrows(WsdlReadException.class, () -> TestFiles.read(missingImport));
        assertTrue(notFound.getMessage().contains("Elsewhere.wsdl") && notFound.getMessage().contains("import root"),
                notFound.getMessage());
    }

    @Test
    void aProblemInAnImportedFileNamesItAndTheFileTheUserGave() throws IOException {
        Path broken = write("Imported.wsdl", WSDL_START + "<message name=\"m\"></mesage></definitions>");
        Path root = write("Root.wsdl", WSDL_START + "<import namespace=\"urn:t\" location=\"Imported.wsdl\"/>"
                + "</definitions>");
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(root));
        assertEquals(broken.toString(), error.getFile(), error.getMessage());
        assertTrue(error.getMessage().contains("while reading " + root), error.getMessage());
    }

    @Test
    void anAddressThatIsNoUriLeavesItsPortOutWithAWarning() throws Exception {
        for (String address : List.of("http://[::1", "http:\\\\host\\path")) {
            Path wsdl = write("Address.wsdl", WSDL_START.replace(">", " xmlns:soap=\"http://schemas.xmlsoap.org/wsdl/soap/\">")
                    + """
                    <portType name="P"/>
                    <binding name="B" type="tns:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/></binding>
                    <service name="S">
                      <port name="Bad" binding="tns:B"><soap:address location="%s"/></port>
                      <port name="Good" binding="tns:B"><soap:address location="http://localhost:8080/s"/></port>
                    </service>
                    </definitions>
                    """.formatted(address));
            ServiceDescription description = TestFiles.read(wsdl);
            assertEquals(List.of("Good"), description.getServices().get(0).getPorts().stream().map(p -> p.getName()).toList());
            assertTrue(description.getWarnings().stream().anyMatch(w -> w.getLocation().startsWith(wsdl + ":5:")
                    && w.getMessage().contains("port 'Bad' of service 'S': its address '" + address + "' is not a URI")),
                    description.getWarnings().toString());
        }
    }

    @Test
    void aParameterOrderOrReturnPartNamingNoPartIsCaughtByTheReader() throws Exception {
        String ejb = WSDL_START.replace(">", " xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\""
                + " xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">") + """
                <message name="in"><part name="symbol" type="xsd:string"/></message>
                <message name="out"><part name="price" type="xsd:double"/></message>
                <portType name="P">
                  <operation name="quote"><input message="tns:in"/><output message="tns:out"/></operation>
                  <operation name="ping"><input message="tns:in"/><output message="tns:out"/></operation>
                </portType>
                <binding name="B" type="tns:P"><ejb:binding/>
                  <operation name="quote"><ejb:operation methodName="quote" parameterOrder="%s" returnPart="%s"/>
                    <input/><output/></operation>
                  <operation name="ping"><ejb:operation methodName="ping" parameterOrder="symbol" returnPart="price"/>
                    <input/><output/></operation>
                </binding>
                </definitions>
                """;
        Path renamed = write("Renamed.wsdl", ejb.formatted("ticker", "price"));
        ServiceDescription description = TestFiles.read(renamed);
        assertEquals(List.of("ping"), description.getBindings().get(0).getOperations().stream().map(o -> o.getName()).toList());
        assertTrue(description.getWarnings().stream().anyMatch(w -> w.getLocation().startsWith(renamed + ":9:")
                && w.getMessage().contains("its parameterOrder names 'ticker'")), description.getWarnings().toString());

        Path noResult = write("NoResult.wsdl", ejb.formatted("symbol", "amount").replace(
                "<operation name=\"ping\"><ejb:operation methodName=\"ping\" parameterOrder=\"symbol\" returnPart=\"price\"/>",
                "<operation name=\"ping\"><ejb:operation methodName=\"ping\" returnPart=\"total\"/>"));
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(noResult));
        assertTrue(error.getMessage().startsWith(noResult + ":9:"), error.getMessage());
        assertTrue(error.getMessage().contains("its returnPart names 'amount'")
                && error.getMessage().contains("offers no usable operation"), error.getMessage());
    }

    @Test
    void theNestingLimitIsReportedAsSuch() throws IOException {
        Path wsdl = write("Deep.wsdl", WSDL_START + "<documentation>" + "<a>".repeat(5000) + "</a>".repeat(5000)
                + "</documentation></definitions>");
        WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(wsdl));
        assertTrue(error.getMessage().contains("goes beyond a limit of the secure XML reader"), error.getMessage());
        assertTrue(error.getMessage().contains("jdk.xml.maxElementDepth"), error.getMessage());
        assertFalse(error.getMessage().contains("well-formed"), error.getMessage());
    }

    @Test
    void aGroupThatRefersToItselfIsReadWithAWarning() throws Exception {
        for (String groups : List.of("""
                <xsd:group name="G"><xsd:sequence>
                  <xsd:element name="a" type="xsd:string"/><xsd:group ref="tns:G" minOccurs="0"/>
                </xsd:sequence></xsd:group>""", """
                <xsd:group name="G"><xsd:sequence>
                  <xsd:element name="a" type="xsd:string"/><xsd:group ref="tns:H"/>
                </xsd:sequence></xsd:group>
                <xsd:group name="H"><xsd:choice>
                  <xsd:element name="b" type="xsd:int"/><xsd:group ref="tns:G"/>
                </xsd:choice></xsd:group>""")) {
            Path wsdl = write("Groups.wsdl", WSDL_START.replace(">", " xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">")
                    + "<types><xsd:schema targetNamespace=\"urn:t\">\n" + groups + """
                      <xsd:complexType name="T"><xsd:sequence><xsd:group ref="tns:G"/></xsd:sequence></xsd:complexType>
                      <xsd:element name="e" type="tns:T"/>
                    </xsd:schema></types>
                    <message name="m"><part name="p" element="tns:e"/></message>
                    <portType name="P"><operation name="op"><input message="tns:m"/></operation></portType>
                    </definitions>
                    """);
            ServiceDescription description = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> TestFiles.read(wsdl));
            assertTrue(description.getWarnings().stream().anyMatch(w -> w.getMessage().contains("refers to itself")
                    && w.getLocation().startsWith(wsdl.toString())), description.getWarnings().toString());
            assertTrue(description.getTypes().stream().anyMatch(t -> t.getName().endsWith("}T")
                    && t.getFields().stream().anyMatch(f -> f.getName().equals("a"))), "the group's fields are read");
        }
    }

    @Test
    void anAttributeGroupThatRefersToItselfIsReadWithAWarning() throws Exception {
        Path wsdl = write("AttributeGroups.wsdl", WSDL_START.replace(">", " xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">")
                + """
                <types><xsd:schema targetNamespace="urn:t">
                  <xsd:attributeGroup name="A"><xsd:attribute name="a" type="xsd:string"/>
                    <xsd:attributeGroup ref="tns:B"/></xsd:attributeGroup>
                  <xsd:attributeGroup name="B"><xsd:attribute name="b" type="xsd:int"/>
                    <xsd:attributeGroup ref="tns:A"/></xsd:attributeGroup>
                  <xsd:complexType name="T"><xsd:attributeGroup ref="tns:A"/></xsd:complexType>
                  <xsd:element name="e" type="tns:T"/>
                </xsd:schema></types>
                <message name="m"><part name="p" element="tns:e"/></message>
                <portType name="P"><operation name="op"><input message="tns:m"/></operation></portType>
                </definitions>
                """);
        ServiceDescription description = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> TestFiles.read(wsdl));
        assertTrue(description.getWarnings().stream().anyMatch(w -> w.getMessage().contains("attribute group")
                && w.getMessage().contains("refers to itself")), description.getWarnings().toString());
        assertTrue(description.getTypes().stream().anyMatch(t -> t.getName().endsWith("}T")
                && t.getFields().stream().map(f -> f.getName()).toList().containsAll(List.of("a", "b"))),
                "both groups' attributes are read once");
    }

    private Path write(String name, String content) throws IOException {
        return Files.writeString(folder.resolve(name), content, StandardCharsets.UTF_8);
    }
}
