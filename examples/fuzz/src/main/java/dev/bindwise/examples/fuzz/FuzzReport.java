package dev.bindwise.examples.fuzz;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Collects verdicts and prints the counts per outcome and input kind, and every bad verdict with its replay. */
public final class FuzzReport implements Consumer<Verdict> {

    private final Map<Outcome, Map<InputKind, Integer>> counts = new EnumMap<>(Outcome.class);
    private final List<Verdict> bad = new ArrayList<>();
    private int mutants;
    private int runs;

    @Override
    public synchronized void accept(Verdict verdict) {
        counts.computeIfAbsent(verdict.outcome(), o -> new EnumMap<>(InputKind.class)).merge(verdict.kind(), 1, Integer::sum);
        mutants++;
        runs += verdict.runs();
        if (verdict.outcome().bad()) {
            bad.add(verdict);
        }
    }

    public synchronized List<Verdict> bad() {
        return List.copyOf(bad);
    }

    public synchronized int mutants() {
        return mutants;
    }

    public synchronized void print(PrintWriter out) {
        out.printf("%d mutants, %d runs of a command%n%n", mutants, runs);
        out.printf("%-70s", "mutants by outcome (the worst of their runs)");
        for (InputKind kind : InputKind.values()) {
            out.printf(" %10s", kind);
        }
        out.printf(" %7s%n", "all");
        for (Outcome outcome : Outcome.values()) {
            Map<InputKind, Integer> byKind = counts.getOrDefault(outcome, Map.of());
            out.printf("%-70s", (outcome.bad() ? "BAD " : "    ") + outcome.label());
            for (InputKind kind : InputKind.values()) {
                out.printf(" %10d", byKind.getOrDefault(kind, 0));
            }
            out.printf(" %7d%n", byKind.values().stream().mapToInt(Integer::intValue).sum());
        }
        out.printf("%nbad outcomes: %d%n", bad.size());
        for (Verdict verdict : bad) {
            out.println(describe(verdict));
        }
        out.flush();
    }

    /** A bad verdict as the lines a reader needs: what, where, the command, what it printed, how to replay it. */
    public static String describe(Verdict verdict) {
        return "\n" + verdict.outcome() + "  seed " + verdict.seed() + ": " + verdict.kind() + " " + verdict.mutation()
                + " of " + verdict.source()
                + (verdict.args().isEmpty() ? "" : "\n  $ bindwise " + String.join(" ", verdict.args()))
                + (verdict.detail() == null ? "" : "\n  " + verdict.detail().replace("\n", "\n  "))
                + "\n  replay: " + verdict.replayCommand();
    }
}
