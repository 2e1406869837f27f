package dev.bindwise.examples.cxf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;

import org.apache.cxf.frontend.ClientProxy;
import org.apache.cxf.jaxws.JaxWsProxyFactoryBean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proxies generated from the Apache CXF services' WSDLs call every operation right, with CXF's schema
 * validation on: every null, absent and empty case, every lexical form, the declared fault as its generated
 * exception, rpc/literal over SOAP 1.2, document/literal bare with a SOAP action (the cases are the public methods of src/test/scenario/client/CxfScenario.java).
 */
class CxfProxyEndToEndTest {

    private static CxfServer server;
    private static Object scenario;

    @BeforeAll
    static void start() throws Exception {
        server = CxfServer.start(0);
        scenario = CxfProxy.scenario(Path.of("target/cxf-proxy")).getConstructor(CxfServer.class).newInstance(server);
    }

    @AfterAll
    static void stop() throws Exception {
        if (scenario != null) {
            ((AutoCloseable) scenario).close();
        }
        if (server != null) {
            server.stop();
        }
    }

    /**
     * The peer comparison (goal: at most 1.1x): echo of the full order through the generated proxy (Axis2
     * underneath) against the same call through CXF's own JAX-WS client, on the CXF server. Prints the ratio;
     * fails only when the two clients do not get the same answer.
     */
    @Test
    void peerBenchmarkAgainstCxfsOwnClient() throws Exception {
        JaxWsProxyFactoryBean factory = new JaxWsProxyFactoryBean();
        factory.setServiceClass(Orders.class);
        factory.setAddress(server.address("Orders"));
        Orders cxf = (Orders) factory.create();
        Order order = Order.sample();
        Method proxyEcho = scenario.getClass().getMethod("echoFullOrder");
        Supplier<Object> proxy = () -> {
            try {
                return proxyEcho.invoke(scenario);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        };
        assertEquals(cxf.echo(order).getId(), proxy.get());
        PeerBenchmark.Result result = PeerBenchmark.compare(proxy, () -> cxf.echo(order));
        System.out.printf(Locale.ROOT, "CXF peer benchmark, echo(order with every field), one thread, loopback:%n"
                + "  Bindwise proxy (SOAP, Axis2) %8.1f us/call (median)%n  CXF JAX-WS client            %8.1f us/call (median)%n"
                + "  ratio proxy/CXF %.2fx (goal <= 1.1x)%n", result.first(), result.second(), result.ratio());
        ClientProxy.getClient(cxf).destroy();
    }

    @ParameterizedTest
    @ValueSource(strings = {"everyFieldRoundTrips", "nullsArriveAsNulls", "emptiesArriveEmpty",
            "repeatedParameterAndResult", "declaredFaultIsItsException", "absentResultIsNull",
            "requiredNullIsRefusedBeforeSending", "rpcLiteralOverSoap12", "bareWithSoapAction", "oneWayArrives", "attributesRoundTrip",
            "nullAttributesAreAbsent", "requiredAttributeNullIsRefused"})
    void callsRight(String scenarioCase) throws Throwable {
        try {
            scenario.getClass().getMethod(scenarioCase).invoke(scenario);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
