package dev.bindwise.examples.cxf.stamp;

import jakarta.jws.WebMethod;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.jws.WebService;
import jakarta.jws.soap.SOAPBinding;

/** document/literal bare, with a SOAP action per operation. */
@WebService(name = "Stamp", targetNamespace = Stamp.NAMESPACE)
@SOAPBinding(parameterStyle = SOAPBinding.ParameterStyle.BARE)
public interface Stamp {

    String NAMESPACE = "http://cxf.examples.bindwise.dev/stamp";

    /** The document, stamped: its bytes' length and a hex digest of them. */
    @WebMethod(action = "urn:bindwise:stamp")
    @WebResult(name = "stamped", targetNamespace = NAMESPACE)
    Stamped stamp(@WebParam(name = "document", targetNamespace = NAMESPACE) Document document);
}
