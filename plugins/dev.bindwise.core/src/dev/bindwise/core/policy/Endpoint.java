package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * What probing a port's endpoint from the client's side found (paper, section 3: "sending probe packets
 * ... to a particular port"). Only ports that were probed have one.
 * <p>
 * Not the runtime's {@link dev.bindwise.runtime.Endpoint}, although both are about a port: that one is <em>where</em>
 * a port is reached (its address in its binding's form, one record per kind, compiled into a proxy's plan); this
 * one is <em>what probing it found</em> (accessible or not, and why), a fact the rules match on, named so in the
 * rule language that user rule files import ({@code import dev.bindwise.core.policy.Endpoint}). It is the model's
 * {@code EndpointFact} as the rules see it, without the fact's source and kind.
 *
 * @param port       the port's name in the WSDL
 * @param accessible whether the endpoint answered
 * @param reason     what the probe saw ("connection refused at host:port", ...)
 * @param address    the address probed, as the WSDL's port gives it; null when not known
 */
public record Endpoint(String port, boolean accessible, String reason, String address) {

    public Endpoint {
        Objects.requireNonNull(port, "port");
        reason = reason == null ? "" : reason;
    }

    /** An endpoint whose address is not known (one a rule inserts, for example). */
    public Endpoint(String port, boolean accessible, String reason) {
        this(port, accessible, reason, null);
    }

    /** "port TraderSoapPort at http://127.0.0.1:8081/axis2/services/Trader", for reasons. */
    public String where() {
        return "port " + port + (address == null || address.isBlank() ? "" : " at " + address);
    }
}
