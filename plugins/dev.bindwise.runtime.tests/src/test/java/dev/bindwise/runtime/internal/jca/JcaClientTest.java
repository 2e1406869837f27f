package dev.bindwise.runtime.internal.jca;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.driver.SilentListener;
import dev.bindwise.examples.financial.AddShortRequest;
import dev.bindwise.examples.financial.AddShortResponse;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.examples.jca.eci.EciProtocol;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.internal.CallBytes;
import dev.bindwise.runtime.internal.commarea.CommareaException;
import dev.bindwise.runtime.internal.commarea.Ebcdic;

/**
 * The runtime's JCA client against the real COMMAREA server of examples/jca (a JVM of its own, reached
 * through a byte-counting relay), with the example CCI adapter as the application's resource adapter:
 * hand-built plans for Trader and Financial, the records on the wire, and what happens when the adapter,
 * the spec class or the server is missing.
 */
/* bounds each test; a server JVM takes seconds to start on a loaded machine */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JcaClientTest {

    private static final String TRADER_WSDL = "examples/trader/Trader.wsdl";
    private static final String FINANCIAL_WSDL = "examples/financial/Financial.wsdl";
    private static final String JCA_PORT = "JcaPort";
    private static final String LOCAL_PORT = "LocalPort";
    private static final Duration READY_WITHIN = Duration.ofSeconds(30);
    private static final Duration PROBE_TIMEOUT = Duration.ofMillis(300);
    /** The no-op call that opens a connection of the example adapter: the program name, a COMMAREA length of 0. */
    private static final byte[] HELLO_REQUEST = hello();
    /** Its answer: return code 0, no data. */
    private static final byte[] HELLO_REPLY = new byte[EciProtocol.REPLY_HEADER_LENGTH];

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;

    @BeforeAll
    static void startServer() throws IOException {
        server = ServerProcess.start(new JcaBinding(), 0, logs.resolve("commarea-server.log"), READY_WITHIN);
        relay = new ByteCountingRelay(server.port(), 64 * 1024);
    }

    @AfterAll
    static void stopServer() throws IOException {
        try {
            if (relay != null) {
                relay.close();
            }
        } finally {
            if (server != null) {
                server.stop();
            }
        }
    }

    /** Trader's three operations over JCA, each falling back to local Java; buy and sell are not idempotent. */
    private static ServicePlan trader(String jcaAddress) throws Exception {
        return ServicePlan.service("Trader", "test plan over " + TRADER_WSDL)
                .endpoint(new Endpoint.Jca(JCA_PORT, jcaAddress, ""))
                .endpoint(new Endpoint.LocalJava(LOCAL_PORT, TraderImpl.class.getName(), true))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(CicsPlans.route(TRADER_WSDL, "getQuote", JCA_PORT), new Route.LocalJava(LOCAL_PORT, "getQuote")))
                .operation(trade("buy"))
                .operation(trade("sell"))
                .build();
    }

    private static OperationPlan.Builder trade(String name) throws Exception {
        return OperationPlan.operation(name, Holding.class, false)
                .parameter("userId", String.class).parameter("company", String.class).parameter("shares", int.class)
                .routes(CicsPlans.route(TRADER_WSDL, name, JCA_PORT), new Route.LocalJava(LOCAL_PORT, name));
    }

    private static ServicePlan financial() throws Exception {
        return ServicePlan.service("Financial", "test plan over " + FINANCIAL_WSDL)
                .endpoint(new Endpoint.Jca(JCA_PORT, "tcp://127.0.0.1:" + relay.port(), "FINSERV"))
                .operation(OperationPlan.operation("handleAddShort", AddShortResponse.class, true)
                        .parameter("request", AddShortRequest.class)
                        .route(CicsPlans.route(FINANCIAL_WSDL, "handleAddShort", JCA_PORT)))
                .build();
    }

    /**
     * The example adapter as the application configures it: connections to the given port, its spec class named.
     * Learning is off: these tests count the connections and answers of the plan's first binding, which learning
     * would share with the others (LearningTest tests it).
     */
    private static RuntimeOptions adapterAt(int port) {
        CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
        adapter.setPort(port);
        return RuntimeOptions.defaults().learningShare(0).resource(JCA_PORT, adapter.createConnectionFactory())
                .interactionSpec(JCA_PORT, CommareaInteractionSpec.class.getName());
    }

    private static ServiceRuntime start(ServicePlan plan, RuntimeOptions options) {
        return ServiceRuntime.start(plan, JcaClientTest.class.getClassLoader(), options);
    }

    @Test
    void traderAnswersOverJcaAsTheLocalImplementationDrivenThroughTheSameCalls() throws Exception {
        TraderImpl local = new TraderImpl();
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()))) {
            assertEquals(BindingKind.JCA, runtime.status().get(0).current(), runtime.status().toString());
            assertEquals("JCA: the connection factory given in RuntimeOptions.resource(\"JcaPort\", factory)",
                    runtime.status().get(0).basis(), "the condition the port is used on");
            long requestBytesBefore = relay.counts().requestBytes();
            assertSame(local.getQuote("USER0002", "ACME"), runtime.call(0, "USER0002", "ACME"));
            assertSame(local.buy("USER0002", "ACME", 7), runtime.call(1, "USER0002", "ACME", 7));
            assertSame(local.sell("USER0002", "ACME", 3), runtime.call(2, "USER0002", "ACME", 3));
            assertSame(local.getQuote("USER0002", "A" + "B".repeat(19)), runtime.call(0, "USER0002", "A" + "B".repeat(19)));
            assertSame(local.getQuote(null, null), runtime.call(0, null, null));
            assertTrue(relay.counts().requestBytes() >= requestBytesBefore + 5 * 46, "the calls went over the wire");
            for (OperationStatus status : runtime.status()) {
                assertEquals(BindingKind.JCA, status.current(), status.toString());
            }
        }
    }

    @Test
    void financialAnswersOverJcaAsTheLocalImplementation() throws Exception {
        try (ServiceRuntime runtime = start(financial(), adapterAt(relay.port()))) {
            for (int positions : List.of(0, 1, 20, 200)) {
                AddShortRequest request = addShortRequest(positions);
                assertSame(new FinancialImpl().handleAddShort(request), runtime.call(0, request));
            }
        }
    }

    /** Connections are kept from call to call: concurrent callers hold one each at most. */
    @Test
    void concurrentCallersEachKeepOneConnection() throws Exception {
        int threads = 8;
        // no start-up probe: its connection to the relay would be counted whenever the relay gets to it
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()).probeOnStart(false))) {
            int connectionsBefore = relay.counts().connections();
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService callers = Executors.newFixedThreadPool(threads);
            try {
                List<Future<?>> results = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    String user = "THREAD" + t;
                    results.add(callers.submit(() -> {
                        start.await();
                        TraderImpl local = new TraderImpl();
                        for (int i = 0; i < 40; i++) {
                            assertSame(local.buy(user, "IBM", i), runtime.call(1, user, "IBM", i));
                            assertSame(local.getQuote(user, "ACME" + i), runtime.call(0, user, "ACME" + i));
                        }
                        return null;
                    }));
                }
                start.countDown();
                for (Future<?> result : results) {
                    result.get();
                }
            } finally {
                callers.shutdownNow();
            }
            int opened = relay.counts().connections() - connectionsBefore;
            // the relay counts a connection on its own thread: the start-up probe's may land after the snapshot
            assertTrue(opened >= 1 && opened <= threads + 1, opened + " connections for " + threads + " threads");
        }
    }

    /**
     * The bytes on the wire are those the example adapter wrote with its own codec before the runtime's
     * replaced it (records-before.txt): the program's frame header, then the very same records.
     */
    @Test
    void theRecordsAreThoseTheExampleAdapterSent() throws Exception {
        Map<String, byte[][]> before = recordsBefore();
        try (ServiceRuntime trader = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()));
                ServiceRuntime financial = start(financial(), adapterAt(relay.port()))) {
            assertRecords(before.get("trader.getQuote"), "TRADERBL", () -> trader.call(0, "USER0001", "IBM"));
            assertRecords(before.get("trader.buy"), "TRADERBL", () -> trader.call(1, "USER0001", "IBM", 10));
            assertRecords(before.get("trader.sell"), "TRADERBL", () -> trader.call(2, "USER0001", "IBM", 4));
            for (int positions : List.of(0, 2)) {
                assertRecords(before.get("financial.handleAddShort." + positions), "FINADDSH",
                        () -> financial.call(0, addShortRequest(positions)));
            }
        }
    }

    /** The bytes a JCA call counts for learning (CallBytes) are its request and reply records as they crossed. */
    @Test
    void theBytesCountedOfAJcaCallAreItsRecords() throws Exception {
        try (ServiceRuntime trader = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()))) {
            trader.call(0, "USER0001", "IBM");
            relay.reset();
            CallBytes.ask();
            trader.call(0, "USER0001", "IBM");
            long counted = CallBytes.take();
            byte[] request = relay.firstRequestBytes();
            byte[] reply = relay.firstReplyBytes();
            if (startsWith(request, HELLO_REQUEST)) {
                request = Arrays.copyOfRange(request, HELLO_REQUEST.length, request.length);
                reply = Arrays.copyOfRange(reply, HELLO_REPLY.length, reply.length);
            }
            assertEquals(request.length - EciProtocol.REQUEST_HEADER_LENGTH + reply.length - EciProtocol.REPLY_HEADER_LENGTH,
                    counted);
        }
    }

    private static void assertRecords(byte[][] expected, String program, Runnable call) {
        relay.reset();
        call.run();
        byte[] request = relay.firstRequestBytes();
        byte[] reply = relay.firstReplyBytes();
        if (startsWith(request, HELLO_REQUEST)) {
            // the call opened a connection: the adapter's no-op call went first, then the call's own frames
            assertArrayEquals(HELLO_REPLY, Arrays.copyOf(reply, HELLO_REPLY.length));
            request = Arrays.copyOfRange(request, HELLO_REQUEST.length, request.length);
            reply = Arrays.copyOfRange(reply, HELLO_REPLY.length, reply.length);
        }
        assertEquals(program, new String(request, 0, EciProtocol.PROGRAM_NAME_LENGTH, Ebcdic.CP037).trim());
        assertEquals(HexFormat.of().withUpperCase().formatHex(expected[0]),
                HexFormat.of().withUpperCase().formatHex(Arrays.copyOfRange(request, EciProtocol.REQUEST_HEADER_LENGTH, request.length)));
        assertArrayEquals(expected[1], Arrays.copyOfRange(reply, EciProtocol.REPLY_HEADER_LENGTH, reply.length));
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        return bytes.length >= prefix.length && Arrays.equals(Arrays.copyOf(bytes, prefix.length), prefix);
    }

    @Test
    void aJcaPortWithoutAConnectionFactoryIsLeftOutAtStartAndCallsGoToTheNextBinding() throws Exception {
        RuntimeOptions noAdapter = RuntimeOptions.defaults().interactionSpec(JCA_PORT, CommareaInteractionSpec.class.getName());
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), noAdapter)) {
            long requestBytesBefore = relay.counts().requestBytes();
            assertSame(new TraderImpl().getQuote("USER0003", "IBM"), runtime.call(0, "USER0003", "IBM"));
            assertEquals(requestBytesBefore, relay.counts().requestBytes(), "nothing went to the transaction server");
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.LOCAL_JAVA, status.current());
            assertEquals(1, status.leftOut().size());
            String reason = status.leftOut().get(0);
            assertTrue(reason.startsWith("JCA JcaPort: JCA port JcaPort at tcp://127.0.0.1:" + relay.port()
                    + " has no resource adapter: no ConnectionFactory was given for it (RuntimeOptions.resource(\"JcaPort\", "
                    + "connectionFactory)) and JNDI has none under [java:comp/env/eis/JcaPort, eis/JcaPort]: "), reason);
            assertTrue(reason.contains("there is no JNDI naming context here (no application server) (probed again in "), reason);
        }
    }

    @Test
    void aJcaPortWithoutAnInteractionSpecClassSaysHowToNameOne() throws Exception {
        CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
        adapter.setPort(relay.port());
        RuntimeOptions noSpec = RuntimeOptions.defaults().resource(JCA_PORT, adapter.createConnectionFactory());
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), noSpec)) {
            assertSame(new TraderImpl().getQuote("USER0003", "IBM"), runtime.call(0, "USER0003", "IBM"));
            String reason = runtime.status().get(0).leftOut().get(0);
            assertTrue(reason.contains("has no InteractionSpec class: name the resource adapter's (e.g. "
                    + "com.ibm.connector2.cics.ECIInteractionSpec) with RuntimeOptions.interactionSpec(\"JcaPort\", className)"
                    + " or -Dbindwise.interactionSpec.JcaPort=className"), reason);
        }
    }

    @Test
    void aServerThatDoesNotListenIsLeftOutAtStart() throws Exception {
        int closed = freePort();
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + closed), adapterAt(closed))) {
            assertSame(new TraderImpl().getQuote("USER0003", "IBM"), runtime.call(0, "USER0003", "IBM"));
            String reason = runtime.status().get(0).leftOut().get(0);
            assertTrue(reason.contains("the transaction server: refused: nothing listens on 127.0.0.1:" + closed), reason);
        }
    }

    @Test
    void aConnectionUrlOfAnotherFormIsProbedWithAConnectionOfTheAdapter() throws Exception {
        try (ServiceRuntime reachable = start(trader("eci://TRADERSRV"), adapterAt(relay.port()));
                ServiceRuntime unreachable = start(trader("eci://TRADERSRV"), adapterAt(freePort()))) {
            assertEquals(BindingKind.JCA, reachable.status().get(0).current());
            assertEquals(BindingKind.LOCAL_JAVA, unreachable.status().get(0).current());
            assertTrue(unreachable.status().get(0).leftOut().get(0).contains("the resource adapter gives no connection: "
                    + "jakarta.resource.spi.CommException: cannot connect to the transaction server"),
                    unreachable.status().get(0).leftOut().toString());
        }
    }

    /**
     * The server stops between calls: the idempotent getQuote goes on over local Java; buy, which is not
     * idempotent, fails loudly instead of being sent again.
     */
    @Test
    void aServerThatStopsSendsIdempotentCallsToTheFallbackAndFailsTheOthers() throws Exception {
        ServerProcess stopping = ServerProcess.start(new JcaBinding(), 0, logs.resolve("stopping.log"), READY_WITHIN);
        try (ServiceRuntime quotes = start(trader("tcp://127.0.0.1:" + stopping.port()), adapterAt(stopping.port()));
                ServiceRuntime trades = start(trader("tcp://127.0.0.1:" + stopping.port()), adapterAt(stopping.port()))) {
            assertSame(new TraderImpl().getQuote("USER0004", "IBM"), quotes.call(0, "USER0004", "IBM"));
            assertSame(new TraderImpl().buy("USER0004", "IBM", 2), trades.call(1, "USER0004", "IBM", 2));
            stopping.stop();

            assertSame(new TraderImpl().getQuote("USER0004", "IBM"), quotes.call(0, "USER0004", "IBM"));
            assertEquals(BindingKind.LOCAL_JAVA, quotes.status().get(0).current());
            assertTrue(quotes.status().get(0).leftOut().get(0).contains("getQuote (program TRADERBL) failed in transport"),
                    quotes.status().get(0).leftOut().toString());

            BindingCallException lost = assertThrows(BindingCallException.class, () -> trades.call(1, "USER0004", "IBM", 1));
            assertTrue(lost.getMessage().startsWith("Trader.buy failed over JCA port JcaPort at tcp://127.0.0.1:"
                    + stopping.port() + " and was not sent again over another binding, as buy is not idempotent"),
                    lost.getMessage());
        } finally {
            stopping.close();
        }
    }

    /**
     * A transaction server that accepts connections and never answers (the adapter's own read timeout is
     * 60 s), found by a call (no probe at start): the adapter opens a connection with a no-op call, which gets
     * no answer, so the call ends at its deadline without having been sent, and even buy, which is not
     * idempotent, goes on over the next binding. The port is left out; its background probes (at once:
     * retryAfter 0) ask the adapter for a connection, which the silent server does not give, so the port stays
     * out and the next call does not wait for it.
     */
    @Test
    void aServerThatNeverAnswersEndsTheCallAtItsDeadlineAndStaysOut() throws Exception {
        Duration deadline = Duration.ofMillis(800);
        try (SilentListener hanging = new SilentListener(0);
                ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + hanging.port()), adapterAt(hanging.port())
                        .callTimeout(deadline).retryAfter(Duration.ZERO).probeOnStart(false).probeTimeout(PROBE_TIMEOUT))) {
            long start = System.nanoTime();
            assertSame(new TraderImpl().buy("USER0007", "IBM", 3), runtime.call(1, "USER0007", "IBM", 3));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            // not before its deadline; long before the adapter's 60 s read timeout, with a margin for a busy machine
            assertTrue(took.compareTo(deadline) >= 0 && took.compareTo(deadline.plusSeconds(10)) < 0, "buy took " + took);
            assertTrue(runtime.status().get(1).leftOut().get(0).contains("got no connection within its deadline of 800 ms"),
                    runtime.status().get(1).leftOut().toString());

            assertStaysOut(runtime, deadline);
        }
    }

    /**
     * A transaction server frozen (SIGSTOP) while no connection to it is open: the kernel still accepts
     * connections for it, but nothing answers the adapter's no-op call, so a call goes on over the next binding
     * at its deadline and the port stays out; once the server runs again (SIGCONT) a probe gets a connection
     * and the port takes its rank back.
     */
    @Test
    void aFrozenServerStaysOutUntilItAnswersAgain() throws Exception {
        Duration deadline = Duration.ofMillis(800);
        try (ServerProcess frozen = ServerProcess.start(new JcaBinding(), 0, logs.resolve("frozen-server.log"), READY_WITHIN);
                ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + frozen.port()), adapterAt(frozen.port())
                        .callTimeout(deadline).retryAfter(Duration.ZERO).probeTimeout(PROBE_TIMEOUT))) {
            // the start-up probe's 300 ms can pass on a loaded machine before the adapter connects: a later probe
            // brings the port in then
            awaitStatus(runtime, status -> status.current() == BindingKind.JCA, "JCA is in before the freeze");
            signal(frozen, "STOP");
            try {
                long start = System.nanoTime();
                assertSame(new TraderImpl().getQuote("USER0008", "IBM"), runtime.call(0, "USER0008", "IBM"));
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                // ended at its deadline, long before the adapter's 60 s read timeout (a margin for a busy machine)
                assertTrue(took.compareTo(deadline.plusSeconds(10)) < 0, "the call took " + took);
                assertStaysOut(runtime, deadline);
            } finally {
                signal(frozen, "CONT");
            }
            awaitStatus(runtime, status -> status.current() == BindingKind.JCA, "JCA takes its rank back");
            assertSame(new TraderImpl().getQuote("USER0008", "IBM"), runtime.call(0, "USER0008", "IBM"));
        }
    }

    /**
     * Once a background probe, silent for its bound, has kept the port out (its reason is now the probe's), the next
     * call goes to local Java: the port is out before the call, so the call does not try it, and it stays out.
     */
    private static void assertStaysOut(ServiceRuntime runtime, Duration deadline) throws InterruptedException {
        String probed = "silent: the resource adapter gave no connection within " + PROBE_TIMEOUT.toMillis() + " ms";
        awaitStatus(runtime, status -> status.leftOut().size() == 1 && status.leftOut().get(0).contains(probed),
                "a background probe finds the port silent");
        assertEquals(BindingKind.LOCAL_JAVA, runtime.status().get(0).current(), "calls skip the port");
        assertSame(new TraderImpl().getQuote("USER0005", "IBM"), runtime.call(0, "USER0005", "IBM"));
        OperationStatus status = runtime.status().get(0);
        assertEquals(BindingKind.LOCAL_JAVA, status.current(), status.toString());
        assertTrue(status.leftOut().get(0).contains(probed), status.leftOut().toString());
    }

    /** Waits until getQuote's status shows what is expected: the runtime's own state, within a bound of seconds. */
    private static void awaitStatus(ServiceRuntime runtime, java.util.function.Predicate<OperationStatus> expected,
            String what) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!expected.test(runtime.status().get(0))) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError(what + ": not within 30 s; " + runtime.status().get(0));
            }
            Thread.sleep(5);
        }
    }

    private static void signal(ServerProcess server, String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(server.pid())).inheritIO().start();
        assertEquals(0, kill.waitFor(), "kill -" + signal + " " + server.pid());
    }

    /**
     * A server that is not there, found by the call itself (no probe at start): no connection, so nothing
     * was sent, and even buy, which is not idempotent, goes on over the next binding.
     */
    @Test
    void aCallThatGotNoConnectionWasNotSentAndGoesToTheNextBindingEvenWhenNotIdempotent() throws Exception {
        int nobody;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            nobody = free.getLocalPort();
        }
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + nobody), adapterAt(nobody).probeOnStart(false))) {
            assertSame(new TraderImpl().buy("USER0006", "IBM", 2), runtime.call(1, "USER0006", "IBM", 2));
            assertEquals(BindingKind.LOCAL_JAVA, runtime.status().get(1).current());
            assertTrue(runtime.status().get(1).leftOut().get(0).contains("failed in transport: cannot connect"),
                    runtime.status().get(1).leftOut().toString());
        }
    }

    /** The server answers a call it cannot run: that is the service's failure, not the transport's. */
    @Test
    void aProgramTheServerDoesNotRunFailsTheCallWithoutAFallback() throws Exception {
        Route.Jca getQuote = CicsPlans.route(TRADER_WSDL, "getQuote", JCA_PORT);
        Route.Jca noSuchProgram = new Route.Jca(JCA_PORT, "NOSUCHPG", "", getQuote.requestRecord(), getQuote.replyRecord());
        ServicePlan plan = ServicePlan.service("Trader", "test plan")
                .endpoint(new Endpoint.Jca(JCA_PORT, "tcp://127.0.0.1:" + relay.port(), ""))
                .endpoint(new Endpoint.LocalJava(LOCAL_PORT, TraderImpl.class.getName(), true))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(noSuchProgram, new Route.LocalJava(LOCAL_PORT, "getQuote")))
                .build();
        try (ServiceRuntime runtime = start(plan, adapterAt(relay.port()))) {
            InteractionFailedException failed = assertThrows(InteractionFailedException.class,
                    () -> runtime.call(0, "USER0003", "IBM"));
            assertTrue(failed.getMessage().startsWith("JCA port JcaPort at tcp://127.0.0.1:" + relay.port()
                    + ": getQuote (program NOSUCHPG) failed with PGMIDERR: "), failed.getMessage());
            assertEquals(BindingKind.JCA, runtime.status().get(0).current(), "the port still serves");
        }
    }

    @Test
    void aValueThatDoesNotFitItsFieldIsRefusedBeforeAnythingIsSent() throws Exception {
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()))) {
            CommareaException tooLong = assertThrows(CommareaException.class, () -> runtime.call(0, "USER00001", "IBM"));
            assertEquals("record TRADERBL-GETQUOTE-REQUEST: value of userId is 9 characters long, its field holds 8: 'USER00001'",
                    tooLong.getMessage());
        }
    }

    @Test
    void aRouteWhoseRecordsDoNotFitTheOperationIsLeftOutWithTheReason() throws Exception {
        Route.Jca getQuote = CicsPlans.route(TRADER_WSDL, "getQuote", JCA_PORT);
        ServicePlan plan = ServicePlan.service("Trader", "test plan")
                .endpoint(new Endpoint.Jca(JCA_PORT, "tcp://127.0.0.1:" + relay.port(), ""))
                .endpoint(new Endpoint.LocalJava(LOCAL_PORT, TraderImpl.class.getName(), true))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(new Route.Jca(JCA_PORT, "TRADERBL", "", "requestType:X(16),userId?:X(8)", getQuote.replyRecord()),
                                new Route.LocalJava(LOCAL_PORT, "getQuote")))
                .operation(OperationPlan.operation("getQuote2", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(new Route.Jca(JCA_PORT, "TRADERBL", "", "requestType:X(16),userId?:X(8),company?X(20)",
                                getQuote.replyRecord()), new Route.LocalJava(LOCAL_PORT, "getQuote")))
                .build();
        try (ServiceRuntime runtime = start(plan, adapterAt(relay.port()))) {
            assertSame(new TraderImpl().getQuote("USER0003", "IBM"), runtime.call(0, "USER0003", "IBM"));
            assertTrue(runtime.status().get(0).leftOut().get(0).contains("the request record of getQuote has 1 fields after "
                    + "the request type, but the operation has 2 parameters [userId, company]"), runtime.status().toString());
            assertSame(new TraderImpl().getQuote("USER0003", "IBM"), runtime.call(1, "USER0003", "IBM"));
            assertTrue(runtime.status().get(1).leftOut().get(0).contains("record layout text, position 39: expected ':', '?', "
                    + "'[' or '{' after the field name 'company', found 'X'"), runtime.status().toString());
        }
    }

    private static void assertSame(Object expected, Object actual) {
        assertEquals(SameContent.describe(expected), SameContent.describe(actual));
    }

    static AddShortRequest addShortRequest(int positions) {
        ExampleService financial = ExampleServices.named("financial").orElseThrow();
        return (AddShortRequest) financial.operation("handleAddShort1").arguments()
                .apply(financial.operation("handleAddShort1").defaults().withArrayLength(positions))[0];
    }

    /** The records of records-before.txt by call: request and reply. */
    private static Map<String, byte[][]> recordsBefore() throws IOException {
        Map<String, byte[][]> records = new LinkedHashMap<>();
        try (InputStream in = JcaClientTest.class.getResourceAsStream("records-before.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] fields = line.split(" ");
                    records.put(fields[0], new byte[][] {HexFormat.of().parseHex(fields[1]), HexFormat.of().parseHex(fields[2])});
                }
            }
        }
        return records;
    }

    private static byte[] hello() {
        byte[] frame = new byte[EciProtocol.REQUEST_HEADER_LENGTH];
        System.arraycopy(Ebcdic.encode(EciProtocol.NOOP_PROGRAM, EciProtocol.PROGRAM_NAME_LENGTH, "program"), 0, frame, 0,
                EciProtocol.PROGRAM_NAME_LENGTH);
        return frame;
    }

    private static int freePort() throws IOException {
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /**
     * Inside a container (a naming context with the component's java:comp/env, as an application server gives a
     * component) the container's connection management is used: the factory is found in JNDI, and every interaction
     * gets its own connection and closes it, so that no connection handle is held from call to call. The adapter is
     * the example's, here with its connection manager that opens a physical connection per handle: each call is one
     * connection on the wire, where outside a container the client keeps one for the next call.
     */
    @Test
    void insideAContainerEachInteractionGetsItsOwnConnectionAndClosesIt() throws Exception {
        CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
        adapter.setPort(relay.port());
        ContainerNaming.BOUND.put("java:comp/env", "the component's environment");
        ContainerNaming.BOUND.put("java:comp/env/eis/" + JCA_PORT, adapter.createConnectionFactory());
        String before = System.setProperty(javax.naming.Context.INITIAL_CONTEXT_FACTORY, ContainerNaming.class.getName());
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), RuntimeOptions.defaults().learningShare(0)
                .interactionSpec(JCA_PORT, CommareaInteractionSpec.class.getName()).probeOnStart(false))) {
            int connectionsBefore = relay.counts().connections();
            TraderImpl local = new TraderImpl();
            for (int i = 0; i < 5; i++) {
                assertSame(local.getQuote("USER0003", "ACME" + i), runtime.call(0, "USER0003", "ACME" + i));
            }
            // the relay counts a connection before it passes any byte of it: every call's is counted by its reply
            assertEquals(5, relay.counts().connections() - connectionsBefore, "one connection per interaction");
            assertEquals("JCA: the connection factory found in JNDI", runtime.status().get(0).basis());
        } finally {
            ContainerNaming.BOUND.clear();
            if (before == null) {
                System.clearProperty(javax.naming.Context.INITIAL_CONTEXT_FACTORY);
            } else {
                System.setProperty(javax.naming.Context.INITIAL_CONTEXT_FACTORY, before);
            }
        }
    }

    /** Outside a container the client pools: sequential calls share one connection. */
    @Test
    void outsideAContainerSequentialCallsShareOneConnection() throws Exception {
        try (ServiceRuntime runtime = start(trader("tcp://127.0.0.1:" + relay.port()), adapterAt(relay.port()).probeOnStart(false))) {
            int connectionsBefore = relay.counts().connections();
            TraderImpl local = new TraderImpl();
            for (int i = 0; i < 5; i++) {
                assertSame(local.getQuote("USER0004", "ACME" + i), runtime.call(0, "USER0004", "ACME" + i));
            }
            assertEquals(1, relay.counts().connections() - connectionsBefore, "one connection kept for the next call");
        }
    }

    /**
     * The naming an application server gives its components, reduced to look-ups: the names bound in
     * {@link #BOUND}, the rest not found. Named by the test through {@code java.naming.factory.initial}.
     */
    public static final class ContainerNaming implements javax.naming.spi.InitialContextFactory {

        static final Map<String, Object> BOUND = new java.util.concurrent.ConcurrentHashMap<>();

        @Override
        public javax.naming.Context getInitialContext(java.util.Hashtable<?, ?> environment) {
            return (javax.naming.Context) java.lang.reflect.Proxy.newProxyInstance(javax.naming.Context.class.getClassLoader(),
                    new Class<?>[] {javax.naming.Context.class}, (proxy, method, arguments) -> {
                        switch (method.getName()) {
                            case "lookup": {
                                Object found = BOUND.get(String.valueOf(arguments[0]));
                                if (found == null) {
                                    throw new javax.naming.NameNotFoundException(String.valueOf(arguments[0]));
                                }
                                return found;
                            }
                            case "close":
                                return null;
                            case "toString":
                                return "the container's naming";
                            case "hashCode":
                                return System.identityHashCode(proxy);
                            case "equals":
                                return proxy == arguments[0];
                            default:
                                throw new javax.naming.OperationNotSupportedException(method.getName());
                        }
                    });
        }
    }
}
