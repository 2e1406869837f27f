package dev.bindwise.examples.travel;

import java.io.Serializable;
import java.util.Calendar;

/** A data bean of the travel example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class TravelPlan implements Serializable {

    private static final long serialVersionUID = 1L;

    private String planId;
    private String customerId;
    private String customerName;
    private String email;
    private String phone;
    private String origin;
    private String destination;
    private Calendar departure;
    private Calendar returnDate;
    private Calendar bookedAt;
    private String hotelName;
    private Calendar hotelCheckIn;
    private Calendar hotelCheckOut;
    private String carRental;
    private int adults;
    private int children;
    private double totalPrice;
    private String currency;
    private String status;
    private String loyaltyNumber;

    public TravelPlan() {
    }

    public String getPlanId() {
        return planId;
    }

    public void setPlanId(String planId) {
        this.planId = planId;
    }

    public String getCustomerId() {
        return customerId;
    }

    public void setCustomerId(String customerId) {
        this.customerId = customerId;
    }

    public String getCustomerName() {
        return customerName;
    }

    public void setCustomerName(String customerName) {
        this.customerName = customerName;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getPhone() {
        return phone;
    }

    public void setPhone(String phone) {
        this.phone = phone;
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

    public Calendar getDeparture() {
        return departure;
    }

    public void setDeparture(Calendar departure) {
        this.departure = departure;
    }

    public Calendar getReturnDate() {
        return returnDate;
    }

    public void setReturnDate(Calendar returnDate) {
        this.returnDate = returnDate;
    }

    public Calendar getBookedAt() {
        return bookedAt;
    }

    public void setBookedAt(Calendar bookedAt) {
        this.bookedAt = bookedAt;
    }

    public String getHotelName() {
        return hotelName;
    }

    public void setHotelName(String hotelName) {
        this.hotelName = hotelName;
    }

    public Calendar getHotelCheckIn() {
        return hotelCheckIn;
    }

    public void setHotelCheckIn(Calendar hotelCheckIn) {
        this.hotelCheckIn = hotelCheckIn;
    }

    public Calendar getHotelCheckOut() {
        return hotelCheckOut;
    }

    public void setHotelCheckOut(Calendar hotelCheckOut) {
        this.hotelCheckOut = hotelCheckOut;
    }

    public String getCarRental() {
        return carRental;
    }

    public void setCarRental(String carRental) {
        this.carRental = carRental;
    }

    public int getAdults() {
        return adults;
    }

    public void setAdults(int adults) {
        this.adults = adults;
    }

    public int getChildren() {
        return children;
    }

    public void setChildren(int children) {
        this.children = children;
    }

    public double getTotalPrice() {
        return totalPrice;
    }

    public void setTotalPrice(double totalPrice) {
        this.totalPrice = totalPrice;
    }

    public String getCurrency() {
        return currency;
    }

    public void setCurrency(String currency) {
        this.currency = currency;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public String getLoyaltyNumber() {
        return loyaltyNumber;
    }

    public void setLoyaltyNumber(String loyaltyNumber) {
        this.loyaltyNumber = loyaltyNumber;
    }
}
