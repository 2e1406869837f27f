package dev.bindwise.runtime;

/**
 * The service answered a call with a fault that has no Java exception of its own on this side: a SOAP
 * fault, or a RemoteException that is not a transport failure. The call reached the service, so it is
 * never sent again over another binding and its port stays in use.
 */
public class ServiceFaultException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ServiceFaultException(String message, Throwable cause) {
        super(message, cause);
    }
}
