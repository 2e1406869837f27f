package dev.bindwise.core.discovery;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Locale;

/**
 * Where an RMI-IIOP endpoint is and which object to ask it about, from the forms a WSDL or JNDI
 * configuration writes: {@code corbaloc:iiop:[1.2@]host[:port][/key]}, {@code corbaname:iiop:host[:port][/key][#name]},
 * JNDI's {@code iiop://host[:port]} and {@code iiopname://host[:port]}, and a stringified {@code IOR:}.
 * Without a key the naming service's ({@value #NAME_SERVICE}) is meant: JNDI's CosNaming looks names up there.
 */
record IiopAddress(HostPort endpoint, byte[] objectKey) {

    static final String NAME_SERVICE = "NameService";
    /** The IANA port of corbaloc and iiopname. */
    private static final int CORBALOC_PORT = 2809;
    /** JNDI's CosNaming default for the old iiop:// form. */
    private static final int IIOP_URL_PORT = 900;
    private static final int TAG_INTERNET_IOP = 0;

    /** The object key as people read it: printable text, else hex. */
    String describeKey() {
        for (byte b : objectKey) {
            if (b < 0x20 || b > 0x7e) {
                return "0x" + HexFormat.of().formatHex(objectKey);
            }
        }
        return new String(objectKey, StandardCharsets.ISO_8859_1);
    }

    /** @throws IllegalArgumentException with what is wrong, for an address in none of the forms */
    static IiopAddress parse(String address) {
        String trimmed = address.trim();
        String lower = trimmed.toLowerCase(Locale.ROOT);
        if (lower.startsWith("ior:")) {
            return fromIor(trimmed.substring(4));
        }
        if (lower.startsWith("corbaloc:")) {
            return fromObjectUrl(trimmed.substring("corbaloc:".length()));
        }
        if (lower.startsWith("corbaname:")) {
            String rest = trimmed.substring("corbaname:".length());
            int name = rest.indexOf('#');
            return fromObjectUrl(name < 0 ? rest : rest.substring(0, name));
        }
        if (lower.startsWith("iiop://") || lower.startsWith("iiopname://")) {
            int port = lower.startsWith("iiop://") ? IIOP_URL_PORT : CORBALOC_PORT;
            String rest = trimmed.substring(trimmed.indexOf("//") + 2);
            int slash = rest.indexOf('/');
            HostPort endpoint = hostPort(slash < 0 ? rest : rest.substring(0, slash), port);
            return new IiopAddress(endpoint, NAME_SERVICE.getBytes(StandardCharsets.ISO_8859_1));
        }
        throw new IllegalArgumentException("'" + address + "' is not an IIOP address (corbaloc:, corbaname:, iiop://,"
                + " iiopname:// or IOR:)");
    }

    /** corbaloc/corbaname after the scheme: a comma-separated address list, then an optional key. */
    private static IiopAddress fromObjectUrl(String rest) {
        int separator = rest.indexOf('/');
        String addresses = separator < 0 ? rest : rest.substring(0, separator);
        String key = separator < 0 || separator == rest.length() - 1 ? NAME_SERVICE : rest.substring(separator + 1);
        String first = addresses.split(",", -1)[0];
        String lowerFirst = first.toLowerCase(Locale.ROOT);
        String hostPart;
        if (lowerFirst.startsWith("iiop:")) {
            hostPart = first.substring(5);
        } else if (first.startsWith(":")) {
            hostPart = first.substring(1);
        } else if (lowerFirst.startsWith("rir:")) {
            throw new IllegalArgumentException("a corbaloc:rir: address names an object of this process's own ORB,"
                    + " not an endpoint to probe");
        } else {
            throw new IllegalArgumentException("the corbaloc address '" + first + "' is not iiop:host[:port]");
        }
        int at = hostPart.indexOf('@');
        if (at >= 0) {
            hostPart = hostPart.substring(at + 1);
        }
        return new IiopAddress(hostPort(hostPart, CORBALOC_PORT), unescape(key));
    }

