package dev.bindwise.core.discovery;

import dev.bindwise.core.discovery.Findings.EndpointFinding;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;
import dev.bindwise.runtime.internal.probe.ProbeResult;

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
            return finding(ProbeOutcome.NOT_PROBED, "the port gives no address to probe");
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
        return finding(ProbeOutcome.FAILED, why);
    }

    /** The finding of a protocol probe that answered; an endpoint that did not ends as {@link Unusable}. */
    final Findings answered(ProbeResult result) throws Unusable {
        if (!result.outcome().accessible()) {
            throw new Unusable(result.outcome(), result.explanation());
        }
        return finding(ProbeOutcome.ANSWERED, result.explanation());
    }

    final Findings finding(ProbeOutcome outcome, String explanation) {
        return Findings.endpoint(new EndpointFinding(port, kind, address, outcome, explanation));
    }
}
