package dev.bindwise.core.discovery;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.bindwise.runtime.internal.Deadline;

/**
 * Same ORB, the discovery-time equivalent of {@code javax.rmi.CORBA.Util.isLocal}: an RMI-IIOP
 * endpoint is in the client's own ORB when its host is this host and this process itself listens on
 * its port (when discovery runs inside the server's JVM, as a deploy step there does).
 */
final class SameOrbProbe implements Probe {

    /** Port name to the IIOP endpoint its address leads to. */
    private final Map<String, HostPort> iiopEndpoints;

    SameOrbProbe(Map<String, HostPort> iiopEndpoints) {
        this.iiopEndpoints = iiopEndpoints;
    }

    @Override
    public String name() {
        return "same ORB";
    }

    @Override
    public Findings run(Deadline deadline) throws Exception {
        if (iiopEndpoints.isEmpty()) {
            return unfinished("the service has no RMI-IIOP endpoint with an address");
        }
        Set<Integer> ownPorts;
        try {
            ownPorts = ProcessSockets.listeningPorts();
        } catch (IOException | RuntimeException e) {
            return unfinished("this process's listening sockets cannot be listed here (Linux /proc only): " + e);
        }
        List<HostLocation.LocalAddress> locals = HostLocation.ofThisHost();
        List<String> details = new ArrayList<>();
        boolean allOwn = true;
        for (Map.Entry<String, HostPort> endpoint : iiopEndpoints.entrySet()) {
            HostPort target = endpoint.getValue();
            boolean own;
            try {
                own = HostLocation.of(InetAddress.getByName(target.host()), locals) == HostLocation.THIS_HOST
                        && ownPorts.contains(target.port());
            } catch (UnknownHostException e) {
                own = false;
            }
            allOwn &= own;
            details.add(endpoint.getKey() + " at " + target + (own ? " is served by this process"
                    : " is not served by this process"));
        }
        return Findings.fact(FactNames.CLIENT_SAME_ORB, Boolean.toString(allOwn), String.join("; ", details));
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.CLIENT_SAME_ORB, FactNames.UNKNOWN, why);
    }
}
