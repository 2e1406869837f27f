package dev.bindwise.core.discovery;

import java.time.Duration;

import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.iiop.IiopAddress;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;

/**
 * An RMI-IIOP endpoint: a GIOP 1.2 LocateRequest for the object key of its address, by the runtime's GIOP
 * probe (the one a proxy runs where it is deployed). Any GIOP answer means an ORB is there and reachable (a
 * LocateReply says also whether it knows the object); a port that accepts and stays silent is not accessible.
 */
final class IiopEndpointProbe extends EndpointProbe {

    IiopEndpointProbe(String port, String address) {
        super(port, BindingKind.RMI_IIOP, address);
    }

    @Override
    Findings probe(Deadline deadline) throws Unusable {
        IiopAddress target;
        try {
            target = IiopAddress.parse(address);
        } catch (IllegalArgumentException e) {
            throw new Unusable(ProbeOutcome.NOT_PROBED, e.getMessage());
        }
        HostPort endpoint = EndpointAddress.iiop(target);
        return answered(ProtocolProbes.giopLocate(endpoint.host(), endpoint.port(), target.objectKey(),
                target.describeKey(), Duration.ofMillis(ProbeRunner.socketTimeoutMillis(deadline))));
    }
}
