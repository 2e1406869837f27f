package dev.bindwise.examples.wildfly;

/**
 * What {@code greet} throws for a blank name: a declared fault of Greeter.wsdl on both bindings. JAX-WS publishes it
 * as the wsdl:fault GreetingRefused (its fault bean: the getters, message and name); over RMI-IIOP it is an EJB
 * application exception, which reaches the client as itself.
 */
public class GreetingRefused extends Exception {

    private static final long serialVersionUID = 1L;
    private final String name;

    public GreetingRefused(String message, String name) {
        super(message);
        this.name = name;
    }

    /** The name that was refused. */
    public String getName() {
        return name;
    }
}
