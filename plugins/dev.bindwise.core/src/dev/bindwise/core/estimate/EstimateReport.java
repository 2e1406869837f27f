package dev.bindwise.core.estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.bindwise.runtime.BindingKind;

/**
 * Estimates as people and programs read them: a text table per operation, or a JSON document
 * ({@code bindwise.estimate/1}, fields described in docs/cli.md).
 */
public final class EstimateReport {

    public static final String FORMAT = "bindwise.estimate/1";

    private EstimateReport() {
    }

    public static String text(List<OperationEstimate> estimates, SpaceHints hints) {
        StringBuilder out = new StringBuilder();
        out.append(hints.any() ? "Hints: " + describe(hints) : "No hints: the paper's whole parameter space")
                .append('\n');
        for (OperationEstimate estimate : estimates) {
            out.append('\n').append(estimate.portType()).append('.').append(estimate.operation()).append("  ")
                    .append(estimate.samples()).append(estimate.samples() == 1 ? " sample" : " samples");
            if (estimate.overCap() > 0) {
                out.append(" (").append(estimate.overCap()).append(" over ").append(size(estimate.maxMessageBytes()))
                        .append(" left out)");
            }
            out.append("  vote: ").append(voteText(estimate.vote())).append('\n');
            out.append(String.format(Locale.ROOT, "  %-11s %-28s %-28s%n", "binding", "request min / median / max",
                    "reply min / median / max"));
            for (BindingEstimate binding : estimate.bindings()) {
                out.append(String.format(Locale.ROOT, "  %-11s %-28s %-28s%n", binding.kind(), range(binding.request()),
                        range(binding.reply())));
            }
            for (BindingKind kind : estimate.unsized()) {
                out.append(String.format(Locale.ROOT, "  %-11s %s%n", kind, kind == BindingKind.LOCAL_JAVA
                        ? "offered; an in-JVM call moves no bytes, the rules decide where it can be used"
                        : "offered; no size model, takes no part in the vote"));
            }
        }
        return out.toString();
    }

