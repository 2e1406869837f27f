package dev.bindwise.examples.mappoint;

import java.io.Serializable;

/** A data bean of the mappoint example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class MapImage implements Serializable {

    private static final long serialVersionUID = 1L;

    private String mimeType;
    private MapView view;
    private byte[] bits;

    public MapImage() {
    }

    public String getMimeType() {
        return mimeType;
    }

    public void setMimeType(String mimeType) {
        this.mimeType = mimeType;
    }

    public MapView getView() {
        return view;
    }

    public void setView(MapView view) {
        this.view = view;
    }

    public byte[] getBits() {
        return bits;
    }

    public void setBits(byte[] bits) {
        this.bits = bits;
    }
}
