package dev.bindwise.core.discovery;

import java.time.Duration;

import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;
import dev.bindwise.runtime.internal.probe.ProbeResult;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;

/**
 * A JCA endpoint: a TCP connection to the EIS address of its connector (a CICS gateway, say), by the runtime's
 * probe. The EIS protocols differ per adapter, so an accepted connection is as far as a general probe can go;
 * a proxy where it is deployed also asks its resource adapter for a connection.
 */
final class JcaEndpointProbe extends EndpointProbe {

    JcaEndpointProbe(String port, String address) {
        super(port, BindingKind.JCA, address);
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        HostPort target;
        try {
            target = EndpointAddress.hostPort(address, EndpointAddress.CICS_GATEWAY_PORT);
        } catch (IllegalArgumentException e) {
            throw new Unusable(ProbeOutcome.NOT_PROBED, e.getMessage());
        }
        ProbeResult result = ProtocolProbes.tcp(target.host(), target.port(), Duration.ofMillis(ProbeRunner.socketTimeoutMillis(deadline)));
        answered(result);
        return finding(ProbeOutcome.ANSWERED, "the EIS address " + result.explanation());
    }
}
