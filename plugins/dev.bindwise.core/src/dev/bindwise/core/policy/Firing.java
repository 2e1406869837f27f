package dev.bindwise.core.policy;

import java.util.Objects;

/**
 * A decision a rule inserted, and whether the ranking followed it. A decision is set aside when a veto
 * covers its rule, when it contradicts a preference inserted before it, or when it is about a candidate
 * that was already excluded; {@code note} then says which.
 *
 * @param rule     the rule's name
 * @param decision what it decided, and why
 * @param applied  whether the ranking followed it
 * @param note     why it was set aside; empty when applied
 */
public record Firing(String rule, Decision decision, boolean applied, String note) {

    public Firing {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(decision, "decision");
        note = note == null ? "" : note;
    }

    public Property property() {
        return decision.property();
    }

    public String reason() {
        return decision.reason();
    }

    /** "P2 a firewall blocks IIOP [accessible (P2)]: Port (RMI_IIOP) is not accessible: ..." */
    @Override
    public String toString() {
        return rule + " [" + property() + "]: " + decision + (applied ? "" : " (set aside: " + note + ")");
    }
}
