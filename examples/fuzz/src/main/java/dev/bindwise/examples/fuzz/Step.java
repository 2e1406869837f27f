package dev.bindwise.examples.fuzz;

import java.io.IOException;
import java.util.List;

/** One step of a mutant: a command line to run and classify, or a user's edit between two runs. */
public sealed interface Step {

    /**
     * A command line ({@code args} without "bindwise"). {@code mustRefuse}: the input is bad for certain, so exit 0
     * is an outcome of its own ({@link Outcome#BAD_INPUT_ACCEPTED}). {@code onlyIfAccepted}: not run when the
     * mutant's first run was refused (the refusal has been seen; the other commands read the same input).
     */
    record Invocation(List<String> args, boolean mustRefuse, boolean onlyIfAccepted) implements Step {

        public static Invocation of(boolean mustRefuse, String... args) {
            return new Invocation(List.of(args), mustRefuse, false);
        }

        public static Invocation ifAccepted(boolean mustRefuse, String... args) {
            return new Invocation(List.of(args), mustRefuse, true);
        }

        /** The folder of {@code generate --out}, or null for another command. */
        public String generateOut() {
            if (args.isEmpty() || !args.get(0).equals("generate")) {
                return null;
            }
            int at = args.indexOf("--out");
            return at >= 0 && at + 1 < args.size() ? args.get(at + 1) : null;
        }
    }

    /** What a user does between two runs (edit a generated file, add files of their own). */
    record Edit(String description, Action action) implements Step {
    }

    @FunctionalInterface
    interface Action {
        void run() throws IOException;
    }
}
