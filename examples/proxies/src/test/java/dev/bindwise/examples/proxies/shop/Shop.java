package dev.bindwise.examples.proxies.shop;

/**
 * A shop with three of each item: the implementation that local Java calls (Shop.wsdl's java:address) and the
 * RMI-IIOP servant. Reserving more than there are throws its own {@link OutOfStockException}, a declared fault;
 * a negative count an undeclared IllegalArgumentException. Ordering more than there are throws
 * {@link SoldOutException}, a declared fault written the JAX-WS way (its fault info a bean).
 */
public class Shop implements ShopRemote {

    static final int STOCK = 3;

    @Override
    public int reserve(String item, int count) throws OutOfStockException {
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative: " + count);
        }
        if (count > STOCK) {
            throw new OutOfStockException(item, STOCK);
        }
        return count;
    }

    @Override
    public int order(String item, int count) throws SoldOutException {
        if (count > STOCK) {
            throw new SoldOutException("sold out: " + item, new SoldOut(item, STOCK, "next Monday"));
        }
        return count;
    }
}
