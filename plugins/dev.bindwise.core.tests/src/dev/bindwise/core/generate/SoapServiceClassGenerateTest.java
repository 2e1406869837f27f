package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ServiceDescription;

/**
 * A SOAP route whose values are the service's own classes (a format:typeMapping names them): each class's
 * properties are bound to the schema's elements by name, as JAXB binds them, and the route carries the
 * structure; a class that cannot hold an element, and a value the SOAP client cannot write by the schema, are
 * refused at generate time, naming the element (and the property).
 */
class SoapServiceClassGenerateTest {

    /** A service's own class, as the generator's JVM loads it: JavaBean properties, a List for the wrapped tags. */
    public static class Quote {
        private String company;
        private java.math.BigDecimal price;
        private List<String> tags;

        public String getCompany() {
            return company;
        }

        public void setCompany(String company) {
            this.company = company;
        }

        public java.math.BigDecimal getPrice() {
            return price;
        }

        public void setPrice(java.math.BigDecimal price) {
            this.price = price;
        }

        public List<String> getTags() {
            return tags;
        }

        public void setTags(List<String> tags) {
            this.tags = tags;
        }
    }

    /** A subclass of the service's, which the service may send where a Quote is declared. */
    public static class SpecialQuote extends Quote {
        private String offer;

        public String getOffer() {
            return offer;
        }

        public void setOffer(String offer) {
            this.offer = offer;
        }
    }

    @BeforeAll
    static void loadRules() throws Exception {
        GenerateProxyOperationTest.loadRules();
    }

    @Test
    void theRouteCarriesTheServiceClassesStructureBoundByPropertyName(@TempDir Path out) throws Exception {
        String proxy = generate(out, quoteType("<xsd:element name=\"price\" type=\"xsd:decimal\" minOccurs=\"0\"/>"), "")
                .replaceAll("\\s", "");
        assertTrue(proxy.contains("SoapStructure.type(\"urn:q\",\"Quote\").javaClass(\"" + Quote.class.getName() + "\")"
                + ".element(\"company\",newSoapValue(\"\",\"company\",XsdType.STRING,1,1,false))"
                + ".element(\"price\",newSoapValue(\"\",\"price\",XsdType.DECIMAL,0,1,false))"
                + ".element(\"tags\",newSoapValue(\"\",\"tags\",XsdType.STRUCT,0,1,true)"
                + ".wrapping(newSoapValue(\"\",\"tag\",XsdType.STRING,0,-1,false))).build())"), proxy);
        assertTrue(proxy.contains(".result(newSoapValue(\"\",\"return\",XsdType.STRUCT,0,1,false).ofType(\"urn:q\",\"Quote\"))"),
                proxy);
    }

    @Test
    void aDerivedTypesStructureHoldsEachInheritedElementOnceBaseFirst(@TempDir Path out) throws Exception {
        String derived = """
                <xsd:complexType name="Named"><xsd:sequence><xsd:element name="company" type="xsd:string"/></xsd:sequence></xsd:complexType>
                <xsd:complexType name="Quote"><xsd:complexContent><xsd:extension base="tns:Named"><xsd:sequence>
                  <xsd:element name="price" type="xsd:decimal" minOccurs="0"/></xsd:sequence></xsd:extension></xsd:complexContent></xsd:complexType>
                """;
        String proxy = generate(out, derived, "").replaceAll("\\s", "");
        // the reader puts a base's elements among the derived type's: written twice, the request would not be the schema's
        assertTrue(proxy.contains("SoapStructure.type(\"urn:q\",\"Quote\").javaClass(\"" + Quote.class.getName() + "\")"
                + ".element(\"company\",newSoapValue(\"\",\"company\",XsdType.STRING,1,1,false))"
                + ".element(\"price\",newSoapValue(\"\",\"price\",XsdType.DECIMAL,0,1,false)).build()"), proxy);
    }

    /**
     * A mapped type derived from the declared one is described too, although no element names it: the reply may
     * carry it with its {@code xsi:type}, which the client reads as that class only when the route knows it.
     */
    @Test
    void aMappedSubtypeOfAStructureTheOperationHoldsIsDescribedForItsXsiType(@TempDir Path out) throws Exception {
        String types = quoteType("") + """
                <xsd:complexType name="SpecialQuote"><xsd:complexContent><xsd:extension base="tns:Quote"><xsd:sequence>
                  <xsd:element name="offer" type="xsd:string" minOccurs="0"/></xsd:sequence></xsd:extension></xsd:complexContent></xsd:complexType>
                """;
        String proxy = generate(out, types, "<format:typeMap typeName=\"tns:SpecialQuote\" formatType=\""
                + SpecialQuote.class.getName() + "\"/>").replaceAll("\\s", "");
        assertTrue(proxy.contains("SoapStructure.type(\"urn:q\",\"SpecialQuote\").javaClass(\"" + SpecialQuote.class.getName()
                + "\")"), proxy);
        assertTrue(proxy.contains(".element(\"offer\",newSoapValue(\"\",\"offer\",XsdType.STRING,0,1,false)).build()"), proxy);
    }

