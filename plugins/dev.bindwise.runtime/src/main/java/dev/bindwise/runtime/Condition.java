package dev.bindwise.runtime;

import java.util.Objects;

/**
 * What must hold where the proxy runs for it to call a port (the paper's P2, accessibility, decided where the
 * proxy is deployed rather than where it was generated). The plan names, per port, the conditions the
 * selection found; the runtime establishes those it can itself with the port's protocol probe at start and in
 * the background, and takes the others as the target profile declared them.
 *
 * @param text the condition in words, for status and log lines
 */
public record Condition(Check check, String text) {

    /** The kinds of condition. */
    public enum Check {
        /** Local Java: the implementation class loads in the proxy's class loader (the client runs beside the service). */
        CLASS_LOADS(true),
        /** SOAP, RMI-IIOP: the endpoint answers its protocol's probe (HTTP, GIOP LocateRequest) within the probe timeout. */
        ENDPOINT_ANSWERS(true),
        /** JCA: the resource adapter is there and gives a connection to the enterprise system within the probe timeout. */
        ADAPTER_REACHABLE(true),
        /** A fact a target profile declared (same ORB, a security domain, a network path): taken as given. */
        DECLARED(false);

        private final boolean establishedHere;

        Check(boolean establishedHere) {
            this.establishedHere = establishedHere;
        }
    }

    public Condition {
        Objects.requireNonNull(check, "check");
        Objects.requireNonNull(text, "text");
    }

    /** Whether the runtime establishes it itself, with the port's probe. */
    public boolean establishedHere() {
        return check.establishedHere;
    }

    /** The condition the runtime checks with the probe of a port of this kind. */
    public static Condition probeOf(BindingKind kind) {
        return switch (kind) {
            case LOCAL_JAVA -> new Condition(Check.CLASS_LOADS, "the implementation class loads in the proxy's class loader");
            case JCA -> new Condition(Check.ADAPTER_REACHABLE, "the resource adapter reaches the enterprise system");
            default -> new Condition(Check.ENDPOINT_ANSWERS, "the " + kind.label() + " endpoint answers its protocol's probe");
        };
    }

    /** A fact a target profile declared: "jca.adapterReachable = true (declared in production-target.json:6)". */
    public static Condition declared(String fact) {
        return new Condition(Check.DECLARED, fact);
    }

    @Override
    public String toString() {
        return check + ": " + text;
    }
}
