package dev.bindwise.examples.mappoint;

import java.io.Serializable;

/** A data bean of the mappoint example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class FindResult implements Serializable {

    private static final long serialVersionUID = 1L;

    private Location foundLocation;
    private double score;

    public FindResult() {
    }

    public Location getFoundLocation() {
        return foundLocation;
    }

    public void setFoundLocation(Location foundLocation) {
        this.foundLocation = foundLocation;
    }

    public double getScore() {
        return score;
    }

    public void setScore(double score) {
        this.score = score;
    }
}
