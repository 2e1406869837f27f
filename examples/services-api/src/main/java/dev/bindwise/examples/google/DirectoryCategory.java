package dev.bindwise.examples.google;

import java.io.Serializable;

/** A data bean of the google example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class DirectoryCategory implements Serializable {

    private static final long serialVersionUID = 1L;

    private String fullViewableName;
    private String specialEncoding;

    public DirectoryCategory() {
    }

    public String getFullViewableName() {
        return fullViewableName;
    }

    public void setFullViewableName(String fullViewableName) {
        this.fullViewableName = fullViewableName;
    }

    public String getSpecialEncoding() {
        return specialEncoding;
    }

    public void setSpecialEncoding(String specialEncoding) {
        this.specialEncoding = specialEncoding;
    }
}
