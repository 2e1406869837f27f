package dev.bindwise.core.select;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.RuleFiring;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.SizeEstimate;
import dev.bindwise.runtime.BindingKind;

/** A selection plan as people read it (a table and the reasons) and as programs read it (bindwise.plan/1 JSON). */
public final class PlanReport {

    public static final String FORMAT = "bindwise.plan/1";

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

    public static String json(SelectionPlan plan) {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("wsdl", plan.getWsdlLocation());
        if (plan.getCreatedAt() != null) { // a plan made without probes has no time
            root.addProperty("createdAt", plan.getCreatedAt());
        }
        if (plan.getHints() != null) {
            JsonObject hints = new JsonObject();
            if (plan.getHints().getMaxMessageSize() >= 0) {
                hints.addProperty("A", plan.getHints().getMaxMessageSize());
            }
            if (plan.getHints().getAverageStringLength() >= 0) {
                hints.addProperty("B", plan.getHints().getAverageStringLength());
            }
            if (plan.getHints().getNullRatio() >= 0) {
                hints.addProperty("C", plan.getHints().getNullRatio());
            }
            if (plan.getHints().getOperatingPoint() != null) {
                hints.addProperty("at", plan.getHints().getOperatingPoint());
            }
            if (plan.getHints().getSamples() != null) {
                hints.addProperty("samples", plan.getHints().getSamples());
            }
            root.add("hints", hints);
        }
        JsonArray operations = new JsonArray();
        for (OperationSelection selection : plan.getSelections()) {
            JsonObject operation = new JsonObject();
            operation.addProperty("portType", selection.getPortType());
            operation.addProperty("operation", selection.getOperation());
            operation.addProperty("idempotent", selection.isIdempotent());
            operation.add("chosen", selection.getChosen() == null ? null : ranked(selection.getChosen()));
            JsonArray fallbacks = new JsonArray();
            selection.getFallbacks().forEach(f -> fallbacks.add(ranked(f)));
            operation.add("fallbacks", fallbacks);
            JsonArray deployment = new JsonArray();
            for (RankedBinding binding : selection.getDeployment()) {
                JsonObject ranked = ranked(binding);
                JsonArray conditions = new JsonArray();
                binding.getConditions().forEach(conditions::add);
                ranked.add("conditions", conditions);
                deployment.add(ranked);
            }
            operation.add("deployment", deployment);
            operation.addProperty("confidence", Math.round(selection.getConfidence() * 1000) / 1000.0);
            JsonObject decision = new JsonObject();
            decision.addProperty("basis", selection.getBasis().name());
            decision.addProperty("decidedBy", selection.getDecidedBy());
            decision.addProperty("why", why(selection));
            operation.add("decision", decision);
            operation.addProperty("votedAt", selection.getVotedAt());
            JsonObject votes = new JsonObject();
            selection.getVotes().forEach(v -> votes.addProperty(v.getKind().name(), v.getCount()));
            operation.add("votes", votes);
            JsonArray rules = new JsonArray();
            for (RuleFiring firing : selection.getFiredRules()) {
                JsonObject rule = new JsonObject();
                rule.addProperty("rule", firing.getRule());
                rule.addProperty("property", firing.getProperty());
                rule.addProperty("reason", firing.getReason());
                rules.add(rule);
            }
            operation.add("rules", rules);
            JsonArray estimates = new JsonArray();
            for (SizeEstimate size : selection.getEstimates()) {
                JsonObject estimate = new JsonObject();
                estimate.addProperty("kind", size.getKind().name());
                estimate.add("request", range(size.getRequestMin(), size.getRequestMedian(), size.getRequestMax()));
                estimate.add("reply", range(size.getReplyMin(), size.getReplyMedian(), size.getReplyMax()));
                estimates.add(estimate);
            }
            operation.add("estimates", estimates);
            operations.add(operation);
        }
        root.add("operations", operations);
        JsonArray facts = new JsonArray();
        JsonArray endpoints = new JsonArray();
        if (plan.getFacts() != null) {
            for (Fact fact : plan.getFacts().getFacts()) {
                JsonObject json = new JsonObject();
                json.addProperty("name", fact.getName());
                json.addProperty("value", fact.getValue());
                json.addProperty("source", fact.getSource().name());
                json.addProperty("detail", fact.getDetail());
                facts.add(json);
            }
            for (EndpointFact endpoint : plan.getFacts().getEndpoints()) {
                JsonObject json = new JsonObject();
                json.addProperty("port", endpoint.getPort());
                json.addProperty("kind", endpoint.getKind().name());
                json.addProperty("address", endpoint.getAddress());
                json.addProperty("accessible", endpoint.isAccessible());
                json.addProperty("reason", endpoint.getReason());
                json.addProperty("source", endpoint.getSource().name());
                endpoints.add(json);
            }
        }
        root.add("facts", facts);
        root.add("endpoints", endpoints);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(root);
    }

    private static JsonObject ranked(RankedBinding binding) {
        JsonObject json = new JsonObject();
        json.addProperty("rank", binding.getRank());
        json.addProperty("kind", binding.getKind().name());
        json.addProperty("port", binding.getPort());
        json.addProperty("address", binding.getAddress());
        return json;
    }

    private static JsonObject range(long min, long median, long max) {
        JsonObject json = new JsonObject();
        json.addProperty("min", min);
        json.addProperty("median", median);
        json.addProperty("max", max);
        return json;
    }
}
