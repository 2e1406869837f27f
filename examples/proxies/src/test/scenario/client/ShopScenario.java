package client;

import client.shop.OutOfStockFault;
import client.shop.Shop;

/**
 * What a user of the generated Shop interface writes, compiled with it by ShopFaultsEndToEndTest: the one catch
 * of the generated exception, whatever binding the proxy calls.
 */
public final class ShopScenario {

    private ShopScenario() {
    }

    /** "reserved N", or what the fault says: its message and its fault info's fields. */
    public static String reserve(Shop shop, String item, int count) {
        try {
            return "reserved " + shop.reserve(item, count);
        } catch (OutOfStockFault fault) {
            return "refused: " + fault.getMessage() + " | info: " + fault.getFaultInfo().getMessage() + ", "
                    + fault.getFaultInfo().getItem() + ", " + fault.getFaultInfo().getAvailable();
        }
    }
}
