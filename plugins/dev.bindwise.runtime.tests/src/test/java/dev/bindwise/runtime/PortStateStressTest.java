package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.LocalJavaClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.XsdType;

/**
 * A seeded stress harness for the runtime's port state (issue 31): many threads fail, probe and close at once,
 * released together by a latch, and the invariants are checked after each round. The seed is printed in every
 * failure message, so that a failing round can be run again. Each case is a race the runtime once had.
 * <p>
 * The port's client is the real local Java client; only its probe's answer is set by the round (a local class
 * is always there), through {@link ScriptedProbe}, which also counts the {@link BindingClient#leftOut} calls.
 */
class PortStateStressTest {

    private static final long SEED = Long.getLong("bindwise.stress.seed", 31L);
    private static final int THREADS = 8;
    private static final int ROUNDS = 300;
    /** The bound of one round: a round that needs it has deadlocked, not been slow. */
    private static final long ROUND_BOUND_SECONDS = 30;

    public static final class Greeter {

        public String greet(String name) {
            return "hello " + name;
        }
    }

    private final ExecutorService threads = Executors.newFixedThreadPool(THREADS);

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    /** The local Java client, whose probe answers what the thread that probes was told to expect. */
    static class ScriptedProbe implements BindingClient {

        final LocalJavaClient real;
        final ThreadLocal<Boolean> answers = ThreadLocal.withInitial(() -> true);
        final AtomicInteger leftOutCalls = new AtomicInteger();
        /** Taken when the probe looks at the endpoint: the order of probes and failures. */
        final AtomicLong clock;
        final ThreadLocal<Long> probedAt = new ThreadLocal<>();
        final Random jitter;

        ScriptedProbe(AtomicLong clock, long seed) {
            this.real = new LocalJavaClient(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true),
                    PortStateStressTest.class.getClassLoader(), RuntimeOptions.defaults());
            this.clock = clock;
            this.jitter = new Random(seed);
        }

        @Override
        public Accessibility probe(Duration timeout) {
            Accessibility real = this.real.probe(timeout);
            probedAt.set(clock.incrementAndGet());
            // widen the window between the look and the verdict, as a probe over the network has
            for (int spin = jitter.nextInt(50_000); spin > 0; spin--) {
                Thread.onSpinWait();
            }
            return answers.get() ? real : Accessibility.not("the scripted probe found no answer");
        }

        @Override
        public OperationCall prepare(OperationPlan operation, Route route) {
            return real.prepare(operation, route);
        }

        @Override
        public void leftOut(String why) {
            leftOutCalls.incrementAndGet();
        }

