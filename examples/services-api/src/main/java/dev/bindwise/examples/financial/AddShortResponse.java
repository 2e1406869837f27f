package dev.bindwise.examples.financial;

import java.io.Serializable;
import java.util.Calendar;

/** A data bean of the financial example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class AddShortResponse implements Serializable {

    private static final long serialVersionUID = 1L;

    private String requestId;
    private int accepted;
    private Calendar processedAt;
    private Position[] positions;

    public AddShortResponse() {
    }

    public String getRequestId() {
        return requestId;
    }

    public void setRequestId(String requestId) {
        this.requestId = requestId;
    }

    public int getAccepted() {
        return accepted;
    }

    public void setAccepted(int accepted) {
        this.accepted = accepted;
    }

    public Calendar getProcessedAt() {
        return processedAt;
    }

    public void setProcessedAt(Calendar processedAt) {
        this.processedAt = processedAt;
    }

    public Position[] getPositions() {
        return positions;
    }

    public void setPositions(Position[] positions) {
        this.positions = positions;
    }
}
