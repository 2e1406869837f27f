package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.LocalJavaClient;
import java.util.function.Supplier;

import dev.bindwise.runtime.internal.iiop.IiopClient;
import dev.bindwise.runtime.internal.jca.JcaClient;
import dev.bindwise.runtime.internal.soap.SoapClient;

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
            return new LocalJavaClient(local, loader, options);
        }
        if (endpoint instanceof Endpoint.Soap soap) {
            return withLibrary(endpoint, "Apache Axis2 2.0 (axis2-kernel, axis2-transport-http, axis2-adb)",
                    () -> new SoapClient(soap, options));
        }
        if (endpoint instanceof Endpoint.RmiIiop iiop) {
            return withLibrary(endpoint, "an ORB with RMI-IIOP (for example org.glassfish.corba:glassfish-corba-orb 5.0)",
                    () -> new IiopClient(iiop, loader, options));
        }
        // the last of the sealed Endpoint's kinds
        Endpoint.Jca jca = (Endpoint.Jca) endpoint;
        return withLibrary(endpoint, "the Jakarta Connectors API (jakarta.resource:jakarta.resource-api 2.1) and the "
                + "application's resource adapter", () -> new JcaClient(jca, loader, options));
    }

    /**
     * The client, or an unusable one saying why: its client library is missing (the class of the client
     * itself cannot be linked), or the endpoint's address does not fit its binding.
     */
    private static BindingClient withLibrary(Endpoint endpoint, String library, Supplier<BindingClient> client) {
        try {
            return client.get();
        } catch (LinkageError e) {
            return new UnusableClient(endpoint.kind().label() + " port " + endpoint.port() + " cannot be called: its"
                    + " client library, " + library + ", is not on the class path of the application (" + e + ")");
        } catch (IllegalArgumentException e) {
            return new UnusableClient(e.getMessage());
        }
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
