package dev.bindwise.core.discovery;

import java.net.URI;
import java.time.Duration;

import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;
import dev.bindwise.runtime.internal.probe.ProbeResult;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;

/**
 * A SOAP (or plain HTTP) endpoint: one GET of its URL, by the runtime's HTTP probe (the one a proxy runs where
 * it is deployed). Any HTTP answer, whatever its status, means the endpoint is reachable; the status line and
 * the Server banner are kept.
 */
final class HttpEndpointProbe extends EndpointProbe {

    HttpEndpointProbe(String port, BindingKind kind, String url) {
        super(port, kind, url);
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        HostPort target;
        try {
            target = EndpointAddress.http(address);
        } catch (IllegalArgumentException e) {
            throw new Unusable(ProbeOutcome.NOT_PROBED, e.getMessage());
        }
        URI uri = EndpointAddress.uri(address);
        ProbeResult result = ProtocolProbes.http(uri, target.host(), target.port(),
                Duration.ofMillis(ProbeRunner.socketTimeoutMillis(deadline)));
        Findings found = answered(result);
        return result.banner() == null ? found
                : found.plusFact(FactNames.SERVER_BANNER, result.banner(), "the HTTP answer of " + address);
    }
}
