package dev.bindwise.examples.commands;

import java.util.List;
import java.util.function.Consumer;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.examples.driver.BenchTarget;
import dev.bindwise.examples.wildfly.WildFlyInstall;
import dev.bindwise.examples.wildfly.bench.GreeterOnWildFly;

/**
 * Whether a run measures the WildFly example (examples/wildfly): when the checkout has the server unpacked,
 * unless left out. A checkout without it runs the rest and says how to get it.
 */
final class WildFlyExample {

    /** The option that leaves it out, as messages name it. */
    static final String LEAVE_OUT = "--no-wildfly";

    private WildFlyExample() {
    }

    /**
     * @param wanted whether the run would measure it (not left out, and its operations and bindings selected)
     * @param askedFor whether the user named its operations: then a missing server is an error, not a note
     * @param note takes the line that says it is left out and how to get it
     * @return the target to measure, or none
     * @throws BadInputException when it was asked for and the checkout does not have it
     */
    static List<BenchTarget> targets(boolean wanted, boolean askedFor, Consumer<String> note) throws BadInputException {
        if (!wanted) {
            return List.of();
        }
        WildFlyInstall.Availability wildFly = WildFlyInstall.in(Checkout.root());
        if (wildFly.install() != null) {
            return List.of(GreeterOnWildFly.starting(wildFly.install()));
        }
        if (askedFor) {
            throw new BadInputException(wildFly.missing() + "; or run without it (" + LEAVE_OUT + ").");
        }
        note.accept("the WildFly example is left out: " + wildFly.missing() + " (" + LEAVE_OUT
                + " leaves it out without this note)");
        return List.of();
    }
}
