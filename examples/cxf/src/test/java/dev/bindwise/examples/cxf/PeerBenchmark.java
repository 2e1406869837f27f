package dev.bindwise.examples.cxf;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Two clients making the same call on one thread, one call of each in turn after a warm-up, so that both
 * see the same load; each client's figure is the median of its calls (a busy machine only ever adds time,
 * in bursts the median leaves out).
 */
final class PeerBenchmark {

    private static final int WARM_UP_PAIRS = 200;
    private static final int MEASURED_PAIRS = 600;

    /** Median microseconds per call. */
    record Result(double first, double second) {

        double ratio() {
            return first / second;
        }
    }

    private PeerBenchmark() {
    }

    static Result compare(Supplier<?> first, Supplier<?> second) {
        for (int i = 0; i < WARM_UP_PAIRS; i++) {
            first.get();
            second.get();
        }
        long[] firstNanos = new long[MEASURED_PAIRS];
        long[] secondNanos = new long[MEASURED_PAIRS];
        for (int i = 0; i < MEASURED_PAIRS; i++) {
            firstNanos[i] = nanos(first);
            secondNanos[i] = nanos(second);
        }
        return new Result(medianMicros(firstNanos), medianMicros(secondNanos));
    }

    private static long nanos(Supplier<?> call) {
        long start = System.nanoTime();
        call.get();
        return System.nanoTime() - start;
    }

    private static double medianMicros(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1000.0;
    }
}
