package dev.bindwise.examples.mappoint;

import java.io.Serializable;

/** A data bean of the mappoint example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class MapView implements Serializable {

    private static final long serialVersionUID = 1L;

    private LatLong center;
    private double zoom;
    private int width;
    private int height;
    private String style;

    public MapView() {
    }

    public LatLong getCenter() {
        return center;
    }

    public void setCenter(LatLong center) {
        this.center = center;
    }

    public double getZoom() {
        return zoom;
    }

    public void setZoom(double zoom) {
        this.zoom = zoom;
    }

    public int getWidth() {
        return width;
    }

    public void setWidth(int width) {
        this.width = width;
    }

    public int getHeight() {
        return height;
    }

    public void setHeight(int height) {
        this.height = height;
    }

    public String getStyle() {
        return style;
    }

    public void setStyle(String style) {
        this.style = style;
    }
}
