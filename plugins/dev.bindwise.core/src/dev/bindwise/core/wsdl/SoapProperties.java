package dev.bindwise.core.wsdl;

/** What the reader keeps of a SOAP binding beyond the model's own attributes, as port and binding operation properties. */
public final class SoapProperties {

    /** The port property of a SOAP 1.2 port (soap12:address): "1.2"; absent for SOAP 1.1. */
    public static final String SOAP_VERSION = "soapVersion";
    /** The binding operation property with its input soap:body's namespace: in rpc style, the wrapper elements'. */
    public static final String BODY_NAMESPACE = "bodyNamespace";

    private SoapProperties() {
    }
}
