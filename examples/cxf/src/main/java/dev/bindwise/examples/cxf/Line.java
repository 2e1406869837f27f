package dev.bindwise.examples.cxf;

import java.io.Serializable;
import java.math.BigDecimal;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;

/** One line of an order. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "line", propOrder = {"sku", "quantity", "price"})
public class Line implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    private String sku;
    private int quantity;
    @XmlElement(required = true)
    private BigDecimal price;

    public Line() {
    }

    public Line(String sku, int quantity, BigDecimal price) {
        this.sku = sku;
        this.quantity = quantity;
        this.price = price;
    }

    public String getSku() {
        return sku;
    }

    public int getQuantity() {
        return quantity;
    }

    public BigDecimal getPrice() {
        return price;
    }

    @Override
    public String toString() {
        return sku + "x" + quantity + "@" + (price == null ? "null" : price.toPlainString());
    }
}
