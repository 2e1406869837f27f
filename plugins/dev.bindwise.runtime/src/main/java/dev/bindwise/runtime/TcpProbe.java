package dev.bindwise.runtime;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;

/**
 * The cheapest check that a remote endpoint answers from here: a TCP connection to its host and port,
 * bounded by the probe timeout and closed at once. No request is sent, so the service does nothing.
 */
public final class TcpProbe {

    private TcpProbe() {
    }

    /**
     * @param what the endpoint in words, the start of the reason when it does not answer
     *        (e.g. "SOAP port TraderSoapPort at http://host:8081/...")
     */
    public static Accessibility connect(String host, int port, Duration timeout, String what) {
        int millis = (int) Math.max(1, Math.min(Integer.MAX_VALUE, timeout.toMillis()));
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(host, port), millis);
            return Accessibility.ok();
        } catch (UnknownHostException e) {
            return Accessibility.not(what + ": the host " + host + " is not known here");
        } catch (SocketTimeoutException e) {
            return Accessibility.not(what + ": no TCP connection to " + host + ":" + port + " within " + millis + " ms");
        } catch (IOException | IllegalArgumentException e) {
            return Accessibility.not(what + ": no TCP connection to " + host + ":" + port + ": " + e.getMessage());
        }
    }
}
