package dev.bindwise.core.discovery;

import java.util.Locale;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.Facts;

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
        JsonObject root = new JsonObject();
        root.addProperty("format", JSON_FORMAT);
        root.addProperty("file", wsdlFile);
        root.addProperty("target", facts.getTarget());
        JsonArray factArray = new JsonArray();
        for (Fact fact : facts.getFacts()) {
            JsonObject json = new JsonObject();
            json.addProperty("name", fact.getName());
            json.addProperty("value", fact.getValue());
            json.addProperty("source", fact.getSource().getLiteral());
            json.addProperty("detail", fact.getDetail());
            factArray.add(json);
        }
        root.add("facts", factArray);
        JsonArray endpointArray = new JsonArray();
        for (EndpointFact endpoint : facts.getEndpoints()) {
            JsonObject json = new JsonObject();
            json.addProperty("port", endpoint.getPort());
            json.addProperty("kind", endpoint.getKind().name());
            json.addProperty("address", endpoint.getAddress());
            json.addProperty("accessible", endpoint.isAccessible());
            json.addProperty("reason", endpoint.getReason());
            json.addProperty("source", endpoint.getSource().getLiteral());
            endpointArray.add(json);
        }
        root.add("endpoints", endpointArray);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(root);
    }

    private static String source(String literal) {
        return literal.toLowerCase(Locale.ROOT);
    }
}
