package dev.bindwise.core.discovery;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/** What one probe found: facts by name, and endpoints by port. Turned into the model's Facts after the merge. */
record Findings(List<Finding> facts, List<EndpointFinding> endpoints) {

    /** A probed fact: its name (one of {@link FactNames}), its value, and how it was found. */
    record Finding(String name, String value, String detail) {
    }

    /**
     * A probed endpoint.
     *
     * @param address what was probed (a URL, a corbaloc, host:port, a class name), or null when the port names none
     * @param explanation the reason without its outcome word
     */
    record EndpointFinding(String port, BindingKind kind, String address, ProbeOutcome outcome, String explanation) {

        String reason() {
            return outcome.reason(explanation);
        }
    }

    static Findings none() {
        return new Findings(List.of(), List.of());
    }

    static Findings fact(String name, String value, String detail) {
        return new Findings(List.of(new Finding(name, value, detail)), List.of());
    }

    static Findings endpoint(EndpointFinding endpoint) {
        return new Findings(List.of(), List.of(endpoint));
    }

    Findings plus(Findings other) {
        List<Finding> allFacts = new ArrayList<>(facts);
        allFacts.addAll(other.facts);
        List<EndpointFinding> allEndpoints = new ArrayList<>(endpoints);
        allEndpoints.addAll(other.endpoints);
        return new Findings(List.copyOf(allFacts), List.copyOf(allEndpoints));
    }

    Findings plusFact(String name, String value, String detail) {
        return plus(fact(name, value, detail));
    }
}
