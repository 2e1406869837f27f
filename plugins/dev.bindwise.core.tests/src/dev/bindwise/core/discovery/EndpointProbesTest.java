package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import com.sun.net.httpserver.HttpServer;

import dev.bindwise.core.discovery.Findings.EndpointFinding;
import dev.bindwise.core.discovery.Findings.Finding;
import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.probe.ProbeOutcome;

/**
 * Each endpoint probe against real sockets on loopback: an open port, a closed one, one that accepts and
 * never answers (the probe ends within its bound), one whose connection attempts are dropped, and an
 * HTTP server with its banner.
 */
@Timeout(30)
class EndpointProbesTest {

    private static final Duration BOUND = Duration.ofSeconds(1);
    /** A correctness bound, not a speed target: the probe must end by itself, seconds after its deadline at most. */
    private static final Duration ENDS_WITHIN = BOUND.plusSeconds(5);

    @Test
    void anOpenPortAcceptsTheJcaConnection() throws Exception {
        try (ServerSocket open = LoopbackServers.silent()) {
            EndpointFinding endpoint = only(new JcaEndpointProbe("Cics", "tcp://127.0.0.1:" + open.getLocalPort()));

            assertEquals(ProbeOutcome.ANSWERED, endpoint.outcome(), endpoint.reason());
            assertEquals("answered: the EIS address 127.0.0.1:" + open.getLocalPort() + " accepted a connection",
                    endpoint.reason());
        }
    }

    @Test
    void aClosedPortIsRefusedForEveryKind() throws Exception {
        int closed = LoopbackServers.closedPort();
        for (EndpointProbe probe : List.of(new JcaEndpointProbe("Cics", "127.0.0.1:" + closed),
                new IiopEndpointProbe("Iiop", "corbaloc:iiop:1.2@127.0.0.1:" + closed + "/NameService"),
                new IiopEndpointProbe("Iiop", "corbaname:iiop:127.0.0.1:" + closed + "#ejb"),
                new IiopEndpointProbe("Iiop", "iiop://127.0.0.1:" + closed + "/ejb"),
                new IiopEndpointProbe("Iiop", "iiopname://127.0.0.1:" + closed),
                new HttpEndpointProbe("Soap", BindingKind.SOAP, "http://127.0.0.1:" + closed + "/services/X"))) {
            EndpointFinding endpoint = only(probe);
            assertEquals(ProbeOutcome.REFUSED, endpoint.outcome(), endpoint.reason());
            assertEquals("refused: nothing listens on 127.0.0.1:" + closed + " (connection refused)", endpoint.reason());
        }
    }

    /** The runtime's IiopAddress reads the address, so discovery probes where a proxy will call: 2809 without a port. */
    @Test
    void anIiopAddressWithoutAPortLeadsToTheNamingServicesPort() {
        for (String address : List.of("corbaloc:iiop:host.example", "iiop://host.example", "iiopname://host.example/ejb")) {
            assertEquals(new HostPort("host.example", 2809), EndpointAddress.remote(BindingKind.RMI_IIOP, address).orElseThrow(),
                    address);
        }
    }

    @Test
    void aPortThatAcceptsAndNeverAnswersIsSilentWithinTheBound() throws Exception {
        try (ServerSocket silent = LoopbackServers.silent()) {
            for (EndpointProbe probe : List.of(
                    new IiopEndpointProbe("Iiop", "corbaloc:iiop:127.0.0.1:" + silent.getLocalPort()),
                    new HttpEndpointProbe("Soap", BindingKind.SOAP, "http://127.0.0.1:" + silent.getLocalPort() + "/"))) {
                long start = System.nanoTime();
                EndpointFinding endpoint = only(probe);
                Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

                assertEquals(ProbeOutcome.SILENT, endpoint.outcome(), endpoint.reason());
                assertTrue(endpoint.reason().startsWith("silent: 127.0.0.1:" + silent.getLocalPort()
                        + " accepted the connection but sent no "), endpoint.reason());
                assertTrue(elapsed.compareTo(ENDS_WITHIN) < 0, "took " + elapsed);
            }
        }
    }

    @Test
    void aDroppedConnectionAttemptIsFilteredWithinTheBound() throws Exception {
        try (ServerSocket listener = new ServerSocket(0, 1, LoopbackServers.LOOPBACK)) {
            List<Socket> queued = LoopbackServers.fillBacklog(listener);
            try {
                long start = System.nanoTime();
                EndpointFinding endpoint = only(new JcaEndpointProbe("Cics", "127.0.0.1:" + listener.getLocalPort()));
                Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

                assertEquals(ProbeOutcome.FILTERED, endpoint.outcome(), endpoint.reason());
                assertTrue(endpoint.reason().contains("no answer to a connection attempt to 127.0.0.1:"
                        + listener.getLocalPort()), endpoint.reason());
                assertTrue(elapsed.compareTo(ENDS_WITHIN) < 0, "took " + elapsed);
            } finally {
                queued.forEach(LoopbackServers::closeQuietly);
            }
        }
    }

