package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.Calendar;

import dev.bindwise.examples.travel.FlightInfo;
import dev.bindwise.examples.travel.TravelPlan;

/** {@link dev.bindwise.examples.travel.TravelReservation} as an RMI-IIOP remote interface. */
public interface TravelReservationRemote extends Remote {

    TravelPlan getTravelPlan(String customerId, String planId) throws RemoteException;

    FlightInfo getFlightInfo(String origin, String destination, Calendar date, int maxFlights) throws RemoteException;
}
