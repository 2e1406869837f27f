package dev.bindwise.core.estimate;

import java.util.Arrays;

/** The least, median and largest of the sizes a message takes over the samples of a space, in bytes. */
public record SizeRange(double min, double median, double max) {

    public static SizeRange of(double[] sizes) {
        if (sizes.length == 0) {
            return new SizeRange(0, 0, 0);
        }
        double[] sorted = sizes.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        double median = sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
        return new SizeRange(sorted[0], median, sorted[sorted.length - 1]);
    }
}
