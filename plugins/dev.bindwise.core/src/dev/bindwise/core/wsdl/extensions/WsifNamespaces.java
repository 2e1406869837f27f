package dev.bindwise.core.wsdl.extensions;

/** The namespaces of the WSIF-style bindings Bindwise reads. */
public final class WsifNamespaces {

    public static final String EJB = "http://schemas.xmlsoap.org/wsdl/ejb/";
    public static final String JAVA = "http://schemas.xmlsoap.org/wsdl/java/";
    public static final String JMS = "http://schemas.xmlsoap.org/wsdl/jms/";
    public static final String FORMAT = "http://schemas.xmlsoap.org/wsdl/formatbinding/";
    /** WSIF's sample JCA connector. */
    public static final String MY_EIS = "http://schemas.xmlsoap.org/wsdl/myeis/";
    /**
     * Bindwise's CICS ECI connector (the paper's Trader sample, section 5.4): WSIF named no CICS
     * namespace, so this one follows WSIF's pattern for connector namespaces.
     */
    public static final String CICS = "http://schemas.xmlsoap.org/wsdl/cics/";
    /** Bindwise's own extension attributes on a WSDL 1.1 document ({@link IdempotentAttribute}). */
    public static final String BINDWISE = "http://bindwise.dev/wsdl/extensions/";
    /** WSDL 2.0's extensions namespace, whose {@code safe} attribute Bindwise also reads on a WSDL 1.1 operation. */
    public static final String WSDLX = "http://www.w3.org/ns/wsdl-extensions";

    private WsifNamespaces() {
    }
}
