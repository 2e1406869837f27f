package dev.bindwise.core.discovery;

import dev.bindwise.core.discovery.Findings.EndpointFinding;
import dev.bindwise.runtime.BindingKind;

/** Whether one port's endpoint can be reached: the common part of the probes per binding kind. */
abstract class EndpointProbe implements Probe {

    final String port;
    final BindingKind kind;
    /** What is probed: a URL, an IIOP URL or IOR, tcp://host:port, a class name; may be null. */
    final String address;

    EndpointProbe(String port, BindingKind kind, String address) {
        this.port = port;
        this.kind = kind;
        this.address = address;
    }

    @Override
    public final String name() {
        return "endpoint " + port;
    }

    @Override
    public final Findings run(Deadline deadline) {
        if (address == null || address.isBlank()) {
            return finding(Outcome.NOT_PROBED, "the port gives no address to probe");
        }
        try {
            return probe(deadline);
        } catch (Unusable e) {
            return finding(e.outcome(), e.explanation());
        }
    }

    /** Probes the address; an endpoint that cannot be used ends as {@link Unusable}. */
    abstract Findings probe(Deadline deadline) throws Unusable;

    @Override
    public final Findings unfinished(String why) {
        return finding(Outcome.FAILED, why);
    }

    final Findings finding(Outcome outcome, String explanation) {
        return Findings.endpoint(new EndpointFinding(port, kind, address, outcome, explanation));
    }
}
