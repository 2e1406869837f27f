package dev.bindwise.runtime.remote;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.soap.SoapBinding;

/** The examples' real SOAP (Axis2) and RMI-IIOP (GlassFish ORB) servers, each in a JVM of its own on loopback. */
final class ExampleServers {

    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    private ExampleServers() {
    }

    static ServerProcess soap(Path log) throws IOException {
        try (SoapBinding binding = new SoapBinding()) {
            return ServerProcess.start(binding, 0, log, READY_WITHIN);
        }
    }

    static ServerProcess iiop(Path log) throws IOException {
        try (IiopBinding binding = new IiopBinding()) {
            return ServerProcess.start(binding, 0, log, READY_WITHIN);
        }
    }

    /** A loopback port nobody listens on (free a moment ago). */
    static int unusedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
