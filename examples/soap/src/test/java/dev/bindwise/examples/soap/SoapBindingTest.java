package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.google.GoogleSearch;
import dev.bindwise.runtime.internal.TransportException;

/**
 * Every operation of every example service, called through SoapBinding on the real SoapServer in its
 * own JVM, gives the same reply as the implementation called locally. The calls go through a relay, as
 * in the benchmarks, so the client must use exactly the host and port it is given.
 */
@Timeout(60)
class SoapBindingTest {

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;
    private static SoapBinding binding;
    /** Clients and local implementations live as long as the server's, so stateful services (Trader) agree. */
    private static final Map<ExampleService, Object> clients = new HashMap<>();
    private static final Map<ExampleService, Object> locals = new HashMap<>();

    @BeforeAll
    static void start() throws Exception {
        binding = new SoapBinding();
        server = SoapServerTest.start(binding, 0, logs.resolve("soap.log"));
        relay = new ByteCountingRelay(server.port());
    }

    @AfterAll
    static void stop() throws Exception {
        if (binding != null) {
            binding.close();
        }
        if (relay != null) {
            relay.close();
        }
        if (server != null) {
            SoapServerTest.stop(server);
        }
    }

    static Stream<Arguments> operations() {
        return ExampleServices.all().stream().flatMap(service -> service.operations().stream().map(operation ->
                Arguments.of(Named.of(service.name(), service), Named.of(operation.name(), operation))));
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("operations")
    void replyHasTheContentOfTheLocalReply(ExampleService service, ExampleOperation operation) throws Exception {
        Class<?> serviceInterface = service.serviceInterface();
        Object client = clients.computeIfAbsent(service, s -> client(binding, s, relay.port()));
        Object local = locals.computeIfAbsent(service, s -> s.implementation().get());

        relay.reset();
        Object reply = operation.invoke(serviceInterface, client, operation.defaults());
        Object expected = operation.invoke(serviceInterface, local, operation.defaults());

        assertEquals(SameContent.describe(expected), SameContent.describe(reply));
        ByteCountingRelay.Counts wire = relay.counts();
        assertTrue(wire.requestBytes() > 0 && wire.replyBytes() > 0, "the call went through the relay");
    }

    @Test
    void manyThreadsShareOneClient() throws Exception {
        ExampleService google = ExampleServices.of(GoogleSearch.class);
        ExampleOperation search = google.operations().getFirst();
        GoogleSearch client = binding.client(google, GoogleSearch.class, "127.0.0.1", server.port());
        String expected = SameContent.describe(search.invoke(GoogleSearch.class, google.implementation().get(),
                search.defaults()));
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> replies = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                replies.add(threads.submit(() -> SameContent.describe(search.invoke(GoogleSearch.class, client,
                        search.defaults()))));
            }
            for (Future<String> reply : replies) {
                assertEquals(expected, reply.get());
            }
        } finally {
            threads.shutdownNow();
        }
    }

    @Test
    void callsOneAfterAnotherKeepOneConnection() throws Exception {
        ExampleService google = ExampleServices.of(GoogleSearch.class);
        try (ByteCountingRelay ownRelay = new ByteCountingRelay(server.port()); SoapBinding own = new SoapBinding()) {
            GoogleSearch client = own.client(google, GoogleSearch.class, "127.0.0.1", ownRelay.port());
            for (int i = 0; i < 5; i++) {
                client.doGoogleSearch("key", "keep alive", i, 10, false, "", false, "", "", "");
            }
            assertEquals(1, ownRelay.counts().connections());
        }
    }

    @Test
    void aCallToNoServerIsATransportFailure() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closedPort = socket.getLocalPort();
        }
        ExampleService google = ExampleServices.of(GoogleSearch.class);
        try (SoapBinding own = new SoapBinding()) {
            GoogleSearch client = own.client(google, GoogleSearch.class, "127.0.0.1", closedPort);
            TransportException failure = assertThrows(TransportException.class,
                    () -> client.doGoogleSearch("key", "q", 0, 1, false, "", false, "", "", ""));
            assertTrue(failure.getMessage().contains("127.0.0.1:" + closedPort), failure.getMessage());
        }
    }

    static Object client(SoapBinding binding, ExampleService service, int port) {
        try {
            return binding.client(service, service.serviceInterface(), "127.0.0.1", port);
        } catch (Exception e) {
            throw new AssertionError("no client for " + service.name(), e);
        }
    }
}
