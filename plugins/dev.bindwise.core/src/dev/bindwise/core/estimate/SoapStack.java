package dev.bindwise.core.estimate;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The SOAP stack that answers a port: a request is what our client writes whoever answers, but a reply is written
 * by the server, and stacks write the same schema's reply differently. Each constant is the reply's shape as that
 * stack writes it, measured byte for byte through the byte-counting relay (docs/benchmarks.md, accuracy).
 */
public enum SoapStack {

    /**
     * Apache Axis2 2.0 on its own HTTP server (the example servers): an XML declaration, {@code soapenv:Header},
     * {@code xsi:type} on every structure (declaring {@code xsi} for the nils inside it), a dateTime in UTC as
     * {@code +00:00}, the body chunked in 8 KB chunks.
     */
    AXIS2("axis2", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"
            + "<soapenv:Envelope xmlns:soapenv=\"http://schemas.xmlsoap.org/soap/envelope/\"><soapenv:Header/><soapenv:Body>",
            "</soapenv:Body></soapenv:Envelope>", "ns", true, "2005-09-09T18:18:30.830+00:00",
            "HTTP/1.1 200 OK\r\n" + "Date: Mon, 23 Nov 2026 11:56:27 GMT\r\n" + "Transfer-Encoding: chunked\r\n"
                    + "Content-Type: text/xml; charset=UTF-8\r\n" + "Connection: keep-alive\r\n\r\n",
            null, 8192,
            "HTTP/1.1 202 Accepted\r\n" + "Date: Mon, 23 Nov 2026 11:56:27 GMT\r\n" + "Content-Length: 0\r\n\r\n"),

    /**
     * Apache CXF 4 (JAX-WS over JAXB) on Jetty 12, as the CXF examples serve; CXF is also the SOAP stack of WildFly and
     * JBoss EAP (JBossWS-CXF), TomEE and Liberty. No XML declaration and no Header, the body's prefix {@code ns2}, no
     * {@code xsi:type}, each nil declaring {@code xsi} itself, a dateTime as its value has it ({@code Z} for UTC); a
     * body of up to Jetty's 32 KB buffer with its Content-Length, a longer one chunked in 32 KB chunks.
     */
    CXF("cxf", "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>",
            "</soap:Body></soap:Envelope>", "ns2", false, "2005-09-09T18:18:30.830Z",
            "HTTP/1.1 200 OK\r\n" + "Server: Jetty(12.0.32)\r\n" + "Date: Sat, 28 Nov 2026 18:52:33 GMT\r\n"
                    + "Content-Type: text/xml;charset=utf-8\r\n",
            "Content-Length: \r\n\r\n", 32768,
            "HTTP/1.1 202 Accepted\r\n" + "Server: Jetty(12.0.32)\r\n" + "Date: Sat, 28 Nov 2026 18:52:33 GMT\r\n"
                    + "Content-Length: 0\r\n\r\n");

    /** What a server's SOAP stack is when nothing says: the example servers', which the defaults were measured on. */
    public static final SoapStack DEFAULT = AXIS2;

    /** The application servers (discovery's {@code server.vendor}) whose JAX-WS is Apache CXF. */
    private static final Set<String> CXF_SERVERS = Set.of("wildfly", "jboss eap", "jboss as", "tomee", "open liberty",
            "websphere liberty");

    private final String label;
    private final String envelopeStart;
    private final String envelopeEnd;
    private final String prefix;
    private final boolean typesStructures;
    private final String utcDateTime;
    private final String replyHead;
    private final String contentLengthHeader;
    private final int chunk;
    private final String accepted;

    /**
     * @param replyHead a 200 reply's status line and headers, with the line that ends them when the body is chunked
     *        always, or without it when a body of up to {@code chunk} bytes has a Content-Length instead
     * @param contentLengthHeader the Content-Length header and the line that ends the head, without its digits; null
     *        when every body is chunked
     * @param chunk the bytes of a chunk
     */
    SoapStack(String label, String envelopeStart, String envelopeEnd, String prefix, boolean typesStructures,
            String utcDateTime, String replyHead, String contentLengthHeader, int chunk, String accepted) {
        this.label = label;
        this.envelopeStart = envelopeStart;
        this.envelopeEnd = envelopeEnd;
        this.prefix = prefix;
        this.typesStructures = typesStructures;
        this.utcDateTime = utcDateTime;
        this.replyHead = replyHead;
        this.contentLengthHeader = contentLengthHeader;
        this.chunk = chunk;
        this.accepted = accepted;
    }

    /** The name users give it ({@code axis2}, {@code cxf}). */
    public String label() {
        return label;
    }

    /** The stack of this name ({@code axis2}, {@code cxf}, in any case), if it is one. */
    public static Optional<SoapStack> parse(String text) {
        return Arrays.stream(values()).filter(stack -> stack.label.equalsIgnoreCase(text == null ? "" : text.strip())).findFirst();
    }

    /** The stack the application server (as discovery names it) answers SOAP with, when it is known. */
    public static Optional<SoapStack> ofServer(String vendor) {
        return vendor != null && CXF_SERVERS.contains(vendor.strip().toLowerCase(Locale.ROOT)) ? Optional.of(CXF)
                : Optional.empty();
    }

    /** The labels, for messages: "axis2, cxf". */
    public static String labels() {
        return String.join(", ", Arrays.stream(values()).map(SoapStack::label).toList());
    }

    /** The bytes of a reply envelope's start and end (with the XML declaration, where the stack writes one). */
    double envelopeBytes() {
        return envelopeStart.length() + envelopeEnd.length();
    }

    /** The prefix the stack gives the reply's elements of a namespace (the wrapper, a document's part). */
    String prefix() {
        return prefix;
    }

    /** Whether each structure of a reply carries its {@code xsi:type} (and items of an array of Java primitives theirs). */
    boolean typesStructures() {
        return typesStructures;
    }

    /** The characters of a reply's dateTime. */
    int dateTimeLength() {
        return utcDateTime.length();
    }

    /** The bytes of a 200 reply with a body of this many bytes: head, framing and body. */
    double replyBytes(double body) {
        if (contentLengthHeader != null && body <= chunk) {
            return replyHead.length() + contentLengthHeader.length() + Long.toString(Math.round(body)).length() + body;
        }
        return replyHead.length() + (contentLengthHeader == null ? 0 : "Transfer-Encoding: chunked\r\n\r\n".length())
                + chunked(body);
    }

    /** The bytes of the reply to a one-way call. */
    double acceptedBytes() {
        return accepted.length();
    }

    /** A body in chunked transfer coding: each chunk's hexadecimal size and two line ends, then the last chunk. */
    private double chunked(double body) {
        double full = Math.floor(body / chunk);
        double rest = body - full * chunk;
        double framing = full * (Integer.toHexString(chunk).length() + 4);
        if (rest > 0) {
            framing += Integer.toHexString((int) Math.round(rest)).length() + 4;
        }
        return body + framing + "0\r\n\r\n".length();
    }
}
