package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import javax.xml.namespace.QName;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import com.sun.net.httpserver.HttpServer;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.driver.SilentListener;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceFaultException;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.internal.CallBytes;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.XsdType;

/**
 * The runtime's SOAP and RMI-IIOP clients against the examples' real servers on loopback: replies equal
 * the local implementation's, a port whose server is not there is left out at start with the reason, and
 * what the service answers (a SOAP fault) is told apart from what failed on the way (an HTTP 503).
 */
@Timeout(60)
class RemoteBindingsTest {

    @TempDir
    static Path logs;
    private static ServerProcess soapServer;
    private static ServerProcess iiopServer;

    @BeforeAll
    static void startServers() throws Exception {
        soapServer = ExampleServers.soap(logs.resolve("soap-server.log"));
        iiopServer = ExampleServers.iiop(logs.resolve("iiop-server.log"));
    }

    @AfterAll
    static void stopServers() {
        if (soapServer != null) {
            soapServer.close();
        }
        if (iiopServer != null) {
            iiopServer.close();
        }
    }

    /** Trader over SOAP and RMI-IIOP, the chosen binding's port at the port given, the other one's at its server. */
    private static ServicePlan chosenAt(BindingKind chosen, int port) {
        return ExamplePlans.trader(chosen == BindingKind.SOAP ? port : soapServer.port(),
                chosen == BindingKind.RMI_IIOP ? port : iiopServer.port(), chosen, fallbackOf(chosen));
    }

    private static BindingKind fallbackOf(BindingKind chosen) {
        return chosen == BindingKind.SOAP ? BindingKind.RMI_IIOP : BindingKind.SOAP;
    }

    private static ServiceRuntime start(ServicePlan plan) {
        return ServiceRuntime.start(plan, RemoteBindingsTest.class.getClassLoader(), options());
    }

    /**
     * The options of these tests: learning is off, as they check where the plan sends each call (learning sends a
     * binding's first calls elsewhere to measure the others; LearningTest tests it); the start-up probe waits up to
     * 30 s, as these tests are about calls, not the probe's bound: at a load of 15 on 2 cores Axis2 once took over
     * the default 2 s to answer it, and the call went to the fallback (the tests of a silent port set their own).
     */
    private static RuntimeOptions options() {
        return RuntimeOptions.defaults().learningShare(0).probeTimeout(Duration.ofSeconds(30));
    }

