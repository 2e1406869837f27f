package dev.bindwise.examples.travel;

import java.util.Calendar;

import dev.bindwise.examples.Dates;

/** Plans and flights derived from the request; each flight has two legs of 24 seats. */
public class TravelReservationImpl implements TravelReservation {

    public static final int LEGS_PER_FLIGHT = 2;
    public static final int SEATS_PER_LEG = 24;

    @Override
    public TravelPlan getTravelPlan(String customerId, String planId) {
        TravelPlan plan = new TravelPlan();
        plan.setPlanId(planId);
        plan.setCustomerId(customerId);
        plan.setCustomerName("Customer " + customerId);
        plan.setEmail(customerId.toLowerCase() + "@example.com");
        plan.setPhone("+1-914-555-0" + Math.floorMod(customerId.hashCode(), 1000));
        plan.setOrigin("JFK");
        plan.setDestination("SFO");
        plan.setDeparture(Dates.at(60 * 24 * 7));
        plan.setReturnDate(Dates.at(60 * 24 * 10));
        plan.setBookedAt(Dates.at(0));
        plan.setHotelName("Hotel " + planId);
        plan.setHotelCheckIn(Dates.at(60 * 24 * 7 + 600));
        plan.setHotelCheckOut(Dates.at(60 * 24 * 10 - 120));
        plan.setCarRental("Compact");
        plan.setAdults(2);
        plan.setChildren(1);
        plan.setTotalPrice(1234.56);
        plan.setCurrency("USD");
        plan.setStatus("CONFIRMED");
        plan.setLoyaltyNumber("FF" + customerId);
        return plan;
    }

    @Override
    public FlightInfo getFlightInfo(String origin, String destination, Calendar date, int maxFlights) {
        FlightInfo info = new FlightInfo();
        info.setOrigin(origin);
        info.setDestination(destination);
        info.setDate(date);
        Flight[] flights = new Flight[Math.max(0, maxFlights)];
        for (int f = 0; f < flights.length; f++) {
            Flight flight = new Flight();
            flight.setFlightId(origin + destination + f);
            flight.setPrice(199.0 + f * 10);
            flight.setCurrency("USD");
            Leg[] legs = new Leg[LEGS_PER_FLIGHT];
            for (int l = 0; l < legs.length; l++) {
                Leg leg = new Leg();
                leg.setFlightNumber("BW" + (100 + f * 10 + l));
                leg.setCarrier("Bindwise Air");
                leg.setFrom(l == 0 ? origin : "ORD");
                leg.setTo(l == 0 ? "ORD" : destination);
                leg.setDeparture(Dates.at(f * 60L + l * 180L));
                leg.setArrival(Dates.at(f * 60L + l * 180L + 150));
                leg.setAircraft(l == 0 ? "B737" : "A320");
                Seat[] seats = new Seat[SEATS_PER_LEG];
                for (int s = 0; s < seats.length; s++) {
                    Seat seat = new Seat();
                    seat.setRow(1 + s / 6);
                    seat.setLetter(String.valueOf((char) ('A' + s % 6)));
                    seat.setSeatClass(s < 6 ? "Business" : "Economy");
                    seat.setAvailable((s + f + l) % 3 != 0);
                    seats[s] = seat;
                }
                leg.setSeats(seats);
                legs[l] = leg;
            }
            flight.setLegs(legs);
            flights[f] = flight;
        }
        info.setFlights(flights);
        return info;
    }
}
