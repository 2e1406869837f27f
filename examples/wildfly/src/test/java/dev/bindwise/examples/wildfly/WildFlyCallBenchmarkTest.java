package dev.bindwise.examples.wildfly;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

import javax.rmi.PortableRemoteObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;

import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.proxies.PeerRounds;
import dev.bindwise.examples.wildfly.GreeterProxies.Greeter;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * One benchmark run against the real WildFly, printing ratios (no timed assertion: the machine's load
 * moves every number): a call through the generated proxy over RMI-IIOP against the same call through a
 * hand-written EJB client (its own ORB, the naming service, the home's create(), then the remote object;
 * the goal is at most 1.1x), and the proxy over SOAP against the proxy over RMI-IIOP; beside them, a
 * hand-written SOAP client (one fixed envelope POSTed with java.net.http), which tells the SOAP stack's own
 * cost from the server's. The clients take turns in many short rounds, each round in another order, so that
 * a change of load hits them alike; each prints its median round ({@link PeerRounds}), at each thread count of
 * {@code bindwise.peer.threads} (default 1 and 16). RMI-IIOP clients make ten times the calls of SOAP ones a round,
 * so that each round takes them about as long.
 */
@ExtendWith(RunningWildFly.class)
// a hang guard: at 16 threads under a load of 10 the rounds take a minute or two
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class WildFlyCallBenchmarkTest {

    private static final int ROUNDS = 15;
    /** Calls a round of an RMI-IIOP client; a SOAP client makes a tenth of them. */
    private static final int IIOP_CALLS_PER_ROUND = 100;
    private static final int SOAP_CALLS_PER_ROUND = IIOP_CALLS_PER_ROUND / 10;
    private static final int WARM_UP_ROUNDS = 10;

    @TempDir
    Path work;

    @Test
    void proxyOverIiopAgainstAHandWrittenEjbClientAndSoapAgainstIiop(WildFlyServer wildFly) throws Exception {
        ServiceDescription description = GeneratedProxies.read(GreeterProxies.SERVICE, GreeterProxies.ROOT);
        try (GeneratedProxy iiopFirst = GeneratedProxies.build(GreeterProxies.SERVICE,
                        GeneratedProxies.plan(description, GreeterProxies.SERVICE, List.of(BindingKind.RMI_IIOP)),
                        GreeterProxies.ROOT, work.resolve("iiop"));
                GeneratedProxy soapOnly = GeneratedProxies.build(GreeterProxies.SERVICE,
                        GeneratedProxies.plan(description, GreeterProxies.SERVICE, List.of(BindingKind.SOAP)),
                        GreeterProxies.ROOT, work.resolve("soap"));
                AutoCloseable overIiop = (AutoCloseable) iiopFirst.open(Map.of(), RuntimeOptions.defaults()
                        .address(GreeterProxies.IIOP_PORT, "corbaloc:iiop:1.2@127.0.0.1:" + wildFly.iiop().getPort()));
                AutoCloseable overSoap = (AutoCloseable) soapOnly.open(Map.of(BindingKind.SOAP, wildFly.http()));
                HandWrittenEjbClient handWritten = new HandWrittenEjbClient(wildFly.iiop().getPort());
                HttpClient http = HttpClient.newHttpClient()) {
            URI soapEndpoint = URI.create("http://127.0.0.1:" + wildFly.http().getPort() + "/greeter/GreeterService/Greeter");
            Greeter proxyIiop = iiopFirst.asServiceInterface(overIiop, Greeter.class);
            Greeter proxySoap = soapOnly.asServiceInterface(overSoap, Greeter.class);
            List<PeerRounds.Client> clients = List.of(
                    new PeerRounds.Client("hand-written EJB client (RMI-IIOP)", IIOP_CALLS_PER_ROUND,
                            i -> check(handWritten.greet("n" + i), i)),
                    new PeerRounds.Client("generated proxy over RMI-IIOP", IIOP_CALLS_PER_ROUND,
                            i -> check(proxyIiop.greet("n" + i), i)),
                    new PeerRounds.Client("generated proxy over SOAP", SOAP_CALLS_PER_ROUND, i -> check(proxySoap.greet("n" + i), i)),
                    new PeerRounds.Client("hand-written SOAP POST (java.net.http)", SOAP_CALLS_PER_ROUND,
                            i -> post(http, soapEndpoint, i)));
            for (String threads : System.getProperty("bindwise.peer.threads", "1,16").split(",")) {
                PeerRounds.Result result = PeerRounds.run(clients, Integer.parseInt(threads.trim()), WARM_UP_ROUNDS, ROUNDS);
                System.out.printf("WildFly %s, greet(String), %s thread(s), rounds of %d calls a thread over RMI-IIOP, %d over"
                        + " SOAP:%n%s", wildFly.home().getFileName(), threads, IIOP_CALLS_PER_ROUND, SOAP_CALLS_PER_ROUND,
                        result.table());
                System.out.printf("  proxy over RMI-IIOP / hand-written EJB client: %.2fx (goal: at most 1.10x)%n", result.ratio(1, 0));
                System.out.printf("  proxy over SOAP / proxy over RMI-IIOP:         %.2fx%n", result.ratio(2, 1));
                System.out.printf("  proxy over SOAP / hand-written SOAP POST:      %.2fx%n", result.ratio(2, 3));
            }
        }
    }

    private static void check(String reply, int i) {
        assertEquals("Hello, n" + i, reply);
    }

    /** The request WildFly's JAX-WS endpoint reads, written out; the reply's text checked in place. */
    private static void post(HttpClient http, URI endpoint, int i) {
        String envelope = "<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\"><s:Body>"
                + "<ns:greet xmlns:ns=\"http://bindwise.dev/examples/wildfly\"><name>n" + i + "</name></ns:greet>"
                + "</s:Body></s:Envelope>";
        HttpRequest request = HttpRequest.newBuilder(endpoint).header("Content-Type", "text/xml; charset=UTF-8")
                .header("SOAPAction", "\"\"").POST(HttpRequest.BodyPublishers.ofString(envelope)).build();
        try {
            String reply = http.send(request, HttpResponse.BodyHandlers.ofString()).body();
            assertTrue(reply.contains("<return>Hello, n" + i + "</return>"), reply);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * What a developer writes by hand to call the bean over RMI-IIOP from Java SE, as APPSERVER.md describes it:
     * the GlassFish ORB with dynamic stubs, the home from WildFly's naming service, create(), then the calls.
     */
    private static final class HandWrittenEjbClient implements AutoCloseable {

        private final ORB orb;
        private final GreeterRemote remote;

        HandWrittenEjbClient(int iiopPort) throws Exception {
            Properties properties = new Properties();
            properties.setProperty("com.sun.corba.ee.ORBUseDynamicStub", "true");
            properties.setProperty("com.sun.corba.ee.ORBServerHost", "127.0.0.1");
            orb = ORB.init(new String[0], properties);
            NamingContextExt naming = NamingContextExtHelper.narrow(
                    orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:" + iiopPort + "/NameService"));
            GreeterHome home = (GreeterHome) PortableRemoteObject.narrow(naming.resolve_str("GreeterBean"), GreeterHome.class);
            remote = home.create();
        }

        String greet(String name) {
            try {
                return remote.greet(name);
            } catch (java.rmi.RemoteException | GreetingRefused e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public void close() {
            orb.destroy();
        }
    }
}
