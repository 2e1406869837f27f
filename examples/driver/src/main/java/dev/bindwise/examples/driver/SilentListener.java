package dev.bindwise.examples.driver;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A port that hangs: it accepts every connection on 127.0.0.1 and then never reads, writes or closes it,
 * as a server that is alive to TCP but stuck does. Closing the listener closes its connections too.
 */
public final class SilentListener implements AutoCloseable {

    private final ServerSocket socket;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();

    /** @param port the port to listen on, 0 for any free one */
    public SilentListener(int port) throws IOException {
        socket = new ServerSocket();
        socket.setReuseAddress(true);
        socket.bind(new java.net.InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1024);
        Thread.ofPlatform().daemon().name("silent-listener-" + socket.getLocalPort()).start(this::acceptForever);
    }

    public int port() {
        return socket.getLocalPort();
    }

    private void acceptForever() {
        try {
            while (true) {
                accepted.add(socket.accept());
            }
        } catch (IOException closed) {
            // the listener was closed
        }
    }

    /** How many connections it has accepted so far. */
    public int connections() {
        return accepted.size();
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket connection : accepted) {
            connection.close();
        }
    }
}
