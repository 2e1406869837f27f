package dev.bindwise.examples.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.bindwise.examples.proxies.PeerRounds;

/**
 * Proxies generated from the Apache CXF services' WSDLs call every operation right, with CXF's schema
 * validation on: every null, absent and empty case, every lexical form, the declared fault as its generated
 * exception, rpc/literal over SOAP 1.2, document/literal bare with a SOAP action (the cases are the public methods of src/test/scenario/client/CxfScenario.java).
 */
class CxfProxyEndToEndTest {

    private static final int WARM_UP_ROUNDS = 10;
    private static final int ROUNDS = 15;
    /** Calls a round on each thread. */
    private static final int CALLS_PER_ROUND = 20;

    private static CxfServer server;
    private static Object scenario;

    @BeforeAll
    static void start() throws Exception {
        server = CxfServer.start(0);
        scenario = CxfProxy.scenario(Path.of("target/cxf-proxy")).getConstructor(CxfServer.class).newInstance(server);
    }

    @AfterAll
    static void stop() throws Exception {
        CxfProxy.close(scenario, server);
    }

    /**
     * The peer comparison (goal: at most 1.1x): echo of the full order through the generated proxy (Axis2
     * underneath) against the same call through CXF's own JAX-WS client, on the CXF server, in alternating rounds
     * at each thread count of {@code bindwise.peer.threads} (default 1 and 16). Prints the ratios; fails only when
     * a call fails or the two clients do not get the same answer.
     */
    @Test
    void peerBenchmarkAgainstCxfsOwnClient() throws Exception {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(Orders.class);
        factory.setAddress(server.address("Orders"));
        Orders cxf = (Orders) factory.create();
        Order order = Order.sample();
        Method proxyEcho = scenario.getClass().getMethod("echoFullOrder");
        String expected = cxf.echo(order).getId();
        IntConsumer proxy = i -> {
            try {
                assertEquals(expected, proxyEcho.invoke(scenario));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        };
        List<PeerRounds.Client> clients = List.of(new PeerRounds.Client("Bindwise proxy (SOAP, Axis2)", CALLS_PER_ROUND, proxy),
                new PeerRounds.Client("CXF JAX-WS client", CALLS_PER_ROUND, i -> assertEquals(expected, cxf.echo(order).getId())));
        try {
            for (String threads : System.getProperty("bindwise.peer.threads", "1,16").split(",")) {
                PeerRounds.Result result = PeerRounds.run(clients, Integer.parseInt(threads.trim()), WARM_UP_ROUNDS, ROUNDS);
                System.out.printf(Locale.ROOT, "CXF peer benchmark, echo(order with every field), loopback:%n%s"
                        + "  ratio proxy/CXF %.2fx at %s thread(s) (goal <= 1.1x); CPU a call (client and server) %.2fx%n",
                        result.table(), result.ratio(0, 1), threads, result.cpuRatio(0, 1));
            }
        } finally {
            ClientProxy.getClient(cxf).destroy();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"everyFieldRoundTrips", "nullsArriveAsNulls", "emptiesArriveEmpty",
            "repeatedParameterAndResult", "declaredFaultIsItsException", "absentResultIsNull",
            "requiredNullIsRefusedBeforeSending", "rpcLiteralOverSoap12", "bareWithSoapAction", "oneWayArrives", "attributesRoundTrip",
            "nullAttributesAreAbsent", "requiredAttributeNullIsRefused"})
    void callsRight(String scenarioCase) throws Throwable {
        CxfProxy.runCase(scenario, scenarioCase);
    }
}
