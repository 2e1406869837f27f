package dev.bindwise.examples.cxf;

import jakarta.xml.ws.WebFault;

/** The wsdl:fault of operation findCustomer, as JAX-WS declares one. */
@WebFault(name = "unknownCustomer", targetNamespace = Orders.NAMESPACE)
public class UnknownCustomerFault extends Exception {

    private static final long serialVersionUID = 1L;

    private final UnknownCustomer faultInfo;

    public UnknownCustomerFault(String message, UnknownCustomer faultInfo) {
        super(message);
        this.faultInfo = faultInfo;
    }

    public UnknownCustomerFault(String message, UnknownCustomer faultInfo, Throwable cause) {
        super(message, cause);
        this.faultInfo = faultInfo;
    }

    public UnknownCustomer getFaultInfo() {
        return faultInfo;
    }
}
