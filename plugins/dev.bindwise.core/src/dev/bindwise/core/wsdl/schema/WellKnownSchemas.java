package dev.bindwise.core.wsdl.schema;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Small copies of the schemas that WSDL files import by well-known namespace, so that they are never
 * fetched. Only what shapes depend on is there: SOAP encoding's Array, arrayType and its simple types
 * (the real ones are complex types with simple content, which add only optional id/href attributes),
 * WSDL's arrayType attribute and the xml: attributes.
 */
public final class WellKnownSchemas {

    private static final List<String> SOAP_ENCODED_SIMPLE_TYPES = List.of("string", "boolean", "float", "double",
            "decimal", "duration", "dateTime", "time", "date", "gYearMonth", "gYear", "gMonthDay", "gDay", "gMonth",
            "hexBinary", "base64Binary", "anyURI", "QName", "NOTATION", "normalizedString", "token", "language",
            "Name", "NMTOKEN", "NMTOKENS", "NCName", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "integer",
            "nonPositiveInteger", "negativeInteger", "long", "int", "short", "byte", "nonNegativeInteger",
            "unsignedLong", "unsignedInt", "unsignedShort", "unsignedByte", "positiveInteger");

    private WellKnownSchemas() {
    }

    /** Namespace to schema document text, in the order they should be read. */
    public static Map<String, byte[]> documents() {
        Map<String, byte[]> documents = new LinkedHashMap<>();
        documents.put(SchemaNamespaces.XML, bytes(xmlSchema()));
        documents.put(SchemaNamespaces.WSDL, bytes(wsdlSchema()));
        documents.put(SchemaNamespaces.SOAP_ENCODING, bytes(soapEncodingSchema()));
        return documents;
    }

    /** The system id under which the copy for a namespace is read. */
    public static String systemId(String namespace) {
        return "bindwise:well-known/" + Integer.toHexString(namespace.hashCode()) + ".xsd";
    }

    private static String soapEncodingSchema() {
        StringBuilder schema = new StringBuilder();
        schema.append(header(SchemaNamespaces.SOAP_ENCODING));
        schema.append("""
                  <xs:attribute name="arrayType" type="xs:string"/>
                  <xs:attribute name="offset" type="xs:string"/>
                  <xs:attribute name="position" type="xs:string"/>
                  <xs:attribute name="root" type="xs:boolean"/>
                  <xs:complexType name="Array">
                    <xs:sequence>
                      <xs:any namespace="##any" minOccurs="0" maxOccurs="unbounded" processContents="lax"/>
                    </xs:sequence>
                    <xs:attribute ref="tns:arrayType"/>
                    <xs:attribute ref="tns:offset"/>
                    <xs:anyAttribute namespace="##other" processContents="lax"/>
                  </xs:complexType>
                  <xs:complexType name="Struct">
                    <xs:sequence>
                      <xs:any namespace="##any" minOccurs="0" maxOccurs="unbounded" processContents="lax"/>
                    </xs:sequence>
                  </xs:complexType>
                  <xs:simpleType name="base64"><xs:restriction base="xs:base64Binary"/></xs:simpleType>
                """);
        for (String type : SOAP_ENCODED_SIMPLE_TYPES) {
            schema.append("  <xs:simpleType name=\"").append(type).append("\"><xs:restriction base=\"xs:")
                    .append(type).append("\"/></xs:simpleType>\n");
        }
        return schema.append("</xs:schema>\n").toString();
    }

    private static String wsdlSchema() {
        return header(SchemaNamespaces.WSDL) + """
                  <xs:attribute name="arrayType" type="xs:string"/>
                  <xs:attribute name="required" type="xs:boolean"/>
                </xs:schema>
                """;
    }

    private static String xmlSchema() {
        return header(SchemaNamespaces.XML) + """
                  <xs:attribute name="lang" type="xs:language"/>
                  <xs:attribute name="space" type="xs:NCName"/>
                  <xs:attribute name="base" type="xs:anyURI"/>
                  <xs:attribute name="id" type="xs:ID"/>
                </xs:schema>
                """;
    }

    private static String header(String namespace) {
        // the xml namespace may not be bound to any prefix but xml
        String tns = SchemaNamespaces.XML.equals(namespace) ? "" : " xmlns:tns=\"" + namespace + "\"";
        return "<xs:schema xmlns:xs=\"" + SchemaNamespaces.XSD + "\"" + tns + " targetNamespace=\"" + namespace
                + "\">\n";
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
