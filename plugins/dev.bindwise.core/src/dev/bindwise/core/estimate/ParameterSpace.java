package dev.bindwise.core.estimate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The space of data an operation may carry when nothing is known about it (paper 4.2): strings of 5 to 75
 * characters, binaries of 1.5 KB to 45 KB, 0 to 90 % of the optional values left out, arrays of 2, 5 or 10
 * items, and no message larger than 300 KB. Each continuous dimension is sampled at {@code samples}
 * points, ends included (binaries on a geometric scale, since their sizes span a factor of 30).
 */
public record ParameterSpace(double minStringLength, double maxStringLength, double minBinaryBytes,
        double maxBinaryBytes, double minNullRatio, double maxNullRatio, List<Integer> arrayLengths,
        long maxMessageBytes, int samples) {

    public static final int DEFAULT_SAMPLES = 5;
    /**
     * Array lengths beyond the paper's 2, 5 and 10, sampled only when the user says how large messages
     * get (hint A): messages of that size come from longer arrays (the paper's financial service sends up
     * to 264 items), and the cap keeps only those that fit.
     */
    public static final List<Integer> LONGER_ARRAYS = List.of(20, 50, 100, 200, 500, 1000, 2000);

    public ParameterSpace {
        arrayLengths = List.copyOf(arrayLengths);
        if (samples < 1 || minStringLength < 0 || maxStringLength < minStringLength || minBinaryBytes < 0
                || maxBinaryBytes < minBinaryBytes || minNullRatio < 0 || maxNullRatio > 1
                || maxNullRatio < minNullRatio || arrayLengths.isEmpty() || maxMessageBytes < 1) {
            throw new IllegalArgumentException("not a parameter space: " + this);
        }
    }

    /** The paper's space, sampled at five points per continuous dimension. */
    public static ParameterSpace defaults() {
        return defaults(DEFAULT_SAMPLES);
    }

    public static ParameterSpace defaults(int samples) {
        return new ParameterSpace(5, 75, 1.5 * 1024, 45 * 1024, 0, 0.9, List.of(2, 5, 10),
                SpaceHints.COMPLEX_TYPES_MAX_MESSAGE, samples);
    }

    /**
     * The space narrowed by what the user knows: B fixes the string length, C the null ratio within its
     * tolerance, A the largest message (which the caller applies per operation, see
     * {@link #maxMessageBytes(SpaceHints, MessageTraits)}).
     */
    public ParameterSpace narrowedBy(SpaceHints hints) {
        double minStrings = minStringLength;
        double maxStrings = maxStringLength;
        if (hints.averageStringLength().isPresent()) {
            minStrings = maxStrings = hints.averageStringLength().getAsDouble();
        }
        double minNulls = minNullRatio;
        double maxNulls = maxNullRatio;
        if (hints.nullRatio().isPresent()) {
            double ratio = hints.nullRatio().getAsDouble();
            minNulls = Math.max(0, ratio - hints.nullTolerance());
            maxNulls = Math.min(1, ratio + hints.nullTolerance());
        }
        return new ParameterSpace(minStrings, maxStrings, minBinaryBytes, maxBinaryBytes, minNulls, maxNulls,
                arrayLengths, maxMessageBytes, samples);
    }

    /** The largest message allowed for an operation with these traits under these hints. */
    public long maxMessageBytes(SpaceHints hints, MessageTraits traits) {
        return hints.maxMessageBytes(traits.simpleTypesOnly(), maxMessageBytes);
    }

    /**
     * The points of the space that matter for an operation: a dimension its messages do not read is held at
     * one value instead of being sampled. The cap on message size is applied by the estimator, which knows
     * the sizes.
     */
    public List<ValueSetting> settings(MessageTraits traits) {
        return settings(traits, false);
    }

    /**
     * @param longerArrays whether arrays also take the {@link #LONGER_ARRAYS} lengths (under hint A)
     */
    public List<ValueSetting> settings(MessageTraits traits, boolean longerArrays) {
        List<Double> strings = traits.strings() ? linear(minStringLength, maxStringLength) : List.of(midpoint(minStringLength, maxStringLength));
        List<Double> binaries = traits.binaries() ? geometric(minBinaryBytes, maxBinaryBytes) : List.of(minBinaryBytes);
        List<Double> nulls = traits.optionals() ? linear(minNullRatio, maxNullRatio) : List.of(minNullRatio);
        List<Integer> arrays = new ArrayList<>(traits.arrays() ? arrayLengths : List.of(arrayLengths.get(0)));
        if (traits.arrays() && longerArrays) {
            LONGER_ARRAYS.stream().filter(length -> length > Collections.max(arrayLengths)).forEach(arrays::add);
        }
        List<ValueSetting> settings = new ArrayList<>();
        for (double strlen : strings) {
            for (double binary : binaries) {
                for (double nullRatio : nulls) {
                    for (int array : arrays) {
                        settings.add(new ValueSetting(strlen, array, binary, nullRatio));
                    }
                }
            }
        }
        return settings;
    }

    private List<Double> linear(double min, double max) {
        if (samples == 1 || min == max) {
            return List.of(midpoint(min, max));
        }
        List<Double> points = new ArrayList<>();
        for (int i = 0; i < samples; i++) {
            points.add(min + (max - min) * i / (samples - 1));
        }
        return points;
    }

    private List<Double> geometric(double min, double max) {
        if (samples == 1 || min == max || min <= 0) {
            return linear(min, max);
        }
        List<Double> points = new ArrayList<>();
        for (int i = 0; i < samples; i++) {
            points.add(min * Math.pow(max / min, (double) i / (samples - 1)));
        }
        return points;
    }

    private static double midpoint(double min, double max) {
        return (min + max) / 2;
    }
}
