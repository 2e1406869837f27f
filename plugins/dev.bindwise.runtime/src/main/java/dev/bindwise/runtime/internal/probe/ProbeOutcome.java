package dev.bindwise.runtime.internal.probe;

/**
 * How a protocol probe of an endpoint ended; the first word of a reason says the same to people. Discovery
 * and the runtime read the same outcomes from the same probes.
 */
public enum ProbeOutcome {
    /** The endpoint answered in its protocol (or, for local Java, the class loaded): accessible. */
    ANSWERED("answered"),
    /** Nothing listens there: the host answered the connection attempt with a refusal. */
    REFUSED("refused"),
    /** The connection attempt got no answer at all within the bound: a firewall drops it, or the host is down. */
    FILTERED("filtered"),
    /** The connection was accepted, but no answer in the protocol came within the bound. */
    SILENT("silent"),
    /** Anything else that makes the endpoint unusable: an unknown host, a foreign protocol, a class not found. */
    FAILED("failed"),
    /** There is no probe for this endpoint, or the address gives nothing to probe. */
    NOT_PROBED("not probed");

    private final String word;

    ProbeOutcome(String word) {
        this.word = word;
    }

    public boolean accessible() {
        return this == ANSWERED;
    }

    /** The reason as stored in an endpoint fact: "refused: nothing listens on 127.0.0.1:4711". */
    public String reason(String explanation) {
        return word + ": " + explanation;
    }
}
