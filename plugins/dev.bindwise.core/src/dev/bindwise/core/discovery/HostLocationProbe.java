package dev.bindwise.core.discovery;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.bindwise.runtime.internal.Deadline;

/**
 * Same host and same subnet: each remote endpoint's host resolved and compared with the addresses and
 * prefix lengths of this host's interfaces; also this host's name. A fact is true only when it holds
 * for every remote endpoint, false when it fails for one, unknown when a host does not resolve.
 */
final class HostLocationProbe implements Probe {

    /** Host name to the ports whose endpoints are on it, in file order. */
    private final Map<String, List<String>> portsByHost;

    HostLocationProbe(Map<String, List<String>> portsByHost) {
        this.portsByHost = portsByHost;
    }

    @Override
    public String name() {
        return "host location";
    }

    @Override
    public Findings run(Deadline deadline) throws Exception {
        List<HostLocation.LocalAddress> locals = HostLocation.ofThisHost();
        Findings found = Findings.fact(FactNames.CLIENT_HOST, thisHostName(), "the name this host resolves itself to");
        if (portsByHost.isEmpty()) {
            String why = "the service has no remote endpoint with a host";
            return found.plusFact(FactNames.CLIENT_SAME_HOST, FactNames.UNKNOWN, why)
                    .plusFact(FactNames.CLIENT_SAME_SUBNET, FactNames.UNKNOWN, why);
        }
        List<String> details = new ArrayList<>();
        boolean allHere = true;
        boolean allNear = true;
        boolean unresolved = false;
        for (Map.Entry<String, List<String>> host : portsByHost.entrySet()) {
            String ports = " (" + String.join(", ", host.getValue()) + ")";
            InetAddress address;
            try {
                address = InetAddress.getByName(host.getKey());
            } catch (UnknownHostException e) {
                unresolved = true;
                details.add(host.getKey() + ports + " does not resolve");
                continue;
            }
            HostLocation location = HostLocation.of(address, locals);
            allHere &= location == HostLocation.THIS_HOST;
            allNear &= location != HostLocation.ELSEWHERE;
            details.add(host.getKey() + ports + (host.getKey().equals(address.getHostAddress()) ? ""
                    : " = " + address.getHostAddress()) + " is on " + location.describe());
        }
        String detail = String.join("; ", details);
        return found.plusFact(FactNames.CLIENT_SAME_HOST, verdict(allHere, unresolved), detail)
                .plusFact(FactNames.CLIENT_SAME_SUBNET, verdict(allNear, unresolved), detail);
    }

    /** false as soon as one host fails; unknown when the others hold but one did not resolve. */
    private static String verdict(boolean allHold, boolean unresolved) {
        return !allHold ? "false" : unresolved ? FactNames.UNKNOWN : "true";
    }

    private static String thisHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return FactNames.UNKNOWN;
        }
    }

    @Override
    public Findings unfinished(String why) {
        return Findings.fact(FactNames.CLIENT_SAME_HOST, FactNames.UNKNOWN, why)
                .plusFact(FactNames.CLIENT_SAME_SUBNET, FactNames.UNKNOWN, why);
    }
}
