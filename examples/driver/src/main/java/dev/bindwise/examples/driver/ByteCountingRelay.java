package dev.bindwise.examples.driver;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * A TCP relay on loopback between a client and a server (on loopback too, or anywhere) that counts every byte each way: the bytes on
 * the wire are measured, never estimated. It can also keep the first bytes of each direction since the
 * last {@link #reset()}, so that tests can look at what the protocol actually sent: with a capture size
 * larger than a call's messages and a reset before the call, they are the call's whole request and reply.
 */
public final class ByteCountingRelay implements AutoCloseable {

    /** Bytes sent by clients (requests) and by the server (replies) since the last reset. */
    public record Counts(long requestBytes, long replyBytes, int connections) {
    }

    private static final int BUFFER = 16 * 1024;

    private final InetSocketAddress target;
    private final ServerSocket listener;
    private final AtomicLong requestBytes = new AtomicLong();
    private final AtomicLong replyBytes = new AtomicLong();
    private final AtomicLong connections = new AtomicLong();
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final Set<Integer> serverSidePorts = ConcurrentHashMap.newKeySet();
    private final Capture requestCapture;
    private final Capture replyCapture;
    private final Thread acceptor;
    private final List<Thread> pumps = new CopyOnWriteArrayList<>();
    private volatile long replyDelayNanos;

    /** A relay on a free loopback port to the server at 127.0.0.1:targetPort. */
    public ByteCountingRelay(int targetPort) throws IOException {
        this(targetPort, 0);
    }

    /**
     * @param captureBytes how many of the first bytes of each direction to keep (0: none)
     */
    public ByteCountingRelay(int targetPort, int captureBytes) throws IOException {
        this(new InetSocketAddress(InetAddress.getLoopbackAddress(), targetPort), captureBytes);
    }

    /**
     * A relay on a free loopback port to a server anywhere (one already running on a target machine).
     *
     * @param captureBytes how many of the first bytes of each direction to keep (0: none)
     */
    public ByteCountingRelay(InetSocketAddress target, int captureBytes) throws IOException {
        this.target = target;
        this.listener = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.requestCapture = new Capture(captureBytes);
        this.replyCapture = new Capture(captureBytes);
        this.acceptor = Thread.ofPlatform().daemon().name("relay-accept-" + port()).start(this::acceptLoop);
    }

    /** The loopback port clients connect to. */
    public int port() {
        return listener.getLocalPort();
    }

    public Counts counts() {
        return new Counts(requestBytes.get(), replyBytes.get(), (int) connections.get());
    }

    /**
     * Holds each reply back by {@code delay} before passing it on, as a slower server would: each read of the
     * server's bytes waits, which is once per call for a reply that arrives in one read (a small one on loopback).
     * {@link Duration#ZERO} passes replies on at once again.
     */
    public void delayReplies(Duration delay) {
        replyDelayNanos = delay.toNanos();
    }

    /** Starts counting and capturing afresh (connections stay open). */
    public void reset() {
        requestBytes.set(0);
        replyBytes.set(0);
        connections.set(0);
        requestCapture.clear();
        replyCapture.clear();
    }

    /** The first bytes clients sent through the relay since the last reset (up to the capture size). */
    public byte[] firstRequestBytes() {
        return requestCapture.bytes();
    }

    /** The first bytes the server sent back since the last reset (up to the capture size). */
    public byte[] firstReplyBytes() {
        return replyCapture.bytes();
    }

    /**
     * The local ports of every connection the relay opened to the server, so that a test can tell them
     * from connections to the server that went around the relay.
     */
    public Set<Integer> serverSidePorts() {
        return Set.copyOf(serverSidePorts);
    }

    @Override
    public void close() {
        try {
            listener.close();
        } catch (IOException ignored) {
            // closing is all we wanted
        }
        for (Socket socket : sockets) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // already closed by the other side
            }
        }
    }

    private void acceptLoop() {
        while (!listener.isClosed()) {
            try {
                Socket client = listener.accept();
                Socket server = new Socket();
                server.connect(target, 5_000);
                serverSidePorts.add(server.getLocalPort());
                client.setTcpNoDelay(true);
                server.setTcpNoDelay(true);
                sockets.add(client);
                sockets.add(server);
                connections.incrementAndGet();
                pump(client, server, requestBytes, requestCapture, "request", false);
                pump(server, client, replyBytes, replyCapture, "reply", true);
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    System.err.println("relay to " + target + ": " + e.getMessage());
                }
            }
        }
    }

    private void pump(Socket from, Socket to, AtomicLong counter, Capture capture, String direction, boolean delayed) {
        pumps.add(Thread.ofPlatform().daemon().name("relay-" + direction + "-" + from.getPort()).start(() -> {
            byte[] buffer = new byte[BUFFER];
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                int read;
                while ((read = in.read(buffer)) >= 0) {
                    if (delayed) {
                        pause(replyDelayNanos);
                    }
                    capture.add(buffer, read);
                    counter.addAndGet(read);
                    out.write(buffer, 0, read);
                    out.flush();
                }
            } catch (IOException closed) {
                // one side went away: the other is closed below
            } finally {
                closeQuietly(from);
                closeQuietly(to);
            }
        }));
    }

    private static void pause(long nanos) {
        long until = System.nanoTime() + nanos;
        for (long left = nanos; left > 0; left = until - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
    }

    /** CPU time the relay's own threads used, so that it can be left out of the client's. */
    public Duration cpuTime() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long nanos = 0;
        for (Thread pump : pumps) {
            long used = threads.getThreadCpuTime(pump.threadId());
            nanos += Math.max(0, used);
        }
        return Duration.ofNanos(nanos);
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // nothing left to do
        }
    }

    /** The first bytes of one direction, across connections. */
    private static final class Capture {

        private final byte[] kept;
        private int length;

        Capture(int size) {
            kept = new byte[size];
        }

        synchronized void add(byte[] buffer, int count) {
            int take = Math.min(count, kept.length - length);
            if (take > 0) {
                System.arraycopy(buffer, 0, kept, length, take);
                length += take;
            }
        }

        synchronized void clear() {
            length = 0;
        }

        synchronized byte[] bytes() {
            return Arrays.copyOf(kept, length);
        }
    }
}
