package dev.bindwise.examples.cxf;

import java.io.Serializable;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;

/** name is required; email is optional (minOccurs 0, not nillable); phone is nillable; loyalty a required int. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "customer", propOrder = {"name", "email", "phone", "loyalty"})
public class Customer implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    private String name;
    private String email;
    @XmlElement(nillable = true)
    private String phone;
    private int loyalty;

    public Customer() {
    }

    public Customer(String name, String email, String phone, int loyalty) {
        this.name = name;
        this.email = email;
        this.phone = phone;
        this.loyalty = loyalty;
    }

    public String getName() {
        return name;
    }

    public String getEmail() {
        return email;
    }

    public String getPhone() {
        return phone;
    }

    public int getLoyalty() {
        return loyalty;
    }

    @Override
    public String toString() {
        return "customer{name=" + Words.of(name) + " email=" + Words.of(email) + " phone=" + Words.of(phone)
                + " loyalty=" + loyalty + "}";
    }
}
