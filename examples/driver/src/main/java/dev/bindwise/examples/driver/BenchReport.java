package dev.bindwise.examples.driver;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import dev.bindwise.examples.Workload;
import dev.bindwise.runtime.BindingKind;

/** A run's figures as a table for people and as JSON (format {@code bindwise.bench/1}) for the later steps. */
public final class BenchReport {

    public static final String FORMAT = "bindwise.bench/1";

    private BenchReport() {
    }

    /** Per operation and workload, one row per binding, with ratios to SOAP in the same run. */
    public static String table(Bench.Result result) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "  %-10s %9s %9s %9s %9s %8s %8s %9s %9s %7s %7s %7s %s%n", "binding",
                "mean ms", "median", "p99", "calls/s", "cli cpu", "srv cpu", "req B", "reply B", "x time",
                "x req", "x reply", "failed"));
        for (Map.Entry<String, List<Measurement>> group : groups(result.measurements()).entrySet()) {
            out.append(group.getKey()).append('\n');
            Optional<Measurement> soap = group.getValue().stream().filter(m -> m.over(BindingKind.SOAP)).findFirst();
            for (Measurement m : group.getValue()) {
                out.append(String.format(Locale.ROOT, "  %-10s %9s %9s %9s %9s %8s %8s %9s %9s %7s %7s %7s %s%n",
                        m.binding(), cell(m.meanMs(), 3), cell(m.medianMs(), 3), cell(m.p99Ms(), 3),
                        cell(m.throughputPerSecond(), 0), cell(m.clientCpuMsPerCall(), 3),
                        cell(m.serverCpuMsPerCall(), 3), cell(m.requestBytes(), 0), cell(m.replyBytes(), 0),
                        ratio(m.meanMs(), soap.map(Measurement::meanMs)),
                        ratio(m.requestBytes(), soap.map(Measurement::requestBytes)),
                        ratio(m.replyBytes(), soap.map(Measurement::replyBytes)),
                        m.failures() == 0 ? "" : m.failures() + " of " + m.calls() + ": " + m.firstFailure()));
            }
        }
        out.append(String.format(Locale.ROOT, "%d measurements in %.0f s; x = ratio to SOAP in this run "
                + "(below 1: faster or smaller than SOAP); bytes per call on the wire, counted by the relay; "
                + "srv cpu: the server's whole process (WildFly: its JVM), - where the bench has none (local Java, "
                + "a server it did not start)%n", result.measurements().size(), result.took().toMillis() / 1000.0));
        return out.toString();
    }

    public static String json(Bench.Result result) {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("startedAt", result.startedAt().toString());
        root.addProperty("seconds", result.took().toMillis() / 1000.0);
        JsonObject machine = new JsonObject();
        machine.addProperty("cores", Runtime.getRuntime().availableProcessors());
        machine.addProperty("java", System.getProperty("java.runtime.version"));
        machine.addProperty("os", System.getProperty("os.name") + " " + System.getProperty("os.version"));
        root.add("machine", machine);
        JsonObject settings = new JsonObject();
        BenchSettings s = result.plan().settings();
        settings.addProperty("threads", s.threads());
        settings.addProperty("warmupSeconds", s.warmup().toMillis() / 1000.0);
        settings.addProperty("measureSeconds", s.measure().toMillis() / 1000.0);
        settings.addProperty("maxCalls", s.maxCalls());
        settings.addProperty("fullGrid", result.plan().fullGrid());
        root.add("settings", settings);
        JsonArray measurements = new JsonArray();
        for (Map.Entry<String, List<Measurement>> group : groups(result.measurements()).entrySet()) {
            Optional<Measurement> soap = group.getValue().stream().filter(m -> m.over(BindingKind.SOAP)).findFirst();
            for (Measurement m : group.getValue()) {
                JsonObject item = new JsonObject();
                item.addProperty("service", m.service());
                item.addProperty("operation", m.operation());
                item.addProperty("binding", m.binding());
                item.add("workload", workload(m.workload()));
                item.addProperty("threads", m.threads());
                item.addProperty("calls", m.calls());
                item.addProperty("failures", m.failures());
                item.addProperty("firstFailure", m.firstFailure());
                number(item, "meanMs", m.meanMs());
                number(item, "medianMs", m.medianMs());
                number(item, "p99Ms", m.p99Ms());
                number(item, "throughputPerSecond", m.throughputPerSecond());
                number(item, "clientCpuMsPerCall", m.clientCpuMsPerCall());
                number(item, "serverCpuMsPerCall", m.serverCpuMsPerCall());
                number(item, "requestBytes", m.requestBytes());
                number(item, "replyBytes", m.replyBytes());
                if (soap.isPresent()) {
                    JsonObject toSoap = new JsonObject();
                    number(toSoap, "meanMs", m.meanMs() / soap.get().meanMs());
                    number(toSoap, "requestBytes", m.requestBytes() / soap.get().requestBytes());
                    number(toSoap, "replyBytes", m.replyBytes() / soap.get().replyBytes());
                    item.add("ratioToSoap", toSoap);
                }
                measurements.add(item);
            }
        }
        root.add("measurements", measurements);
        return new GsonBuilder().setPrettyPrinting().serializeNulls().create().toJson(root);
    }

    private static Map<String, List<Measurement>> groups(List<Measurement> measurements) {
        Map<String, List<Measurement>> groups = new LinkedHashMap<>();
        for (Measurement m : measurements) {
            groups.computeIfAbsent(m.service() + "." + m.operation() + "  " + describe(m.workload()),
                    key -> new ArrayList<>()).add(m);
        }
        return groups;
    }

    private static String describe(Workload w) {
        return String.format(Locale.ROOT, "(strings %d, arrays %d, binary %d B, nulls %.0f%%)", w.stringLength(),
                w.arrayLength(), w.binaryBytes(), w.nullRatio() * 100);
    }

    private static JsonObject workload(Workload w) {
        JsonObject json = new JsonObject();
        json.addProperty("stringLength", w.stringLength());
        json.addProperty("arrayLength", w.arrayLength());
        json.addProperty("binaryBytes", w.binaryBytes());
        json.addProperty("nullRatio", w.nullRatio());
        return json;
    }

    /** NaN and infinities are written as null: JSON has no number for them. */
    private static void number(JsonObject json, String name, double value) {
        if (Double.isFinite(value)) {
            json.addProperty(name, Math.round(value * 1e4) / 1e4);
        } else {
            json.add(name, null);
        }
    }

    /** A figure with the given decimals, or "-" where there is none (server CPU of local Java). */
    private static String cell(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "-";
    }

    private static String ratio(double value, Optional<Double> soap) {
        if (soap.isEmpty() || !Double.isFinite(value) || soap.get() == 0 || !Double.isFinite(soap.get())) {
            return "-";
        }
        return String.format(Locale.ROOT, "%.2f", value / soap.get());
    }
}
