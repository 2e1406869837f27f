package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * The fault run of issue 7: Trader called without pause by several threads, the chosen binding's server
 * killed in the middle of the run. Idempotent getQuote calls go on over the fallback with no call lost;
 * non-idempotent buy calls caught by the kill fail loudly, saying they were not sent again, and none is
 * run twice.
 * <p>
 * So that the kill always catches calls on their way (a server killed between two calls would fail none),
 * the server is first frozen (SIGSTOP) until every thread waits for a reply from it, then killed (SIGKILL):
 * a server that hangs and then dies.
 */
@Timeout(240)
class FaultRunTest {

    private static final int QUOTE_THREADS = 2;
    private static final int BUY_THREADS = 2;
    /** How many answers each thread gets before the kill, and after it. */
    private static final int ANSWERS_PER_PHASE = 50;

    @TempDir
    Path logs;

    /** One thread of the run: its calls counted, and the shares each of its buys answered with. */
    private static final class Caller extends Thread {

        private final ServiceRuntime runtime;
        private final boolean buying;
        private final String user;
        private final AtomicBoolean running;
        private volatile boolean calling;
        private volatile int sent;
        private volatile int answered;
        private volatile int answeredAfterKill;
        private volatile boolean killed;
        private final List<Integer> sharesBeforeFailure = new ArrayList<>();
        private final List<Integer> sharesAfterFailure = new ArrayList<>();
        private final List<String> notRetried = new ArrayList<>();
        private final List<Throwable> unexpected = new CopyOnWriteArrayList<>();

        Caller(ServiceRuntime runtime, boolean buying, String user, AtomicBoolean running) {
            super("fault-run-" + user);
            this.runtime = runtime;
            this.buying = buying;
            this.user = user;
            this.running = running;
        }

        @Override
        public void run() {
            while (running.get()) {
                sent++;
                calling = true;
                try {
                    if (buying) {
                        Holding holding = (Holding) runtime.call(1, user, "IBM", 1);
                        (notRetried.isEmpty() ? sharesBeforeFailure : sharesAfterFailure).add(holding.getShares());
                    } else {
                        Quote quote = (Quote) runtime.call(0, user, "IBM");
                        if (!"IBM".equals(quote.getCompany())) {
                            throw new AssertionError("a quote for " + quote.getCompany());
                        }
                    }
                    answered++;
                    if (killed) {
                        answeredAfterKill++;
                    }
                } catch (BindingCallException e) {
                    notRetried.add(e.getMessage());
                } catch (Throwable e) {
                    unexpected.add(e);
                } finally {
                    calling = false;
                }
            }
        }
    }

    @ParameterizedTest(name = "chosen {0}")
    @EnumSource(names = {"RMI_IIOP", "SOAP"})
    void idempotentCallsGoOnOverTheFallbackAndNonIdempotentOnesFailLoudly(BindingKind chosen) throws Exception {
        BindingKind fallback = chosen == BindingKind.SOAP ? BindingKind.RMI_IIOP : BindingKind.SOAP;
        try (ServerProcess soap = ExampleServers.soap(logs.resolve("soap.log"));
                ServerProcess iiop = ExampleServers.iiop(logs.resolve("iiop.log"))) {
            ServerProcess victim = chosen == BindingKind.SOAP ? soap : iiop;
            // The dead port stays out for the rest of the run rather than being probed again. A probe waits for
            // its answer for seconds: a server kept cold by a loaded machine was left out at the start after 1 s
            // of silence, and the run then never called the binding it was about to kill.
            // Learning is off: the run checks that every call before the kill went over the chosen binding.
            RuntimeOptions options = RuntimeOptions.defaults().retryAfter(Duration.ofMinutes(5)).probeTimeout(Duration.ofSeconds(10))
                    .learningShare(0);
            try (ServiceRuntime runtime = ServiceRuntime.start(ExamplePlans.trader(soap.port(), iiop.port(), chosen, fallback),
                    getClass().getClassLoader(), options)) {
                AtomicBoolean running = new AtomicBoolean(true);
                List<Caller> callers = new ArrayList<>();
                for (int i = 0; i < QUOTE_THREADS + BUY_THREADS; i++) {
                    boolean buying = i >= QUOTE_THREADS;
                    callers.add(new Caller(runtime, buying, (buying ? "B" : "Q") + chosen.ordinal() + i, running));
                }
                warmUp(runtime, soap.port(), iiop.port(), fallback);
                callers.forEach(Thread::start);
                try {
                    awaitAnswers(callers, false);
                    for (OperationStatus status : runtime.status()) {
                        assertEquals(chosen, status.current(), "before the kill, calls go to the chosen binding: " + status);
                    }
                    freeze(victim);
                    awaitEveryoneWaitingForAReply(callers, chosen);
                    callers.forEach(caller -> caller.killed = true);
                    ProcessHandle.of(victim.pid()).orElseThrow().destroyForcibly();
                    ProcessHandle.of(victim.pid()).ifPresent(process -> process.onExit().join());
                    awaitAnswers(callers, true);
                } finally {
                    running.set(false);
                    for (Caller caller : callers) {
                        caller.join(TimeUnit.SECONDS.toMillis(30));
                    }
                }
                report(chosen, callers);
                for (Caller caller : callers) {
                    assertEquals(List.of(), caller.unexpected, caller.getName());
                    assertTrue(caller.answered > 0, caller.getName() + " got answers before the kill");
                    if (caller.buying) {
                        checkBuys(caller, runtime);
                    } else {
                        assertEquals(List.of(), caller.notRetried, caller.getName() + ": getQuote is idempotent");
                        assertEquals(caller.sent, caller.answered, caller.getName() + ": no getQuote call lost");
                        assertTrue(caller.answeredAfterKill > 0, caller.getName() + " went on over the fallback");
                    }
                }
                String chosenPort = chosen == BindingKind.SOAP ? ExamplePlans.TRADER_SOAP : ExamplePlans.TRADER_IIOP;
                for (OperationStatus status : runtime.status()) {
                    assertEquals(fallback, status.current(), status.toString());
                    assertTrue(status.leftOut().get(0).startsWith(chosen + " " + chosenPort + ": "), status.toString());
                }
            }
        }
    }

