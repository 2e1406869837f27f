package dev.bindwise.examples.wildfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.wildfly.GreeterProxies.Greeter;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * A proxy generated from Greeter.wsdl (the plan the default rules choose for a client in another JVM)
 * calling the bean on a real WildFly: over RMI-IIOP, through the EJB home the WSDL names, while WildFly's
 * IIOP listener is reachable, and over SOAP (WildFly's JAX-WS endpoint) when it is not, from the start or
 * from the middle of a run; greet's declared fault arrives as the same generated exception over both. The RMI-IIOP
 * calls go through a relay in front of the IIOP listener, which is what the tests close to block it.
 */
@ExtendWith(RunningWildFly.class)
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GreeterProxyEndToEndTest {

    @TempDir
    static Path work;
    private static WildFlyServer wildFly;
    private static GeneratedProxy proxy;

    @BeforeAll
    static void generateTheProxy(WildFlyServer server) throws Exception {
        wildFly = server;
        ServiceDescription description = GeneratedProxies.read(GreeterProxies.SERVICE, GreeterProxies.ROOT);
        SelectionPlan plan = GeneratedProxies.selectedForRemoteClient(description);
        for (OperationSelection selection : plan.getSelections()) {
            assertEquals(BindingKind.RMI_IIOP, selection.getChosen().getKind(), selection.getOperation());
            assertEquals(List.of(BindingKind.SOAP), selection.getFallbacks().stream().map(b -> b.getKind()).toList());
        }
        proxy = GeneratedProxies.build(GreeterProxies.SERVICE, plan, GreeterProxies.ROOT, work);
    }

    @AfterAll
    static void closeTheProxy() throws IOException {
        if (proxy != null) {
            proxy.close();
        }
    }

    @Test
    void overRmiIiopThroughTheHomeWhenBothAreReachable() throws Exception {
        try (ByteCountingRelay relay = new ByteCountingRelay(wildFly.iiop().getPort());
                AutoCloseable instance = open(relayAddress(relay))) {
            Greeter greeter = proxy.asServiceInterface(instance, Greeter.class);
            assertEquals("Hello, WildFly", greeter.greet("WildFly"));
            assertEquals(5, greeter.add(2, 3));
            assertCurrent(instance, BindingKind.RMI_IIOP);
            assertTrue(relay.counts().requestBytes() > 0, "the calls went through the IIOP relay");
        }
    }

    @Test
    void overSoapWhenTheIiopListenerIsNotReachable() throws Exception {
        try (AutoCloseable instance = open(closedPort())) {
            Greeter greeter = proxy.asServiceInterface(instance, Greeter.class);
            assertEquals("Hello, SOAP", greeter.greet("SOAP"));
            assertEquals(-1, greeter.add(2, -3));
            assertCurrent(instance, BindingKind.SOAP);
            for (OperationStatus status : proxy.status(instance)) {
                assertTrue(status.leftOut().get(0).startsWith("RMI_IIOP " + GreeterProxies.IIOP_PORT), status.toString());
            }
        }
    }

    @Test
    void toSoapWhenTheIiopListenerGoesAwayMidRun() throws Exception {
        ByteCountingRelay relay = new ByteCountingRelay(wildFly.iiop().getPort());
        try (AutoCloseable instance = open(relayAddress(relay))) {
            Greeter greeter = proxy.asServiceInterface(instance, Greeter.class);
            assertEquals("Hello, before", greeter.greet("before"));
            assertCurrent(instance, BindingKind.RMI_IIOP);
            relay.close();
            try {
                greeter.greet("while it goes");
            } catch (BindingCallException mayHaveRun) {
                // the plan does not call greet idempotent: a request that may have reached the bean is not sent twice
            }
            assertEquals("Hello, after", greeter.greet("after"));
            assertEquals(7, greeter.add(3, 4));
            assertCurrent(instance, BindingKind.SOAP);
        } finally {
            relay.close();
        }
    }

    /**
     * greet's declared fault, GreetingRefused: the bean throws its own exception, which WildFly sends as a SOAP fault
     * over SOAP and as an EJB application exception over RMI-IIOP; the proxy throws the one generated exception
     * (GreetingRefused_Exception, JAX-WS's name) on both, with the bean's message and a fault info naming the name.
     * The fault info's message differs: WildFly's SOAP detail leaves it out, over RMI-IIOP it is the exception's.
     */
    @Test
    void theDeclaredFaultIsTheSameGeneratedExceptionOverRmiIiopAndOverSoap() throws Exception {
        String overIiop;
        try (AutoCloseable instance = open(wildFly.iiop())) {
            overIiop = refusal(instance);
            assertCurrent(instance, BindingKind.RMI_IIOP);
        }
        String overSoap;
        try (AutoCloseable instance = open(closedPort())) {
            overSoap = refusal(instance);
            assertCurrent(instance, BindingKind.SOAP);
        }
        assertEquals("client.wildfly.GreetingRefused_Exception: a greeting needs a name, fault info name \" \"", overIiop);
        assertEquals(overIiop, overSoap);
    }

    /** The generated exception greet(" ") throws through the proxy: its class, message and fault info's name. */
    private static String refusal(AutoCloseable instance) throws Exception {
        java.lang.reflect.Method greet = proxy.proxyClass().getMethod("greet", String.class);
        Throwable fault = assertThrows(java.lang.reflect.InvocationTargetException.class, () -> greet.invoke(instance, " "))
                .getCause();
        assertEquals("GreetingRefused_Exception", fault.getClass().getSimpleName(), () -> "the generated exception, not " + fault);
        Object info = fault.getClass().getMethod("getFaultInfo").invoke(fault);
        return fault.getClass().getName() + ": " + fault.getMessage() + ", fault info name \""
                + info.getClass().getMethod("getName").invoke(info) + "\"";
    }

    /**
     * The remote object the proxy created from the home is gone with the bean's deployment: the call fails
     * (over SOAP too, as the endpoint went with it). Once the bean is deployed again and the port probed
     * again, the proxy looks the home up and calls its create() anew, which the relay sees go out.
     */
    @Test
    void theRemoteObjectIsCreatedAgainAfterTheBeanWasGone() throws Exception {
        RuntimeOptions options = RuntimeOptions.defaults().retryAfter(Duration.ofMillis(100));
        try (ByteCountingRelay relay = new ByteCountingRelay(wildFly.iiop(), 64 * 1024);
                AutoCloseable instance = (AutoCloseable) proxy.open(
                        Map.of(BindingKind.SOAP, wildFly.http(), BindingKind.RMI_IIOP, relayAddress(relay)), options)) {
            Greeter greeter = proxy.asServiceInterface(instance, Greeter.class);
            assertEquals("Hello, first", greeter.greet("first"));
            assertCurrent(instance, BindingKind.RMI_IIOP);
            wildFly.undeploy(RunningWildFly.DEPLOYMENT, Duration.ofSeconds(30));
            try {
                RuntimeException gone = assertThrows(RuntimeException.class, () -> greeter.greet("gone"));
                System.out.println("with the bean undeployed: " + gone);
            } finally {
                // the other tests share the server
                wildFly.deploy(RunningWildFly.MODULE.toAbsolutePath(), RunningWildFly.DEPLOYMENT, Duration.ofSeconds(30));
            }
            Thread.sleep(200);
            relay.reset();
            assertEquals("Hello, again", greeter.greet("again"));
            assertCurrent(instance, BindingKind.RMI_IIOP);
            String requests = new String(relay.firstRequestBytes(), StandardCharsets.ISO_8859_1);
            assertTrue(requests.contains("create"), "the home's create() was called again: " + requests);
        }
    }

    /**
     * Every form of jndiProviderURL the runtime documents, against WildFly's naming service, with the home it
     * holds, each through the proxy's own ORB (about 2 s to destroy). With one ORB shared by these proxies, a
     * later test's calls went on reaching WildFly after its relay had closed.
     */
    @ParameterizedTest
    @ValueSource(strings = {"corbaloc:iiop:1.2@HOST:PORT/NameService", "corbaloc::HOST:PORT", "corbaname:iiop:HOST:PORT",
            "iiop://HOST:PORT", "iiopname://HOST:PORT"})
    void theNamingServiceInEveryDocumentedForm(String form) throws Exception {
        String address = form.replace("HOST", wildFly.iiop().getHostString())
                .replace("PORT", Integer.toString(wildFly.iiop().getPort()));
        RuntimeOptions options = RuntimeOptions.defaults().address(GreeterProxies.IIOP_PORT, address);
        try (AutoCloseable instance = (AutoCloseable) proxy.open(Map.of(BindingKind.SOAP, wildFly.http()), options)) {
            Greeter greeter = proxy.asServiceInterface(instance, Greeter.class);
            assertEquals("Hello, " + form, greeter.greet(form));
            assertCurrent(instance, BindingKind.RMI_IIOP);
        }
    }

    private static AutoCloseable open(InetSocketAddress iiop) {
        return (AutoCloseable) proxy.open(Map.of(BindingKind.SOAP, wildFly.http(), BindingKind.RMI_IIOP, iiop));
    }

    private static void assertCurrent(Object instance, BindingKind expected) {
        List<OperationStatus> statuses = proxy.status(instance);
        assertEquals(2, statuses.size(), statuses.toString());
        for (OperationStatus status : statuses) {
            assertEquals(expected, status.current(), status.toString());
        }
    }

    private static InetSocketAddress relayAddress(ByteCountingRelay relay) {
        return new InetSocketAddress("127.0.0.1", relay.port());
    }

    /** A loopback port nothing listens on: as a firewall that refuses the IIOP port would make it. */
    private static InetSocketAddress closedPort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return new InetSocketAddress("127.0.0.1", socket.getLocalPort());
        }
    }
}