    @Test
    void anElementTheClassHasNoPropertyForIsRefusedNamingBoth(@TempDir Path out) throws Exception {
        GenerateException refused = assertThrows(GenerateException.class, () -> generate(out,
                quoteType("<xsd:element name=\"priceInCents\" type=\"xsd:long\"/>"), ""));
        assertEquals("port QuotesPort: operation quote: the WSDL's type mapping maps {urn:q}Quote to " + Quote.class.getName()
                + ", which cannot hold its schema: the element priceInCents of {urn:q}Quote (property priceInCents of "
                + Quote.class.getName() + "): " + Quote.class.getName() + " has no property priceInCents (no getter and"
                + " setter, no field of that name) to hold it; map the type to a class that has the property, or correct"
                + " the class", refused.getMessage());
    }

    @Test
    void anElementOfATypeThePropertyCannotHoldIsRefusedNamingBoth(@TempDir Path out) throws Exception {
        GenerateException refused = assertThrows(GenerateException.class, () -> generate(out,
                quoteType("<xsd:element name=\"price\" type=\"xsd:dateTime\"/>"), ""));
        assertTrue(refused.getMessage().contains("the element price of {urn:q}Quote (property price of "
                + Quote.class.getName() + "): the schema's date_time cannot be held by the property's java.math.BigDecimal"),
                refused.getMessage());
    }

    @Test
    void simpleContentWithAttributesIsRefusedNamingTheElementInsteadOfWrittenByAxis2sBeanSerializer(@TempDir Path out)
            throws Exception {
        String amount = """
                <xsd:complexType name="Amount"><xsd:simpleContent><xsd:extension base="xsd:decimal">
                  <xsd:attribute name="currency" type="xsd:string"/></xsd:extension></xsd:simpleContent></xsd:complexType>
                <xsd:complexType name="Quote"><xsd:sequence><xsd:element name="amount" type="tns:Amount"/></xsd:sequence></xsd:complexType>
                """;
        GenerateException refused = assertThrows(GenerateException.class, () -> generate(out, amount, "unmapped"));
        assertEquals("port QuotesPort: operation quote: the element amount of {urn:q}Quote is of type {urn:q}Amount, whose"
                + " simple content with attributes the SOAP client does not write by the schema: select without this SOAP"
                + " port for the operation", refused.getMessage());
    }

    private static String quoteType(String extraElement) {
        return "<xsd:complexType name=\"Quote\"><xsd:sequence><xsd:element name=\"company\" type=\"xsd:string\"/>"
                + extraElement + "<xsd:element name=\"tags\" minOccurs=\"0\" nillable=\"true\"><xsd:complexType><xsd:sequence>"
                + "<xsd:element name=\"tag\" type=\"xsd:string\" minOccurs=\"0\" maxOccurs=\"unbounded\"/>"
                + "</xsd:sequence></xsd:complexType></xsd:element></xsd:sequence></xsd:complexType>";
    }

    /**
     * Generates the proxy of a one-operation service whose result is a Quote; returns the proxy's source.
     *
     * @param mapping "unmapped" for no type mapping, else more typeMap elements beside Quote's
     */
    private static String generate(Path out, String types, String mapping) throws Exception {
        String typeMapping = mapping.equals("unmapped") ? "" : """
                <format:typeMapping encoding="Java" style="Java">
                  <format:typeMap typeName="tns:Quote" formatType="%s"/>
                  %s
                </format:typeMapping>""".formatted(Quote.class.getName(), mapping);
        Path wsdl = Files.writeString(out.resolve("Quotes.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:format="http://schemas.xmlsoap.org/wsdl/formatbinding/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:q" xmlns:tns="urn:q">
                  <types><xsd:schema targetNamespace="urn:q">
                    %s
                    <xsd:element name="quote"><xsd:complexType><xsd:sequence>
                      <xsd:element name="company" type="xsd:string"/></xsd:sequence></xsd:complexType></xsd:element>
                    <xsd:element name="quoteResponse"><xsd:complexType><xsd:sequence>
                      <xsd:element name="return" type="tns:Quote" minOccurs="0"/></xsd:sequence></xsd:complexType></xsd:element>
                  </xsd:schema></types>
                  <message name="in"><part name="parameters" element="tns:quote"/></message>
                  <message name="out"><part name="parameters" element="tns:quoteResponse"/></message>
                  <portType name="Quotes"><operation name="quote"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Quotes">
                    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                    %s
                    <operation name="quote"><soap:operation soapAction=""/>
                      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
                  </binding>
                  <service name="S"><port name="QuotesPort" binding="tns:B"><soap:address location="http://localhost:1/q"/></port></service>
                </definitions>
                """.formatted(types, typeMapping));
        ServiceDescription description = new WsdlReader().read(wsdl);
        new GenerateProxyOperation(new GenerateRequest(description, GenerateProxyOperationTest.select(description), null,
                "client.proxy", out.resolve("src"))).execute(null);
        return Files.readString(out.resolve("src/client/proxy/QuotesProxy.java"));
    }
}
