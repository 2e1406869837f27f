package dev.bindwise.examples.driver;

import java.time.Duration;

import dev.bindwise.core.estimate.WarmupRule;

/**
 * How long and how hard each (operation, binding) pair is driven. Every loop is bounded both in calls
 * and in time.
 *
 * @param threads client threads calling at once
 * @param warmup time of calls before measuring (connections, JIT, the ORB's first-call contexts)
 * @param measure time of measured calls
 * @param maxCalls measured calls at most, over all threads
 * @param untilSettled after the warm-up time, windows of calls until their time per call settles (calibrate's);
 *        or null: the warm-up time alone
 */
public record BenchSettings(int threads, Duration warmup, Duration measure, long maxCalls, WarmupRule untilSettled) {

    public BenchSettings(int threads, Duration warmup, Duration measure, long maxCalls) {
        this(threads, warmup, measure, maxCalls, null);
    }

    /** The quick default: the whole catalogue over every binding in about a minute and a half on 2 cores. */
    public static BenchSettings quick() {
        return new BenchSettings(1, Duration.ofMillis(700), Duration.ofMillis(1300), 20_000);
    }

    /** The full grid's per-point settings: longer, so that the figures settle. */
    public static BenchSettings full() {
        return new BenchSettings(1, Duration.ofSeconds(2), Duration.ofSeconds(5), 200_000);
    }

    public BenchSettings {
        if (threads < 1 || warmup.isNegative() || measure.isNegative() || measure.isZero() || maxCalls < 1) {
            throw new IllegalArgumentException("threads >= 1, warmup >= 0, measure > 0 and maxCalls >= 1 are needed");
        }
    }

    public BenchSettings withThreads(int count) {
        return new BenchSettings(count, warmup, measure, maxCalls, untilSettled);
    }

    /** These settings, each pair warmed up after the warm-up time until its time per call settles by the rule. */
    public BenchSettings warmingUntilSettled(WarmupRule rule) {
        return new BenchSettings(threads, warmup, measure, maxCalls, rule);
    }
}
