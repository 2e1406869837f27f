package dev.bindwise.core.policy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns the decisions the rules inserted about one operation into its ranking: the candidates nobody
 * excluded, ordered by the preferences in the order they were inserted (a preference that contradicts
 * an earlier one is set aside), ties in the order of the facts; then the fallbacks.
 */
final class Ranking {

    private final List<Candidate> candidates;
    private final List<DecisionRecorder.Inserted> inserted;

    private Ranking(List<Candidate> candidates, List<DecisionRecorder.Inserted> inserted) {
        this.candidates = candidates;
        this.inserted = inserted;
    }

    static PolicyDecision of(PolicyFacts facts, List<DecisionRecorder.Inserted> inserted) {
        Map<String, List<Candidate>> byOperation = new HashMap<>();
        for (Candidate candidate : facts.candidates()) {
            byOperation.computeIfAbsent(candidate.operation(), key -> new ArrayList<>()).add(candidate);
        }
        Map<String, List<DecisionRecorder.Inserted>> insertedByOperation = new LinkedHashMap<>();
        facts.operations().forEach(operation -> insertedByOperation.put(operation, new ArrayList<>()));
        for (DecisionRecorder.Inserted record : inserted) {
            String operation = record.fact instanceof Decision decision ? decision.operation()
                    : ((Veto) record.fact).operation();
            if (operation == null) {
                insertedByOperation.values().forEach(about -> about.add(record));
            } else if (insertedByOperation.containsKey(operation)) {
                insertedByOperation.get(operation).add(record);
            }
        }
        List<OperationDecision> decisions = new ArrayList<>();
        insertedByOperation.forEach((operation, about) ->
                decisions.add(new Ranking(byOperation.get(operation), about).decide(operation)));
        return new PolicyDecision(decisions);
    }

    private OperationDecision decide(String operation) {
        List<VetoFiring> vetoes = new ArrayList<>();
        List<Veto> activeVetoes = new ArrayList<>();
        for (DecisionRecorder.Inserted record : inserted) {
            if (record.fact instanceof Veto veto && record.withdrawnBy == null) {
                vetoes.add(new VetoFiring(record.rule, veto));
                activeVetoes.add(veto);
            }
        }
        List<DecisionRecorder.Inserted> decisions = inserted.stream()
                .filter(record -> record.fact instanceof Decision).toList();
        Map<DecisionRecorder.Inserted, String> setAside = new HashMap<>();
        for (DecisionRecorder.Inserted record : decisions) {
            Decision decision = (Decision) record.fact;
            Optional<Veto> veto = activeVetoes.stream().filter(v -> v.covers(record.rule, operation)).findFirst();
            if (veto.isPresent()) {
                setAside.put(record, "vetoed: " + veto.get().reason());
            } else if (record.withdrawnBy != null) {
                setAside.put(record, "withdrawn by rule \"" + record.withdrawnBy + "\"");
            } else if (!aboutKnownCandidates(decision)) {
                setAside.put(record, "it is about a candidate that is not among the facts");
            }
        }

        Set<Candidate> excludedAsUnavailable = new HashSet<>();
        Set<Candidate> excluded = new HashSet<>();
        for (DecisionRecorder.Inserted record : decisions) {
            if (record.fact instanceof Excluded exclusion && !setAside.containsKey(record)) {
                excluded.add(exclusion.candidate());
                if (exclusion.property() == Property.AVAILABLE) {
                    excludedAsUnavailable.add(exclusion.candidate());
                }
            }
        }

        Map<Candidate, Set<Candidate>> worseThan = new HashMap<>();
        Set<Candidate> lastResorts = new LinkedHashSet<>();
        for (DecisionRecorder.Inserted record : decisions) {
            if (setAside.containsKey(record)) {
                continue;
            }
            if (record.fact instanceof Preferred preference) {
                Candidate better = preference.better();
                Candidate worse = preference.worse();
                if (excluded.contains(better) || excluded.contains(worse)) {
                    setAside.put(record, (excluded.contains(better) ? better : worse) + " is excluded");
                } else if (better.equals(worse)) {
                    setAside.put(record, "it compares a candidate with itself");
                } else if (reaches(worseThan, worse, better)) {
                    setAside.put(record, "it contradicts a preference inserted before it");
                } else {
                    worseThan.computeIfAbsent(better, key -> new HashSet<>()).add(worse);
                }
            } else if (record.fact instanceof Fallback fallback) {
                Candidate candidate = fallback.candidate();
                if (excludedAsUnavailable.contains(candidate)) {
                    setAside.put(record, candidate + " is not available (P1)");
                } else if (!excluded.contains(candidate)) {
                    setAside.put(record, candidate + " is not excluded: it is ranked with the others");
                } else {
                    lastResorts.add(candidate);
                }
            }
        }

        List<Candidate> ranking = order(candidates.stream().filter(c -> !excluded.contains(c)).toList(), worseThan);
        candidates.stream().filter(lastResorts::contains).forEach(ranking::add);

        List<Firing> firings = decisions.stream().map(record -> new Firing(record.rule, (Decision) record.fact,
                !setAside.containsKey(record), setAside.get(record))).toList();
        return new OperationDecision(operation, candidates, ranking, firings, vetoes);
    }

    private boolean aboutKnownCandidates(Decision decision) {
        return switch (decision) {
            case Excluded exclusion -> candidates.contains(exclusion.candidate());
            case Preferred preference -> candidates.contains(preference.better())
                    && candidates.contains(preference.worse());
            case Fallback fallback -> candidates.contains(fallback.candidate());
        };
    }

    /** Whether {@code to} is worse than {@code from}, directly or through other candidates. */
    private static boolean reaches(Map<Candidate, Set<Candidate>> worseThan, Candidate from, Candidate to) {
        Set<Candidate> seen = new HashSet<>();
        List<Candidate> next = new ArrayList<>(List.of(from));
        while (!next.isEmpty()) {
            Candidate current = next.remove(next.size() - 1);
            if (current.equals(to)) {
                return true;
            }
            if (seen.add(current)) {
                next.addAll(worseThan.getOrDefault(current, Set.of()));
            }
        }
        return false;
    }

    /** Best first: each time the first candidate, in the order of the facts, that no remaining one beats. */
    private static List<Candidate> order(List<Candidate> kept, Map<Candidate, Set<Candidate>> worseThan) {
        List<Candidate> remaining = new ArrayList<>(kept);
        List<Candidate> ranking = new ArrayList<>();
        while (!remaining.isEmpty()) {
            Candidate best = remaining.stream()
                    .filter(c -> remaining.stream().noneMatch(o -> worseThan.getOrDefault(o, Set.of()).contains(c)))
                    .findFirst().orElseThrow(() -> new IllegalStateException("the preferences form a cycle"));
            ranking.add(best);
            remaining.remove(best);
        }
        return ranking;
    }
}
