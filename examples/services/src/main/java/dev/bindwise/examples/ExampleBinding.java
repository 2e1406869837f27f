package dev.bindwise.examples;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;

import dev.bindwise.runtime.BindingKind;

/**
 * How the benchmarks reach the example services over one binding: a client that implements the
 * service's own Java interface, and the main class of the server that serves every example service
 * over this binding in a JVM of its own (see {@link ServerMain}).
 */
public interface ExampleBinding extends ExampleCaller {

    /** The binding's kind: SOAP, RMI_IIOP, JCA or LOCAL_JAVA. */
    BindingKind kind();

    /** The kind's name, as measurements and logs print it. */
    @Override
    default String name() {
        return kind().name();
    }

    /** The server's main class, or null when the binding needs no server (local Java). */
    String serverMainClass();

    /** Options the server's JVM needs (for example --add-opens for an ORB). */
    default List<String> serverJvmOptions() {
        return List.of();
    }

    /**
     * A client of the service as served at host:port (for local Java: the implementation itself). The
     * client implements the service's interface; a call that fails on the wire throws an unchecked exception.
     */
    <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) throws Exception;

    /** This binding's own server's client (none given: loopback, port 0). */
    @Override
    default <T> T client(ExampleService service, Class<T> serviceInterface, Map<BindingKind, InetSocketAddress> servers)
            throws Exception {
        InetSocketAddress own = servers.get(kind());
        return client(service, serviceInterface, own == null ? "127.0.0.1" : own.getHostString(),
                own == null ? 0 : own.getPort());
    }
}
