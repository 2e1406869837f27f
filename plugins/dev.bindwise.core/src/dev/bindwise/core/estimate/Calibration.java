package dev.bindwise.core.estimate;

import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.DoubleSummaryStatistics;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.DoubleStream;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.operation.OutputFile;
import dev.bindwise.model.persistence.InputLimit;
import dev.bindwise.runtime.BindingKind;

/**
 * What a call costs per binding on one target, measured by {@code ./bindwise calibrate} (or fitted to what a proxy
 * measured there: {@link #fromMeasurements}): for each binding a
 * {@link BindingCost} (fixed milliseconds per call plus milliseconds per byte on the wire) fitted to calls
 * of several payload sizes, and where and when it was measured, so that the vote can predict
 * milliseconds, not only bytes. Saved as JSON, format {@value #FORMAT}.
 *
 * @param measuredAt when the calls were made
 * @param host the machine the calls were made from
 * @param java the Java runtime that made them
 * @param os the operating system
 * @param target what was called: the example servers started on loopback, or the endpoints given
 * @param fits one fit per binding measured
 */
public record Calibration(Instant measuredAt, String host, String java, String os, String target,
        Map<BindingKind, Fit> fits) {

    public static final String FORMAT = "bindwise.calibration/1";

    /**
     * One payload size: the bytes on the wire of its calls (request plus reply) and their median milliseconds
     * (the median, not the mean: a few slow calls must not carry it, see {@link Calibration#fit}).
     */
    public record Sample(double bytes, double millis) {

        public Sample {
            if (!(bytes >= 0) || !(millis >= 0) || Double.isInfinite(bytes) || Double.isInfinite(millis)) {
                throw new IllegalArgumentException("a sample needs bytes >= 0 and milliseconds >= 0, not " + bytes
                        + " bytes and " + millis + " ms");
            }
        }
    }

    /**
     * One binding's fitted line.
     *
     * @param samples how many samples it was fitted to
     * @param rSquared how much of the samples' variation the line explains (1 is all; NaN when the samples'
     *        times or bytes do not vary; it may fall below 0 when the line had to be clamped)
     * @param adjustment why the line differs from the Theil-Sen one ({@link Calibration#fit}), or null when it does not
     */
    public record Fit(BindingKind kind, BindingCost cost, int samples, double rSquared, String adjustment) {
    }

    public Calibration {
        fits = Collections.unmodifiableMap(new EnumMap<>(fits));
    }

    /** A calibration measured now, from this machine. */
    public static Calibration measuredHere(String target, Map<BindingKind, Fit> fits) {
        return new Calibration(Instant.now(), hostName(), System.getProperty("java.runtime.version"),
                System.getProperty("os.name") + " " + System.getProperty("os.version"), target, fits);
    }

    /** The binding's cost, when it was calibrated. */
    public Optional<BindingCost> cost(BindingKind kind) {
        return Optional.ofNullable(fits.get(kind)).map(Fit::cost);
    }

    /**
     * Fits a binding's cost to samples, one per payload size (its bytes and the median time of its calls), by
     * the Theil-Sen estimator: the cost per byte is the median of the slopes between every two sizes, the fixed
     * part the median of (time - cost per byte x bytes). Why not least squares through the means: on a shared
     * machine one garbage collection or scheduler pause in a size's calls carries that size's mean, and least
     * squares carries it into the line (a 5 ms pause over 20 calls of the smallest size adds 0.25 ms to its
     * mean and to the fixed part). The median of each size's calls ignores a few slow calls, and Theil-Sen
     * still gives the line when up to 29 % of the sizes are off as a whole (one size in five whose round ran
     * under a burst of load), where least squares moves with any one of them; it has no setting to tune
     * (Theil 1950, Sen 1968). Both parts must be >= 0 to
     * mean anything, so a fit that gives a negative part is clamped, and says so in {@link Fit#adjustment()}:
     * <ul>
     * <li>a negative cost per byte (time fell as messages grew: noise) becomes 0, and the fixed part the
     * median time;
     * <li>a negative fixed part becomes 0, and the line goes through the origin with the median of the
     * samples' time per byte;
     * <li>samples that all moved the same number of bytes (local Java moves none) give no cost per byte:
     * it is 0 and the fixed part is the median time.
     * </ul>
     * R^2 is that of the line returned, against the samples' mean.
     *
     * @throws IllegalArgumentException when there are no samples
     */
    public static Fit fit(BindingKind kind, List<Sample> samples) {
        int n = samples.size();
        if (n == 0) {
            throw new IllegalArgumentException("no samples to fit the cost of " + kind + " to");
        }
        double medianMillis = median(samples.stream().mapToDouble(Sample::millis).toArray());
        double[] slopes = pairwiseSlopes(samples);
        double fixed;
        double perByte;
        String adjustment = null;
        if (slopes.length == 0) {
            fixed = medianMillis;
            perByte = 0;
            adjustment = "every sample moved " + Math.round(samples.get(0).bytes())
                    + " bytes, so no cost per byte can be fitted: it is 0, the fixed part the median time";
        } else {
            double slope = median(slopes);
            perByte = slope;
            fixed = median(samples.stream().mapToDouble(s -> s.millis() - slope * s.bytes()).toArray());
            if (perByte < 0) {
                adjustment = String.format(Locale.ROOT,
                        "the cost per byte came out negative (%.4g ms/KB): clamped to 0, the fixed part is the median time",
                        perByte * 1024);
                perByte = 0;
                fixed = medianMillis;
            } else if (fixed < 0) {
                adjustment = String.format(Locale.ROOT,
                        "the fixed part came out negative (%.4g ms): clamped to 0, the line fitted through the origin", fixed);
                fixed = 0;
                perByte = median(samples.stream().filter(s -> s.bytes() > 0).mapToDouble(s -> s.millis() / s.bytes()).toArray());
            }
        }
        return new Fit(kind, new BindingCost(fixed, perByte), n, rSquared(samples, fixed, perByte, slopes.length > 0),
                adjustment);
    }

    /** The slope between every two samples of different sizes; none when all moved the same bytes. */
    private static double[] pairwiseSlopes(List<Sample> samples) {
        DoubleStream.Builder slopes = DoubleStream.builder();
        for (int i = 0; i < samples.size(); i++) {
            for (int j = i + 1; j < samples.size(); j++) {
                Sample a = samples.get(i);
                Sample b = samples.get(j);
                if (a.bytes() != b.bytes()) {
                    slopes.add((b.millis() - a.millis()) / (b.bytes() - a.bytes()));
                }
            }
        }
        return slopes.build().toArray();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** How much of the samples' variation about their mean the line explains; NaN when bytes or times do not vary. */
    private static double rSquared(List<Sample> samples, double fixed, double perByte, boolean bytesVary) {
        double meanMillis = samples.stream().mapToDouble(Sample::millis).average().orElseThrow();
        double total = 0;
        double residual = 0;
        for (Sample s : samples) {
            total += (s.millis() - meanMillis) * (s.millis() - meanMillis);
            double error = s.millis() - (fixed + perByte * s.bytes());
            residual += error * error;
        }
        // with no spread of bytes there is nothing for a line to explain
        return total == 0 || !bytesVary ? Double.NaN : 1 - residual / total;
    }

    /** The calibration file at that path, as its messages name it. */
    public static OutputFile file(Path path) {
        return new OutputFile(path, "the calibration", "bindwise-calibration.json");
    }

    /**
     * Writes the calibration as JSON, as every {@link OutputFile} is written: never half written, a file already
     * there replaced only when {@code replace}.
     *
     * @throws BadInputException when the file is there and may not be replaced, is a folder or in a file, or cannot
     *             be written (a full disk, no permission)
     */
    public void save(Path file, boolean replace) throws BadInputException {
        JsonObject root = new JsonObject();
        root.addProperty("format", FORMAT);
        root.addProperty("measuredAt", measuredAt.toString());
        root.addProperty("host", host);
        root.addProperty("java", java);
        root.addProperty("os", os);
        root.addProperty("target", target);
        JsonObject bindings = new JsonObject();
        for (Fit fit : fits.values()) {
            JsonObject binding = new JsonObject();
            binding.addProperty("fixedMillis", fit.cost().fixedMillis());
            binding.addProperty("millisPerByte", fit.cost().millisPerByte());
            binding.addProperty("samples", fit.samples());
            binding.add("rSquared", Double.isNaN(fit.rSquared()) ? null : new JsonPrimitive(fit.rSquared()));
            binding.addProperty("adjustment", fit.adjustment());
            bindings.add(fit.kind().name(), binding);
        }
        root.add("bindings", bindings);
        String json = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create().toJson(root);
        file(file).write(json + "\n", StandardCharsets.UTF_8, replace);
    }

    /**
     * Reads a calibration that {@link #save} wrote.
     *
     * @throws CalibrationException when the file cannot be read or is not a calibration of this format;
     *         the message names the file and what is wrong
     */
    public static Calibration load(Path file) throws CalibrationException {
        JsonElement parsed = readJson(file, "run ./bindwise calibrate to make one");
        if (Measurements.isMeasurements(parsed)) {
            return fromMeasurements(Measurements.read(file, parsed), CostTable.defaults());
        }
        return new Reader(file).calibration(parsed);
    }

    /**
     * The JSON tree of a calibration or measurements file, within the input limit.
     *
     * @param whenMissing what to do when the file is not there, said after "no such file; "
     * @throws CalibrationException naming the file when it is missing, too large, unreadable or not JSON
     */
    static JsonElement readJson(Path file, String whenMissing) throws CalibrationException {
        String text;
        try {
            text = InputLimit.CALIBRATION.readString(file);
        } catch (InputLimit.InputTooLargeException e) {
            throw new CalibrationException(file + ": " + e.problem());
        } catch (NoSuchFileException e) {
            throw new CalibrationException(file + ": no such file; " + whenMissing);
        } catch (IOException e) {
            throw new CalibrationException(file + ": cannot be read: " + e.getMessage());
        }
        try {
            return JsonParser.parseString(text);
        } catch (JsonParseException e) {
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new CalibrationException(file + ": not JSON: " + cause.getMessage());
        }
    }

    /**
     * The costs a proxy's measurements give ({@link Measurements}: per operation and binding the median time of its
     * last calls and their median bytes), one line per binding kind over every operation and port of that kind
     * measured. The rule, per kind:
     * <ul>
     * <li>bytes counted at sizes that span at least {@value #LEAST_SPAN_BYTES} bytes and a factor of
     * {@value #LEAST_SPAN_RATIO} (several operations): the line is fitted as {@code calibrate} fits its samples
     * ({@link #fit}: Theil-Sen, clamped), one sample per operation and port;</li>
     * <li>bytes counted at one size only, or at sizes closer than that: a line cannot be fitted to one point, and
     * between close sizes the slope is the times' noise over a few bytes (Trader's operations, 86 to 181 bytes a call
     * over JCA, gave 38 ms per KB on a loaded machine), so the default cost per byte is kept ({@code defaults}; 0
     * where it has none) and the fixed part is the median over the samples of (time - cost per byte x bytes), at
     * least 0;</li>
     * <li>bytes not counted (RMI-IIOP: the ORB's messages are out of the runtime's sight): the default cost per byte is
     * kept and the fixed part is the median of the times, bytes' share included (an overestimate by the cost per byte
     * x the bytes: 0.02 ms for 1 KB at the default RMI-IIOP cost).</li>
     * </ul>
     * A kind no operation measured (no timed call) keeps its default cost. Each fit says its rule in
     * {@link Fit#adjustment()}.
     *
     * @throws CalibrationException when no binding of the file has a timed call
     */
    public static Calibration fromMeasurements(Measurements measurements, CostTable defaults) throws CalibrationException {
        Map<BindingKind, List<Measurements.Binding>> byKind = new EnumMap<>(BindingKind.class);
        for (Measurements.Operation operation : measurements.operations()) {
            for (Measurements.Binding binding : operation.bindings()) {
                if (binding.medianMillis() != null) {
                    byKind.computeIfAbsent(binding.kind(), kind -> new ArrayList<>()).add(binding);
                }
            }
        }
        if (byKind.isEmpty()) {
            throw new CalibrationException(measurements.file() + ": no binding has a timed call, so there is nothing to"
                    + " fit: write the measurements after the proxy has made calls with learning on"
                    + " (RuntimeOptions.learningShare)");
        }
        Map<BindingKind, Fit> fits = new EnumMap<>(BindingKind.class);
        byKind.forEach((kind, measured) -> fits.put(kind, fitMeasured(kind, measured,
                Optional.ofNullable(defaults.cost(kind)).map(BindingCost::millisPerByte).orElse(0.0))));
        return new Calibration(measurements.writtenAt(), null, null, null, "measured by the proxy of "
                + measurements.service() + " where it runs (" + measurements.file() + ")", fits);
    }

    /** The least span of sizes, in bytes, a line is fitted over from measurements ({@link #fromMeasurements}). */
    static final int LEAST_SPAN_BYTES = 1024;
    /** The least ratio of the largest size to the smallest a line is fitted over from measurements. */
    static final int LEAST_SPAN_RATIO = 2;

    private static Fit fitMeasured(BindingKind kind, List<Measurements.Binding> measured, double defaultPerByte) {
        List<Sample> counted = measured.stream().filter(binding -> binding.medianBytes() != null)
                .map(binding -> new Sample(binding.medianBytes(), binding.medianMillis())).toList();
        DoubleSummaryStatistics sizes = counted.stream().mapToDouble(Sample::bytes).summaryStatistics();
        if (!counted.isEmpty() && sizes.getMax() - sizes.getMin() >= LEAST_SPAN_BYTES
                && sizes.getMax() >= LEAST_SPAN_RATIO * sizes.getMin()) {
            return fit(kind, counted);
        }
        String perByteKept = String.format(Locale.ROOT, "the default cost per byte kept (%.4g us/KB)",
                defaultPerByte * 1000 * 1024);
        if (counted.isEmpty()) {
            double fixed = median(measured.stream().mapToDouble(Measurements.Binding::medianMillis).toArray());
            return new Fit(kind, new BindingCost(fixed, defaultPerByte), measured.size(), Double.NaN,
                    "bytes not counted over " + kind + ": " + perByteKept + ", the fixed part is the median time of "
                            + measured.size() + " measured (their bytes' share included)");
        }
        double fixed = Math.max(0, median(counted.stream().mapToDouble(s -> s.millis() - defaultPerByte * s.bytes()).toArray()));
        return new Fit(kind, new BindingCost(fixed, defaultPerByte), counted.size(), Double.NaN,
                "the sizes measured (" + Math.round(sizes.getMin()) + " to " + Math.round(sizes.getMax())
                        + " bytes a call) are too close for a line (it needs " + LEAST_SPAN_BYTES + " bytes and a factor of "
                        + LEAST_SPAN_RATIO + " between the smallest and the largest): " + perByteKept
                        + ", the fixed part fitted through the median time");
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            String fromEnvironment = System.getenv("HOSTNAME");
            return fromEnvironment != null ? fromEnvironment : "unknown";
        }
    }

    /** Reads the JSON tree, naming the file and the field in every error. */
    private record Reader(Path file) {

        Calibration calibration(JsonElement parsed) throws CalibrationException {
            if (!parsed.isJsonObject() || !parsed.getAsJsonObject().has("format")) {
                throw error("not a Bindwise calibration: expected a JSON object with \"format\": \"" + FORMAT + "\"");
            }
            JsonObject root = parsed.getAsJsonObject();
            String format = text(root, "format", "format");
            if (!format.equals(FORMAT)) {
                throw error(format.startsWith("bindwise.calibration/")
                        ? "format \"" + format + "\" is another version than this Bindwise reads (\"" + FORMAT
                                + "\"): calibrate again with this version"
                        : "not a Bindwise calibration: its format is \"" + format + "\", expected \"" + FORMAT + "\"");
            }
            Instant measuredAt;
            String when = text(root, "measuredAt", "measuredAt");
            try {
                measuredAt = Instant.parse(when);
            } catch (DateTimeParseException e) {
                throw error("measuredAt \"" + when + "\" is not a UTC time such as 2026-03-01T10:15:30Z");
            }
            JsonElement bindingsElement = root.get("bindings");
            if (bindingsElement == null || !bindingsElement.isJsonObject() || bindingsElement.getAsJsonObject().isEmpty()) {
                throw error("bindings: expected an object with one entry per binding kind (SOAP, RMI_IIOP, ...)");
            }
            Map<BindingKind, Fit> fits = new EnumMap<>(BindingKind.class);
            for (Map.Entry<String, JsonElement> entry : bindingsElement.getAsJsonObject().entrySet()) {
                BindingKind kind;
                try {
                    kind = BindingKind.parse(entry.getKey());
                } catch (IllegalArgumentException e) {
                    throw error("bindings." + entry.getKey() + ": not a binding kind; expected one of "
                            + Arrays.toString(BindingKind.values()));
                }
                String path = "bindings." + entry.getKey();
                if (!entry.getValue().isJsonObject()) {
                    throw error(path + ": expected an object with fixedMillis, millisPerByte, samples and rSquared");
                }
                JsonObject binding = entry.getValue().getAsJsonObject();
                double fixed = nonNegative(binding, "fixedMillis", path);
                double perByte = nonNegative(binding, "millisPerByte", path);
                double samples = nonNegative(binding, "samples", path);
                if (samples != Math.rint(samples) || samples < 1) {
                    throw error(path + ".samples: expected a whole number >= 1, not " + binding.get("samples"));
                }
                JsonElement rSquared = binding.get("rSquared");
                double r2 = Double.NaN;
                if (rSquared != null && !rSquared.isJsonNull()) {
                    r2 = number(binding, "rSquared", path);
                }
                JsonElement adjustment = binding.get("adjustment");
                fits.put(kind, new Fit(kind, new BindingCost(fixed, perByte), (int) samples, r2,
                        adjustment == null || adjustment.isJsonNull() ? null : adjustment.getAsString()));
            }
            return new Calibration(measuredAt, optionalText(root, "host"), optionalText(root, "java"),
                    optionalText(root, "os"), optionalText(root, "target"), fits);
        }

        private String text(JsonObject object, String name, String path) throws CalibrationException {
            JsonElement value = object.get(name);
            if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
                throw error(path + ": expected a text" + (value == null ? ", it is missing" : ", not " + value));
            }
            return value.getAsString();
        }

        private static String optionalText(JsonObject object, String name) {
            JsonElement value = object.get(name);
            return value == null || value.isJsonNull() ? null : value.getAsString();
        }

        private double number(JsonObject object, String name, String path) throws CalibrationException {
            JsonElement value = object.get(name);
            if (value == null || !value.isJsonPrimitive() || !value.getAsJsonPrimitive().isNumber()) {
                throw error(path + "." + name + ": expected a number" + (value == null ? ", it is missing" : ", not " + value));
            }
            return value.getAsDouble();
        }

        private double nonNegative(JsonObject object, String name, String path) throws CalibrationException {
            double value = number(object, name, path);
            if (!(value >= 0) || Double.isInfinite(value)) {
                throw error(path + "." + name + ": expected a number >= 0, not " + object.get(name));
            }
            return value;
        }

        private CalibrationException error(String what) {
            return new CalibrationException(file + ": " + what);
        }
    }
}
