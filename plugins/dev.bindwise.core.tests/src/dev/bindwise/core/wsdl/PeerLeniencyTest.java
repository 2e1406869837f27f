package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.model.ServiceDescription;

/** What WSDL4J and Apache CXF read is read here too, with a warning where it bends the spec. */
class PeerLeniencyTest {

    @TempDir
    Path folder;

    /** As in three of CXF's test WSDLs: an operation whose input and output are both named after it. */
    @Test
    void readsAnInputAndOutputThatShareAName() throws IOException, WsdlReadException {
        Path wsdl = Files.writeString(folder.resolve("Shared.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:t" xmlns:tns="urn:t">
                  <message name="in"><part name="x" type="xsd:string"/></message>
                  <message name="out"><part name="y" type="xsd:string"/></message>
                  <portType name="P">
                    <operation name="greet">
                      <input name="greet" message="tns:in"/>
                      <output name="greet" message="tns:out"/>
                    </operation>
                  </portType>
                  <binding name="B" type="tns:P">
                    <soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="greet">
                      <soap:operation soapAction=""/>
                      <input name="greet"><soap:body use="literal" namespace="urn:t"/></input>
                      <output name="greet"><soap:body use="literal" namespace="urn:t"/></output>
                    </operation>
                  </binding>
                  <service name="S"><port name="Port" binding="tns:B"><soap:address location="http://localhost:1/s"/></port></service>
                </definitions>
                """);
        ServiceDescription description = TestFiles.read(wsdl);
        assertEquals("greet", description.getPortTypes().get(0).getOperations().get(0).getName());
        assertEquals(1, description.getServices().get(0).getPorts().size(), "the SOAP port is offered");
        assertTrue(description.getWarnings().stream().anyMatch(w -> w.getMessage().contains("2.4.5")
                && w.getLocation().startsWith(wsdl.toString() + ":8:")), description.getWarnings().toString());
    }
}