    @ParameterizedTest
    @EnumSource(names = {"SOAP", "RMI_IIOP"})
    void traderRepliesWhatTheLocalImplementationReplies(BindingKind kind) throws Exception {
        ExampleService trader = ExampleServices.named("trader").orElseThrow();
        Object local = trader.implementation().get();
        // A user of its own: buy and sell move holdings kept by the server across tests.
        String user = "RB" + kind.ordinal();
        try (ServiceRuntime runtime = start(ExamplePlans.trader(soapServer.port(), iiopServer.port(), kind))) {
            for (ExampleOperation operation : trader.operations()) {
                Object[] arguments = operation.arguments().apply(operation.defaults());
                arguments[0] = user;
                int index = indexOf(runtime.plan(), operation.methodName());
                Object expected = operation.method(trader.serviceInterface()).invoke(local, arguments);
                assertEquals(SameContent.describe(expected), SameContent.describe(runtime.call(index, arguments)),
                        operation.name() + " over " + kind.label());
            }
            runtime.status().forEach(status -> assertEquals(kind, status.current(), status.toString()));
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"SOAP", "RMI_IIOP"})
    void mapPointsBeansArraysAndBytesComeBackWhole(BindingKind kind) throws Exception {
        ExampleService mapPoint = ExampleServices.named("mappoint").orElseThrow();
        Object local = mapPoint.implementation().get();
        try (ServiceRuntime runtime = start(ExamplePlans.mapPoint(soapServer.port(), iiopServer.port(), kind))) {
            for (ExampleOperation operation : mapPoint.operations()) {
                Object[] arguments = operation.arguments().apply(operation.defaults());
                Object expected = operation.method(mapPoint.serviceInterface()).invoke(local, arguments);
                Object reply = runtime.call(indexOf(runtime.plan(), operation.methodName()), arguments);
                assertEquals(SameContent.describe(expected), SameContent.describe(reply), operation.name() + " over " + kind.label());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(names = {"SOAP", "RMI_IIOP"})
    void whenTheChosenPortsServerIsNotRunningCallsGoToTheFallbackAndStatusSaysWhy(BindingKind chosen) throws Exception {
        BindingKind fallback = fallbackOf(chosen);
        int nobody = ExampleServers.unusedPort();
        try (ServiceRuntime runtime = start(chosenAt(chosen, nobody))) {
            Quote quote = (Quote) runtime.call(0, "RBdown", "IBM");
            assertEquals("IBM", quote.getCompany());
            // buy is not idempotent, but nothing was sent to the port left out at start: it goes to the fallback
            assertEquals(SameContent.describe(new dev.bindwise.examples.trader.TraderImpl().buy("RBdown" + chosen.ordinal(), "IBM", 3)),
                    SameContent.describe(runtime.call(1, "RBdown" + chosen.ordinal(), "IBM", 3)));
            String chosenPort = chosen == BindingKind.SOAP ? ExamplePlans.TRADER_SOAP : ExamplePlans.TRADER_IIOP;
            for (OperationStatus status : runtime.status()) {
                assertEquals(fallback, status.current(), status.toString());
                assertEquals(1, status.leftOut().size(), status.toString());
                String why = status.leftOut().get(0);
                assertTrue(why.startsWith(chosen + " " + chosenPort + ": ") && why.contains("nothing listens on 127.0.0.1:" + nobody),
                        why);
            }
        }
    }

    /**
     * A port that accepts connections and never answers: the call ends at its deadline (not at Axis2's own
     * 60 s read timeout, nor at the ORB's waits), in transport, and goes on over the next binding; the port
     * is left out. Its background probe (at once: retryAfter 0) asks in the binding's protocol and gets no
     * answer, so the port stays out: the next call goes to the next binding without waiting.
     */
    @ParameterizedTest
    @EnumSource(names = {"SOAP", "RMI_IIOP"})
    void aCallToAPortThatNeverAnswersEndsAtItsDeadlineAndThePortStaysOut(BindingKind chosen) throws Exception {
        BindingKind fallback = fallbackOf(chosen);
        Duration deadline = Duration.ofMillis(800);
        try (SilentListener hanging = new SilentListener(0)) {
            RuntimeOptions options = options().callTimeout(deadline).retryAfter(Duration.ZERO)
                    .probeOnStart(false).probeTimeout(Duration.ofMillis(300));
            try (ServiceRuntime runtime = ServiceRuntime.start(chosenAt(chosen, hanging.port()),
                    getClass().getClassLoader(), options)) {
                String chosenPort = chosen == BindingKind.SOAP ? ExamplePlans.TRADER_SOAP : ExamplePlans.TRADER_IIOP;
                long start = System.nanoTime();
                assertEquals("IBM", ((Quote) runtime.call(0, "RBhang", "IBM")).getCompany());
                Duration took = Duration.ofNanos(System.nanoTime() - start);
                // the call also makes both clients (Axis2's configuration, an ORB): seconds on a busy machine
                assertTrue(took.compareTo(deadline) >= 0 && took.compareTo(deadline.plusSeconds(5)) < 0, "the call took " + took);
                // a background probe, silent for its 300 ms, keeps the port out: calls skip it, so none waits for it
                awaitLeftOutBecause(runtime, "silent: 127.0.0.1:" + hanging.port() + " accepted the connection but sent no");
                assertEquals(fallback, runtime.status().get(0).current(), "calls skip the port");
                assertEquals("IBM", ((Quote) runtime.call(0, "RBhang", "IBM")).getCompany());
                OperationStatus status = runtime.status().get(0);
                assertEquals(fallback, status.current(), status.toString());
                String why = status.leftOut().get(0);
                assertTrue(why.startsWith(chosen + " " + chosenPort + ": ") && why.contains("silent: 127.0.0.1:"
                        + hanging.port() + " accepted the connection but sent no"), why);
            }
        }
    }

    /**
     * A port whose server is not there, found by the call itself (no probe at start): the request never left
     * the client, so even buy, which is not idempotent, goes on over the next binding.
     */
    @ParameterizedTest
    @EnumSource(names = {"SOAP", "RMI_IIOP"})
    void aCallThatReachedNoServerWasNotSentAndGoesToTheNextBindingEvenWhenNotIdempotent(BindingKind chosen) throws Exception {
        RuntimeOptions options = options().probeOnStart(false).callTimeout(Duration.ofSeconds(5));
        try (ServiceRuntime runtime = ServiceRuntime.start(chosenAt(chosen, ExampleServers.unusedPort()),
                getClass().getClassLoader(), options)) {
            String user = "RBns" + chosen.ordinal();
            assertEquals(SameContent.describe(new dev.bindwise.examples.trader.TraderImpl().buy(user, "IBM", 2)),
                    SameContent.describe(runtime.call(1, user, "IBM", 2)));
            assertEquals(fallbackOf(chosen), runtime.status().get(1).current(), runtime.status().get(1).toString());
        }
    }

    /**
     * Sixteen callers at once at an RMI-IIOP port whose naming service accepts and never answers: one
     * look-up is in flight, the others wait for it, and all go on over SOAP within about one deadline (one
     * after the other they took sixteen); buy too, as nothing was sent. The first, single call warms both
     * bindings' classes up. Nothing is probed or looked up at start, so that the look-up is the callers'.
     */
    @Test
    void callersWaitingForOneHangingLookUpAllGoOnWithinOneDeadline() throws Exception {
        // long enough for a first SOAP call (Axis2's configuration) on a busy machine; sixteen in turn take 80 s
        Duration deadline = Duration.ofSeconds(5);
        RuntimeOptions options = options().callTimeout(deadline).probeOnStart(false);
        try (SilentListener hanging = new SilentListener(0)) {
            ServicePlan plan = ExamplePlans.trader(soapServer.port(), hanging.port(), BindingKind.RMI_IIOP, BindingKind.SOAP);
            try (ServiceRuntime warm = ServiceRuntime.start(plan, getClass().getClassLoader(), options)) {
                assertEquals("IBM", ((Quote) warm.call(0, "RBwarm", "IBM")).getCompany());
            }
            try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(), options)) {
                int callers = 16;
                ExecutorService threads = Executors.newFixedThreadPool(callers);
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Long>> calls = new ArrayList<>();
                for (int i = 0; i < callers; i++) {
                    boolean buying = i % 2 == 1;
                    String user = "RBgate" + i;
                    calls.add(threads.submit(() -> {
                        go.await();
                        long start = System.nanoTime();
                        Object answer = buying ? runtime.call(1, user, "IBM", 1) : runtime.call(0, user, "IBM");
                        assertEquals("IBM", buying ? ((Holding) answer).getCompany() : ((Quote) answer).getCompany());
                        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                    }));
                }
                go.countDown();
                try {
                    List<Long> millis = new ArrayList<>();
                    for (Future<Long> call : calls) {
                        millis.add(call.get(30, TimeUnit.SECONDS));
                    }
                    // one deadline together, not one each in turn (16 x 5 s): a margin of seconds for a busy machine
                    assertTrue(millis.stream().allMatch(m -> m < 2 * deadline.toMillis() + 5_000), "the calls took " + millis + " ms");
                } finally {
                    threads.shutdownNow();
                }
                assertEquals(BindingKind.SOAP, runtime.status().get(1).current(), runtime.status().get(1).toString());
            }
        }
    }

    /**
     * The bytes a SOAP call counts for learning (CallBytes) are its envelopes as they crossed the wire: the request's
     * body and the reply's body without its chunks' framing, as a relay in front of the server saw them.
     */
    @Test
    void theBytesCountedOfASoapCallAreItsEnvelopesOnTheWire() throws Exception {
        try (ByteCountingRelay relay = new ByteCountingRelay(soapServer.port(), 1 << 20);
                ServiceRuntime runtime = start(ExamplePlans.trader(relay.port(), iiopServer.port(), BindingKind.SOAP))) {
            // the first calls make the port's HTTP client, which counts from then on
            runtime.call(0, "CB0001", "IBM");
            runtime.call(0, "CB0001", "IBM");
            relay.reset();
            CallBytes.ask();
            runtime.call(0, "CB0001", "IBM");
            long counted = CallBytes.take();

            long wire = relay.counts().requestBytes() + relay.counts().replyBytes();
            assertEquals(httpBody(relay.firstRequestBytes()) + httpBody(relay.firstReplyBytes()), counted,
                    "the envelopes of " + wire + " bytes on the wire");
            assertTrue(counted > 0 && counted < wire, counted + " of " + wire);
        }
    }

    /** The body's bytes of one HTTP/1.1 message: its Content-Length, or its chunks' sizes added up. */
    private static long httpBody(byte[] message) {
        String text = new String(message, java.nio.charset.StandardCharsets.ISO_8859_1);
        int headEnd = text.indexOf("\r\n\r\n");
        String head = text.substring(0, headEnd).toLowerCase(java.util.Locale.ROOT);
        java.util.regex.Matcher length = java.util.regex.Pattern.compile("\r\ncontent-length: *(\\d+)").matcher(head);
        if (length.find()) {
            return Long.parseLong(length.group(1));
        }
        assertTrue(head.contains("transfer-encoding: chunked"), head);
        long body = 0;
        int at = headEnd + 4;
        while (true) {
            int lineEnd = text.indexOf("\r\n", at);
            long size = Long.parseLong(text.substring(at, lineEnd).split(";")[0].trim(), 16);
            if (size == 0) {
                return body;
            }
            body += size;
            at = lineEnd + 2 + (int) size + 2;
        }
    }

    @Test
    void aSoapFaultIsTheServicesAnswerNotATransportFailure() {
        ServicePlan plan = ServicePlan.service("TraderService", "test plan")
                .endpoint(new Endpoint.Soap("TraderSoapPort", "http://127.0.0.1:" + soapServer.port() + "/axis2/services/Trader",
                        "http://bindwise.dev/examples/trader"))
                .endpoint(new Endpoint.RmiIiop("TraderIiopPort", "corbaloc:iiop:127.0.0.1:" + iiopServer.port(), "Trader",
                        "dev.bindwise.examples.iiop.TraderRemote"))
                // an operation the SOAP service does not have: Axis2 answers with a SOAP fault
                .operation(OperationPlan.operation("getQuotation", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(new Route.Soap("TraderSoapPort", "urn:getQuotation", SoapOperation.wrapped(
                                new QName("http://bindwise.dev/examples/trader", "getQuotation"), new QName("http://bindwise.dev/examples/trader", "getQuotationResponse"))
                                .parameter("", "userId", XsdType.STRING, 0, 1, true)
                                .parameter("", "company", XsdType.STRING, 0, 1, true).build()),
                                new Route.RmiIiop("TraderIiopPort", "getQuote")))
                .build();
        try (ServiceRuntime runtime = start(plan)) {
            ServiceFaultException fault = assertThrows(ServiceFaultException.class, () -> runtime.call(0, "RBfault", "IBM"));
            assertTrue(fault.getMessage().startsWith("getQuotation over SOAP port TraderSoapPort at http://127.0.0.1:"
                    + soapServer.port() + "/axis2/services/Trader answered with a SOAP fault: "), fault.getMessage());
            assertEquals(BindingKind.SOAP, runtime.status().get(0).current(), "the SOAP port answered: it stays in use");
        }
    }

    @Test
    void anHttpErrorWithoutASoapReplyFailsInTransport() throws Exception {
        HttpServer unavailable = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        unavailable.createContext("/", exchange -> {
            exchange.getRequestBody().readAllBytes();
            exchange.sendResponseHeaders(503, -1);
            exchange.close();
        });
        unavailable.start();
        try (ServiceRuntime runtime = start(ExamplePlans.trader(unavailable.getAddress().getPort(), iiopServer.port(),
                BindingKind.SOAP, BindingKind.RMI_IIOP))) {
            // the port accepts connections, so the start-up probe keeps it; the first call finds the 503
            BindingCallException notRetried = assertThrows(BindingCallException.class, () -> runtime.call(1, "RB503", "IBM", 1));
            assertTrue(notRetried.getMessage().contains("buy is not idempotent") && notRetried.getMessage().contains("503"),
                    notRetried.getMessage());
            Quote quote = (Quote) runtime.call(0, "RB503", "IBM");
            assertEquals("IBM", quote.getCompany());
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.RMI_IIOP, status.current());
            assertTrue(status.leftOut().get(0).contains("503"), status.toString());
        } finally {
            unavailable.stop(0);
        }
    }

    @Test
    void aNameTheNamingServiceDoesNotHaveLeavesTheRouteOutWithTheReason() throws Exception {
        ServicePlan plan = ServicePlan.service("TraderService", "test plan")
                .endpoint(new Endpoint.RmiIiop("TraderIiopPort", "corbaloc:iiop:127.0.0.1:" + iiopServer.port(), "NoSuchTrader",
                        "dev.bindwise.examples.iiop.TraderRemote"))
                .endpoint(new Endpoint.Soap("TraderSoapPort", "http://127.0.0.1:" + soapServer.port() + "/axis2/services/Trader",
                        "http://bindwise.dev/examples/trader"))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(new Route.RmiIiop("TraderIiopPort", "getQuote"), ExamplePlans.trader(soapServer.port(),
                                iiopServer.port(), BindingKind.SOAP).operations().get(0).routes().get(0)))
                .build();
        try (ServiceRuntime runtime = start(plan)) {
            assertEquals("IBM", ((Quote) runtime.call(0, "RBname", "IBM")).getCompany());
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.SOAP, status.current());
            assertEquals(List.of("RMI_IIOP TraderIiopPort: getQuote cannot be called over RMI-IIOP port TraderIiopPort at corbaloc:iiop:127.0.0.1:"
                    + iiopServer.port() + ": the naming service at corbaloc:iiop:1.2@127.0.0.1:" + iiopServer.port()
                    + "/NameService has no object named NoSuchTrader (port TraderIiopPort)"), status.leftOut());
        }
    }

    /** Waits until getQuote's first route is left out for this reason: the runtime's own state, within seconds. */
    private static void awaitLeftOutBecause(ServiceRuntime runtime, String reason) throws InterruptedException {
        long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (runtime.status().get(0).leftOut().stream().noneMatch(why -> why.contains(reason))) {
            if (System.nanoTime() - until > 0) {
                throw new AssertionError("not left out for '" + reason + "' within 30 s: " + runtime.status().get(0));
            }
            Thread.sleep(5);
        }
    }

    private static int indexOf(ServicePlan plan, String operation) {
        for (int i = 0; i < plan.operations().size(); i++) {
            if (plan.operations().get(i).name().equals(operation)) {
                return i;
            }
        }
        throw new IllegalArgumentException(plan.service() + " has no operation " + operation);
    }
}