    /**
     * The buy frozen with the server failed, saying it was not sent again; every other buy was answered
     * once: the chosen server answered 1, 2, 3... shares, the fallback then 1, 2, 3... again, and the
     * fallback holds exactly as many shares as it answered buys (none was run there unanswered).
     */
    private static void checkBuys(Caller caller, ServiceRuntime runtime) {
        assertEquals(1, caller.notRetried.size(), caller.getName() + ": the buy caught by the kill fails, and only it");
        String message = caller.notRetried.get(0);
        assertTrue(message.contains("TraderService.buy failed over") && message.contains("was not sent again over another binding")
                && message.contains("buy is not idempotent"), message);
        assertEquals(caller.sent, caller.answered + caller.notRetried.size(), caller.getName() + ": every buy answered or failed");
        assertEquals(counting(caller.sharesBeforeFailure.size()), caller.sharesBeforeFailure, caller.getName() + " before the kill");
        assertEquals(counting(caller.sharesAfterFailure.size()), caller.sharesAfterFailure, caller.getName() + " after the kill");
        assertTrue(caller.answeredAfterKill > 0, caller.getName() + ": buys after the kill go to the fallback");
        // sell of 0 shares changes nothing and answers what the fallback holds
        Holding held = (Holding) runtime.call(2, caller.user, "IBM", 0);
        assertEquals(caller.sharesAfterFailure.size(), held.getShares(), caller.getName() + ": buys the fallback ran; answered "
                + caller.sharesBeforeFailure + " then " + caller.sharesAfterFailure + "; " + caller.notRetried);
    }

    private static List<Integer> counting(int n) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            numbers.add(i);
        }
        return numbers;
    }

    /** Stops the server's process without ending it: its sockets stay open and calls to it wait. */
    private static void freeze(ServerProcess server) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-STOP", Long.toString(server.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -STOP " + server.pid());
    }

    /**
     * Loads the classes of both bindings and connects the chosen one, so that the run measures calls, not
     * the first call's set-up: a getQuote over the runtime (to the chosen binding) and one over a runtime
     * of the fallback alone.
     */
    private static void warmUp(ServiceRuntime runtime, int soapPort, int iiopPort, BindingKind fallback) {
        runtime.call(0, "WARM", "IBM");
        try (ServiceRuntime fallbackOnly = ServiceRuntime.start(ExamplePlans.trader(soapPort, iiopPort, fallback),
                FaultRunTest.class.getClassLoader(), RuntimeOptions.defaults())) {
            fallbackOnly.call(0, "WARM", "IBM");
        }
    }

    /** Waits (bounded) until every thread has its answers of the phase: before the kill, or after it. */
    private static void awaitAnswers(List<Caller> callers, boolean afterKill) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!callers.stream().allMatch(caller -> (afterKill ? caller.answeredAfterKill : caller.answered) >= ANSWERS_PER_PHASE)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the threads did not get " + ANSWERS_PER_PHASE + " answers each "
                        + (afterKill ? "after" : "before") + " the kill in 60 s");
            }
            Thread.sleep(10);
        }
    }

    /**
     * Waits (bounded) until every thread's request is on the wire and it waits for the reply: a thread that
     * is only in its call may not have sent yet, and a request the kill stops before it leaves is (rightly)
     * sent again over the fallback, which a loaded machine made happen here after a fixed pause.
     */
    private static void awaitEveryoneWaitingForAReply(List<Caller> callers, BindingKind frozen) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!callers.stream().allMatch(caller -> caller.calling && waitingForReply(caller, frozen))) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not every thread is waiting for a reply of the frozen server");
            }
            Thread.sleep(10);
        }
    }

    /** In a blocking socket read (SOAP over HTTP) or in the ORB's wait for the response (RMI-IIOP): the frozen one's. */
    private static boolean waitingForReply(Thread thread, BindingKind frozen) {
        for (StackTraceElement frame : thread.getStackTrace()) {
            String method = frame.getMethodName();
            boolean inSocketRead = frame.getClassName().equals("sun.nio.ch.NioSocketImpl")
                    && (method.equals("timedRead") || method.equals("implRead"));
            boolean inOrbWait = frame.getClassName().equals("com.sun.corba.ee.impl.transport.ResponseWaitingRoomImpl")
                    && method.equals("waitForResponse");
            if (frozen == BindingKind.SOAP ? inSocketRead : inOrbWait) {
                return true;
            }
        }
        return false;
    }

    private static void report(BindingKind chosen, List<Caller> callers) {
        for (String kind : List.of("getQuote", "buy")) {
            boolean buying = kind.equals("buy");
            int sent = callers.stream().filter(c -> c.buying == buying).mapToInt(c -> c.sent).sum();
            int answered = callers.stream().filter(c -> c.buying == buying).mapToInt(c -> c.answered).sum();
            int afterKill = callers.stream().filter(c -> c.buying == buying).mapToInt(c -> c.answeredAfterKill).sum();
            int failed = callers.stream().filter(c -> c.buying == buying).mapToInt(c -> c.notRetried.size()).sum();
            System.out.printf("fault run, chosen %s: %s sent %d, answered %d (%d after the kill), failed %d%n",
                    chosen.label(), kind, sent, answered, afterKill, failed);
        }
    }
}
