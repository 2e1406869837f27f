package dev.bindwise.core.discovery;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.Locale;

/**
 * The first step of every network probe: a TCP connection within the deadline, with the failure told
 * apart the way the firewall question needs it (refused: the host is there and nothing listens;
 * filtered: nothing came back at all).
 */
final class TcpConnect {

    private TcpConnect() {
    }

    /** A connected socket whose reads time out before the deadline's margin; the caller closes it. */
    static Socket open(HostPort target, Deadline deadline) throws Unusable {
        InetSocketAddress address = new InetSocketAddress(target.host(), target.port());
        if (address.isUnresolved()) {
            throw new Unusable(Outcome.FAILED, "unknown host " + target.host() + " (it does not resolve from this host)");
        }
        Socket socket = new Socket();
        try {
            socket.connect(address, deadline.socketTimeoutMillis());
            socket.setTcpNoDelay(true);
            socket.setSoTimeout(deadline.socketTimeoutMillis());
            return socket;
        } catch (SocketTimeoutException e) {
            close(socket);
            throw new Unusable(Outcome.FILTERED, "no answer to a connection attempt to " + target + " within "
                    + deadline.describe() + " (a firewall drops it, or the host is down)");
        } catch (ConnectException e) {
            close(socket);
            String message = String.valueOf(e.getMessage());
            if (message.toLowerCase(Locale.ROOT).contains("refused")) {
                throw new Unusable(Outcome.REFUSED, "nothing listens on " + target + " (connection refused)");
            }
            throw new Unusable(Outcome.FAILED, "cannot connect to " + target + ": " + message);
        } catch (IOException e) {
            close(socket);
            throw new Unusable(Outcome.FAILED, "cannot connect to " + target + ": " + e.getMessage());
        }
    }

    static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing left to do with a socket that will not close
        }
    }
}
