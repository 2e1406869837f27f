package dev.bindwise.core.discovery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.Facts;
import dev.bindwise.runtime.internal.PlanJson;

/**
 * A discovery result as people and programs read it: a table of facts and endpoints with their sources
 * ({@code ./bindwise discover}), or the JSON document {@value #JSON_FORMAT} ({@code --json}).
 */
public final class FactsReport {

    /** Names the JSON document's layout; bumped when a field changes meaning or goes away. */
    public static final String JSON_FORMAT = "bindwise.discover/1";

    private FactsReport() {
    }

    public static String text(Facts facts) {
        StringBuilder out = new StringBuilder();
        out.append("Target ").append(facts.getTarget()).append("\n\nFacts\n");
        for (Fact fact : facts.getFacts()) {
            out.append(String.format(Locale.ROOT, "  %-24s %-14s %-8s %s%n", fact.getName(), fact.getValue(),
                    source(fact.getSource().getLiteral()), fact.getDetail() == null ? "" : fact.getDetail()));
        }
        out.append("\nEndpoints\n");
        for (EndpointFact endpoint : facts.getEndpoints()) {
            out.append(String.format(Locale.ROOT, "  %-24s %-10s %-14s %-8s %s%n", endpoint.getPort(),
                    endpoint.getKind(), endpoint.isAccessible() ? "accessible" : "not accessible",
                    source(endpoint.getSource().getLiteral()), endpoint.getAddress() == null ? "-" : endpoint.getAddress()));
            out.append("      ").append(endpoint.getReason()).append('\n');
        }
        return out.toString();
    }

    /**
     * The JSON document: format, file (the WSDL), target, facts [{name, value, source, detail}], endpoints
     * [{port, kind, address, accessible, reason, source}].
     */
    public static String json(Facts facts, String wsdlFile) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", JSON_FORMAT);
        root.put("file", wsdlFile);
        root.put("target", facts.getTarget());
        root.putAll(tree(facts));
        return PlanJson.write(root);
    }

    /**
     * The facts and endpoints as JSON values, the one way both discover's document and the plan file write them:
     * {@code "facts"} [{name, value, source, detail}] and {@code "endpoints"} [{port, kind, address, accessible,
     * reason, source}], both empty without facts.
     */
    public static Map<String, Object> tree(Facts facts) {
        List<Object> factList = new ArrayList<>();
        List<Object> endpointList = new ArrayList<>();
        if (facts != null) {
            for (Fact fact : facts.getFacts()) {
                Map<String, Object> json = new LinkedHashMap<>();
                json.put("name", fact.getName());
                json.put("value", fact.getValue());
                json.put("source", fact.getSource().getLiteral());
                json.put("detail", fact.getDetail());
                factList.add(json);
            }
            for (EndpointFact endpoint : facts.getEndpoints()) {
                Map<String, Object> json = new LinkedHashMap<>();
                json.put("port", endpoint.getPort());
                json.put("kind", endpoint.getKind().name());
                json.put("address", endpoint.getAddress());
                json.put("accessible", endpoint.isAccessible());
                json.put("reason", endpoint.getReason());
                json.put("source", endpoint.getSource().getLiteral());
                endpointList.add(json);
            }
        }
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("facts", factList);
        tree.put("endpoints", endpointList);
        return tree;
    }

    private static String source(String literal) {
        return literal.toLowerCase(Locale.ROOT);
    }
}
