package dev.bindwise.examples.soap;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A TCP relay in front of a server that keeps the bytes going each way, like the benchmarks' byte-counting
 * relay: what a client sends to the relay's port reaches the server only through it.
 */
final class WireRecorder implements AutoCloseable {

    /** The bytes of one call: the HTTP request and the HTTP reply as they crossed the wire. */
    record Exchange(byte[] request, byte[] reply) {

        String requestBody() {
            return body(request);
        }

        String replyBody() {
            return body(reply);
        }
    }

    private final ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final int target;
    private final List<Socket> sockets = new ArrayList<>();
    private final ByteArrayOutputStream toServer = new ByteArrayOutputStream();
    private final ByteArrayOutputStream toClient = new ByteArrayOutputStream();

    WireRecorder(int targetPort) throws IOException {
        this.target = targetPort;
        Thread.ofVirtual().start(this::acceptAll);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** How many connections clients have opened to the relay. */
    synchronized int connections() {
        return sockets.size() / 2;
    }

    /** What crossed since the last call of take(); complete once the client has its reply. */
    synchronized Exchange take() {
        Exchange exchange = new Exchange(toServer.toByteArray(), toClient.toByteArray());
        toServer.reset();
        toClient.reset();
        return exchange;
    }

    private void acceptAll() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), target);
                synchronized (this) {
                    sockets.add(client);
                    sockets.add(server);
                }
                Thread.ofVirtual().start(() -> pump(client, server, toServer));
                Thread.ofVirtual().start(() -> pump(server, client, toClient));
            }
        } catch (IOException closed) {
            // the recorder was closed
        }
    }

    private void pump(Socket from, Socket to, ByteArrayOutputStream record) {
        byte[] buffer = new byte[16384];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n; (n = in.read(buffer)) >= 0;) {
                synchronized (this) {
                    record.write(buffer, 0, n);
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed the connection
        }
    }

    @Override
    public synchronized void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    /** The body of one HTTP/1.1 message, with or without chunked transfer coding. */
    static String body(byte[] message) {
        String text = new String(message, StandardCharsets.ISO_8859_1);
        int headerEnd = text.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            throw new AssertionError("not an HTTP message: " + text);
        }
        String rest = text.substring(headerEnd + 4);
        if (!text.substring(0, headerEnd).toLowerCase().contains("transfer-encoding: chunked")) {
            return new String(rest.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int lineEnd = rest.indexOf("\r\n", at);
            int size = Integer.parseInt(rest.substring(at, lineEnd).trim(), 16);
            if (size == 0) {
                return body.toString(StandardCharsets.UTF_8);
            }
            body.writeBytes(rest.substring(lineEnd + 2, lineEnd + 2 + size).getBytes(StandardCharsets.ISO_8859_1));
            at = lineEnd + 2 + size + 2;
        }
    }
}