    /**
     * The sizes at one point, and per operation the milliseconds a call costs over each binding (by the
     * costs given: the defaults, or a calibration's) and the binding that costs least there.
     */
    public static String textAt(List<PointEstimate> points, ValueSetting setting, CostTable costs) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "At strlen=%s, nulls=%s, array=%s, binary=%s%n", number(setting.stringLength()),
                number(setting.nullRatio()), number(setting.arrayLength()), size(setting.binaryBytes())));
        for (List<PointEstimate> operation : byOperation(points)) {
            out.append('\n').append(operation.get(0).portType()).append('.').append(operation.get(0).operation())
                    .append("  vote: ").append(pointVoteText(operation, costs)).append('\n');
            for (PointEstimate point : operation) {
                BindingCost cost = costs.cost(point.kind());
                out.append(String.format(Locale.ROOT, "  %-11s request %10s   reply %10s   %s%n", point.kind(),
                        size(point.requestBytes()), size(point.replyBytes()), cost == null ? "no cost, no vote"
                                : String.format(Locale.ROOT, "%.1f ms", cost.millis(point.requestBytes() + point.replyBytes()))));
            }
        }
        return out.toString();
    }

    /** The estimates of one operation after another, in the order given. */
    private static List<List<PointEstimate>> byOperation(List<PointEstimate> points) {
        List<List<PointEstimate>> operations = new ArrayList<>();
        for (PointEstimate point : points) {
            List<PointEstimate> last = operations.isEmpty() ? null : operations.get(operations.size() - 1);
            if (last == null || !last.get(0).operation().equals(point.operation())
                    || !last.get(0).portType().equals(point.portType())) {
                last = new ArrayList<>();
                operations.add(last);
            }
            last.add(point);
        }
        return operations;
    }

    private static String pointVoteText(List<PointEstimate> operation, CostTable costs) {
        Vote vote = Vote.at(operation, costs);
        if (vote.winner().isEmpty()) {
            return "none (no binding with a size model and a cost)";
        }
        if (vote.tied()) {
            return "tie between " + vote.leaders().stream().map(Enum::name).collect(Collectors.joining(" and "))
                    + " (the same milliseconds)";
        }
        return vote.winner().get() + " (least milliseconds at this point)";
    }

    public static String json(String file, List<OperationEstimate> estimates, SpaceHints hints, ParameterSpace space,
            CostTable costs) {
        JsonObject root = header(file);
        root.add("hints", hints(hints));
        JsonObject spaceJson = new JsonObject();
        spaceJson.addProperty("stringLength", space.minStringLength() + ".." + space.maxStringLength());
        spaceJson.addProperty("binaryBytes", space.minBinaryBytes() + ".." + space.maxBinaryBytes());
        spaceJson.addProperty("nullRatio", space.minNullRatio() + ".." + space.maxNullRatio());
        JsonArray arrays = new JsonArray();
        space.arrayLengths().forEach(arrays::add);
        spaceJson.add("arrayLengths", arrays);
        spaceJson.addProperty("maxMessageBytes", space.maxMessageBytes());
        spaceJson.addProperty("samplesPerDimension", space.samples());
        root.add("space", spaceJson);
        root.add("costs", costs(costs));
        JsonArray operations = new JsonArray();
        for (OperationEstimate estimate : estimates) {
            JsonObject operation = new JsonObject();
            operation.addProperty("portType", estimate.portType());
            operation.addProperty("operation", estimate.operation());
            operation.addProperty("samples", estimate.samples());
            operation.addProperty("overCap", estimate.overCap());
            operation.addProperty("maxMessageBytes", estimate.maxMessageBytes());
            JsonArray dimensions = new JsonArray();
            MessageTraits traits = estimate.traits();
            if (traits.strings()) {
                dimensions.add("stringLength");
            }
            if (traits.binaries()) {
                dimensions.add("binaryBytes");
            }
            if (traits.optionals()) {
                dimensions.add("nullRatio");
            }
            if (traits.arrays()) {
                dimensions.add("arrayLength");
            }
            operation.add("dimensions", dimensions);
            JsonArray bindings = new JsonArray();
            for (BindingEstimate binding : estimate.bindings()) {
                JsonObject b = new JsonObject();
                b.addProperty("kind", binding.kind().name());
                b.addProperty("port", binding.port());
                b.addProperty("address", binding.address());
                b.add("request", rangeJson(binding.request()));
                b.add("reply", rangeJson(binding.reply()));
                bindings.add(b);
            }
            operation.add("bindings", bindings);
            JsonArray unsized = new JsonArray();
            estimate.unsized().forEach(kind -> unsized.add(kind.name()));
            operation.add("unsized", unsized);
            operation.add("vote", vote(estimate.vote()));
            operations.add(operation);
        }
        root.add("operations", operations);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
    }

    public static String jsonAt(String file, List<PointEstimate> points, ValueSetting setting, CostTable costs) {
        JsonObject root = header(file);
        JsonObject at = new JsonObject();
        at.addProperty("stringLength", setting.stringLength());
        at.addProperty("nullRatio", setting.nullRatio());
        at.addProperty("arrayLength", setting.arrayLength());
        at.addProperty("binaryBytes", setting.binaryBytes());
        root.add("at", at);
        root.add("costs", costs(costs));
        JsonArray operations = new JsonArray();
        for (List<PointEstimate> ofOperation : byOperation(points)) {
            JsonObject operation = new JsonObject();
            operation.addProperty("portType", ofOperation.get(0).portType());
            operation.addProperty("operation", ofOperation.get(0).operation());
            JsonArray bindings = new JsonArray();
            for (PointEstimate point : ofOperation) {
                JsonObject binding = new JsonObject();
                binding.addProperty("kind", point.kind().name());
                binding.addProperty("port", point.port());
                binding.addProperty("requestBytes", Math.round(point.requestBytes()));
                binding.addProperty("replyBytes", Math.round(point.replyBytes()));
                BindingCost cost = costs.cost(point.kind());
                if (cost != null) {
                    binding.addProperty("millis", Math.round(cost.millis(point.requestBytes() + point.replyBytes()) * 1000) / 1000.0);
                }
                bindings.add(binding);
            }
            operation.add("bindings", bindings);
            operation.add("vote", vote(Vote.at(ofOperation, costs)));
            operations.add(operation);
        }
        root.add("operations", operations);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root);
    }

    private static JsonObject costs(CostTable costs) {
        JsonObject json = new JsonObject();
        costs.asMap().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(entry -> {
            JsonObject cost = new JsonObject();
            cost.addProperty("fixedMillis", entry.getValue().fixedMillis());
            cost.addProperty("millisPerByte", entry.getValue().millisPerByte());
            json.add(entry.getKey().name(), cost);
        });
        return json;
    }

    private static JsonObject header(String file) {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("file", file);
        return root;
    }

    private static JsonObject hints(SpaceHints hints) {
        JsonObject json = new JsonObject();
        if (hints.maxMessageBytes().isPresent()) {
            json.addProperty("A", hints.maxMessageBytes().getAsLong());
        } else if (hints.defaultMaxMessage()) {
            json.addProperty("A", "default");
        }
        hints.averageStringLength().ifPresent(b -> json.addProperty("B", b));
        hints.nullRatio().ifPresent(c -> json.addProperty("C", c));
        if (hints.nullRatio().isPresent()) {
            json.addProperty("nullTolerance", hints.nullTolerance());
        }
        return json;
    }

    private static JsonObject vote(Vote vote) {
        JsonObject json = new JsonObject();
        json.addProperty("winner", vote.winner().map(Enum::name).orElse(null));
        json.addProperty("confidence", Math.round(vote.confidence() * 1000) / 1000.0);
        json.addProperty("tie", vote.tied());
        JsonObject counts = new JsonObject();
        vote.counts().forEach((kind, count) -> counts.addProperty(kind.name(), count));
        json.add("counts", counts);
        JsonArray ranking = new JsonArray();
        vote.ranking().forEach(kind -> ranking.add(kind.name()));
        json.add("ranking", ranking);
        return json;
    }

    private static JsonObject rangeJson(SizeRange range) {
        JsonObject json = new JsonObject();
        json.addProperty("min", Math.round(range.min()));
        json.addProperty("median", Math.round(range.median()));
        json.addProperty("max", Math.round(range.max()));
        return json;
    }

    private static String voteText(Vote vote) {
        if (vote.winner().isEmpty()) {
            return "none (no binding with a size model)";
        }
        String counts = vote.counts().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                .collect(Collectors.joining(", "));
        if (vote.tied()) {
            return String.format(Locale.ROOT, "tie between %s, %.1f %% each (%s); %s is listed first",
                    vote.leaders().stream().map(Enum::name).collect(Collectors.joining(" and ")),
                    100 * vote.confidence(), counts, vote.winner().get());
        }
        return String.format(Locale.ROOT, "%s %.1f %% (%s)", vote.winner().get(), 100 * vote.confidence(), counts);
    }

    private static String describe(SpaceHints hints) {
        StringBuilder text = new StringBuilder();
        if (hints.maxMessageBytes().isPresent()) {
            text.append("A largest message ").append(size(hints.maxMessageBytes().getAsLong())).append("; ");
        } else if (hints.defaultMaxMessage()) {
            text.append("A largest message 100 KB (simple types) or 300 KB (structures); ");
        }
        hints.averageStringLength().ifPresent(b -> text.append("B strings of ").append(number(b)).append(" characters; "));
        hints.nullRatio().ifPresent(c -> text.append(String.format(Locale.ROOT, "C %.0f %% nulls (± %.0f %%); ",
                100 * c, 100 * hints.nullTolerance())));
        return text.substring(0, text.length() - 2);
    }

    private static String range(SizeRange range) {
        return size(range.min()) + " / " + size(range.median()) + " / " + size(range.max());
    }

    static String size(double bytes) {
        if (bytes < 1024) {
            return Math.round(bytes) + " B";
        }
        if (bytes < 1024 * 1024) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1024);
        }
        return String.format(Locale.ROOT, "%.2f MB", bytes / (1024 * 1024));
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
    }
}
