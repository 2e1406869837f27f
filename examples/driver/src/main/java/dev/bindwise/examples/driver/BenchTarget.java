package dev.bindwise.examples.driver;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.runtime.BindingKind;

/**
 * A server the driver measures beside the example servers that serves services of its own over several
 * bindings (an application server, such as the WildFly example): the driver starts it only when the plan
 * selects one of its operations and bindings, once the example services are measured, puts a byte-counting
 * relay in front of each of its listeners, calls it through clients it makes, and closes it once its own pairs
 * are measured, also when the run fails or is interrupted.
 */
public interface BenchTarget extends AutoCloseable {

    /** Its services; the plan's operation names select among their operations as among the example services'. */
    List<ExampleService> services();

    /** The bindings it serves them over. */
    Set<BindingKind> bindings();

    /** The running server: where each binding listens, and the process whose CPU time is measured. */
    record Running(Map<BindingKind, InetSocketAddress> listeners, MeasuredServer server) {

        public Running {
            listeners = Map.copyOf(listeners);
        }
    }

    /**
     * Starts the server and waits until it serves.
     *
     * @param progress takes progress lines (a slow start says so)
     * @throws IOException or an unchecked exception whose message says why it did not start and what to do
     */
    Running start(Path logFolder, Consumer<String> progress) throws IOException;

    /**
     * A client of the service over the binding that reaches the server at the address (a relay in front of
     * the binding's listener); it implements the service's interface, as the example bindings' clients do.
     */
    <T> T client(BindingKind kind, ExampleService service, Class<T> serviceInterface, InetSocketAddress at)
            throws Exception;

    /** Closes its clients, then stops the server if it started it. */
    @Override
    void close();
}