    private static HostPort hostPort(String text, int defaultPort) {
        String host = text;
        int port = defaultPort;
        int portColon = text.startsWith("[") ? text.indexOf(':', text.indexOf(']')) : text.lastIndexOf(':');
        if (portColon >= 0) {
            host = text.substring(0, portColon);
            String digits = text.substring(portColon + 1);
            try {
                port = Integer.parseInt(digits);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + digits + "' in '" + text + "' is not a port number");
            }
        }
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty()) {
            throw new IllegalArgumentException("no host in '" + text + "'");
        }
        return new HostPort(host, port);
    }

    /** A corbaloc key string: %XX escapes stand for octets (RFC 2396 style, as the CORBA spec says). */
    private static byte[] unescape(String key) {
        ByteArrayOutputStream octets = new ByteArrayOutputStream();
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == '%') {
                if (i + 2 >= key.length() || !HexFormat.isHexDigit(key.charAt(i + 1))
                        || !HexFormat.isHexDigit(key.charAt(i + 2))) {
                    throw new IllegalArgumentException("'%' in the object key '" + key + "' is not followed by two hex digits");
                }
                octets.write(HexFormat.fromHexDigits(key, i + 1, i + 3));
                i += 2;
            } else {
                octets.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return octets.toByteArray();
    }

    /** A stringified IOR: the CDR encapsulation of type id and profiles; the first IIOP profile gives the address. */
    private static IiopAddress fromIor(String hex) {
        byte[] bytes;
        try {
            bytes = HexFormat.of().parseHex(hex.trim());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the IOR is not an even number of hex digits");
        }
        try {
            Cdr ior = Cdr.encapsulation(bytes);
            ior.string(); // type id
            int profiles = ior.ulong();
            for (int i = 0; i < profiles; i++) {
                int tag = ior.ulong();
                byte[] data = ior.octets();
                if (tag == TAG_INTERNET_IOP) {
                    Cdr profile = Cdr.encapsulation(data);
                    profile.octet(); // IIOP major version
                    profile.octet(); // minor version
                    String host = profile.string();
                    int port = profile.ushort();
                    return new IiopAddress(new HostPort(host, port), profile.octets());
                }
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("the IOR cannot be read: " + e.getMessage());
        }
        throw new IllegalArgumentException("the IOR has no IIOP profile (no TCP address to probe)");
    }

    /** Just enough of a CDR reader for an IOR: alignment is relative to the start of each encapsulation. */
    private static final class Cdr {

        private final ByteBuffer buffer;

        private Cdr(ByteBuffer buffer) {
            this.buffer = buffer;
        }

        /** An encapsulation begins with its byte order: 0 big-endian, 1 little-endian. */
        static Cdr encapsulation(byte[] bytes) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            byte order = buffer.get();
            buffer.order(order == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
            return new Cdr(buffer);
        }

        int octet() {
            return buffer.get() & 0xff;
        }

        int ushort() {
            align(2);
            return buffer.getShort() & 0xffff;
        }

        int ulong() {
            align(4);
            int value = buffer.getInt();
            if (value < 0 || value > buffer.capacity()) {
                throw new IllegalStateException("a length of " + Integer.toUnsignedString(value)
                        + " in a " + buffer.capacity() + "-byte encapsulation");
            }
            return value;
        }

        byte[] octets() {
            int length = ulong();
            byte[] octets = new byte[length];
            buffer.get(octets);
            return octets;
        }

        /** A CDR string: a length that counts the terminating NUL. */
        String string() {
            byte[] octets = octets();
            int length = octets.length > 0 && octets[octets.length - 1] == 0 ? octets.length - 1 : octets.length;
            return new String(octets, 0, length, StandardCharsets.ISO_8859_1);
        }

        private void align(int boundary) {
            int misalignment = buffer.position() % boundary;
            if (misalignment != 0) {
                buffer.position(buffer.position() + boundary - misalignment);
            }
        }
    }
}
