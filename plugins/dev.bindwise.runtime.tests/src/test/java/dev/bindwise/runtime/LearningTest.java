package dev.bindwise.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.runtime.internal.PlanJson;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.XsdType;

/**
 * Learning which binding is fastest where the proxy runs, on two local Java ports whose calls take as long as the
 * test says on a clock the test controls (RuntimeOptions.clock), with a seed (RuntimeOptions.learningSeed): no
 * call waits, and every run of a test makes the same choices.
 */
class LearningTest {

    private static final long SEED = Long.getLong("bindwise.learning.seed", 33);
    private static final long MILLI = 1_000_000;

    /** A service whose every call takes {@code nanos} on the test's clock, and counts its calls. */
    public static class Timed {

        private final AtomicLong clock;
        volatile long nanos;
        final AtomicInteger calls = new AtomicInteger();

        Timed(AtomicLong clock, long nanos) {
            this.clock = clock;
            this.nanos = nanos;
        }

        public String greet(String name) {
            calls.incrementAndGet();
            clock.addAndGet(nanos);
            return "hello " + name;
        }
    }

    /** The port the plan ranks first. */
    public static final class First extends Timed {

        First(AtomicLong clock, long nanos) {
            super(clock, nanos);
        }
    }

    /** The port the plan ranks second. */
    public static final class Second extends Timed {

        Second(AtomicLong clock, long nanos) {
            super(clock, nanos);
        }
    }

    private final AtomicLong clock = new AtomicLong();

