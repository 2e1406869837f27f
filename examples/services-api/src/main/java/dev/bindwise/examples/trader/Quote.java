package dev.bindwise.examples.trader;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Calendar;

/** A data bean of the trader example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class Quote implements Serializable {

    private static final long serialVersionUID = 1L;

    private String company;
    private BigDecimal sharePrice;
    private BigDecimal[] unitHistory;
    private int commissionBuy;
    private int commissionSell;
    private Calendar asOf;

    public Quote() {
    }

    public String getCompany() {
        return company;
    }

    public void setCompany(String company) {
        this.company = company;
    }

    public BigDecimal getSharePrice() {
        return sharePrice;
    }

    public void setSharePrice(BigDecimal sharePrice) {
        this.sharePrice = sharePrice;
    }

    public BigDecimal[] getUnitHistory() {
        return unitHistory;
    }

    public void setUnitHistory(BigDecimal[] unitHistory) {
        this.unitHistory = unitHistory;
    }

    public int getCommissionBuy() {
        return commissionBuy;
    }

    public void setCommissionBuy(int commissionBuy) {
        this.commissionBuy = commissionBuy;
    }

    public int getCommissionSell() {
        return commissionSell;
    }

    public void setCommissionSell(int commissionSell) {
        this.commissionSell = commissionSell;
    }

    public Calendar getAsOf() {
        return asOf;
    }

    public void setAsOf(Calendar asOf) {
        this.asOf = asOf;
    }
}
