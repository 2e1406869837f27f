package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
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

    private static ServerProcess server;
    private static CountingRelay relay;
    private static IiopBinding binding;

    @BeforeAll
    static void startServerBehindRelay() throws Exception {
        server = ServerProcess.start();
        relay = new CountingRelay(server.port());
        binding = new IiopBinding();
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
            server.close();
        }
    }

    /** A binding and relay of its own, so that the connection and its first bytes belong to this test alone. */
    @Test
    void theWireCarriesGiop12BothWays() throws Exception {
        try (CountingRelay ownRelay = new CountingRelay(server.port()); IiopBinding ownBinding = new IiopBinding()) {
            ExampleService service = ExampleServices.named("google").orElseThrow();
            GoogleSearch google = ownBinding.client(service, GoogleSearch.class, "127.0.0.1", ownRelay.port());
            long lookup = ownRelay.bytesToServer() + ownRelay.bytesToClient();
            CountingRelay.Traffic first = ownRelay.measure(() -> call("google", "doGoogleSearch", google, null));
            CountingRelay.Traffic steady = ownRelay.measure(() -> call("google", "doGoogleSearch", google, null));

            assertArrayEquals(GIOP_1_2, Arrays.copyOf(ownRelay.firstBytesToServer(), GIOP_1_2.length));
            assertArrayEquals(GIOP_1_2, Arrays.copyOf(ownRelay.firstBytesToClient(), GIOP_1_2.length));
            assertTrue(steady.request() > 0 && steady.reply() > 0, "the call did not cross the relay: " + steady);
            System.out.printf("RMI-IIOP through the relay: client lookup %d B both ways; doGoogleSearch first call"
                    + " request %d B, reply %d B; later calls request %d B, reply %d B%n",
                    lookup, first.request(), first.reply(), steady.request(), steady.reply());
        }
    }

    @Test
    void aRequestWithMorePositionsIsLarger() throws Exception {
        Financial financial = client("financial", Financial.class);
        call("financial", "handleAddShort1", financial, null); // steady state: not the connection's first call
        CountingRelay.Traffic two = relay.measure(() -> call("financial", "handleAddShort1", financial, 2));
        CountingRelay.Traffic twenty = relay.measure(() -> call("financial", "handleAddShort1", financial, 20));

        assertTrue(two.request() > 0 && two.reply() > 0, "the call did not cross the relay: " + two);
        assertTrue(twenty.request() > two.request(), two + " vs " + twenty);
        assertTrue(twenty.reply() > two.reply(), two + " vs " + twenty);
        System.out.printf("RMI-IIOP through the relay: handleAddShort with 2 positions request %d B, reply %d B;"
                + " with 20: request %d B, reply %d B%n", two.request(), two.reply(), twenty.request(), twenty.reply());
    }

    /** Linux only: the connections to the server's port are the relay's own, and no other. */
    @Test
    void noConnectionGoesAroundTheRelay() throws Exception {
        assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "needs Linux's /proc/net/tcp");
        long before = relay.bytesToServer();
        call("google", "doGoogleSearch", client("google", GoogleSearch.class), null);
        call("financial", "handleAddShort10", client("financial", Financial.class), null);

        assertTrue(relay.bytesToServer() > before && relay.bytesToClient() > 0);
        Set<Integer> localPortsToServer = establishedLocalPortsTo(server.port());
        assertTrue(!localPortsToServer.isEmpty(), "the relay should hold a connection to the server");
        assertEquals(relay.ownServerSidePorts(), localPortsToServer,
                "connections to the server's port other than the relay's");
    }

    private static <T> T client(String serviceName, Class<T> serviceInterface) throws Exception {
        ExampleService service = ExampleServices.named(serviceName).orElseThrow();
        return binding.client(service, serviceInterface, "127.0.0.1", relay.port());
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
