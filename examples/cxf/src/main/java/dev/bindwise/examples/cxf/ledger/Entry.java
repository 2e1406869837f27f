package dev.bindwise.examples.cxf.ledger;

import java.io.Serializable;
import java.math.BigDecimal;

import javax.xml.datatype.XMLGregorianCalendar;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlSchemaType;
import jakarta.xml.bind.annotation.XmlType;

/** A ledger entry. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "entry", propOrder = {"amount", "at", "memo"})
public class Entry implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    BigDecimal amount;
    @XmlElement(required = true)
    @XmlSchemaType(name = "dateTime")
    XMLGregorianCalendar at;
    String memo;

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }

    public XMLGregorianCalendar getAt() {
        return at;
    }

    public void setAt(XMLGregorianCalendar at) {
        this.at = at;
    }

    public String getMemo() {
        return memo;
    }

    public void setMemo(String memo) {
        this.memo = memo;
    }
}
