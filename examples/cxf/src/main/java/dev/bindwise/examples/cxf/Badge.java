package dev.bindwise.examples.cxf;

import java.io.Serializable;
import java.math.BigDecimal;

import javax.xml.datatype.XMLGregorianCalendar;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlSchemaType;
import jakarta.xml.bind.annotation.XmlType;

/**
 * A structure whose values are mostly attributes, as JAXB's {@code @XmlAttribute} makes them: required and
 * optional ones, a qualified one, of string, int, decimal and dateTime; and one element.
 */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "badge", propOrder = {"holder"})
public class Badge implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlAttribute(required = true)
    private String code;
    @XmlAttribute(required = true, namespace = Orders.NAMESPACE)
    private int level;
    @XmlAttribute
    private String issuer;
    @XmlAttribute
    private Integer visits;
    @XmlAttribute
    private BigDecimal credit;
    @XmlAttribute
    @XmlSchemaType(name = "dateTime")
    private XMLGregorianCalendar issued;
    private String holder;

    /** What the service read, in words: a null shows as null, an empty string as "". */
    public void setCode(String code) {
        this.code = code;
    }

    public void setLevel(int level) {
        this.level = level;
    }

    public void setIssuer(String issuer) {
        this.issuer = issuer;
    }

    public void setVisits(Integer visits) {
        this.visits = visits;
    }

    public void setCredit(BigDecimal credit) {
        this.credit = credit;
    }

    public void setIssued(XMLGregorianCalendar issued) {
        this.issued = issued;
    }

    public void setHolder(String holder) {
        this.holder = holder;
    }

    public String getCode() {
        return code;
    }

    public int getLevel() {
        return level;
    }

    public String getIssuer() {
        return issuer;
    }

    public Integer getVisits() {
        return visits;
    }

    public BigDecimal getCredit() {
        return credit;
    }

    public XMLGregorianCalendar getIssued() {
        return issued;
    }

    /** Who holds it; in a reply, what the service read, in words. */
    public String getHolder() {
        return holder;
    }

    @Override
    public String toString() {
        return "code=" + quoted(code) + ", level=" + level + ", issuer=" + quoted(issuer) + ", visits=" + visits + ", credit="
                + (credit == null ? "null" : credit.toPlainString()) + ", issued=" + issued + ", holder=" + quoted(holder);
    }

    private static String quoted(String text) {
        return text == null ? "null" : "\"" + text + "\"";
    }

    /** The badge as read, its holder replaced by what the service read. */
    Badge seen() {
        Badge seen = new Badge();
        seen.code = code;
        seen.level = level;
        seen.issuer = issuer;
        seen.visits = visits;
        seen.credit = credit;
        seen.issued = issued;
        seen.holder = toString();
        return seen;
    }
}
