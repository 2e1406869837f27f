package dev.bindwise.core.discovery;

/** A TCP endpoint as an address names it: a host name or literal, and a port. */
public record HostPort(String host, int port) {

    public HostPort {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("no host");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not between 1 and 65535");
        }
    }

    @Override
    public String toString() {
        return (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port;
    }
}