    @Test
    void anHttpAnswerOfAnyStatusMakesTheSoapEndpointAccessibleAndGivesItsBanner() throws Exception {
        HttpServer server = LoopbackServers.http(500, "WildFly/10");
        try {
            String url = LoopbackServers.url(server, "/axis2/services/Trader");
            Findings found = new HttpEndpointProbe("Soap", BindingKind.SOAP, url).run(Deadline.after(BOUND));

            EndpointFinding endpoint = found.endpoints().get(0);
            assertEquals(ProbeOutcome.ANSWERED, endpoint.outcome(), endpoint.reason());
            assertTrue(endpoint.reason().startsWith("answered: HTTP 500 "), endpoint.reason());
            assertTrue(endpoint.reason().endsWith("Server: WildFly/10"), endpoint.reason());
            Finding banner = found.facts().get(0);
            assertEquals(FactNames.SERVER_BANNER, banner.name());
            assertEquals("WildFly/10", banner.value());
            assertEquals("the HTTP answer of " + url, banner.detail());
        } finally {
            server.stop(0);
        }
    }

    @Test
    void aServerOfAnotherProtocolIsNeitherAnOrbNorHttp() throws Exception {
        try (ServerSocket smtp = LoopbackServers.greeting("220 mail.example ESMTP ready\r\n")) {
            int port = smtp.getLocalPort();
            EndpointFinding iiop = only(new IiopEndpointProbe("Iiop", "corbaloc:iiop:127.0.0.1:" + port + "/Trader"));
            assertEquals(ProbeOutcome.FAILED, iiop.outcome(), iiop.reason());
            assertTrue(iiop.reason().startsWith("failed: answered with bytes that are not GIOP ('220 mail.exa'"),
                    iiop.reason());

            EndpointFinding http = only(new HttpEndpointProbe("Soap", BindingKind.SOAP, "http://127.0.0.1:" + port + "/"));
            assertEquals(ProbeOutcome.FAILED, http.outcome(), http.reason());
            assertEquals("failed: 127.0.0.1:" + port + " answered with something that is not HTTP"
                    + " ('220 mail.example ESMTP ready')", http.reason());
        }
    }

    @Test
    void anAddressOfTheWrongFormIsNotProbed() {
        EndpointFinding iiop = only(new IiopEndpointProbe("Iiop", "Trader"));
        assertEquals(ProbeOutcome.NOT_PROBED, iiop.outcome());
        assertTrue(iiop.reason().contains("'Trader' is not an IIOP address"), iiop.reason());

        EndpointFinding soap = only(new HttpEndpointProbe("Soap", BindingKind.SOAP, "jms:/queue?destination=Q"));
        assertEquals(ProbeOutcome.NOT_PROBED, soap.outcome());

        EndpointFinding none = only(new JcaEndpointProbe("Eis", null));
        assertEquals("not probed: the port gives no address to probe", none.reason());
    }

    @Test
    void anUnknownHostFails() {
        EndpointFinding endpoint = only(new JcaEndpointProbe("Cics", "tcp://no-such-host.invalid:2006"));
        assertEquals(ProbeOutcome.FAILED, endpoint.outcome());
        assertTrue(endpoint.reason().contains("unknown host no-such-host.invalid"), endpoint.reason());
    }

    @Test
    void aLocalJavaClassOnTheClassPathAloneDoesNotMakeThePortAccessible() {
        ClassLoader loader = getClass().getClassLoader();
        EndpointFinding found = only(new LocalJavaProbe("Local", "java.util.ArrayList", loader));
        assertEquals(ProbeOutcome.FAILED, found.outcome(), found.reason());
        assertTrue(found.reason().startsWith("failed: java.util.ArrayList loads in the client's class loader"), found.reason());
        assertTrue(found.reason().endsWith(", but " + LocalJavaProbe.WHAT_MAKES_IT_LOCAL), found.reason());

        EndpointFinding missing = only(new LocalJavaProbe("Local", "com.example.NoSuchImpl", loader));
        assertEquals(ProbeOutcome.FAILED, missing.outcome());
        assertEquals("failed: com.example.NoSuchImpl is not on the client's class path; " + LocalJavaProbe.WHAT_MAKES_IT_LOCAL,
                missing.reason());
        assertNull(new LocalJavaProbe("Local", "java.util.ArrayList", loader).run(Deadline.after(BOUND)).facts()
                .stream().findAny().orElse(null));
    }

    private static EndpointFinding only(EndpointProbe probe) {
        Findings found = probe.run(Deadline.after(BOUND));
        assertEquals(1, found.endpoints().size());
        return found.endpoints().get(0);
    }
}
