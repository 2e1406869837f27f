package dev.bindwise.examples.trader;

import java.io.Serializable;
import java.math.BigDecimal;

/** A data bean of the trader example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class Holding implements Serializable {

    private static final long serialVersionUID = 1L;

    private String company;
    private int shares;
    private BigDecimal value;

    public Holding() {
    }

    public String getCompany() {
        return company;
    }

    public void setCompany(String company) {
        this.company = company;
    }

    public int getShares() {
        return shares;
    }

    public void setShares(int shares) {
        this.shares = shares;
    }

    public BigDecimal getValue() {
        return value;
    }

    public void setValue(BigDecimal value) {
        this.value = value;
    }
}
