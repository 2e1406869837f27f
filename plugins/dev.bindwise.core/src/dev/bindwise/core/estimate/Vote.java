package dev.bindwise.core.estimate;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.bindwise.runtime.BindingKind;

/**
 * The paper's majority vote (4.3.3): at every sample of the parameter space, the binding whose call costs
 * least gets the sample's vote; the binding with most votes is predicted faster, and its share of the
 * votes is the confidence. The costs of every sample are kept, so that when rules take a binding out, the
 * vote among the rest is the same vote, not a guess ({@link #among}). A tie goes to the binding listed
 * first, and says so: {@link #tied()} names it a tie, for the faces to show as one.
 */
public final class Vote {

    private final List<BindingKind> bindings;
    private final double[][] costs;

    /**
     * @param bindings the bindings that take part, in the order that settles ties
     * @param costs per sample, the cost in milliseconds of a call over each binding (same order)
     */
    public Vote(List<BindingKind> bindings, double[][] costs) {
        this.bindings = List.copyOf(bindings);
        for (double[] sample : costs) {
            if (sample.length != bindings.size()) {
                throw new IllegalArgumentException("each sample needs one cost per binding");
            }
        }
        this.costs = costs.clone();
    }

    /**
     * The vote at one point, for one operation's estimates there: a single sample, which the binding whose
     * call costs least wins (a tie when two cost the same); bindings without a cost take no part.
     */
    public static Vote at(List<PointEstimate> operationPoints, CostTable costs) {
        List<BindingKind> kinds = new ArrayList<>();
        List<Double> millis = new ArrayList<>();
        for (PointEstimate point : operationPoints) {
            BindingCost cost = costs.cost(point.kind());
            if (cost != null) {
                kinds.add(point.kind());
                millis.add(cost.millis(point.requestBytes() + point.replyBytes()));
            }
        }
        double[][] sample = kinds.isEmpty() ? new double[0][]
                : new double[][] {millis.stream().mapToDouble(Double::doubleValue).toArray()};
        return new Vote(kinds, sample);
    }

    public List<BindingKind> bindings() {
        return bindings;
    }

    public int samples() {
        return costs.length;
    }

    /** Votes per binding, every binding listed (0 for none), in the bindings' order. */
    public Map<BindingKind, Integer> counts() {
        Map<BindingKind, Integer> counts = new LinkedHashMap<>();
        bindings.forEach(binding -> counts.put(binding, 0));
        for (double[] sample : costs) {
            int best = -1;
            for (int b = 0; b < sample.length; b++) {
                if (best < 0 || sample[b] < sample[best]) {
                    best = b;
                }
            }
            if (best >= 0) {
                counts.merge(bindings.get(best), 1, Integer::sum);
            }
        }
        return counts;
    }

    /** The binding with most votes; empty when no binding or no sample takes part. */
    public Optional<BindingKind> winner() {
        if (costs.length == 0) {
            return Optional.empty();
        }
        BindingKind winner = null;
        int most = -1;
        for (Map.Entry<BindingKind, Integer> count : counts().entrySet()) {
            if (count.getValue() > most) {
                winner = count.getKey();
                most = count.getValue();
            }
        }
        return Optional.ofNullable(winner);
    }

    /**
     * Whether the most votes went to more than one binding (or, in a vote at one point, whether several
     * bindings cost the same least): the winner is then only the first of them in the bindings' order,
     * not a binding the sizes prefer.
     */
    public boolean tied() {
        return leaders().size() > 1;
    }

    /** The bindings that share the most votes (at one point: the least cost): the winner alone, unless it is a tie. */
    public List<BindingKind> leaders() {
        if (costs.length == 0) {
            return List.of();
        }
        if (costs.length == 1) {
            double least = Arrays.stream(costs[0]).min().orElse(0);
            List<BindingKind> cheapest = new ArrayList<>();
            for (int b = 0; b < bindings.size(); b++) {
                if (costs[0][b] == least) {
                    cheapest.add(bindings.get(b));
                }
            }
            return cheapest;
        }
        Map<BindingKind, Integer> counts = counts();
        int most = counts.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        return counts.entrySet().stream().filter(e -> e.getValue() == most).map(Map.Entry::getKey).toList();
    }

    /** The winner's share of the votes, from 0 to 1 (0 without samples). */
    public double confidence() {
        return winner().map(winner -> (double) counts().get(winner) / costs.length).orElse(0.0);
    }

    /** The same samples, voted among these bindings only (those the rules left). */
    public Vote among(Collection<BindingKind> remaining) {
        List<BindingKind> kept = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        for (int b = 0; b < bindings.size(); b++) {
            if (remaining.contains(bindings.get(b))) {
                kept.add(bindings.get(b));
                columns.add(b);
            }
        }
        double[][] keptCosts = new double[kept.isEmpty() ? 0 : costs.length][];
        for (int s = 0; s < keptCosts.length; s++) {
            keptCosts[s] = new double[columns.size()];
            for (int c = 0; c < columns.size(); c++) {
                keptCosts[s][c] = costs[s][columns.get(c)];
            }
        }
        return new Vote(kept, keptCosts);
    }

    /** The bindings best first: the winner, then the winner of the vote among the rest, and so on. */
    public List<BindingKind> ranking() {
        List<BindingKind> ranking = new ArrayList<>();
        List<BindingKind> rest = new ArrayList<>(bindings);
        while (!rest.isEmpty()) {
            BindingKind next = among(rest).winner().orElse(rest.get(0));
            ranking.add(next);
            rest.remove(next);
        }
        return ranking;
    }
}
