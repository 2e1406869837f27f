package dev.bindwise.examples.cxf.stamp;

import java.io.Serializable;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlType;

/** A document to stamp. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "document", propOrder = {"title", "content"})
public class Document implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    String title;
    @XmlElement(required = true)
    byte[] content;

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public byte[] getContent() {
        return content;
    }

    public void setContent(byte[] content) {
        this.content = content;
    }
}
