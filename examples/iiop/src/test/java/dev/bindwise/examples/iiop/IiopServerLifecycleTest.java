package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.google.GoogleSearch;
import dev.bindwise.runtime.internal.TransportException;

/**
 * How the server starts and ends, run as the driver runs it (the binding's main class and JVM options): the
 * READY line alone on stdout, a clean exit when stdin ends, calls that fail in transport once it is gone, and a
 * clear failure on a taken port.
 */
@Timeout(90)
class IiopServerLifecycleTest {

    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    @TempDir
    Path logs;

    @Test
    void announcesItsPortOnlyAndStopsWhenStdinEnds() throws Exception {
        try (IiopBinding binding = new IiopBinding();
                ServerProcess server = start(binding, 0, logs.resolve("iiop-server.log"))) {
            stop(server);
        }
    }

    @Test
    void callsAfterTheServerStoppedAreTransportFailures() throws Exception {
        ExampleService google = ExampleServices.named("google").orElseThrow();
        ExampleOperation search = google.operation("doGoogleSearch");
        try (IiopBinding binding = new IiopBinding();
                ServerProcess server = start(binding, 0, logs.resolve("iiop-server.log"))) {
            GoogleSearch client = binding.client(google, GoogleSearch.class, "127.0.0.1", server.port());
            search.invoke(GoogleSearch.class, client, search.defaults());
            server.stop();
            assertThrows(TransportException.class, () -> search.invoke(GoogleSearch.class, client, search.defaults()));
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAHang() throws Exception {
        try (IiopBinding binding = new IiopBinding();
                ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path log = logs.resolve("taken.log");
            // within READY_WITHIN: the server gives up rather than waits
            ServerProcess.NotStarted failure = assertThrows(ServerProcess.NotStarted.class,
                    () -> start(binding, taken.getLocalPort(), log));
            assertEquals(3, failure.exitCode());
            assertEquals(List.of(), failure.stdout());
            String errors = Files.readString(log);
            assertTrue(errors.contains("cannot start on 127.0.0.1:" + taken.getLocalPort())
                    && errors.contains("Address already in use"), errors);
        }
    }

    /** IiopServer in a JVM of its own, started as the driver starts it; its stderr goes to the log. */
    static ServerProcess start(IiopBinding binding, int port, Path log) throws IOException {
        return ServerProcess.start(binding, port, log, READY_WITHIN);
    }

    /** Stops the server by closing its stdin: it exits cleanly within seconds, having printed its READY line only. */
    static void stop(ServerProcess server) throws IOException {
        assertEquals(0, server.stop());
        assertEquals(List.of(ServerMain.READY + " " + server.port()), server.stdout());
    }
}
