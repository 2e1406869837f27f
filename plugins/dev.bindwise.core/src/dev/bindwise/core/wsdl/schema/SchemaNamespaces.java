package dev.bindwise.core.wsdl.schema;

import java.util.Set;

import javax.xml.XMLConstants;

/** The namespaces that schema reading treats specially. */
public final class SchemaNamespaces {

    public static final String XSD = XMLConstants.W3C_XML_SCHEMA_NS_URI;
    public static final String XSI = XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI;
    public static final String SOAP_ENCODING = "http://schemas.xmlsoap.org/soap/encoding/";
    public static final String SOAP12_ENCODING = "http://www.w3.org/2003/05/soap-encoding";
    public static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";
    public static final String XML = XMLConstants.XML_NS_URI;

    private static final String XSD_1999 = "http://www.w3.org/1999/XMLSchema";
    private static final String XSD_2000_10 = "http://www.w3.org/2000/10/XMLSchema";
    private static final String XSI_1999 = "http://www.w3.org/1999/XMLSchema-instance";
    private static final String XSI_2000_10 = "http://www.w3.org/2000/10/XMLSchema-instance";

    /** Namespaces whose schema Bindwise knows itself and never looks up. */
    private static final Set<String> WELL_KNOWN = Set.of(XSD, XSI, SOAP_ENCODING, SOAP12_ENCODING, WSDL, XML,
            "http://schemas.xmlsoap.org/soap/envelope/", "http://www.w3.org/2003/05/soap-envelope");

    private SchemaNamespaces() {
    }

    /**
     * The 2001 XML Schema namespace for the drafts of 1999 and 2000/10 that older WSDL files use (their
     * built-in types have the same names, but for the few {@link BuiltInTypes} maps); anything else unchanged.
     */
    public static String normalize(String namespace) {
        if (namespace == null) {
            return null;
        }
        return switch (namespace) {
            case XSD_1999, XSD_2000_10 -> XSD;
            case XSI_1999, XSI_2000_10 -> XSI;
            default -> namespace;
        };
    }

    public static boolean isWellKnown(String namespace) {
        return namespace != null && WELL_KNOWN.contains(namespace);
    }
}
