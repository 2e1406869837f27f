package dev.bindwise.core.select;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.SizeEstimate;
import dev.bindwise.core.discovery.FactsReport;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.PlanJson;

/** A selection plan as people read it (a table and the reasons) and as programs read it (bindwise.plan/1 JSON). */
public final class PlanReport {

    /** The plan file's format, the runtime's: {@link PlanJson#FORMAT}. */
    public static final String FORMAT = PlanJson.FORMAT;

    private PlanReport() {
    }

    public static String text(SelectionPlan plan) {
        StringBuilder out = new StringBuilder();
        // one ranking shown, the one the generated proxy carries: "chosen" is where calls go on the facts given here
        out.append(String.format(Locale.ROOT, "%-34s %-11s %-10s %-36s %s%n", "operation", "chosen", "confidence",
                "the proxy ranks", "why"));
        for (OperationSelection selection : plan.getSelections()) {
            RankedBinding chosen = selection.getChosen();
            String ranks = proxyRanking(selection);
            out.append(String.format(Locale.ROOT, "%-34s %-11s %-10s %-36s %s%n",
                    selection.getPortType() + "." + selection.getOperation(),
                    chosen == null ? "none" : chosen.getKind().name(),
                    confidence(selection),
                    ranks.isEmpty() ? "-" : ranks, why(selection)));
        }
        List<String> suggestions = Idempotency.suggestions(plan);
        if (!suggestions.isEmpty()) {
            out.append('\n').append(Idempotency.SUGGESTIONS_HEADING).append('\n');
            suggestions.forEach(suggestion -> out.append("  ").append(suggestion).append('\n'));
        }
        out.append("\nWhere the proxy is deployed, each operation goes to the first binding whose conditions hold there"
                + " (the ranking generate compiles into the proxy; chosen is the first on the facts given here):\n");
        for (OperationSelection selection : plan.getSelections()) {
            out.append("  ").append(selection.getPortType()).append('.').append(selection.getOperation()).append(": ")
                    .append(selection.getDeployment().isEmpty() ? "chosen, then fallbacks (no deployment ranking recorded)"
                            : selection.getDeployment().stream().map(b -> b.getKind().name()).collect(Collectors.joining(", ")))
                    .append('\n');
            for (RankedBinding binding : selection.getDeployment()) {
                binding.getConditions().forEach(condition -> out.append("    ").append(binding.getKind().name())
                        .append(" ").append(binding.getPort()).append(" if ").append(condition).append('\n'));
            }
        }
        if (plan.getSelections().stream().anyMatch(selection -> selection.getVotedAt() != null)) {
            out.append("\nWhere the sizes were voted (the point of the data, and where it came from):\n");
            for (OperationSelection selection : plan.getSelections()) {
                out.append(String.format(Locale.ROOT, "  %-32s %s%n", selection.getPortType() + "." + selection.getOperation(),
                        votedAt(selection)));
            }
        }
        out.append("\nRules that fired:\n");
        for (OperationSelection selection : plan.getSelections()) {
            out.append("  ").append(selection.getPortType()).append('.').append(selection.getOperation()).append('\n');
            for (RuleFiring firing : selection.getFiredRules()) {
                // the default rules' names begin with their property; a user's rule may not
                String rule = firing.getRule().startsWith(firing.getProperty() + " ") ? firing.getRule()
                        : firing.getProperty() + " " + firing.getRule();
                out.append("    ").append(rule).append(": ").append(firing.getReason()).append('\n');
            }
        }
        if (plan.getFacts() != null) {
            out.append("\nFacts:\n");
            for (Fact fact : plan.getFacts().getFacts()) {
                out.append(String.format(Locale.ROOT, "  %-24s %-18s %-9s %s%n", fact.getName(), fact.getValue(),
                        fact.getSource(), fact.getDetail() == null ? "" : fact.getDetail()));
            }
            for (EndpointFact endpoint : plan.getFacts().getEndpoints()) {
                out.append(String.format(Locale.ROOT, "  %-24s %-18s %-9s %s%n", endpoint.getPort(),
                        endpoint.isAccessible() ? "accessible" : "not accessible", endpoint.getSource(),
                        endpoint.getReason() == null ? "" : endpoint.getReason()));
            }
        }
        return out.toString();
    }

