package dev.bindwise.examples.cxf;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;

/** The declared fault's detail: the name asked for and why it is not known. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "unknownCustomer", propOrder = {"name", "reason"})
public class UnknownCustomer {

    @XmlElement(required = true)
    private String name;
    @XmlElement(required = true)
    private String reason;

    public UnknownCustomer() {
    }

    public UnknownCustomer(String name, String reason) {
        this.name = name;
        this.reason = reason;
    }

    public String getName() {
        return name;
    }

    public String getReason() {
        return reason;
    }
}
