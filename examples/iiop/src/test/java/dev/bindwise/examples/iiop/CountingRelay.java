package dev.bindwise.examples.iiop;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A byte-counting TCP relay on 127.0.0.1, as the benchmarks put between a client and a server: every
 * connection it accepts is forwarded to the server's port, and the bytes are counted each way. It also
 * keeps the first bytes of the first connection each way, and the local ports of its own connections to
 * the server, so that a test can tell them from any connection that went around it.
 */
final class CountingRelay implements AutoCloseable {

    private static final int HEAD_LENGTH = 12;
    private static final int TO_SERVER = 0;
    private static final int TO_CLIENT = 1;
    private static final int NONE = -1;

    private final int serverPort;
    private final ServerSocket listener;
    private final AtomicLong toServer = new AtomicLong();
    private final AtomicLong toClient = new AtomicLong();
    private final byte[][] heads = new byte[2][];
    private final Set<Integer> ownServerSidePorts = ConcurrentHashMap.newKeySet();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();

    /** A call's traffic: the bytes the client sent and the bytes it got back. */
    record Traffic(long request, long reply) {
    }

    CountingRelay(int serverPort) throws IOException {
        this.serverPort = serverPort;
        listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        daemon("relay-accept", this::accept);
    }

    int port() {
        return listener.getLocalPort();
    }

    /** The bytes that crossed the relay while the call ran. */
    Traffic measure(Runnable call) {
        long request = toServer.get();
        long reply = toClient.get();
        call.run();
        return new Traffic(toServer.get() - request, toClient.get() - reply);
    }

    long bytesToServer() {
        return toServer.get();
    }

    long bytesToClient() {
        return toClient.get();
    }

    /** The first bytes the client sent on the first connection (null before it sent any). */
    synchronized byte[] firstBytesToServer() {
        return heads[TO_SERVER];
    }

    /** The first bytes the server sent back on the first connection. */
    synchronized byte[] firstBytesToClient() {
        return heads[TO_CLIENT];
    }

    /** The local ports of the relay's own connections to the server. */
    Set<Integer> ownServerSidePorts() {
        return Set.copyOf(ownServerSidePorts);
    }

    private void accept() {
        try {
            for (int connection = 0;; connection++) {
                Socket client = listener.accept();
                Socket server = new Socket(InetAddress.getLoopbackAddress(), serverPort);
                ownServerSidePorts.add(server.getLocalPort());
                sockets.addAll(List.of(client, server));
                boolean keepHeads = connection == 0;
                daemon("relay-to-server", () -> pump(client, server, toServer, keepHeads ? TO_SERVER : NONE));
                daemon("relay-to-client", () -> pump(server, client, toClient, keepHeads ? TO_CLIENT : NONE));
            }
        } catch (IOException e) {
            // the relay was closed
        }
    }

    private void pump(Socket from, Socket to, AtomicLong counter, int headKept) {
        byte[] buffer = new byte[8192];
        try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                counter.addAndGet(n);
                if (headKept != NONE) {
                    keepHead(headKept, buffer, n);
                }
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // one side closed: closing both streams passes that on
        }
    }

    private synchronized void keepHead(int direction, byte[] buffer, int n) {
        byte[] kept = heads[direction] == null ? new byte[0] : heads[direction];
        if (kept.length < HEAD_LENGTH) {
            byte[] longer = Arrays.copyOf(kept, Math.min(HEAD_LENGTH, kept.length + n));
            System.arraycopy(buffer, 0, longer, kept.length, longer.length - kept.length);
            heads[direction] = longer;
        }
    }

    private static void daemon(String name, Runnable body) {
        Thread thread = new Thread(body, name);
        thread.setDaemon(true);
        thread.start();
    }

    @Override
    public void close() throws IOException {
        listener.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }
}
