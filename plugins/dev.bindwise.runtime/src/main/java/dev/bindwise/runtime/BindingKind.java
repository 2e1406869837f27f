package dev.bindwise.runtime;

/** The bindings a generated proxy can call; the names are those of the plan (dev.bindwise.model.BindingKind). */
public enum BindingKind {
    SOAP("SOAP"),
    RMI_IIOP("RMI-IIOP"),
    JCA("JCA"),
    LOCAL_JAVA("local Java");

    private final String label;

    BindingKind(String label) {
        this.label = label;
    }

    /** The name users know the binding by. */
    public String label() {
        return label;
    }
}
