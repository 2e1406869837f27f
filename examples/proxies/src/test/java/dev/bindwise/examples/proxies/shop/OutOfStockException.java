package dev.bindwise.examples.proxies.shop;

/** The shop service's own exception: what the fault OutOfStockFault of Shop.wsdl is on its Java bindings. */
public class OutOfStockException extends Exception {

    private static final long serialVersionUID = 1L;
    private final String item;
    private final int available;

    public OutOfStockException(String item, int available) {
        super("only " + available + " of " + item + " left");
        this.item = item;
        this.available = available;
    }

    public String getItem() {
        return item;
    }

    public int getAvailable() {
        return available;
    }
}
