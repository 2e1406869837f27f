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
        /**
         * Local Java: the application gave the proxy the service's instance or a factory of it
         * ({@link RuntimeOptions#localInstance}, {@link RuntimeOptions#localService}), or the plan carries a
         * {@link #COLOCATED} declaration. A class on the class path alone is not enough: a client jar that holds the
         * implementation would fork a stateful service.
         */
        LOCAL_INSTANCE(true),
        /** SOAP, RMI-IIOP: the endpoint answers its protocol's probe (HTTP, GIOP LocateRequest) within the probe timeout. */
        ENDPOINT_ANSWERS(true),
        /**
         * JCA: a connection factory of the resource adapter is there, given in the options
         * ({@link RuntimeOptions#resource(String, Object)}) or found in JNDI inside a container, and it gives a
         * connection to the enterprise system within the probe timeout. A TCP answer of the server alone is not
         * enough: a plain Java SE client has no connection factory unless the application gives one.
         */
        CONNECTION_FACTORY(true),
        /** A fact a target profile declared (same ORB, a security domain, a network path): taken as given. */
        DECLARED(false),
        /**
         * Local Java: a target profile declared the service co-located with the client ({@code client.sameJvm: true}),
         * so the proxy makes the java:address class itself when the application gives no instance. Taken as given.
         */
        COLOCATED(false);

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
            case LOCAL_JAVA -> new Condition(Check.LOCAL_INSTANCE, "local Java: an instance of the service given in"
                    + " RuntimeOptions (localInstance or localService), or the service declared co-located by the target profile"
                    + " (client.sameJvm: true); a class on the class path alone is not enough");
            case JCA -> new Condition(Check.CONNECTION_FACTORY, "JCA: a connection factory given in"
                    + " RuntimeOptions.resource(port, factory) or found in JNDI inside a container, whose resource adapter"
                    + " gives a connection to the enterprise system; a TCP answer alone is not enough");
            default -> new Condition(Check.ENDPOINT_ANSWERS, "the " + kind.label() + " endpoint answers its protocol's probe");
        };
    }

    /** A fact a target profile declared: "jca.adapterReachable = true (declared in production-target.json:6)". */
    public static Condition declared(String fact) {
        return new Condition(Check.DECLARED, fact);
    }

    /**
     * A target profile's declaration that the service runs in the client's JVM:
     * "client.sameJvm = true (declared in colocated.json:4)".
     */
    public static Condition colocated(String fact) {
        return new Condition(Check.COLOCATED, fact);
    }

    @Override
    public String toString() {
        return check + ": " + text;
    }
}
