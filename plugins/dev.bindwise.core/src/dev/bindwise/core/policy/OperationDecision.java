package dev.bindwise.core.policy;

import java.util.List;
import java.util.Optional;

/**
 * What the rules decided for one operation: its candidates ranked, best first (the chosen one, then the
 * fallbacks in the order a proxy tries them), and every rule that fired for it.
 *
 * @param operation  the operation
 * @param candidates its candidates, in the order of the facts
 * @param ranking    the candidates the client may use, best first; empty when none is left
 * @param firings    every decision a rule inserted about the operation, in firing order
 * @param vetoes     every veto that covers the operation, in firing order
 */
public record OperationDecision(String operation, List<Candidate> candidates, List<Candidate> ranking,
        List<Firing> firings, List<VetoFiring> vetoes) {

    public OperationDecision {
        candidates = List.copyOf(candidates);
        ranking = List.copyOf(ranking);
        firings = List.copyOf(firings);
        vetoes = List.copyOf(vetoes);
    }

    /** The candidate to use; empty when every candidate was excluded. */
    public Optional<Candidate> chosen() {
        return ranking.stream().findFirst();
    }

    /** The candidates to try, in order, when the chosen one fails. */
    public List<Candidate> fallbacks() {
        return ranking.isEmpty() ? List.of() : ranking.subList(1, ranking.size());
    }

    /** The candidates the client may not use. */
    public List<Candidate> excluded() {
        return candidates.stream().filter(candidate -> !ranking.contains(candidate)).toList();
    }

    /** The firings of one rule. */
    public List<Firing> firingsOf(String rule) {
        return firings.stream().filter(firing -> firing.rule().equals(rule)).toList();
    }

    /** Several lines: the ranking, then each firing and veto. */
    public String explain() {
        StringBuilder text = new StringBuilder(operation).append(": ");
        text.append(ranking.isEmpty() ? "no binding left" : String.join(", ",
                ranking.stream().map(Candidate::toString).toList()));
        for (VetoFiring veto : vetoes) {
            text.append(System.lineSeparator()).append("  ").append(veto);
        }
        for (Firing firing : firings) {
            text.append(System.lineSeparator()).append("  ").append(firing);
        }
        return text.toString();
    }
}
