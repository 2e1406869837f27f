package dev.bindwise.examples.cxf.stamp;

import java.io.Serializable;

import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlSchemaType;
import jakarta.xml.bind.annotation.XmlType;
import jakarta.xml.bind.annotation.adapters.HexBinaryAdapter;
import jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter;

/** A stamped document. */
@XmlAccessorType(XmlAccessType.FIELD)
@XmlType(name = "stamped", propOrder = {"title", "length", "digest"})
public class Stamped implements Serializable {

    // RMI-IIOP carries it by Java serialization (the differential benchmark serves the service over it)
    private static final long serialVersionUID = 1L;

    @XmlElement(required = true)
    String title;
    long length;
    @XmlElement(required = true)
    @XmlJavaTypeAdapter(HexBinaryAdapter.class)
    @XmlSchemaType(name = "hexBinary")
    byte[] digest;

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public long getLength() {
        return length;
    }

    public void setLength(long length) {
        this.length = length;
    }

    public byte[] getDigest() {
        return digest;
    }

    public void setDigest(byte[] digest) {
        this.digest = digest;
    }
}
