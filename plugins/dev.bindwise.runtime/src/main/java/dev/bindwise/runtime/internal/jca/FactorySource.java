package dev.bindwise.runtime.internal.jca;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import javax.naming.InitialContext;
import javax.naming.NameNotFoundException;
import javax.naming.NamingException;
import javax.naming.NoInitialContextException;

import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.RuntimeOptions;
import jakarta.resource.cci.ConnectionFactory;

/**
 * Where a JCA port's {@code ConnectionFactory} comes from, and who manages its connections. The factory is the
 * one given in the options ({@link RuntimeOptions#resource(String, Object) resource(port, factory)}), else the one
 * an application server bound in JNDI under {@code java:comp/env/eis/<serverName>} or {@code eis/<serverName>}
 * (the cics:address serverName; the port's name where the WSDL gives none).
 *
 * <p>Inside a container (a JNDI naming context with {@code java:comp/env}, which every Jakarta EE component has)
 * the factory's connections are the container's: its connection manager pools them, and the client gets one per
 * interaction and closes it right after, as the Connector specification asks. Outside one (a plain JVM with the
 * application's own non-managed factory) nothing pools, so the client keeps its connections itself.
 *
 * @param basis why the port can be used, in words, for {@code status()}
 * @param managed whether a container manages the factory's connections
 */
record FactorySource(ConnectionFactory factory, String basis, boolean managed) {

    /** The names tried in JNDI, before the server's (or port's) name. */
    static final List<String> JNDI_PREFIXES = List.of("java:comp/env/eis/", "eis/");

    /**
     * The port's factory: given, else found in JNDI.
     *
     * @throws IllegalStateException when neither gives one, saying what was tried and how to give one
     */
    static FactorySource of(Endpoint.Jca endpoint, RuntimeOptions options, String describe) {
        Optional<ConnectionFactory> given = options.resource(endpoint.port(), ConnectionFactory.class);
        if (given.isPresent()) {
            boolean managed = insideContainer();
            return new FactorySource(given.get(), "JCA: the connection factory given in RuntimeOptions.resource(\""
                    + endpoint.port() + "\", factory)" + (managed ? ", its connections the container's" : ""), managed);
        }
        return new FactorySource(lookUp(endpoint, describe), "JCA: the connection factory found in JNDI", true);
    }

    /** The JNDI names tried, in order. */
    static List<String> jndiNames(Endpoint.Jca endpoint) {
        String name = endpoint.serverName().isEmpty() ? endpoint.port() : endpoint.serverName();
        List<String> names = new ArrayList<>();
        for (String prefix : JNDI_PREFIXES) {
            names.add(prefix + name);
        }
        return names;
    }

    /** Whether this code runs in a Jakarta EE component: its naming context has the component environment. */
    static boolean insideContainer() {
        try {
            InitialContext context = new InitialContext();
            try {
                context.lookup("java:comp/env");
                return true;
            } finally {
                context.close();
            }
        } catch (NamingException | RuntimeException e) {
            return false;
        }
    }

    private static ConnectionFactory lookUp(Endpoint.Jca endpoint, String describe) {
        List<String> names = jndiNames(endpoint);
        String why;
        try {
            InitialContext context = new InitialContext();
            try {
                why = "none of them is bound";
                for (String name : names) {
                    try {
                        Object found = context.lookup(name);
                        if (found instanceof ConnectionFactory connections) {
                            return connections;
                        }
                        why = name + " is a " + (found == null ? "null" : found.getClass().getName())
                                + ", not a jakarta.resource.cci.ConnectionFactory";
                    } catch (NameNotFoundException e) {
                        // the next name
                    }
                }
            } finally {
                context.close();
            }
        } catch (NoInitialContextException e) {
            why = "there is no JNDI naming context here (no application server)";
        } catch (NamingException e) {
            why = "the JNDI lookup failed: " + e;
        }
        throw new IllegalStateException(describe + " has no resource adapter: no ConnectionFactory was given for it "
                + "(RuntimeOptions.resource(\"" + endpoint.port() + "\", connectionFactory)) and JNDI has none under "
                + names + ": " + why);
    }
}
