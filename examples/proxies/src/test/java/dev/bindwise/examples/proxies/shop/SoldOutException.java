package dev.bindwise.examples.proxies.shop;

/**
 * The shop's exception for the fault SoldOutFault of Shop.wsdl, written the JAX-WS way: its fault info is a bean
 * ({@link #getFaultInfo()}), and the exception has no getters of its own for what the bean holds.
 */
public class SoldOutException extends Exception {

    private static final long serialVersionUID = 1L;
    private final SoldOut faultInfo;

    public SoldOutException(String message, SoldOut faultInfo) {
        super(message);
        this.faultInfo = faultInfo;
    }

    public SoldOut getFaultInfo() {
        return faultInfo;
    }
}
