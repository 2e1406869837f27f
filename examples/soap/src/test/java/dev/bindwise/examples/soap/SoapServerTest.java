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
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The server process itself: where it listens, and how it fails when it cannot. */
@Timeout(60)
class SoapServerTest {

    @Test
    void listensOnLoopbackOnly() throws Exception {
        Optional<InetAddress> external = NetworkInterface.networkInterfaces()
                .filter(network -> !isLoopback(network))
                .flatMap(NetworkInterface::inetAddresses)
                .filter(address -> address instanceof Inet4Address)
                .findFirst();
        assumeTrue(external.isPresent(), "this machine has no address but loopback to try");
        try (SoapServerProcess server = SoapServerProcess.start(0)) {
            try (Socket loopback = new Socket()) {
                loopback.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.port()), 5000);
            }
            try (Socket outside = new Socket()) {
                assertThrows(IOException.class,
                        () -> outside.connect(new InetSocketAddress(external.get(), server.port()), 5000),
                        "reachable at " + external.get().getHostAddress());
            }
            assertEquals(0, server.stop());
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAHang() throws Exception {
        Path log = Files.createTempFile("soap-server", ".log");
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Process process = SoapServerProcess.launch(taken.getLocalPort(), log);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new AssertionError("the server still runs on a taken port");
            }
            String error = Files.readString(log);
            assertEquals(3, process.exitValue(), error);
            assertTrue(error.contains("cannot start on 127.0.0.1:" + taken.getLocalPort()), error);
            assertTrue(error.contains("Address already in use"), error);
            assertEquals("", new String(process.getInputStream().readAllBytes()), "nothing on standard output");
        } finally {
            Files.deleteIfExists(log);
        }
    }

    private static boolean isLoopback(NetworkInterface network) {
        try {
            return network.isLoopback();
        } catch (IOException e) {
            return true;
        }
    }
}