        @Override
        public void close() {
            real.close();
        }
    }

    private static PortState port(ScriptedProbe client, AtomicInteger announced) {
        return new PortState(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true), client,
                RuntimeOptions.defaults(), port -> announced.incrementAndGet());
    }

    /** Runs the tasks at once, released together, and waits for all of them. */
    private void together(List<Runnable> tasks) throws Exception {
        CountDownLatch ready = new CountDownLatch(tasks.size());
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (Runnable task : tasks) {
            done.add(threads.submit(() -> {
                ready.countDown();
                go.await();
                task.run();
                return null;
            }));
        }
        ready.await(ROUND_BOUND_SECONDS, TimeUnit.SECONDS);
        go.countDown();
        for (Future<?> each : done) {
            each.get(ROUND_BOUND_SECONDS, TimeUnit.SECONDS);
        }
    }

    /** Case 1: a burst of failures on a port in use leaves it out once: one announcement, one leftOut to its client. */
    @Test
    void aBurstOfFailuresAnnouncesTheLeaveOutOnce() throws Exception {
        Random random = new Random(SEED);
        for (int round = 0; round < ROUNDS; round++) {
            ScriptedProbe client = new ScriptedProbe(new AtomicLong(), random.nextLong());
            AtomicInteger announced = new AtomicInteger();
            PortState port = port(client, announced);
            int failures = 2 + random.nextInt(THREADS - 1);
            List<Runnable> burst = new ArrayList<>();
            for (int i = 0; i < failures; i++) {
                String why = "call " + i + " broke";
                burst.add(() -> port.leaveOut(why));
            }
            together(burst);
            String at = "seed " + SEED + ", round " + round + ", " + failures + " failures: ";
            assertTrue(port.isOut(), at + "the port is out");
            assertEquals(1, client.leftOutCalls.get(), at + "its client is told once");
            assertEquals(1, announced.get(), at + "the leave-out is announced once");
        }
    }

    /**
     * Case 2: probes that succeed, probes that fail and failed calls at once. After each round: the port is out
     * exactly when it has a reason, and when a failure (a call's or a probe's) came after every successful
     * probe had looked at the endpoint, the port is out: a probe's success never erases a newer failure.
     */
    @Test
    void aProbeThatSucceedsNeverErasesAFailureRecordedWhileItRan() throws Exception {
        Random random = new Random(SEED);
        for (int round = 0; round < ROUNDS; round++) {
            AtomicLong clock = new AtomicLong();
            ScriptedProbe client = new ScriptedProbe(clock, random.nextLong());
            PortState port = port(client, new AtomicInteger());
            if (random.nextBoolean()) {
                port.leaveOut("out before the round");
            }
            AtomicLong lastSuccessfulLook = new AtomicLong();
            AtomicLong lastFailure = new AtomicLong();
            List<Runnable> steps = new ArrayList<>();
            for (int i = 0; i < THREADS; i++) {
                switch (random.nextInt(3)) {
                    case 0 -> steps.add(() -> {
                        client.answers.set(true);
                        port.probe();
                        lastSuccessfulLook.accumulateAndGet(client.probedAt.get(), Math::max);
                    });
                    case 1 -> steps.add(() -> {
                        client.answers.set(false);
                        port.probe();
                        lastFailure.accumulateAndGet(client.probedAt.get(), Math::max);
                    });
                    default -> steps.add(() -> {
                        long at = clock.incrementAndGet();
                        port.leaveOut("a call failed at " + at);
                        lastFailure.accumulateAndGet(at, Math::max);
                    });
                }
            }
            together(steps);
            String at = "seed " + SEED + ", round " + round + ": ";
            assertEquals(port.isOut(), !port.reason().isEmpty(),
                    at + "out exactly when there is a reason (out " + port.isOut() + ", reason '" + port.reason() + "')");
            if (lastFailure.get() > lastSuccessfulLook.get()) {
                assertTrue(port.isOut(), at + "a failure at " + lastFailure + " came after the last successful probe's"
                        + " look at " + lastSuccessfulLook + ", yet the port is in");
            }
        }
    }

    /** Case 3: the same race made certain: the failure is recorded while the probe that succeeds is under way. */
    @Test
    void aFailureDuringASuccessfulProbeKeepsThePortOut() throws Exception {
        CountDownLatch probing = new CountDownLatch(1);
        CountDownLatch failed = new CountDownLatch(1);
        ScriptedProbe client = new ScriptedProbe(new AtomicLong(), SEED) {
            @Override
            public Accessibility probe(Duration timeout) {
                probing.countDown();
                try {
                    failed.await(ROUND_BOUND_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Accessibility.ok();
            }
        };
        PortState port = port(client, new AtomicInteger());
        Future<Boolean> probe = threads.submit(port::probe);
        probing.await(ROUND_BOUND_SECONDS, TimeUnit.SECONDS);
        port.leaveOut("the call broke while the probe ran");
        failed.countDown();
        probe.get(ROUND_BOUND_SECONDS, TimeUnit.SECONDS);
        assertTrue(port.isOut(), "the failure is newer than the probe's look: the port stays out");
        assertEquals("the call broke while the probe ran", port.reason());
    }

    private static ServicePlan localPlan() {
        return ServicePlan.service("Greeter", "stress plan")
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, false).parameter("name", String.class)
                        .route(new Route.LocalJava("GreeterPort", "greet")))
                .build();
    }

    /**
     * Case 4: callers call while another thread closes the runtime. Every call answers right or is refused
     * with the closed runtime's exception; once close() has returned, every call is refused.
     */
    @Test
    void aClosedRuntimeRefusesCallsWithAClearException() throws Exception {
        Random random = new Random(SEED);
        for (int round = 0; round < ROUNDS / 10; round++) {
            ServiceRuntime runtime = ServiceRuntime.start(localPlan(), getClass().getClassLoader(), RuntimeOptions.defaults());
            AtomicInteger wrong = new AtomicInteger();
            List<String> unexpected = new ArrayList<>();
            List<Runnable> steps = new ArrayList<>();
            int closer = random.nextInt(THREADS);
            for (int i = 0; i < THREADS; i++) {
                if (i == closer) {
                    steps.add(runtime::close);
                    continue;
                }
                String name = "caller " + i;
                steps.add(() -> {
                    for (int call = 0; call < 50; call++) {
                        try {
                            if (!("hello " + name).equals(runtime.call(0, name))) {
                                wrong.incrementAndGet();
                            }
                        } catch (IllegalStateException e) {
                            if (!e.getMessage().contains("closed")) {
                                synchronized (unexpected) {
                                    unexpected.add(e.toString());
                                }
                            }
                        } catch (RuntimeException e) {
                            synchronized (unexpected) {
                                unexpected.add(e.toString());
                            }
                        }
                    }
                });
            }
            together(steps);
            String at = "seed " + SEED + ", round " + round + ": ";
            assertEquals(0, wrong.get(), at + "wrong answers");
            assertEquals(List.of(), unexpected, at + "failures other than the closed runtime's");
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> runtime.call(0, "late"),
                    at + "a call after close() is refused");
            assertTrue(refused.getMessage().contains("Greeter") && refused.getMessage().contains("closed"),
                    refused.getMessage());
        }
    }

    /** A loopback port nobody listens on (free a moment ago): a SOAP call to it is refused at once, never sent. */
    private static int unusedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /**
     * Case 5: logging a change of route takes no lock a caller needs. A caller whose first binding is refused goes
     * on to the next one even while another thread holds the runtime's monitor (as a logging thread did).
     */
    @Test
    void aCallerThatLeavesAPortOutNeverWaitsForTheRouteLog() throws Exception {
        ServicePlan plan = ServicePlan.service("Greeter", "stress plan")
                .endpoint(new Endpoint.Soap("RefusedPort", "http://127.0.0.1:" + unusedPort() + "/axis2/services/Greeter",
                        "http://bindwise.dev/stress"))
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, false).parameter("name", String.class)
                        .routes(new Route.Soap("RefusedPort", "",
                                SoapOperation.rpc("http://bindwise.dev/stress", "greet")
                                        .parameter("", "name", XsdType.STRING, 1, 1, false)
                                        .result("", "return", XsdType.STRING, 1, 1, false).build()), new Route.LocalJava("GreeterPort", "greet")))
                .build();
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(),
                RuntimeOptions.defaults().probeOnStart(false).retryAfter(Duration.ofHours(1)))) {
            Future<Object> call;
            synchronized (runtime) {
                call = threads.submit(() -> runtime.call(0, "Ada"));
                // the bound is the point here: a caller that waits for the monitor never returns while it is held
                assertEquals("hello Ada", call.get(ROUND_BOUND_SECONDS, TimeUnit.SECONDS));
            }
        }
    }

    /** Case 6: the background probes' threads end once no port is left out. */
    @Test
    void reprobingThreadsEndWhenIdle() throws Exception {
        String service = "Idle" + SEED;
        CountDownLatch cameBack = new CountDownLatch(1);
        Reprobing reprobing = new Reprobing(service, 2, Backoff.DEFAULT.withInitial(Duration.ofMillis(1)),
                port -> cameBack.countDown());
        try {
            ScriptedProbe client = new ScriptedProbe(new AtomicLong(), SEED);
            PortState port = new PortState(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true), client,
                    RuntimeOptions.defaults(), reprobing::leftOut);
            port.leaveOut("failed once");
            assertTrue(cameBack.await(ROUND_BOUND_SECONDS, TimeUnit.SECONDS), "the port is probed again and answers");
            assertTrue(port.usable());
            // the bound is the point: idle threads end well within it
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(ROUND_BOUND_SECONDS);
            for (Thread thread : reprobeThreads(service)) {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime())));
            }
            assertEquals(List.of(), reprobeThreads(service), "re-probing threads still alive with nothing to probe");
        } finally {
            reprobing.close();
        }
    }

    private static List<Thread> reprobeThreads(String service) {
        Set<Thread> all = Thread.getAllStackTraces().keySet();
        return all.stream().filter(Thread::isAlive).filter(t -> t.getName().equals("bindwise-reprobe " + service)).toList();
    }
}
