package dev.bindwise.runtime.internal.probe;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.Locale;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The first step of every network probe: a TCP connection within the deadline, with the failure told
 * apart the way the firewall question needs it (refused: the host is there and nothing listens;
 * filtered: nothing came back at all).
 */
final class TcpConnect {

    private TcpConnect() {
    }

    /** A connected socket whose reads time out at the deadline; the caller closes it. */
    static Socket open(String host, int port, Deadline deadline) throws ProbeFailure {
        String target = hostPort(host, port);
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            throw new ProbeFailure(ProbeOutcome.FAILED, "unknown host " + host + " (it does not resolve from this host)");
        }
        Socket socket = new Socket();
        try {
            socket.connect(address, deadline.remainingMillis());
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(deadline.remainingMillis());
            return socket;
        } catch (SocketTimeoutException e) {
            close(socket);
            throw new ProbeFailure(ProbeOutcome.FILTERED, "no answer to a connection attempt to " + target + " within "
                    + describe(deadline.timeout()) + " (a firewall drops it, or the host is down)");
        } catch (ConnectException e) {
            close(socket);
            String message = String.valueOf(e.getMessage());
            if (message.toLowerCase(Locale.ROOT).contains("refused")) {
                throw new ProbeFailure(ProbeOutcome.REFUSED, "nothing listens on " + target + " (connection refused)");
            }
            throw new ProbeFailure(ProbeOutcome.FAILED, "cannot connect to " + target + ": " + message);
        } catch (IOException | IllegalArgumentException e) {
            close(socket);
            throw new ProbeFailure(ProbeOutcome.FAILED, "cannot connect to " + target + ": " + e.getMessage());
        }
    }

    static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing left to do with a socket that will not close
        }
    }

    /** "host:port", an IPv6 literal in brackets. */
    static String hostPort(String host, int port) {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }

    /** A bound as people read it: "2 s", "500 ms". */
    static String describe(Duration bound) {
        long millis = bound.toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }
}
