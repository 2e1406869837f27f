package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.financial.Financial;
import dev.bindwise.examples.google.GoogleSearch;

/**
 * Calls through a byte-counting relay, as the benchmarks make them: GIOP 1.2 on the wire, sizes that
 * grow with the data, and no byte that goes around the relay although every reference the server hands
 * out names the server's own port.
 */
@Timeout(60)
class IiopRelayTest {

    private static final byte[] GIOP_1_2 = {'G', 'I', 'O', 'P', 1, 2};

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;
    private static IiopBinding binding;

    @BeforeAll
    static void startServerBehindRelay() throws Exception {
        binding = new IiopBinding();
        server = IiopServerLifecycleTest.start(binding, 0, logs.resolve("iiop-server.log"));
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
            IiopServerLifecycleTest.stop(server);
        }
    }

    /** A binding and relay of its own, so that the connection and its first bytes belong to this test alone. */
    @Test
    void theWireCarriesGiop12BothWays() throws Exception {
        try (ByteCountingRelay ownRelay = new ByteCountingRelay(server.port(), GIOP_1_2.length);
                IiopBinding ownBinding = new IiopBinding()) {
            ExampleService service = ExampleServices.named("google").orElseThrow();
            GoogleSearch google = ownBinding.client(service, GoogleSearch.class, "127.0.0.1", ownRelay.port());
            long lookup = ownRelay.counts().requestBytes() + ownRelay.counts().replyBytes();
            // the first bytes each way on the connection, before measure() starts the capture afresh
            assertArrayEquals(GIOP_1_2, ownRelay.firstRequestBytes());
            assertArrayEquals(GIOP_1_2, ownRelay.firstReplyBytes());
            ByteCountingRelay.Counts first = measure(ownRelay, () -> call("google", "doGoogleSearch", google, null));
            ByteCountingRelay.Counts steady = measure(ownRelay, () -> call("google", "doGoogleSearch", google, null));

            assertTrue(steady.requestBytes() > 0 && steady.replyBytes() > 0, "the call did not cross the relay: " + steady);
            System.out.printf("RMI-IIOP through the relay: client lookup %d B both ways; doGoogleSearch first call"
                    + " request %d B, reply %d B; later calls request %d B, reply %d B%n",
                    lookup, first.requestBytes(), first.replyBytes(), steady.requestBytes(), steady.replyBytes());
        }
    }

    @Test
    void aRequestWithMorePositionsIsLarger() throws Exception {
        Financial financial = client("financial", Financial.class);
        call("financial", "handleAddShort1", financial, null); // steady state: not the connection's first call
        ByteCountingRelay.Counts two = measure(relay, () -> call("financial", "handleAddShort1", financial, 2));
        ByteCountingRelay.Counts twenty = measure(relay, () -> call("financial", "handleAddShort1", financial, 20));

        assertTrue(two.requestBytes() > 0 && two.replyBytes() > 0, "the call did not cross the relay: " + two);
        assertTrue(twenty.requestBytes() > two.requestBytes(), two + " vs " + twenty);
        assertTrue(twenty.replyBytes() > two.replyBytes(), two + " vs " + twenty);
        System.out.printf("RMI-IIOP through the relay: handleAddShort with 2 positions request %d B, reply %d B;"
                + " with 20: request %d B, reply %d B%n", two.requestBytes(), two.replyBytes(), twenty.requestBytes(),
                twenty.replyBytes());
    }

    /** Linux only: the connections to the server's port are the relay's own, and no other. */
    @Test
    void noConnectionGoesAroundTheRelay() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "needs Linux's /proc/net/tcp");
        ByteCountingRelay.Counts calls = measure(relay, () -> {
            call("google", "doGoogleSearch", client("google", GoogleSearch.class), null);
            call("financial", "handleAddShort10", client("financial", Financial.class), null);
        });

        assertTrue(calls.requestBytes() > 0 && calls.replyBytes() > 0, "the calls did not cross the relay: " + calls);
        Set<Integer> localPortsToServer = establishedLocalPortsTo(server.port());
        assertTrue(!localPortsToServer.isEmpty(), "the relay should hold a connection to the server");
        assertEquals(relay.serverSidePorts(), localPortsToServer,
                "connections to the server's port other than the relay's");
    }

    /** The bytes that crossed the relay while the calls ran (the relay counts afresh). */
    private static ByteCountingRelay.Counts measure(ByteCountingRelay relay, Runnable calls) {
        relay.reset();
        calls.run();
        return relay.counts();
    }

    private static <T> T client(String serviceName, Class<T> serviceInterface) {
        ExampleService service = ExampleServices.named(serviceName).orElseThrow();
        try {
            return binding.client(service, serviceInterface, "127.0.0.1", relay.port());
        } catch (Exception e) {
            throw new AssertionError("no client of " + serviceName, e);
        }
    }

    /** Calls an operation with its default workload, or with that many array elements. */
    private static void call(String serviceName, String operationName, Object client, Integer arrayLength) {
        ExampleService service = ExampleServices.named(serviceName).orElseThrow();
        ExampleOperation operation = service.operation(operationName);
        Workload workload = arrayLength == null ? operation.defaults() : operation.defaults().withArrayLength(arrayLength);
        try {
            operation.invoke(service.serviceInterface(), client, workload);
        } catch (Exception e) {
            throw new AssertionError(operationName + " failed", e);
        }
    }

    /** The local ports of the established TCP connections (of any process here) whose remote end is the port. */
    private static Set<Integer> establishedLocalPortsTo(int port) throws IOException {
        Set<Integer> localPorts = new HashSet<>();
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path path = Path.of(table);
            if (!Files.isReadable(path)) {
                continue;
            }
            List<String> lines = Files.readAllLines(path, StandardCharsets.US_ASCII);
            for (String line : lines.subList(1, lines.size())) {
                String[] fields = line.trim().split("\\s+");
                boolean established = fields[3].equals("01");
                if (established && portOf(fields[2]) == port) {
                    localPorts.add(portOf(fields[1]));
                }
            }
        }
        return localPorts;
    }

    private static int portOf(String address) {
        return Integer.parseInt(address.substring(address.indexOf(':') + 1), 16);
    }
}
