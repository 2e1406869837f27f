package dev.bindwise.examples.cxf;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.namespace.QName;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlElementWrapper;
import jakarta.xml.bind.annotation.XmlSchemaType;
import jakarta.xml.bind.annotation.XmlType;
import jakarta.xml.bind.annotation.adapters.HexBinaryAdapter;
import jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter;

/**
 * An order, with a field for each case a schema-faithful client must get right: required (id, customer,
 * total), optional and not nillable (placed, due, cutoff, signature, category), nillable and required (note),
 * nillable and optional (checksum), a bare repeated element (line: no element when empty or null), and a
 * nillable wrapper of a repeated element (tags: nil when null, empty when empty).
 */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "order", propOrder = {"id", "customer", "line", "tags", "placed", "due", "cutoff", "total",
        "signature", "checksum", "category", "note"})
public class Order implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    private String id;
    @XmlElement(required = true)
    private Customer customer;
    private List<Line> line;
    @XmlElementWrapper(name = "tags", nillable = true)
    @XmlElement(name = "tag")
    private List<String> tags;
    @XmlSchemaType(name = "dateTime")
    private XMLGregorianCalendar placed;
    @XmlSchemaType(name = "date")
    private XMLGregorianCalendar due;
    @XmlSchemaType(name = "time")
    private XMLGregorianCalendar cutoff;
    @XmlElement(required = true)
    private BigDecimal total;
    private byte[] signature;
    @XmlElement(nillable = true)
    @XmlJavaTypeAdapter(HexBinaryAdapter.class)
    @XmlSchemaType(name = "hexBinary")
    private byte[] checksum;
    private QName category;
    @XmlElement(required = true, nillable = true)
    private String note;

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public void setCustomer(Customer customer) {
        this.customer = customer;
    }

    public void setLine(List<Line> line) {
        this.line = line;
    }

    public void setTags(List<String> tags) {
        this.tags = tags;
    }

    public void setPlaced(XMLGregorianCalendar placed) {
        this.placed = placed;
    }

    public void setDue(XMLGregorianCalendar due) {
        this.due = due;
    }

    public void setCutoff(XMLGregorianCalendar cutoff) {
        this.cutoff = cutoff;
    }

    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    public void setSignature(byte[] signature) {
        this.signature = signature;
    }

    public void setChecksum(byte[] checksum) {
        this.checksum = checksum;
    }

    public void setCategory(QName category) {
        this.category = category;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public Customer getCustomer() {
        return customer;
    }

    public List<Line> getLine() {
        return line;
    }

    public List<String> getTags() {
        return tags;
    }

    public XMLGregorianCalendar getPlaced() {
        return placed;
    }

    public XMLGregorianCalendar getDue() {
        return due;
    }

    public XMLGregorianCalendar getCutoff() {
        return cutoff;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public byte[] getSignature() {
        return signature;
    }

    public byte[] getChecksum() {
        return checksum;
    }

    public QName getCategory() {
        return category;
    }

    public String getNote() {
        return note;
    }

    /** An order with every field set (the benchmark's request, as a JAX-WS client of this service sends it). */
    public static Order sample() {
        try {
            DatatypeFactory dates = DatatypeFactory.newInstance();
            Order order = new Order();
            order.id = "A-1";
            order.customer = new Customer("Ada", "ada@example.org", "+41 44 000 00 00", 7);
            order.line = List.of(new Line("A-1", 1, new BigDecimal("9.99")), new Line("B-2", 3, new BigDecimal("0.10")));
            order.tags = List.of("rush", "gift");
            order.placed = dates.newXMLGregorianCalendar("2026-11-26T08:15:30.250+02:00");
            order.due = dates.newXMLGregorianCalendar("2026-12-24Z");
            order.cutoff = dates.newXMLGregorianCalendar("17:30:00.000Z");
            order.total = new BigDecimal("12345678901234567890.0100");
            order.signature = new byte[] {0, 1, 2, (byte) 0xff};
            order.checksum = new byte[] {(byte) 0xca, (byte) 0xfe};
            order.category = new QName("urn:bindwise:category", "express");
            order.note = "handle with care";
            return order;
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every field in words, as the service's JAXB objects hold them. */
    @Override
    public String toString() {
        return "order{id=" + Words.of(id) + " " + customer + " line=" + Words.of(line) + " tags=" + Words.of(tags)
                + " placed=" + Words.of(placed) + " due=" + Words.of(due) + " cutoff=" + Words.of(cutoff)
                + " total=" + (total == null ? "null" : total.toPlainString()) + " signature=" + Words.of(signature)
                + " checksum=" + Words.of(checksum) + " category=" + Words.of(category) + " note=" + Words.of(note) + "}";
    }
}
