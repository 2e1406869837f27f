package dev.bindwise.examples.travel;

import java.util.Calendar;

/** The travel reservation service (TRS) of the paper: a plan of many small fields, and flight information in large nested arrays. */
public interface TravelReservation {

    TravelPlan getTravelPlan(String customerId, String planId);

    FlightInfo getFlightInfo(String origin, String destination, Calendar date, int maxFlights);
}