    /**
     * "LOCAL_JAVA, JCA, RMI_IIOP, SOAP": the ranking the generated proxy carries (the deployment ranking; in a plan
     * without one, the chosen binding and the fallbacks), which the IDE's preview shows too.
     */
    public static String proxyRanking(OperationSelection selection) {
        if (!selection.getDeployment().isEmpty()) {
            return selection.getDeployment().stream().map(b -> b.getKind().name()).collect(Collectors.joining(", "));
        }
        StringBuilder ranking = new StringBuilder(selection.getChosen() == null ? "" : selection.getChosen().getKind().name());
        selection.getFallbacks().forEach(f -> ranking.append(", ").append(f.getKind().name()));
        return ranking.toString();
    }

    /** Where the operation's sizes were voted: the point and where it came from, or over the parameter space. */
    public static String votedAt(OperationSelection selection) {
        return selection.getVotedAt() != null ? selection.getVotedAt() : "over the parameter space (the hints)";
    }

    /**
     * The confidence column: the vote's share where the vote decided (or where an older plan does not say what
     * did); "rule" or "tie" where a rule or the tie-break did, never a vote share against them; "-" otherwise.
     */
    public static String confidence(OperationSelection selection) {
        if (selection.getChosen() == null) {
            return "-";
        }
        return switch (selection.getBasis()) {
            case VOTE, UNRECORDED -> String.format(Locale.ROOT, "%.0f %%", 100 * selection.getConfidence());
            case RULE -> "rule";
            case TIE -> "tie";
            case ONLY, LAST_RESORT, NONE -> "-";
        };
    }

    /** Why the chosen binding comes first, in words: the rule, the vote, the tie and its tie-break, or the last resort. */
    public static String why(OperationSelection selection) {
        RankedBinding chosen = selection.getChosen();
        if (chosen == null) {
            return "no binding is available and accessible";
        }
        return switch (selection.getBasis()) {
            case RULE -> "decided by rule " + selection.getDecidedBy();
            case VOTE -> selection.getDecidedBy();
            case TIE -> tie(selection) + "; " + selection.getDecidedBy() + " decides";
            case ONLY -> "the only binding available and accessible";
            case LAST_RESORT -> "nothing is accessible where it was probed: " + chosen.getKind().name()
                    + " is kept as the last resort (" + selection.getDecidedBy() + ")";
            case UNRECORDED, NONE -> "not recorded in this plan";
        };
    }

    /** "tie: RMI_IIOP 2, SOAP 2 of 4 votes", or why nothing ordered the two when the vote did not count both. */
    private static String tie(OperationSelection selection) {
        BindingKind chosen = selection.getChosen().getKind();
        BindingKind next = selection.getFallbacks().get(0).getKind();
        Map<BindingKind, Integer> votes = new EnumMap<>(BindingKind.class);
        selection.getVotes().forEach(vote -> votes.put(vote.getKind(), vote.getCount()));
        if (votes.containsKey(chosen) && votes.containsKey(next) && votes.get(chosen).equals(votes.get(next))) {
            int total = votes.values().stream().mapToInt(Integer::intValue).sum();
            return "tie: " + chosen + " " + votes.get(chosen) + ", " + next + " " + votes.get(next) + " of " + total
                    + " votes";
        }
        return "no rule or vote orders " + chosen + " and " + next;
    }

