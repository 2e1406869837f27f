package dev.bindwise.core.estimate;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * What a user knows about the data (paper 4.4), each narrowing the parameter space: A the largest message,
 * B the average string length, C the share of null values (taken with a tolerance, 10 % by default).
 * Hint A without a value means the paper's default for the operation: 100 KB when its messages hold only
 * simple types, 300 KB when they hold structures or arrays.
 */
public record SpaceHints(OptionalLong maxMessageBytes, boolean defaultMaxMessage, OptionalDouble averageStringLength,
        OptionalDouble nullRatio, double nullTolerance) {

    public static final long SIMPLE_TYPES_MAX_MESSAGE = 100 * 1024;
    public static final long COMPLEX_TYPES_MAX_MESSAGE = 300 * 1024;
    /**
     * The largest size a hint or a point of the space names, 1 GB: far beyond what one call of a web service
     * carries, and small enough that the size models' arithmetic stays exact.
     */
    public static final long MAX_SIZE = 1024L * 1024 * 1024;
    /** The longest average string a hint or a point of the space names, in characters. */
    public static final int MAX_STRING_LENGTH = 1_000_000;
    private static final String SYNTAX = "hints are A=SIZE (or A alone for the default), B=CHARACTERS, C=SHARE,"
            + " separated by commas, for example A=100KB,B=20,C=0.3";

    public SpaceHints {
        if (nullTolerance < 0 || nullTolerance > 1) {
            throw new IllegalArgumentException("the null ratio's tolerance is a share from 0 to 1, not " + nullTolerance);
        }
    }

    /** No hint: the whole default space. */
    public static SpaceHints none() {
        return new SpaceHints(OptionalLong.empty(), false, OptionalDouble.empty(), OptionalDouble.empty(), 0.1);
    }

    /** Any hint given at all. */
    public boolean any() {
        return maxMessageBytes.isPresent() || defaultMaxMessage || averageStringLength.isPresent()
                || nullRatio.isPresent();
    }

    /**
     * Reads hints as a user types them: {@code A=100KB,B=20,C=0.3}; sizes take B, KB or MB (1 KB = 1024
     * bytes); C is a share (0.3) or a percentage (30%).
     *
     * @throws IllegalArgumentException naming the hint that is wrong and how to write it
     */
    public static SpaceHints parse(String text) {
        OptionalLong max = OptionalLong.empty();
        boolean defaultMax = false;
        OptionalDouble strings = OptionalDouble.empty();
        OptionalDouble nulls = OptionalDouble.empty();
        if (text == null || text.isBlank()) {
            return none();
        }
        for (String hint : text.split(",")) {
            String trimmed = hint.trim();
            int equals = trimmed.indexOf('=');
            String name = (equals < 0 ? trimmed : trimmed.substring(0, equals)).trim().toUpperCase(Locale.ROOT);
            String value = equals < 0 ? "" : trimmed.substring(equals + 1).trim();
            switch (name) {
                case "A" -> {
                    if (value.isEmpty()) {
                        defaultMax = true;
                    } else {
                        max = OptionalLong.of(parseSize(value, "hint A"));
                    }
                }
                case "B" -> strings = OptionalDouble.of(parseNumber(value, "B", 0, MAX_STRING_LENGTH));
                case "C" -> nulls = OptionalDouble.of(parseShare(value));
                default -> throw new IllegalArgumentException("unknown hint '" + trimmed + "': " + SYNTAX);
            }
        }
        return new SpaceHints(max, defaultMax, strings, nulls, 0.1);
    }

    /** The largest message the space may hold for an operation whose messages are simple or not. */
    public long maxMessageBytes(boolean simpleTypesOnly, long spaceDefault) {
        if (maxMessageBytes.isPresent()) {
            return maxMessageBytes.getAsLong();
        }
        if (defaultMaxMessage) {
            return simpleTypesOnly ? SIMPLE_TYPES_MAX_MESSAGE : COMPLEX_TYPES_MAX_MESSAGE;
        }
        return spaceDefault;
    }

    /** Reads a size from 1 byte to {@link #MAX_SIZE}: {@code 100KB}, {@code 1.5 MB}, {@code 2048} (bytes). */
    public static long parseSize(String text, String what) {
        String value = text.trim().toUpperCase(Locale.ROOT).replace(" ", "");
        long unit = 1;
        if (value.endsWith("KB") || value.endsWith("K")) {
            unit = 1024;
        } else if (value.endsWith("MB") || value.endsWith("M")) {
            unit = 1024 * 1024;
        }
        double bytes;
        try {
            bytes = Double.parseDouble(value.replaceAll("[KMB]+$", "")) * unit;
        } catch (NumberFormatException e) {
            bytes = Double.NaN;
        }
        if (!(bytes >= 1 && bytes <= MAX_SIZE)) {
            throw new IllegalArgumentException(what + " needs a size from 1 byte to 1 GB, not '" + text + "' (" + SYNTAX + ")");
        }
        return Math.round(bytes);
    }

    private static double parseShare(String text) {
        String value = text.trim();
        boolean percent = value.endsWith("%");
        double share = parseNumber(percent ? value.substring(0, value.length() - 1) : value, "C", 0, percent ? 100 : 1);
        return percent ? share / 100 : share;
    }

    private static double parseNumber(String text, String what, double min, double max) {
        try {
            double value = Double.parseDouble(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the syntax
        }
        throw new IllegalArgumentException("hint " + what + " needs a number from " + format(min) + " to " + format(max)
                + ", not '" + text + "' (" + SYNTAX + ")");
    }

    private static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value) : Double.toString(value);
    }
}
