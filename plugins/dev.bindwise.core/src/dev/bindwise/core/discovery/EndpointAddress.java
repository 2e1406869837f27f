package dev.bindwise.core.discovery;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.model.Port;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.iiop.IiopAddress;

/**
 * What to probe for a port: the address the WSDL gives it (or a target profile's override), read per
 * kind. SOAP and HTTP ports: the location URL. RMI-IIOP: the ejb:address's jndiProviderURL (or an
 * address that is itself an IIOP URL or IOR). JCA: the connector address's connectionURL (CICS: with
 * portNumber, default 2006) or host and port attributes.
 */
public final class EndpointAddress {

    /** The CICS Transaction Gateway's default port, when a cics:address names only a host. */
    static final int CICS_GATEWAY_PORT = 2006;

    private EndpointAddress() {
    }

    /** The address that is probed for the port: the override when given, else the one the WSDL implies. */
    public static String of(Port port, String override) {
        if (override != null) {
            return override;
        }
        Map<String, String> properties = port.getProperties().map();
        return switch (port.getKind()) {
            case RMI_IIOP -> {
                String providerUrl = firstSet(properties, "jndiProviderURL");
                yield providerUrl != null ? providerUrl : port.getAddress();
            }
            case JCA -> jcaAddress(properties, port.getAddress());
            default -> port.getAddress();
        };
    }

    /** The host and port a remote endpoint's address leads to, when it names one. */
    public static Optional<HostPort> remote(BindingKind kind, String address) {
        if (address == null || address.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.ofNullable(switch (kind) {
                case SOAP, HTTP -> http(address);
                case RMI_IIOP -> iiop(IiopAddress.parse(address));
                case JCA -> hostPort(address, CICS_GATEWAY_PORT);
                default -> null;
            });
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The host and port of an IIOP naming service. */
    static HostPort iiop(IiopAddress address) {
        return new HostPort(address.host(), address.port());
    }

    /** The host and port of an http(s) URL. @throws IllegalArgumentException when it is not one */
    static HostPort http(String url) {
        URI uri = uri(url);
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw new IllegalArgumentException("'" + url + "' is not an http: or https: URL");
        }
        if (uri.getHost() == null) {
            throw new IllegalArgumentException("'" + url + "' names no host");
        }
        int port = uri.getPort() >= 0 ? uri.getPort() : scheme.equals("https") ? 443 : 80;
        return new HostPort(uri.getHost().replaceAll("^\\[|\\]$", ""), port);
    }

    static URI uri(String url) {
        try {
            return new URI(url.trim());
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + url + "' is not a URL: " + e.getReason());
        }
    }

    /**
     * A JCA connection address: {@code tcp://host[:port]}, {@code host[:port]}, or any {@code scheme://host:port}.
     * @throws IllegalArgumentException when it names no host
     */
    static HostPort hostPort(String address, int defaultPort) {
        String text = address.trim();
        int scheme = text.indexOf("://");
        if (scheme >= 0) {
            URI uri = uri(text);
            if (uri.getHost() == null) {
                throw new IllegalArgumentException("'" + address + "' names no host");
            }
            return new HostPort(uri.getHost().replaceAll("^\\[|\\]$", ""), uri.getPort() >= 0 ? uri.getPort() : defaultPort);
        }
        URI uri = uri("tcp://" + text);
        if (uri.getHost() == null || uri.getPath() != null && !uri.getPath().isEmpty()) {
            throw new IllegalArgumentException("'" + address + "' is not host[:port]");
        }
        return new HostPort(uri.getHost().replaceAll("^\\[|\\]$", ""), uri.getPort() >= 0 ? uri.getPort() : defaultPort);
    }

    /**
     * The EIS address of a connector port as {@code tcp://host:port}: connectionURL (or url, serverURL),
     * its port replaced by a portNumber (or port) attribute when there is one; else hostName (or host)
     * with that port. Null when the attributes name no host (a local or in-process EIS).
     */
    private static String jcaAddress(Map<String, String> properties, String fallback) {
        String url = firstSet(properties, "connectionURL", "url", "serverURL");
        String host = firstSet(properties, "hostName", "host");
        String port = firstSet(properties, "portNumber", "port");
        if (url == null && host == null) {
            return null;
        }
        try {
            HostPort base = url != null ? hostPort(url, CICS_GATEWAY_PORT) : hostPort(host, CICS_GATEWAY_PORT);
            int portNumber = port != null ? Integer.parseInt(port.trim()) : base.port();
            return "tcp://" + new HostPort(base.host(), portNumber);
        } catch (IllegalArgumentException e) {
            // the probe reports the address as written, and why it cannot be used
            return url != null ? url : fallback;
        }
    }

    private static String firstSet(Map<String, String> properties, String... names) {
        for (String name : names) {
            String value = properties.get(name);
            if (value != null && !value.isBlank()) {
                return value;
            }
        }
        return null;
    }
}
