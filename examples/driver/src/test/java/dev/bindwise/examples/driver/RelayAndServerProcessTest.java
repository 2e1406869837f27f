package dev.bindwise.examples.driver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ServerMain;

/** The instrument itself: the relay counts exactly the bytes that cross it, and servers live and die as told. */
@Timeout(60)
class RelayAndServerProcessTest {

    @TempDir
    Path logs;

    @Test
    void relayCountsEveryByteEachWayAndKeepsTheFirstOnes() throws Exception {
        try (ServerProcess server = ServerProcess.start("echo", EchoServer.class.getName(), List.of(), 0,
                logs.resolve("echo.log"), Duration.ofSeconds(30));
                ByteCountingRelay relay = new ByteCountingRelay(server.port(), 8)) {
            byte[] message = "GIOP\u0001\u0002 hello through the relay".getBytes("ISO-8859-1");
            try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), relay.port())) {
                OutputStream out = socket.getOutputStream();
                DataInputStream in = new DataInputStream(socket.getInputStream());
                for (int i = 0; i < 100; i++) {
                    out.write(message);
                    out.flush();
                    byte[] echoed = new byte[message.length];
                    in.readFully(echoed);
                    assertArrayEquals(message, echoed);
                }
            }
            ByteCountingRelay.Counts counts = relay.counts();
            assertEquals(100L * message.length, counts.requestBytes());
            assertEquals(100L * message.length, counts.replyBytes());
            assertEquals(1, counts.connections());
            assertEquals("GIOP\u0001\u0002 h", new String(relay.firstRequestBytes(), "ISO-8859-1"));
            assertEquals(1, relay.serverSidePorts().size());
            relay.reset();
            assertEquals(0, relay.counts().requestBytes());
            assertEquals(0, relay.firstRequestBytes().length, "a reset starts the capture afresh");
        }
    }

    @Test
    void afterAResetTheCaptureHoldsTheNextMessagesWhole() throws Exception {
        try (ServerProcess server = ServerProcess.start("echo", EchoServer.class.getName(), List.of(), 0,
                logs.resolve("echo.log"), Duration.ofSeconds(30));
                ByteCountingRelay relay = new ByteCountingRelay(server.port(), 1 << 16);
                Socket socket = new Socket(InetAddress.getLoopbackAddress(), relay.port())) {
            DataInputStream in = new DataInputStream(socket.getInputStream());
            for (String text : List.of("first call", "second, longer call")) {
                byte[] message = text.getBytes(StandardCharsets.US_ASCII);
                relay.reset();
                socket.getOutputStream().write(message);
                in.readFully(new byte[message.length]);
                assertArrayEquals(message, relay.firstRequestBytes());
                assertArrayEquals(message, relay.firstReplyBytes());
            }
            assertEquals(1, relay.serverSidePorts().size());
            assertFalse(relay.serverSidePorts().contains(socket.getLocalPort()), "the relay's connection, not the client's");
        }
    }

    @Test
    void aServerEndsWhenItsInputIsClosed() throws Exception {
        ServerProcess server = ServerProcess.start("echo", EchoServer.class.getName(), List.of(), 0,
                logs.resolve("echo.log"), Duration.ofSeconds(30));
        assertTrue(server.isAlive());
        server.close();
        assertFalse(server.isAlive());
    }

    @Test
    void stopTellsTheExitCodeAndStandardOutputHoldsTheReadyLineOnly() throws Exception {
        try (ServerProcess server = ServerProcess.start("echo", EchoServer.class.getName(), List.of(), 0,
                logs.resolve("echo.log"), Duration.ofSeconds(30))) {
            assertEquals(0, server.stop());
            assertFalse(server.isAlive());
            assertEquals(List.of(ServerMain.READY + " " + server.port()), server.stdout());
        }
    }

    @Test
    void aServerEndsWhenTheDriverIsKilled() throws Exception {
        Process parent = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), ParentOfEchoServer.class.getName())
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream()))) {
            String line = out.readLine();
            assertTrue(line != null && line.startsWith("SERVER-PID "), String.valueOf(line));
            ProcessHandle server = ProcessHandle.of(Long.parseLong(line.substring(11).trim())).orElseThrow();
            assertTrue(server.isAlive());
            parent.destroyForcibly(); // no shutdown hook runs: only the closed pipe tells the server
            parent.waitFor();
            server.onExit().get(20, TimeUnit.SECONDS);
            assertFalse(server.isAlive());
        } finally {
            parent.destroyForcibly();
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAHang() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ServerProcess.NotStarted error = assertThrows(ServerProcess.NotStarted.class, () -> ServerProcess.start(
                    "echo", EchoServer.class.getName(), List.of(), taken.getLocalPort(), logs.resolve("taken.log"),
                    Duration.ofSeconds(30)));
            assertTrue(error.getMessage().contains("did not start (exit code 3)")
                    && error.getMessage().contains("cannot start"), error.getMessage());
            assertEquals(3, error.exitCode());
            assertEquals(List.of(), error.stdout());
        }
    }
}
