package dev.bindwise.core.estimate;

import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * What a proxy measured where it runs, as its runtime wrote it ({@code ServiceRuntime.writeMeasurements}, format
 * {@value #FORMAT}, docs/runtime.md): per operation and binding the median time of its last calls and their bytes.
 * {@code --calibration} fits the cost lines to it ({@link Calibration#fromMeasurements}) and the Binding Preview shows
 * it beside the predicted times ({@code core.select.PredictedAndMeasured}).
 *
 * @param file the file it was read from
 * @param service the service the proxy called
 * @param plan where the proxy's plan came from
 * @param writtenAt when the runtime wrote it
 */
public record Measurements(Path file, String service, String plan, Instant writtenAt, List<Operation> operations) {

    /** The format read: the runtime's ({@link ServiceRuntime#MEASUREMENTS_FORMAT}). */
    public static final String FORMAT = ServiceRuntime.MEASUREMENTS_FORMAT;
    /** The file's usual name, beside the plan file ({@code plan.json}). */
    public static final String FILE_NAME = "measurements.json";

    private static final String FAMILY = "bindwise.measurements/";

    /** One operation: its name and what was measured over each of its bindings, in its plan's order. */
    public record Operation(String name, List<Binding> bindings) {
    }

    /**
     * One binding of an operation.
     *
     * @param medianMillis the median time of its last calls, null before a timed call
     * @param medianBytes the median bytes of those calls (request plus reply), null where its client does not count them
     */
    public record Binding(BindingKind kind, String port, int rank, long calls, long transportFailures, Double medianMillis,
            int window, Double medianBytes, Double leastBytes, Double mostBytes) {
    }

    public Measurements {
        operations = List.copyOf(operations);
    }

    /** The operation of that name, if measured. */
    public Optional<Operation> operation(String name) {
        return operations.stream().filter(operation -> operation.name().equals(name)).findFirst();
    }

    /** Whether the JSON read is a measurements file of any version (its format names the family). */
    static boolean isMeasurements(JsonElement parsed) {
        return parsed.isJsonObject() && parsed.getAsJsonObject().get("format") instanceof JsonElement format
                && format.isJsonPrimitive() && format.getAsString().startsWith(FAMILY);
    }

    /**
     * Reads a measurements file.
     *
     * @throws CalibrationException when it cannot be read or is not a measurements file of this format; the message
     *         names the file, what is wrong and how to fix it
     */
    public static Measurements load(Path file) throws CalibrationException {
        return read(file, parse(file));
    }

    /**
     * The measurements in the file, or none when it is another kind of file (a calibration: the file given as
     * {@code --calibration} may be either).
     *
     * @throws CalibrationException when it cannot be read, or is a measurements file this version cannot read
     */
    public static Optional<Measurements> loadIfMeasurements(Path file) throws CalibrationException {
        JsonElement parsed = parse(file);
        return isMeasurements(parsed) ? Optional.of(read(file, parsed)) : Optional.empty();
    }

    private static JsonElement parse(Path file) throws CalibrationException {
        return Calibration.readJson(file, "a proxy writes one with runtime().writeMeasurements(path) (docs/runtime.md)");
    }

    /** Reads the JSON tree of a measurements file, naming the file and the field in every error. */
    static Measurements read(Path file, JsonElement parsed) throws CalibrationException {
        Fields root = new Fields(file, "", parsed);
        String format = parsed.isJsonObject() && parsed.getAsJsonObject().has("format") ? root.text("format") : null;
        if (format == null || !format.startsWith(FAMILY)) {
            throw root.error("not a proxy's measurements: expected a JSON object with \"format\": \"" + FORMAT
                    + "\", as ServiceRuntime.writeMeasurements writes" + (format == null ? "" : "; its format is \"" + format + "\""));
        }
        if (format.equals(FAMILY + "1")) {
            throw root.error("format \"" + format + "\" has no bytes per call, which the cost lines are fitted to: run the"
                    + " proxy with this version's runtime (learning on) and write the measurements again (\"" + FORMAT + "\")");
        }
        if (!format.equals(FORMAT)) {
            throw root.error("format \"" + format + "\" is another version than this Bindwise reads (\"" + FORMAT
                    + "\"): write the measurements with the runtime of this version, or read them with the Bindwise that"
                    + " matches it");
        }
        Instant writtenAt;
        String when = root.text("writtenAt");
        try {
            writtenAt = Instant.parse(when);
        } catch (DateTimeParseException e) {
            throw root.error("writtenAt \"" + when + "\" is not a UTC time such as 2026-03-01T10:15:30Z");
        }
        List<Operation> operations = new ArrayList<>();
        for (Fields operation : root.objects("operations")) {
            List<Binding> bindings = new ArrayList<>();
            for (Fields binding : operation.objects("bindings")) {
                String kindName = binding.text("kind");
                BindingKind kind;
                try {
                    kind = BindingKind.parse(kindName);
                } catch (IllegalArgumentException e) {
                    throw binding.error("kind \"" + kindName + "\" is not a binding kind; expected one of "
                            + Arrays.toString(BindingKind.values()));
                }
                bindings.add(new Binding(kind, binding.text("port"), (int) binding.whole("rank"), binding.whole("calls"),
                        binding.whole("transportFailures"), binding.optionalNumber("medianMillis"),
                        (int) binding.whole("window"), binding.optionalNumber("medianBytes"),
                        binding.optionalNumber("leastBytes"), binding.optionalNumber("mostBytes")));
            }
            operations.add(new Operation(operation.text("operation"), bindings));
        }
        return new Measurements(file, root.text("service"), root.optionalText("plan"), writtenAt, operations);
    }

    /** An object of the file, with the path of its fields for the messages. */
    private record Fields(Path file, String path, JsonElement element) {

        private JsonObject object() throws CalibrationException {
            if (!element.isJsonObject()) {
                throw error("expected an object, not " + element);
            }
            return element.getAsJsonObject();
        }

        private String at(String name) {
            return path.isEmpty() ? name : path + "." + name;
        }

        String text(String name) throws CalibrationException {
            JsonElement value = object().get(name);
            if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
                throw new Fields(file, at(name), value).error("expected a text" + (value == null ? ", it is missing" : ", not " + value));
            }
            return value.getAsString();
        }

        String optionalText(String name) throws CalibrationException {
            JsonElement value = object().get(name);
            return value == null || value.isJsonNull() ? null : text(name);
        }

        Double optionalNumber(String name) throws CalibrationException {
            JsonElement value = object().get(name);
            if (value == null || value.isJsonNull()) {
                return null;
            }
            if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isNumber() || !(value.getAsDouble() >= 0)
                    || Double.isInfinite(value.getAsDouble())) {
                throw new Fields(file, at(name), value).error("expected a number >= 0 or null, not " + value);
            }
            return value.getAsDouble();
        }

        long whole(String name) throws CalibrationException {
            Double value = optionalNumber(name);
            if (value == null || value != Math.rint(value)) {
                throw new Fields(file, at(name), object().get(name)).error("expected a whole number >= 0"
                        + (value == null ? ", it is missing" : ", not " + value));
            }
            return value.longValue();
        }

        List<Fields> objects(String name) throws CalibrationException {
            JsonElement value = object().get(name);
            if (value == null || !value.isJsonArray()) {
                throw new Fields(file, at(name), value).error("expected a list" + (value == null ? ", it is missing" : ""));
            }
            List<Fields> items = new ArrayList<>();
            for (int i = 0; i < value.getAsJsonArray().size(); i++) {
                items.add(new Fields(file, at(name) + "[" + i + "]", value.getAsJsonArray().get(i)));
            }
            return items;
        }

        CalibrationException error(String what) {
            return new CalibrationException(file + ": " + (path.isEmpty() ? "" : path + ": ") + what);
        }
    }
}
