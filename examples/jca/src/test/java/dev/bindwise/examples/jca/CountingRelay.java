package dev.bindwise.examples.jca;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/** A TCP relay on 127.0.0.1 in front of a server that counts the bytes each way and the connections. */
final class CountingRelay implements AutoCloseable {

    private final ServerSocket listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    private final int serverPort;
    final AtomicLong toServer = new AtomicLong();
    final AtomicLong toClient = new AtomicLong();
    final AtomicInteger connections = new AtomicInteger();

    CountingRelay(int serverPort) throws IOException {
        this.serverPort = serverPort;
        Thread.ofVirtual().start(this::accept);
    }

    int port() {
        return listener.getLocalPort();
    }

    void reset() {
        toServer.set(0);
        toClient.set(0);
    }

    private void accept() {
        try {
            while (true) {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                connections.incrementAndGet();
                Thread.ofVirtual().start(() -> pump(client, server, toServer));
                Thread.ofVirtual().start(() -> pump(server, client, toClient));
            }
        } catch (IOException e) {
            // closed
        }
    }

    /** Copies one direction; counts before forwarding, so that a count is complete once its bytes arrived. */
    private static void pump(Socket from, Socket to, AtomicLong count) {
        try (from; to) {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            byte[] buffer = new byte[16384];
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                count.addAndGet(n);
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            // one side went away: both are closed
        }
    }

    @Override
    public void close() throws IOException {
        listener.close();
    }
}
