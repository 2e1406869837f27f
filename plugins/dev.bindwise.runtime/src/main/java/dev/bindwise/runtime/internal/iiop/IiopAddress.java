package dev.bindwise.runtime.internal.iiop;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Locale;

/**
 * The naming service an RMI-IIOP port names (WSIF's ejb:address jndiProviderURL), in every form a WSDL
 * or a JNDI configuration writes; discovery probes it, plans carry it and {@link IiopClient} looks names
 * up in it. Read as JNDI's CosNaming provider reads a provider URL: the address leads to a naming
 * context, and the port's JNDI name is looked up in that context.
 * <ul>
 * <li>{@code corbaloc:iiop:[1.2@]host[:port][/key]}, also {@code corbaloc::host} and a comma-separated
 * list of addresses (the first is used): the naming service's object; without a key, {@value #NAME_SERVICE}.
 * <li>{@code corbaname:iiop:host[:port][/key][#name]}: the same, and the context {@code name} in it.
 * <li>{@code iiop://host[:port][/name]} and {@code iiopname://host[:port][/name]}: JNDI's URLs for the
 * naming service on the host, and the context {@code name} in it.
 * <li>{@code IOR:hex}: a stringified reference to the naming context itself; its first IIOP profile gives
 * the host, port and object key.
 * </ul>
 * One default port for every form, {@value #DEFAULT_PORT}. For corbaloc and corbaname the CORBA
 * Interoperable Naming Service sets it (the object URLs it added to CORBA: an iiop address without a
 * port means 2809, the port IANA registered for the naming service). For iiop:// and iiopname:// the
 * peers disagree: the JDK's CosNaming provider takes 900 for iiop:// (the 1997 INS draft) and 9999 for
 * iiopname:// (the 1998 draft); IBM WebSphere, where WSIF's EJB provider (and the ejb:address a WSDL
 * carries) ran, moved to INS in version 5: its naming service listens on the bootstrap port 2809 and it
 * resolves an iiop:// provider URL without a port there (its own migration notes: "the default bootstrap
 * port must be 2809, as compared to the default of 900 used in earlier versions"). A WSDL with a WSIF
 * ejb:address names such a server, so iiop:// and iiopname:// default to 2809 too, as corbaloc does.
 */
public final class IiopAddress {

    /** The object key of the naming service (INS), which JNDI's CosNaming looks names up in. */
    public static final String NAME_SERVICE = "NameService";
    /** The naming service's port when an address names none: see the class comment. */
    public static final int DEFAULT_PORT = 2809;
    private static final String DEFAULT_VERSION = "1.2";
    private static final int TAG_INTERNET_IOP = 0;

    private final String host;
    private final int port;
    private final byte[] objectKey;
    /** What the ORB's string_to_object takes for the naming context: a corbaloc URL, or the IOR. */
    private final String namingReference;
    private final String contextName;

    private IiopAddress(String host, int port, byte[] objectKey, String namingReference, String contextName) {
        this.host = host;
        this.port = port;
        this.objectKey = objectKey;
        this.namingReference = namingReference;
        this.contextName = contextName;
    }

    /**
     * What is wrong with an address that does not read: the message says it for people, {@link #problem()}
     * for code that answers some problems its own way (a form it does not know, say).
     */
    public static final class Malformed extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;

        /** The kinds of address that do not read. */
        public enum Problem {
            /** none of the forms: no corbaloc:, corbaname:, iiop://, iiopname:// or IOR: */
            UNKNOWN_FORM,
            /** a corbaloc address with another protocol than iiop (rir: included) */
            NOT_IIOP,
            /** no host, or a port that is not a number from 1 to 65535 */
            HOST_OR_PORT,
            /** a '%' in a key or name not followed by two hex digits */
            ESCAPE,
            /** an IOR that is not hex, cannot be read or has no IIOP profile */
            IOR
        }

        private final Problem problem;

        Malformed(Problem problem, String message) {
            super(message);
            this.problem = problem;
        }

