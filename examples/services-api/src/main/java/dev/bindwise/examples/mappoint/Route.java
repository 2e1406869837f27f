package dev.bindwise.examples.mappoint;

import java.io.Serializable;
import java.util.Calendar;

/** A data bean of the mappoint example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class Route implements Serializable {

    private static final long serialVersionUID = 1L;

    private String routeId;
    private Calendar calculatedAt;
    private double totalDistance;
    private long totalDuration;
    private Segment[] segments;

    public Route() {
    }

    public String getRouteId() {
        return routeId;
    }

    public void setRouteId(String routeId) {
        this.routeId = routeId;
    }

    public Calendar getCalculatedAt() {
        return calculatedAt;
    }

    public void setCalculatedAt(Calendar calculatedAt) {
        this.calculatedAt = calculatedAt;
    }

    public double getTotalDistance() {
        return totalDistance;
    }

    public void setTotalDistance(double totalDistance) {
        this.totalDistance = totalDistance;
    }

    public long getTotalDuration() {
        return totalDuration;
    }

    public void setTotalDuration(long totalDuration) {
        this.totalDuration = totalDuration;
    }

    public Segment[] getSegments() {
        return segments;
    }

    public void setSegments(Segment[] segments) {
        this.segments = segments;
    }
}