    private static ServicePlan plan(boolean idempotent) {
        return ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("FirstPort", First.class.getName()))
                .endpoint(new Endpoint.LocalJava("SecondPort", Second.class.getName()))
                .operation(OperationPlan.operation("greet", String.class, idempotent).parameter("name", String.class)
                        .routes(new Route.LocalJava("FirstPort", "greet"), new Route.LocalJava("SecondPort", "greet")))
                .build();
    }

    private ServiceRuntime start(First first, Second second, RuntimeOptions options) {
        return ServiceRuntime.start(plan(false), getClass().getClassLoader(), options.localInstance(First.class, first)
                .localInstance(Second.class, second).clock(clock::get).learningSeed(SEED));
    }

    /** Calls until the status says the calls go to {@code port}, at most {@code most} calls; how many it took. */
    private static int callUntil(ServiceRuntime runtime, String port, int most) {
        for (int call = 1; call <= most; call++) {
            assertEquals("hello Ada", runtime.call(0, "Ada"));
            if (port.equals(runtime.status().get(0).port())) {
                return call;
            }
        }
        return -1;
    }

    @Test
    void aBindingMeasuredFasterTakesTheFirstRankWithin500CallsAndGivesItBackWhenThePlansFirstIsFastAgain() {
        First first = new First(clock, 3 * MILLI);
        Second second = new Second(clock, MILLI / 3);
        try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(RuntimeOptions.SUGGESTED_LEARNING_SHARE))) {
            assertEquals("FirstPort", runtime.status().get(0).port());
            int moved = callUntil(runtime, "SecondPort", 500);
            assertTrue(moved > 0, "the calls moved to the faster binding within 500 calls: " + runtime.status());
            OperationStatus status = runtime.status().get(0);
            assertTrue(status.rankChanged().startsWith("local Java port SecondPort measured 0.333 ms against 3.000 ms for"
                    + " local Java port FirstPort"), status.rankChanged());
            assertEquals(List.of(new BindingMeasurement(BindingKind.LOCAL_JAVA, "FirstPort", 2, first.calls.get(), 0,
                    Duration.ofMillis(3), CallTimes.WINDOW, 0L, 0L, 0L), new BindingMeasurement(BindingKind.LOCAL_JAVA,
                            "SecondPort", 1, second.calls.get(), 0, Duration.ofNanos(MILLI / 3), CallTimes.WINDOW, 0L, 0L, 0L)),
                    status.measured());
            assertEquals(moved, first.calls.get() + second.calls.get(), "every call was sent once, over one binding");

            // afterwards the slower binding is tried within the budget: 2 % of the time, 9 times slower
            int before = first.calls.get();
            for (int call = 0; call < 10_000; call++) {
                runtime.call(0, "Ada");
            }
            int tried = first.calls.get() - before;
            double spent = tried * 3.0 / ((10_000 - tried) / 3.0 + tried * 3.0);
            assertTrue(tried > 0 && spent <= 0.025, tried + " calls tried the slower binding, " + spent + " of the time");

            // the plan's first becomes fast again: it takes its rank back the same way, though it is tried once in about
            // 450 calls (9 times slower, 1 % share each): its first call below its whole window restarts the window, so
            // that it is measured at once (109 calls with the seed 33; within 3,000 but for about 1 seed in 600), where
            // waiting for its window's median to change took 16 tries, about 7,000 calls
            first.nanos = MILLI / 10;
            int back = callUntil(runtime, "FirstPort", 20_000);
            assertTrue(back > 0 && back <= 3_000, "the calls went back to the plan's first after " + back + " calls: "
                    + runtime.status());
            assertTrue(runtime.status().get(0).rankChanged().startsWith("local Java port FirstPort measured 0.100 ms against"
                    + " 0.333 ms"), runtime.status().get(0).rankChanged());
        }
    }

    @Test
    void theRankDoesNotFlipBackOnTimesOlderThanTheChangeNorWithinTheLeastCallsBetweenChanges() {
        First first = new First(clock, 3 * MILLI);
        Second second = new Second(clock, MILLI / 3);
        try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(RuntimeOptions.SUGGESTED_LEARNING_SHARE))) {
            assertTrue(callUntil(runtime, "SecondPort", 500) > 0, "moved: " + runtime.status());
            long movedAfter = runtime.status().get(0).rankChangedAfter();
            int firstCallsAtMove = first.calls.get();
            // at once the plan's first is far faster: it takes the rank back only on a window of calls made since the
            // change, and not within LEAST_CALLS_BETWEEN_CHANGES calls of it
            first.nanos = MILLI / 30;
            assertTrue(callUntil(runtime, "FirstPort", 20_000) > 0, "went back: " + runtime.status());
            OperationStatus back = runtime.status().get(0);
            assertTrue(back.rankChangedAfter() - movedAfter >= Learning.LEAST_CALLS_BETWEEN_CHANGES,
                    "went back after " + (back.rankChangedAfter() - movedAfter) + " calls: " + back);
            assertTrue(first.calls.get() - firstCallsAtMove >= CallTimes.WINDOW,
                    "went back on " + (first.calls.get() - firstCallsAtMove) + " calls of the plan's first since the move");
            assertTrue(back.rankChanged().startsWith("local Java port FirstPort measured 0.033 ms against 0.333 ms"),
                    back.rankChanged());
        }
    }

    @Test
    void withThePlanRightLearningSpendsAtMostItsShareAndChangesNothing() {
        First first = new First(clock, MILLI);
        Second second = new Second(clock, 2 * MILLI);
        try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(RuntimeOptions.SUGGESTED_LEARNING_SHARE))) {
            for (int call = 0; call < 20_000; call++) {
                runtime.call(0, "Ada");
            }
            OperationStatus status = runtime.status().get(0);
            assertEquals("FirstPort", status.port());
            assertEquals("", status.rankChanged());
            double extra = second.calls.get() * 1.0 / 20_000;
            assertTrue(second.calls.get() > 0 && extra <= 0.02,
                    "the second binding, twice as slow, was tried " + second.calls + " times: " + extra + " of the time more");
        }
    }

    @Test
    void aBindingNotFasterByTenPercentDoesNotTakeTheRank() {
        First first = new First(clock, MILLI);
        Second second = new Second(clock, 92 * MILLI / 100);
        try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(0.2))) {
            for (int call = 0; call < 5_000; call++) {
                runtime.call(0, "Ada");
            }
            assertEquals("FirstPort", runtime.status().get(0).port());
            assertTrue(second.calls.get() >= CallTimes.WINDOW, "measured: " + second.calls);
        }
    }

    @Test
    void shareZeroTurnsLearningOff() {
        First first = new First(clock, 3 * MILLI);
        Second second = new Second(clock, MILLI / 3);
        try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(0))) {
            for (int call = 0; call < 2_000; call++) {
                runtime.call(0, "Ada");
            }
            assertEquals(0, second.calls.get());
            assertEquals(List.of(), runtime.status().get(0).measured());
            assertEquals("FirstPort", runtime.status().get(0).port());
        }
        assertThrows(IllegalArgumentException.class, () -> RuntimeOptions.defaults().learningShare(-0.1));
        assertThrows(IllegalArgumentException.class, () -> RuntimeOptions.defaults().learningShare(Double.NaN));
    }

    @Test
    void theSameSeedMakesTheSameChoices() {
        int[] moved = new int[2];
        for (int run = 0; run < 2; run++) {
            First first = new First(clock, 3 * MILLI);
            Second second = new Second(clock, MILLI / 3);
            try (ServiceRuntime runtime = start(first, second, RuntimeOptions.defaults().learningShare(RuntimeOptions.SUGGESTED_LEARNING_SHARE))) {
                moved[run] = callUntil(runtime, "SecondPort", 500);
            }
        }
        assertTrue(moved[0] > 0, "moved");
        assertEquals(moved[0], moved[1]);
    }

    @Test
    void aBindingLeftOutIsNeverTriedAndAFailedOneNotUntilItIsBack() throws IOException {
        // the second binding is SOAP at a port where nothing listens, not probed at start: the first call tried over it
        // fails before it leaves the client, is sent over the first, and the port stays out
        ServicePlan plan = ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("FirstPort", First.class.getName()))
                .endpoint(new Endpoint.Soap("RefusedPort", "http://127.0.0.1:" + unusedPort() + "/axis2/services/Greeter",
                        "http://bindwise.dev/learning"))
                .endpoint(new Endpoint.LocalJava("SecondPort", Second.class.getName()))
                .operation(OperationPlan.operation("greet", String.class, false).parameter("name", String.class)
                        .routes(new Route.LocalJava("FirstPort", "greet"), new Route.Soap("RefusedPort", "",
                                SoapOperation.rpc("http://bindwise.dev/learning", "greet")
                                        .parameter("", "name", XsdType.STRING, 1, 1, false)
                                        .result("", "return", XsdType.STRING, 1, 1, false).build()),
                                new Route.LocalJava("SecondPort", "greet")))
                .build();
        First first = new First(clock, MILLI);
        // no instance given for the second local Java port: its condition does not hold here
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(), RuntimeOptions.defaults()
                .probeOnStart(false).retryAfter(Duration.ofHours(1)).localInstance(First.class, first).clock(clock::get)
                .learningSeed(SEED).learningShare(0.5))) {
            for (int call = 0; call < 2_000; call++) {
                assertEquals("hello Ada", runtime.call(0, "Ada"));
            }
            assertEquals(2_000, first.calls.get(), "every call was answered over the first");
            List<BindingMeasurement> measured = runtime.status().get(0).measured();
            assertEquals(1, measured.get(1).transportFailures(), "the refused port was tried once: " + measured);
            assertEquals(0, measured.get(1).calls());
            assertEquals(0, measured.get(2).calls() + measured.get(2).transportFailures(), "never the one left out");
        }
    }

    @Test
    void eachChangeIsOneInfoLineAndTheMeasurementsAreWrittenAsJson(@TempDir Path directory) throws Exception {
        Logger logger = Logger.getLogger("dev.bindwise.runtime");
        List<String> lines = new CopyOnWriteArrayList<>();
        CountDownLatch learned = new CountDownLatch(1);
        Handler handler = new Handler() {

            @Override
            public void publish(LogRecord record) {
                String line = java.text.MessageFormat.format(record.getMessage(), record.getParameters());
                if (line.startsWith("Greeter.greet: calls go to")) {
                    lines.add(line);
                    if (line.contains("learned:")) {
                        learned.countDown();
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        logger.addHandler(handler);
        Level level = logger.getLevel();
        logger.setLevel(Level.INFO);
        try (ServiceRuntime runtime = start(new First(clock, 3 * MILLI), new Second(clock, MILLI / 3),
                RuntimeOptions.defaults().learningShare(RuntimeOptions.SUGGESTED_LEARNING_SHARE))) {
            assertTrue(callUntil(runtime, "SecondPort", 500) > 0);
            // the line is written by a background thread: waited for, not timed
            assertTrue(learned.await(60, TimeUnit.SECONDS), "no line: " + lines);
            assertEquals(2, lines.size(), lines.toString());
            assertTrue(lines.get(1).startsWith("Greeter.greet: calls go to local Java port SecondPort (was local Java port"
                    + " FirstPort), the first of its ranking; learned: local Java port SecondPort measured 0.333 ms"),
                    lines.get(1));

            Path file = directory.resolve("measurements.json");
            runtime.writeMeasurements(file);
            Map<?, ?> root = (Map<?, ?>) PlanJson.parse(Files.readString(file));
            assertEquals(ServiceRuntime.MEASUREMENTS_FORMAT, root.get("format"));
            Map<?, ?> operation = (Map<?, ?>) ((List<?>) root.get("operations")).get(0);
            assertEquals("greet", operation.get("operation"));
            List<?> bindings = (List<?>) operation.get("bindings");
            assertEquals("SecondPort", ((Map<?, ?>) bindings.get(1)).get("port"));
            assertEquals(1.0, ((Map<?, ?>) bindings.get(1)).get("rank"));
            assertEquals(1.0 / 3, (Double) ((Map<?, ?>) bindings.get(1)).get("medianMillis"), 1e-6);
            assertEquals(0.0, ((Map<?, ?>) bindings.get(1)).get("medianBytes"), "local Java moves no bytes");
            assertNull(root.get("wsdl"));
        } finally {
            logger.removeHandler(handler);
            logger.setLevel(level);
        }
    }

    private static int unusedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