        public Problem problem() {
            return problem;
        }
    }

    /** @throws Malformed saying what is wrong, for an address in none of the forms */
    public static IiopAddress parse(String address) {
        String trimmed = address.trim();
        String lower = trimmed.toLowerCase(Locale.ROOT);
        if (lower.startsWith("ior:")) {
            return fromIor(trimmed);
        }
        if (lower.startsWith("corbaloc:")) {
            return fromObjectUrl(trimmed.substring("corbaloc:".length()), "");
        }
        if (lower.startsWith("corbaname:")) {
            String rest = trimmed.substring("corbaname:".length());
            int name = rest.indexOf('#');
            return name < 0 ? fromObjectUrl(rest, "")
                    : fromObjectUrl(rest.substring(0, name), unescapeName(rest.substring(name + 1)));
        }
        if (lower.startsWith("iiop://") || lower.startsWith("iiopname://")) {
            String rest = trimmed.substring(trimmed.indexOf("//") + 2);
            int slash = rest.indexOf('/');
            String name = slash < 0 ? "" : unescapeName(rest.substring(slash + 1));
            return atNameService(slash < 0 ? rest : rest.substring(0, slash), DEFAULT_VERSION,
                    NAME_SERVICE.getBytes(StandardCharsets.ISO_8859_1), name);
        }
        throw new Malformed(Malformed.Problem.UNKNOWN_FORM, "'" + address + "' is not an IIOP address (corbaloc:, corbaname:, iiop://,"
                + " iiopname:// or IOR:)");
    }

    /** The host the naming service listens on. */
    public String host() {
        return host;
    }

    /** The naming service's TCP port. */
    public int port() {
        return port;
    }

    /** The object key a request to the naming service names (a GIOP LocateRequest asks about it). */
    public byte[] objectKey() {
        return objectKey.clone();
    }

    /** The object key as people read it: printable text, else hex. */
    public String describeKey() {
        for (byte b : objectKey) {
            if (b < 0x20 || b > 0x7e) {
                return "0x" + HexFormat.of().formatHex(objectKey);
            }
        }
        return new String(objectKey, StandardCharsets.ISO_8859_1);
    }

    /**
     * The naming service's object as the ORB's {@code string_to_object} takes it:
     * {@code corbaloc:iiop:1.2@host:port/key} for the URL forms, the IOR itself for an IOR.
     */
    public String namingReference() {
        return namingReference;
    }

    /** The context inside the naming service that names are looked up in, as a CosNaming string name; "" for its root. */
    public String contextName() {
        return contextName;
    }

    /** The CosNaming string name of {@code name} in the address's context. */
    public String nameInContext(String name) {
        return contextName.isEmpty() ? name : contextName + "/" + name;
    }

    /** corbaloc/corbaname after the scheme: a comma-separated address list, then an optional key. */
    private static IiopAddress fromObjectUrl(String rest, String contextName) {
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
            throw new Malformed(Malformed.Problem.NOT_IIOP, "a corbaloc:rir: address names an object of this process's own ORB,"
                    + " not an endpoint to reach");
        } else {
            throw new Malformed(Malformed.Problem.NOT_IIOP, "the corbaloc address '" + first + "' is not iiop:host[:port]");
        }
        String version = DEFAULT_VERSION;
        int at = hostPart.indexOf('@');
        if (at >= 0) {
            version = hostPart.substring(0, at);
            hostPart = hostPart.substring(at + 1);
        }
        return atNameService(hostPart, version, unescapeKey(key), contextName);
    }

    private static IiopAddress atNameService(String hostAndPort, String version, byte[] key, String contextName) {
        String host = hostAndPort;
        int port = DEFAULT_PORT;
        int portColon = hostAndPort.startsWith("[") ? hostAndPort.indexOf(':', hostAndPort.indexOf(']'))
                : hostAndPort.lastIndexOf(':');
        if (portColon >= 0) {
            host = hostAndPort.substring(0, portColon);
            String digits = hostAndPort.substring(portColon + 1);
            try {
                port = Integer.parseInt(digits);
            } catch (NumberFormatException e) {
                throw new Malformed(Malformed.Problem.HOST_OR_PORT, "'" + digits + "' in '" + hostAndPort + "' is not a port number");
            }
        }
        String literal = host;
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty()) {
            throw new Malformed(Malformed.Problem.HOST_OR_PORT, "no host in '" + hostAndPort + "'");
        }
        checkPort(port);
        String reference = "corbaloc:iiop:" + version + "@" + literal + ":" + port + "/" + escapeKey(key);
        return new IiopAddress(host, port, key, reference, contextName);
    }

    private static void checkPort(int port) {
        if (port < 1 || port > 65535) {
            throw new Malformed(Malformed.Problem.HOST_OR_PORT, "port " + port + " is not between 1 and 65535");
        }
    }

    /** A corbaloc key string: %XX escapes stand for octets (RFC 2396 style, as the INS specification says). */
    private static byte[] unescapeKey(String key) {
        ByteArrayOutputStream octets = new ByteArrayOutputStream();
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == '%') {
                if (i + 2 >= key.length() || !HexFormat.isHexDigit(key.charAt(i + 1))
                        || !HexFormat.isHexDigit(key.charAt(i + 2))) {
                    throw new Malformed(Malformed.Problem.ESCAPE, "'%' in '" + key + "' is not followed by two hex digits");
                }
                octets.write(HexFormat.fromHexDigits(key, i + 1, i + 3));
                i += 2;
            } else {
                octets.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
            }
        }
        return octets.toByteArray();
    }

    /** A string name in a URL, escaped as a key is; its octets are UTF-8. */
    private static String unescapeName(String name) {
        return new String(unescapeKey(name), StandardCharsets.UTF_8);
    }

    /** The key back as corbaloc writes it: unreserved characters as they are, every other octet %XX. */
    private static String escapeKey(byte[] key) {
        StringBuilder text = new StringBuilder();
        for (byte b : key) {
            char c = (char) (b & 0xff);
            if (c < 0x80 && (Character.isLetterOrDigit(c) || ";/:?@&=+$,-_.!~*'()".indexOf(c) >= 0)) {
                text.append(c);
            } else {
                text.append('%').append(HexFormat.of().withUpperCase().toHexDigits(b));
            }
        }
        return text.toString();
    }

    /** A stringified IOR: the CDR encapsulation of type id and profiles; the first IIOP profile gives the address. */
    private static IiopAddress fromIor(String ior) {
        byte[] bytes;
        try {
            bytes = HexFormat.of().parseHex(ior.substring("IOR:".length()).trim());
        } catch (IllegalArgumentException e) {
            throw new Malformed(Malformed.Problem.IOR, "the IOR is not an even number of hex digits");
        }
        try {
            Cdr reader = Cdr.encapsulation(bytes);
            reader.string(); // type id
            int profiles = reader.ulong();
            for (int i = 0; i < profiles; i++) {
                int tag = reader.ulong();
                byte[] data = reader.octets();
                if (tag == TAG_INTERNET_IOP) {
                    Cdr profile = Cdr.encapsulation(data);
                    profile.octet(); // IIOP major version
                    profile.octet(); // minor version
                    String host = profile.string();
                    int port = profile.ushort();
                    checkPort(port);
                    if (host.isEmpty()) {
                        throw new IllegalStateException("its IIOP profile names no host");
                    }
                    return new IiopAddress(host, port, profile.octets(), "IOR:" + ior.substring(4).trim(), "");
                }
            }
        } catch (RuntimeException e) {
            throw new Malformed(Malformed.Problem.IOR, "the IOR cannot be read: " + e.getMessage());
        }
        throw new Malformed(Malformed.Problem.IOR, "the IOR has no IIOP profile (no TCP address to reach)");
    }

    @Override
    public String toString() {
        return namingReference + (contextName.isEmpty() ? "" : "#" + contextName);
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
