package dev.bindwise.examples.proxies.shop;

import java.io.Serializable;

/** The fault bean of {@link SoldOutException}, as JAX-WS has one: what the fault's detail carries. */
public class SoldOut implements Serializable {

    private static final long serialVersionUID = 1L;
    private String item;
    private int available;
    private String restock;

    public SoldOut() {
    }

    public SoldOut(String item, int available, String restock) {
        this.item = item;
        this.available = available;
        this.restock = restock;
    }

    public String getItem() {
        return item;
    }

    public void setItem(String item) {
        this.item = item;
    }

    public int getAvailable() {
        return available;
    }

    public void setAvailable(int available) {
        this.available = available;
    }

    public String getRestock() {
        return restock;
    }

    public void setRestock(String restock) {
        this.restock = restock;
    }
}
