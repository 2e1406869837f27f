package dev.bindwise.examples.financial;

import java.io.Serializable;
import java.util.Calendar;

/** A data bean of the financial example service: a no-argument constructor and a getter and setter per property, as SOAP (Axis2 POJO) and RMI-IIOP (value type) both need. */
public class AddShortRequest implements Serializable {

    private static final long serialVersionUID = 1L;

    private String requestId;
    private Calendar submittedAt;
    private Position[] positions;

    public AddShortRequest() {
    }

    public String getRequestId() {
        return requestId;
    }

    public void setRequestId(String requestId) {
        this.requestId = requestId;
    }

    public Calendar getSubmittedAt() {
        return submittedAt;
    }

    public void setSubmittedAt(Calendar submittedAt) {
        this.submittedAt = submittedAt;
    }

    public Position[] getPositions() {
        return positions;
    }

    public void setPositions(Position[] positions) {
        this.positions = positions;
    }
}
