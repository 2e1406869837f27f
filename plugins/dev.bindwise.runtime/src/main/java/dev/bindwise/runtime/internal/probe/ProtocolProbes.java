package dev.bindwise.runtime.internal.probe;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

import dev.bindwise.runtime.internal.Deadline;

/**
 * The one probe per binding that discovery and the runtime both run: each asks the endpoint a question in its
 * own protocol, bounded by a timeout, so that a process that accepts connections but does not answer (hung,
 * frozen, another protocol) is not taken for a service. None calls an operation: the service does nothing.
 * <ul>
 * <li>SOAP (HTTP): one GET of the endpoint's URL; any HTTP answer, whatever its status, is an answer.</li>
 * <li>RMI-IIOP: a GIOP 1.2 LocateRequest for the object key of the address; any GIOP answer is an answer.</li>
 * <li>JCA over TCP: the EIS protocols differ per adapter, so an accepted connection is as far as a general probe
 * goes; the runtime's JCA client then asks its resource adapter for a connection within the same timeout, which
 * checks the protocol where the adapter greets its EIS (the example adapter calls the server's no-op program).</li>
 * </ul>
 */
public final class ProtocolProbes {

    /** An answer's status line and headers larger than this are cut: the banner is near the top. */
    private static final int MAX_HEAD_BYTES = 16 * 1024;

    private ProtocolProbes() {
    }

    /** A TCP connection to host:port, closed at once. */
    public static ProbeResult tcp(String host, int port, Duration timeout) {
        try {
            TcpConnect.close(TcpConnect.open(host, port, Deadline.after(timeout)));
            return ProbeResult.answered(TcpConnect.hostPort(host, port) + " accepted a connection");
        } catch (ProbeFailure e) {
            return e.result();
        }
    }

    /**
     * One GET of the URL (https over TLS), at host:port. The result's banner is the Server header (with
     * X-Powered-By), when the answer has one.
     */
    public static ProbeResult http(URI uri, String host, int port, Duration timeout) {
        Deadline deadline = Deadline.after(timeout);
        String target = TcpConnect.hostPort(host, port);
        Socket socket;
        try {
            socket = TcpConnect.open(host, port, deadline);
        } catch (ProbeFailure e) {
            return e.result();
        }
        try {
            if ("https".equalsIgnoreCase(uri.getScheme())) {
                socket = tls(socket, host, port);
            }
            OutputStream out = socket.getOutputStream();
            out.write(request(uri, target).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            socket.setSoTimeout(deadline.remainingMillis());
            String head = readHead(socket.getInputStream());
            if (head.isEmpty()) {
                return failed(target + " closed the connection without an HTTP answer");
            }
            String statusLine = head.lines().findFirst().orElse("");
            if (!statusLine.startsWith("HTTP/")) {
                return failed(target + " answered with something that is not HTTP ('"
                        + statusLine.substring(0, Math.min(40, statusLine.length())) + "')");
            }
            String status = statusLine.substring(statusLine.indexOf(' ') + 1);
            String server = header(head, "Server");
            String poweredBy = header(head, "X-Powered-By");
            String banner = server == null ? poweredBy
                    : poweredBy == null ? server : server + " (X-Powered-By: " + poweredBy + ")";
            return new ProbeResult(ProbeOutcome.ANSWERED, "HTTP " + status + " from " + target
                    + (server != null ? ", Server: " + server : ""), banner);
        } catch (SocketTimeoutException e) {
            return new ProbeResult(ProbeOutcome.SILENT, target + " accepted the connection but sent no HTTP answer within "
                    + TcpConnect.describe(timeout), null);
        } catch (SSLException e) {
            return failed("the TLS handshake with " + target + " failed: " + e.getMessage());
        } catch (IOException e) {
            return failed("the HTTP exchange with " + target + " failed: " + e.getMessage());
        } finally {
            TcpConnect.close(socket);
        }
    }

    /**
     * A GIOP 1.2 LocateRequest for the object key, at host:port. A LocateReply also says whether the ORB knows
     * the object; any GIOP answer means an ORB is there.
     *
     * @param keyText the object key as people read it, for the explanation
     */
    public static ProbeResult giopLocate(String host, int port, byte[] objectKey, String keyText, Duration timeout) {
        Deadline deadline = Deadline.after(timeout);
        String target = TcpConnect.hostPort(host, port);
        Socket socket;
        try {
            socket = TcpConnect.open(host, port, deadline);
        } catch (ProbeFailure e) {
            return e.result();
        }
        try {
            int requestId = ThreadLocalRandom.current().nextInt(1, Integer.MAX_VALUE);
            socket.getOutputStream().write(GiopLocate.request(requestId, objectKey));
            socket.getOutputStream().flush();
            socket.setSoTimeout(deadline.remainingMillis());
            GiopLocate.Reply reply = GiopLocate.readReply(socket.getInputStream());
            if (reply.isLocateReply() && reply.requestId() != requestId) {
                return failed(target + " answered request " + reply.requestId() + " to LocateRequest " + requestId);
            }
            return ProbeResult.answered(reply.describe() + " from " + target + " for object key '" + keyText + "'");
        } catch (ProbeFailure e) {
            return e.result();
        } catch (SocketTimeoutException e) {
            return new ProbeResult(ProbeOutcome.SILENT, target + " accepted the connection but sent no GIOP reply"
                    + " to a LocateRequest within " + TcpConnect.describe(timeout), null);
        } catch (IOException e) {
            return failed("the GIOP exchange with " + target + " failed: " + e.getMessage());
        } finally {
            TcpConnect.close(socket);
        }
    }

    private static ProbeResult failed(String explanation) {
        return new ProbeResult(ProbeOutcome.FAILED, explanation, null);
    }

    private static Socket tls(Socket plain, String host, int port) throws IOException {
        SSLSocket socket = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                .createSocket(plain, host, port, true);
        socket.startHandshake();
        return socket;
    }

    private static String request(URI uri, String target) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        if (uri.getRawQuery() != null) {
            path += "?" + uri.getRawQuery();
        }
        return "GET " + path + " HTTP/1.1\r\n"
                + "Host: " + target + "\r\n"
                + "User-Agent: Bindwise-probe\r\n"
                + "Accept: */*\r\n"
                + "Connection: close\r\n\r\n";
    }

    /**
     * The status line and headers, up to the empty line (or the end of the stream, or the size limit).
     * A first line that is not a status line ends the reading at once: a server of another protocol
     * (SMTP greets, then waits for a command) would otherwise keep the probe waiting to its deadline.
     */
    private static String readHead(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int matched = 0;
        byte[] end = { '\r', '\n', '\r', '\n' };
        boolean firstLine = true;
        while (head.size() < MAX_HEAD_BYTES) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
            if (firstLine && b == '\n') {
                firstLine = false;
                if (!head.toString(StandardCharsets.ISO_8859_1).startsWith("HTTP/")) {
                    break;
                }
            }
            matched = b == end[matched] ? matched + 1 : b == '\r' ? 1 : 0;
            if (matched == end.length) {
                break;
            }
        }
        return head.toString(StandardCharsets.ISO_8859_1);
    }

    private static String header(String head, String name) {
        String prefix = name.toLowerCase(Locale.ROOT) + ":";
        return head.lines().skip(1)
                .filter(line -> line.toLowerCase(Locale.ROOT).startsWith(prefix))
                .map(line -> line.substring(prefix.length()).trim())
                .filter(value -> !value.isEmpty())
                .findFirst().orElse(null);
    }
}
