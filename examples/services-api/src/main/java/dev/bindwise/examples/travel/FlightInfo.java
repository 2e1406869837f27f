package dev.bindwise.examples.travel;

import java.io.Serializable;
import java.util.Calendar;

/** A data bean of the travel example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class FlightInfo implements Serializable {

    private static final long serialVersionUID = 1L;

    private String origin;
    private String destination;
    private Calendar date;
    private Flight[] flights;

    public FlightInfo() {
    }

    public String getOrigin() {
        return origin;
    }

    public void setOrigin(String origin) {
        this.origin = origin;
    }

    public String getDestination() {
        return destination;
    }

    public void setDestination(String destination) {
        this.destination = destination;
    }

    public Calendar getDate() {
        return date;
    }

    public void setDate(Calendar date) {
        this.date = date;
    }

    public Flight[] getFlights() {
        return flights;
    }

    public void setFlights(Flight[] flights) {
        this.flights = flights;
    }
}
