package dev.bindwise.examples.fuzz;

import java.util.List;

/**
 * What one mutant came to: its worst outcome over its runs ({@code outcome}), the number of runs, and for a bad
 * outcome the command line that ended so ({@code args}) and what it printed or what differed ({@code detail}).
 */
public record Verdict(long seed, InputKind kind, String mutation, String source, Outcome outcome, int runs,
        List<String> args, String detail) {

    /** The one command that makes the same mutant again and runs it, printing everything. */
    public String replayCommand() {
        return "examples/fuzz/run --replay " + seed;
    }
}
