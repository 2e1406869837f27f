package dev.bindwise.core.policy;

/**
 * What a rule decided about the candidates of one operation: the facts rules insert. Which rule inserted
 * one is recorded by the rule base (see {@link Firing}), so that a rule only states what and why.
 */
public sealed interface Decision permits Excluded, Preferred, Fallback {

    /** The operation the decision is about. */
    String operation();

    /** The property of the paper the decision is about. */
    Property property();

    /** Why, in a sentence a user can check. */
    String reason();
}
