package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * What probing a port's endpoint from the client's side found (paper, section 3: "sending probe packets
 * ... to a particular port"). Only ports that were probed have one.
 *
 * @param port       the port's name in the WSDL
 * @param accessible whether the endpoint answered
 * @param reason     what the probe saw ("connection refused at host:port", ...)
 */
public record Endpoint(String port, boolean accessible, String reason) {

    public Endpoint {
        Objects.requireNonNull(port, "port");
        reason = reason == null ? "" : reason;
    }
}
