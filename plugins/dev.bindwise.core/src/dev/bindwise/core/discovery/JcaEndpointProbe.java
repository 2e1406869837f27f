package dev.bindwise.core.discovery;

import java.net.Socket;

import dev.bindwise.runtime.BindingKind;

/**
 * A JCA endpoint: a TCP connection to the EIS address of its connector (a CICS gateway, say). The
 * EIS protocols differ per adapter, so an accepted connection is as far as a general probe can go.
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
            throw new Unusable(Outcome.NOT_PROBED, e.getMessage());
        }
        Socket socket = TcpConnect.open(target, deadline);
        TcpConnect.close(socket);
        return finding(Outcome.ANSWERED, "the EIS address " + target + " accepted a connection");
    }
}
