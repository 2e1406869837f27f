package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.driver.ServerProcess;

/**
 * The server process itself, run as the driver runs it: where it listens, how it stops, how it fails when it
 * cannot start, and that it keeps one service object per service.
 */
@Timeout(60)
class SoapServerTest {

    private static final Duration READY_WITHIN = Duration.ofSeconds(30);

    @TempDir
    Path logs;

    @Test
    void listensOnLoopbackOnly() throws Exception {
        Optional<InetAddress> external = NetworkInterface.networkInterfaces()
                .filter(network -> !isLoopback(network))
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> address instanceof Inet4Address)
                .findFirst();
        assumeTrue(external.isPresent(), "this machine has no address but loopback to try");
        try (SoapBinding binding = new SoapBinding(); ServerProcess server = start(binding, 0, logs.resolve("soap.log"))) {
            try (Socket loopback = new Socket()) {
                loopback.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()), 5000);
            }
            try (Socket outside = new Socket()) {
                assertThrows(IOException.class,
                        () -> outside.connect(new InetSocketAddress(external.get(), server.port()), 5000),
                        "reachable at " + external.get().getHostAddress());
            }
            stop(server);
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAHang() throws Exception {
        Path log = logs.resolve("taken.log");
        try (SoapBinding binding = new SoapBinding();
                ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            // within READY_WITHIN: the server gives up rather than waits
            ServerProcess.NotStarted failure = assertThrows(ServerProcess.NotStarted.class,
                    () -> start(binding, taken.getLocalPort(), log));
            String error = Files.readString(log);
            assertEquals(3, failure.exitCode(), error);
            assertTrue(error.contains("cannot start on 127.0.0.1:" + taken.getLocalPort()), error);
            assertTrue(error.contains("Address already in use"), error);
            assertEquals(List.of(), failure.stdout(), "nothing on standard output");
        }
    }

    /**
     * Sixteen buys of one user at once, the first calls of Trader after the server started: each must be
     * answered with a count of its own (1 to 16), and the server must hold all 16. Axis2's message receiver
     * made the service object on the first call without a lock, so concurrent first calls each got a
     * TraderImpl of their own and all but one lost their writes.
     */
    @Test
    void concurrentFirstCallsShareOneServiceObject() throws Exception {
        int buyers = 16;
        try (SoapBinding binding = new SoapBinding(); ServerProcess server = start(binding, 0, logs.resolve("first-calls.log"))) {
            Trader trader = binding.client(ExampleServices.of(Trader.class), Trader.class, "127.0.0.1", server.port());
            ExecutorService threads = Executors.newFixedThreadPool(buyers);
            try {
                CyclicBarrier together = new CyclicBarrier(buyers);
                List<Future<Integer>> buys = new ArrayList<>();
                for (int i = 0; i < buyers; i++) {
                    buys.add(threads.submit(() -> {
                        together.await();
                        return trader.buy("FIRST", "IBM", 1).getShares();
                    }));
                }
                List<Integer> answered = new ArrayList<>();
                for (Future<Integer> buy : buys) {
                    answered.add(buy.get(30, TimeUnit.SECONDS));
                }
                Collections.sort(answered);
                assertEquals(IntStream.rangeClosed(1, buyers).boxed().toList(), answered, "the counts the buyers were told");
                assertEquals(buyers, trader.sell("FIRST", "IBM", 0).getShares(), "the shares the server holds");
            } finally {
                threads.shutdownNow();
            }
            stop(server);
        }
    }

    /** The SoapServer in a JVM of its own, started as the driver starts it; its stderr goes to the log. */
    static ServerProcess start(SoapBinding binding, int port, Path log) throws IOException {
        return ServerProcess.start(binding, port, log, READY_WITHIN);
    }

    /**
     * Closes the server's standard input, its signal to stop: it exits cleanly within seconds. Standard output
     * holds nothing but the READY line: it is the protocol with the driver.
     */
    static void stop(ServerProcess server) throws IOException {
        assertEquals(0, server.stop(), "exit code of the server");
        assertEquals(List.of(ServerMain.READY + " " + server.port()), server.stdout());
    }

    private static boolean isLoopback(NetworkInterface network) {
        try {
            return network.isLoopback();
        } catch (IOException e) {
            return true;
        }
    }
}
