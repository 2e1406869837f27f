package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import com.sun.net.httpserver.HttpServer;

/** Real sockets on 127.0.0.1 for the probes: open, closed, silent, full (filtered) and an HTTP server. */
final class LoopbackServers {

    static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    private LoopbackServers() {
    }

    /**
     * A listening socket that is never accepted from and never writes: connections complete (the kernel
     * accepts them into the backlog) and then stay silent.
     */
    static ServerSocket silent() throws IOException {
        return new ServerSocket(0, 50, LOOPBACK);
    }

    /**
     * A server of another protocol that greets every connection first, as SMTP or FTP servers do
     * ("220 ready"), then reads until the client closes: closing with the client's bytes unread would
     * reset the connection under the client's feet. Its thread ends when the listener is closed.
     */
    static ServerSocket greeting(String greeting) throws IOException {
        ServerSocket listener = new ServerSocket(0, 50, LOOPBACK);
        Thread.ofPlatform().daemon().name("greeting-server").start(() -> {
            while (!listener.isClosed()) {
                try (Socket connection = listener.accept()) {
                    connection.setSoTimeout(5000);
                    connection.getOutputStream().write(greeting.getBytes(StandardCharsets.US_ASCII));
                    connection.getInputStream().transferTo(OutputStream.nullOutputStream());
                } catch (IOException e) {
                    // closed by the test, or the client went away first
                }
            }
        });
        return listener;
    }

    /** A port nothing listens on: bound, then closed (the kernel refuses connections to it). */
    static int closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, LOOPBACK)) {
            return socket.getLocalPort();
        }
    }

    /**
     * A listener whose accept queue is full: Linux then drops further SYNs without an answer, as a
     * firewall does, so a connection attempt times out. The returned sockets fill the queue; close them
     * with the listener. Skips the test where the kernel answers instead (not Linux).
     */
    static List<Socket> fillBacklog(ServerSocket listener) throws IOException {
        List<Socket> queued = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(LOOPBACK, listener.getLocalPort()), 300);
                queued.add(socket);
            } catch (SocketTimeoutException e) {
                socket.close();
                return queued;
            }
        }
        queued.forEach(LoopbackServers::closeQuietly);
        assumeTrue(false, "this kernel does not drop connection attempts to a full accept queue");
        return queued;
    }

    /** An HTTP server on 127.0.0.1 that answers every request with this status and Server header. */
    static HttpServer http(int status, String serverHeader) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(LOOPBACK, 0), 0);
        server.createContext("/", exchange -> {
            byte[] body = "<html>hello</html>".getBytes(StandardCharsets.UTF_8);
            if (serverHeader != null) {
                exchange.getResponseHeaders().add("Server", serverHeader);
            }
            exchange.sendResponseHeaders(status, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
        return server;
    }

    static String url(HttpServer server, String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // the test is over with it either way
        }
    }
}
