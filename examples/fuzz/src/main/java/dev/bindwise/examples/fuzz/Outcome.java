package dev.bindwise.examples.fuzz;

/** How one run of a command line ended, as the fuzz harness classifies it; the bad ones must never happen. */
public enum Outcome {

    OK("ok (exit 0)", false),
    REFUSED("clean refusal (exit 2, a message of ours)", false),
    INTERNAL_ERROR("internal error (exit 1)", true),
    STACK_TRACE_ONLY("a stack trace (or nothing) as the only message", true),
    OVERLONG_MESSAGE("a message over 10,000 characters", true),
    BAD_INPUT_ACCEPTED("bad input accepted (exit 0)", true),
    DOES_NOT_COMPILE("exit 0, generated sources that do not compile", true),
    PAST_BOUND("past its bound (abandoned)", true),
    OUT_OF_MEMORY("out of memory", true),
    FILE_LOST_OR_CHANGED("a user's file lost or changed, or a file written outside --out", true),
    NETWORK_CONNECTION("a connection was made to a remote import's address", true),
    JVM_DIED("the JVM running it died", true);

    private final String label;
    private final boolean bad;

    Outcome(String label, boolean bad) {
        this.label = label;
        this.bad = bad;
    }

    public String label() {
        return label;
    }

    public boolean bad() {
        return bad;
    }
}
