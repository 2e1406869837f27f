package dev.bindwise.core.discovery;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.SSLSocketFactory;

import dev.bindwise.runtime.BindingKind;

/**
 * A SOAP (or plain HTTP) endpoint: one GET of its URL. Any HTTP answer, whatever its status, means
 * the endpoint is reachable; the status line and the Server banner are kept. The request is written
 * by hand on a socket so that a refused, a dropped and a silent connection each get their own reason.
 */
final class HttpEndpointProbe extends EndpointProbe {

    /** An answer's status line and headers larger than this are cut: the banner is near the top. */
    private static final int MAX_HEAD_BYTES = 16 * 1024;

    HttpEndpointProbe(String port, BindingKind kind, String url) {
        super(port, kind, url);
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        HostPort target;
        try {
            target = EndpointAddress.http(address);
        } catch (IllegalArgumentException e) {
            throw new Unusable(Outcome.NOT_PROBED, e.getMessage());
        }
        URI uri = EndpointAddress.uri(address);
        Socket socket = TcpConnect.open(target, deadline);
        try {
            if ("https".equalsIgnoreCase(uri.getScheme())) {
                socket = tls(socket, target);
            }
            OutputStream out = socket.getOutputStream();
            out.write(request(uri, target).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            socket.setSoTimeout(deadline.socketTimeoutMillis());
            String head = readHead(socket.getInputStream());
            if (head.isEmpty()) {
                throw new Unusable(Outcome.FAILED, target + " closed the connection without an HTTP answer");
            }
            String statusLine = head.lines().findFirst().orElse("");
            if (!statusLine.startsWith("HTTP/")) {
                throw new Unusable(Outcome.FAILED, target + " answered with something that is not HTTP ('"
                        + statusLine.substring(0, Math.min(40, statusLine.length())) + "')");
            }
            String status = statusLine.substring(statusLine.indexOf(' ') + 1);
            String server = header(head, "Server");
            String poweredBy = header(head, "X-Powered-By");
            String banner = server == null ? poweredBy
                    : poweredBy == null ? server : server + " (X-Powered-By: " + poweredBy + ")";
            Findings found = finding(Outcome.ANSWERED, "HTTP " + status + " from " + target
                    + (server != null ? ", Server: " + server : ""));
            return banner == null ? found
                    : found.plusFact(FactNames.SERVER_BANNER, banner, "the HTTP answer of " + address);
        } catch (SocketTimeoutException e) {
            throw new Unusable(Outcome.SILENT, target + " accepted the connection but sent no HTTP answer within "
                    + deadline.describe());
        } catch (SSLException e) {
            throw new Unusable(Outcome.FAILED, "the TLS handshake with " + target + " failed: " + e.getMessage());
        } catch (IOException e) {
            throw new Unusable(Outcome.FAILED, "the HTTP exchange with " + target + " failed: " + e.getMessage());
        } finally {
            TcpConnect.close(socket);
        }
    }

    private static Socket tls(Socket plain, HostPort target) throws IOException {
        SSLSocket socket = (SSLSocket) ((SSLSocketFactory) SSLSocketFactory.getDefault())
                .createSocket(plain, target.host(), target.port(), true);
        socket.startHandshake();
        return socket;
    }

    private static String request(URI uri, HostPort target) {
        String path = uri.getRawPath() == null || uri.getRawPath().isEmpty() ? "/" : uri.getRawPath();
        if (uri.getRawQuery() != null) {
            path += "?" + uri.getRawQuery();
        }
        return "GET " + path + " HTTP/1.1\r\n"
                + "Host: " + target + "\r\n"
                + "User-Agent: Bindwise-discovery\r\n"
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
