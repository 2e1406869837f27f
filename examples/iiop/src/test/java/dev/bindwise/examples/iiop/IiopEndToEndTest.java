package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
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
import dev.bindwise.examples.driver.ServerProcess;

/** Every operation of every example service, called through IiopBinding on a real IiopServer in its own JVM. */
@Timeout(60)
class IiopEndToEndTest {

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static IiopBinding binding;
    /** Per service, a client and a local implementation, called in the same order (Trader keeps holdings). */
    private static final Map<String, Object> clients = new ConcurrentHashMap<>();
    private static final Map<String, Object> locals = new ConcurrentHashMap<>();

    @BeforeAll
    static void startServer() throws Exception {
        binding = new IiopBinding();
        server = IiopServerLifecycleTest.start(binding, 0, logs.resolve("iiop-server.log"));
    }

    @AfterAll
    static void stopServer() throws Exception {
        if (binding != null) {
            binding.close();
        }
        if (server != null) {
            IiopServerLifecycleTest.stop(server);
        }
    }

    static Stream<Arguments> operations() {
        return ExampleServices.all().stream()
                .flatMap(service -> service.operations().stream().map(operation -> Arguments.of(
                        Named.of(service.name(), service), Named.of(operation.name(), operation))));
    }

    @ParameterizedTest(name = "{0}.{1}")
    @MethodSource("operations")
    void repliesWhatTheLocalImplementationReplies(ExampleService service, ExampleOperation operation) throws Exception {
        Object local = locals.computeIfAbsent(service.name(), name -> service.implementation().get());
        Object expected = operation.invoke(service.serviceInterface(), local, operation.defaults());
        Object reply = operation.invoke(service.serviceInterface(), client(service), operation.defaults());
        assertEquals(SameContent.describe(expected), SameContent.describe(reply));
    }

    @Test
    void oneClientServesConcurrentThreads() throws Exception {
        ExampleService financial = ExampleServices.named("financial").orElseThrow();
        ExampleOperation operation = financial.operation("handleAddShort10");
        String expected = SameContent.describe(
                operation.invoke(financial.serviceInterface(), financial.implementation().get(), operation.defaults()));
        Object client = binding.client(financial, financial.serviceInterface(), "127.0.0.1", server.port());
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            List<Future<String>> replies = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                replies.add(threads.submit(() -> SameContent.describe(
                        operation.invoke(financial.serviceInterface(), client, operation.defaults()))));
            }
            for (Future<String> reply : replies) {
                assertEquals(expected, reply.get());
            }
        } finally {
            threads.shutdownNow();
        }
    }

    private static Object client(ExampleService service) throws Exception {
        Object client = clients.get(service.name());
        if (client == null) {
            client = binding.client(service, service.serviceInterface(), "127.0.0.1", server.port());
            clients.put(service.name(), client);
        }
        return client;
    }
}
