package dev.bindwise.examples;

import java.net.InetSocketAddress;
import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/**
 * A way the load driver calls the example services and measures the calls: one binding's clients
 * ({@link ExampleBinding}), or a client that calls the servers of several bindings (a Bindwise proxy, which
 * calls whichever its plan chose).
 */
public interface ExampleCaller extends AutoCloseable {

    /** The name its measurements carry: a binding kind's name (SOAP, RMI_IIOP, ...), or its own (BINDWISE). */
    String name();

    /** Whether it calls the service (JCA serves only those with a COMMAREA layout). */
    boolean serves(ExampleService service);

    /**
     * A client of the service where the servers of the bindings run, by binding kind. The client implements
     * the service's interface; a call that fails on the wire throws an unchecked exception.
     */
    <T> T client(ExampleService service, Class<T> serviceInterface, Map<BindingKind, InetSocketAddress> servers)
            throws Exception;

    /** Releases what the clients hold (connections, an ORB); the clients do not work afterwards. */
    @Override
    void close();
}
