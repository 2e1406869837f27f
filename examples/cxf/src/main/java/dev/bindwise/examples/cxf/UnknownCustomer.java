package dev.bindwise.examples.cxf;

import java.io.Serializable;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;

/** The declared fault's detail: the name asked for and why it is not known. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "unknownCustomer", propOrder = {"name", "reason"})
public class UnknownCustomer implements Serializable {

    // the info of an exception, which is Serializable (a proxy's fault exception holds it)
    private static final long serialVersionUID = 1L;

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
