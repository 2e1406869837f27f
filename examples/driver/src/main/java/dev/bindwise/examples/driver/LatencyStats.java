package dev.bindwise.examples.driver;

import java.util.Arrays;

/** Mean, median and 99th percentile of a set of latencies in nanoseconds. */
record LatencyStats(double meanMs, double medianMs, double p99Ms) {

    static LatencyStats of(long[] nanos) {
        if (nanos.length == 0) {
            return new LatencyStats(Double.NaN, Double.NaN, Double.NaN);
        }
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        double mean = Arrays.stream(sorted).average().orElse(Double.NaN);
        return new LatencyStats(mean / 1e6, percentile(sorted, 0.5) / 1e6, percentile(sorted, 0.99) / 1e6);
    }

    /** The nearest-rank percentile. */
    private static double percentile(long[] sorted, double share) {
        int rank = (int) Math.ceil(share * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }
}
