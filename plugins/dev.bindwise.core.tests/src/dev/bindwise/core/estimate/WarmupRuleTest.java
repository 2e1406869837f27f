package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

/** The warm-up's settle rule, fed window medians and a clock of its own (no calls, no timing). */
class WarmupRuleTest {

    private static final Duration WINDOW = Duration.ofMillis(250);
    private final WarmupRule rule = new WarmupRule(WINDOW, 0.05, 2, Duration.ofSeconds(2));

    @Test
    void settledWhenEachOfTheLastTwoWindowsIsWithinFivePerCentOfTheOneBefore() {
        assertTrue(rule.settled(List.of(10.0, 10.4, 10.1)));
        assertTrue(rule.settled(List.of(40.0, 20.0, 10.0, 9.6, 9.9)), "earlier windows do not count");
        assertFalse(rule.settled(List.of(10.0, 10.4)), "three windows are needed for two to agree");
        assertFalse(rule.settled(List.of(10.0, 10.4, 11.0)), "the last moved 5.8 %");
        assertFalse(rule.settled(List.of(10.0, 11.0, 11.2)), "the one before the last moved 10 %");
    }

    @Test
    void aServerStillWarmingUpHasNotSettledThoughEachWindowIsFaster() {
        // the JIT compiles more each window: 12 % faster every time
        assertFalse(rule.settled(List.of(15.0, 13.2, 11.6, 10.2, 9.0)));
    }

    @Test
    void aWindowWithoutMedianAgreesWithNone() {
        assertFalse(rule.settled(List.of(10.0, Double.NaN, 10.0)));
        assertFalse(rule.settled(List.of(10.0, 10.0, Double.NaN)));
        assertTrue(rule.settled(List.of(0.0, 0.0, 0.0)), "calls too quick for the clock agree with each other");
    }

    @Test
    void warmUpRunsWindowsUntilTheTimeSettles() {
        AtomicLong clock = new AtomicLong();
        Iterator<Double> medians = List.of(20.0, 12.0, 9.0, 8.8, 8.9, 1.0).iterator();

        WarmupRule.Outcome outcome = rule.warmUp(() -> {
            clock.addAndGet(WINDOW.toNanos());
            return medians.next();
        }, clock::get);

        assertTrue(outcome.settled());
        assertEquals(List.of(20.0, 12.0, 9.0, 8.8, 8.9), outcome.windowMedians());
        assertEquals(WINDOW.multipliedBy(5), outcome.took());
    }

    @Test
    void warmUpStopsAtTheLimitAndSaysItDidNotSettle() {
        AtomicLong clock = new AtomicLong();
        AtomicLong windows = new AtomicLong();

        // a median that keeps halving never settles: 2 s hold 8 windows of 250 ms
        WarmupRule.Outcome outcome = rule.warmUp(() -> {
            clock.addAndGet(WINDOW.toNanos());
            return 1024.0 / (1 << windows.incrementAndGet());
        }, clock::get);

        assertFalse(outcome.settled());
        assertEquals(8, outcome.windowMedians().size());
        assertEquals(Duration.ofSeconds(2), outcome.took());
    }

    @Test
    void aWindowThatRanLongStillEndsTheWarmUpAtTheLimit() {
        AtomicLong clock = new AtomicLong();
        Iterator<Double> medians = List.of(30.0, 20.0, 10.0).iterator();

        // a loaded machine: each window took a second longer than asked
        WarmupRule.Outcome outcome = rule.warmUp(() -> {
            clock.addAndGet(Duration.ofMillis(1_250).toNanos());
            return medians.next();
        }, clock::get);

        assertFalse(outcome.settled());
        assertEquals(List.of(30.0, 20.0), outcome.windowMedians());
    }

    @Test
    void settingsThatCannotWorkAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new WarmupRule(Duration.ZERO, 0.05, 2, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new WarmupRule(WINDOW, -0.01, 2, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new WarmupRule(WINDOW, 0.05, 0, Duration.ofSeconds(1)));
        assertThrows(IllegalArgumentException.class, () -> new WarmupRule(WINDOW, 0.05, 2, Duration.ofMillis(100)));
    }
}