    /**
     * The plan file: the runtime's format ({@link PlanJson}, whose reader a proxy uses on the target), with what
     * people and programs read besides (hints, the decision, votes, rules, estimates, facts).
     */
    public static String json(SelectionPlan plan) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", FORMAT);
        root.put("wsdl", plan.getWsdlLocation());
        if (plan.getCreatedAt() != null) { // a plan made without probes has no time
            root.put("createdAt", plan.getCreatedAt());
        }
        if (plan.getHints() != null) {
            Map<String, Object> hints = new LinkedHashMap<>();
            if (plan.getHints().getMaxMessageSize() >= 0) {
                hints.put("A", plan.getHints().getMaxMessageSize());
            }
            if (plan.getHints().getAverageStringLength() >= 0) {
                hints.put("B", plan.getHints().getAverageStringLength());
            }
            if (plan.getHints().getNullRatio() >= 0) {
                hints.put("C", plan.getHints().getNullRatio());
            }
            if (plan.getHints().getOperatingPoint() != null) {
                hints.put("at", plan.getHints().getOperatingPoint());
            }
            if (plan.getHints().getSamples() != null) {
                hints.put("samples", plan.getHints().getSamples());
            }
            root.put("hints", hints);
        }
        List<Object> operations = new ArrayList<>();
        for (OperationSelection selection : plan.getSelections()) {
            Map<String, Object> operation = new LinkedHashMap<>();
            operation.put("portType", selection.getPortType());
            operation.put("operation", selection.getOperation());
            operation.put("idempotent", selection.isIdempotent());
            operation.put("chosen", selection.getChosen() == null ? null : ranked(selection.getChosen()));
            operation.put("fallbacks", selection.getFallbacks().stream().map(PlanReport::ranked).toList());
            List<Object> deployment = new ArrayList<>();
            for (RankedBinding binding : selection.getDeployment()) {
                Map<String, Object> ranked = ranked(binding);
                ranked.put("conditions", new ArrayList<>(binding.getConditions()));
                deployment.add(ranked);
            }
            operation.put("deployment", deployment);
            operation.put("confidence", Math.round(selection.getConfidence() * 1000) / 1000.0);
            Map<String, Object> decision = new LinkedHashMap<>();
            decision.put("basis", selection.getBasis().name());
            decision.put("decidedBy", selection.getDecidedBy());
            decision.put("why", why(selection));
            operation.put("decision", decision);
            operation.put("votedAt", selection.getVotedAt());
            Map<String, Object> votes = new LinkedHashMap<>();
            selection.getVotes().forEach(v -> votes.put(v.getKind().name(), v.getCount()));
            operation.put("votes", votes);
            List<Object> rules = new ArrayList<>();
            for (RuleFiring firing : selection.getFiredRules()) {
                Map<String, Object> rule = new LinkedHashMap<>();
                rule.put("rule", firing.getRule());
                rule.put("property", firing.getProperty());
                rule.put("reason", firing.getReason());
                rules.add(rule);
            }
            operation.put("rules", rules);
            List<Object> estimates = new ArrayList<>();
            for (SizeEstimate size : selection.getEstimates()) {
                Map<String, Object> estimate = new LinkedHashMap<>();
                estimate.put("kind", size.getKind().name());
                estimate.put("request", range(size.getRequestMin(), size.getRequestMedian(), size.getRequestMax()));
                estimate.put("reply", range(size.getReplyMin(), size.getReplyMedian(), size.getReplyMax()));
                estimates.add(estimate);
            }
            operation.put("estimates", estimates);
            operations.add(operation);
        }
        root.put("operations", operations);
        root.putAll(FactsReport.tree(plan.getFacts()));
        return PlanJson.write(root);
    }

    private static Map<String, Object> ranked(RankedBinding binding) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("rank", binding.getRank());
        json.put("kind", binding.getKind().name());
        json.put("port", binding.getPort());
        json.put("address", binding.getAddress());
        return json;
    }

    private static Map<String, Object> range(long min, long median, long max) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("min", min);
        json.put("median", median);
        json.put("max", max);
        return json;
    }
}
