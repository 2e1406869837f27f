package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.ServerSocket;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.google.GoogleSearch;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.TransportException;

/** The binding without a server: what it says about itself, and a port nobody listens on. */
class IiopBindingTest {

    @Test
    void servesEveryServiceFromIiopServer() {
        try (IiopBinding binding = new IiopBinding()) {
            assertEquals(BindingKind.RMI_IIOP, binding.kind());
            assertEquals(IiopServer.class.getName(), binding.serverMainClass());
            assertTrue(ExampleServices.all().stream().allMatch(binding::serves));
        }
    }

    @Test
    @Timeout(30)
    void aPortWithNoServerFailsWithinSeconds() throws Exception {
        int unused;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            unused = socket.getLocalPort();
        }
        ExampleService google = ExampleServices.named("google").orElseThrow();
        try (IiopBinding binding = new IiopBinding()) {
            assertThrows(TransportException.class,
                    () -> binding.client(google, GoogleSearch.class, "127.0.0.1", unused));
        }
    }
}
