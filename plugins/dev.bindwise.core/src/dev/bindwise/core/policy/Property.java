package dev.bindwise.core.policy;

/** The three properties of the paper that a binding must have, in the order the rules decide them. */
public enum Property {

    /** P1: the service offers the binding for the operation, and Bindwise can call it. */
    AVAILABLE("available", "P1"),

    /** P2: the client can reach the service over the binding from where it is deployed. */
    ACCESSIBLE("accessible", "P2"),

    /** P3: the binding performs better than the others for this service and target. */
    FASTER("faster", "P3");

    private final String label;
    private final String code;

    Property(String label, String code) {
        this.label = label;
        this.code = code;
    }

    /** "available (P1)", "accessible (P2)" or "faster (P3)". */
    @Override
    public String toString() {
        return label + " (" + code + ")";
    }

    /** "available", "accessible" or "faster". */
    public String label() {
        return label;
    }

    /** "P1", "P2" or "P3". */
    public String code() {
        return code;
    }
}
