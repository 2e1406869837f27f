package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.google.GoogleSearch;

/**
 * How the server starts and ends: the READY line alone on stdout, a clean exit when stdin ends, calls
 * that fail unchecked once it is gone, and a clear failure on a taken port.
 */
@Timeout(90)
class IiopServerLifecycleTest {

    @Test
    void announcesItsPortOnlyAndStopsWhenStdinEnds() throws Exception {
        try (ServerProcess server = ServerProcess.start()) {
            int port = server.port();
            assertEquals(0, server.stop());
            assertEquals(List.of(ServerMain.READY + " " + port), server.stdout());
        }
    }

    @Test
    void callsAfterTheServerStoppedFailUnchecked() throws Exception {
        ExampleService google = ExampleServices.named("google").orElseThrow();
        ExampleOperation search = google.operation("doGoogleSearch");
        try (ServerProcess server = ServerProcess.start(); IiopBinding binding = new IiopBinding()) {
            GoogleSearch client = binding.client(google, GoogleSearch.class, "127.0.0.1", server.port());
            search.invoke(GoogleSearch.class, client, search.defaults());
            server.stop();
            assertThrows(UncheckedIOException.class, () -> search.invoke(GoogleSearch.class, client, search.defaults()));
        }
    }

    @Test
    void aTakenPortIsAClearErrorNotAHang(@TempDir Path output) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Path stdout = output.resolve("stdout.txt");
            Path stderr = output.resolve("stderr.txt");
            Process process = ServerProcess.command(taken.getLocalPort()).redirectOutput(stdout.toFile())
                    .redirectError(stderr.toFile()).start();
            try {
                assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the server should give up, not wait");
                assertNotEquals(0, process.exitValue());
                assertEquals("", Files.readString(stdout));
                String errors = Files.readString(stderr);
                assertTrue(errors.contains("cannot start on 127.0.0.1:" + taken.getLocalPort())
                        && errors.contains("Address already in use"), errors);
            } finally {
                process.destroyForcibly();
            }
        }
    }
}
