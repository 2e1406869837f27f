package dev.bindwise.examples.cxf;

import java.util.function.Supplier;

/**
 * Two clients making the same call, measured in alternating rounds on one thread after a warm-up; each
 * client's figure is its best round's mean (the machine's noise only ever adds time).
 */
final class PeerBenchmark {

    private static final int WARM_UP_CALLS = 200;
    private static final int ROUNDS = 3;
    private static final int CALLS_PER_ROUND = 200;

    /** Microseconds per call, best round. */
    record Result(double first, double second) {

        double ratio() {
            return first / second;
        }
    }

    private PeerBenchmark() {
    }

    static Result compare(Supplier<?> first, Supplier<?> second) {
        for (int i = 0; i < WARM_UP_CALLS; i++) {
            first.get();
            second.get();
        }
        double bestFirst = Double.MAX_VALUE;
        double bestSecond = Double.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            bestFirst = Math.min(bestFirst, microsPerCall(first));
            bestSecond = Math.min(bestSecond, microsPerCall(second));
        }
        return new Result(bestFirst, bestSecond);
    }

    private static double microsPerCall(Supplier<?> call) {
        long start = System.nanoTime();
        for (int i = 0; i < CALLS_PER_ROUND; i++) {
            call.get();
        }
        return (System.nanoTime() - start) / 1000.0 / CALLS_PER_ROUND;
    }
}
