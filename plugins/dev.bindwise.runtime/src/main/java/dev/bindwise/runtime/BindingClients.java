package dev.bindwise.runtime;

import dev.bindwise.runtime.jca.JcaClient;

/**
 * Makes the client of a port. Each remote binding's client lives in a package of its own and needs its
 * client library (Axis2, an ORB, the Jakarta Connectors API) only when a plan routes to it; where the
 * library is missing the port is not accessible, with the reason.
 */
final class BindingClients {

    private BindingClients() {
    }

    static BindingClient open(Endpoint endpoint, ClassLoader loader, RuntimeOptions options) {
        if (endpoint instanceof Endpoint.LocalJava local) {
            return new LocalJavaClient(local, loader);
        }
        if (endpoint instanceof Endpoint.Jca jca) {
            try {
                return new JcaClient(jca, loader, options);
            } catch (LinkageError e) {
                return new UnusableClient("JCA port " + endpoint.port() + " cannot be called: the Jakarta Connectors API "
                        + "is not on the class path (" + e + "); add jakarta.resource:jakarta.resource-api 2.1 and the "
                        + "resource adapter to the application");
            }
        }
        return new UnusableClient(endpoint.kind().label() + " port " + endpoint.port()
                + " cannot be called: this runtime has no " + endpoint.kind().label() + " client yet");
    }

    /** A port that cannot be used at all from here: every probe says why, and it takes no calls. */
    record UnusableClient(String reason) implements BindingClient {

        @Override
        public Accessibility probe(java.time.Duration timeout) {
            return Accessibility.not(reason);
        }

        @Override
        public OperationCall prepare(OperationPlan operation, Route route) {
            throw new IllegalArgumentException(reason);
        }

        @Override
        public void close() {
            // holds nothing
        }
    }
}
