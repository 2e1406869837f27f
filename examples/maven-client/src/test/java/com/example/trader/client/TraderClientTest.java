package com.example.trader.client;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Calls the example Trader service through the proxy the Bindwise plugin generated in this build (TraderProxy, in
 * target/generated-sources/bindwise), against the example SOAP and RMI-IIOP servers, each in a JVM of its own on
 * loopback: the answers are the service's, and the calls go over the binding the plan chose for this client
 * (RMI-IIOP), or over SOAP behind it when the IIOP port cannot be reached.
 */
@Timeout(value = 150, unit = TimeUnit.SECONDS)
class TraderClientTest {

    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    @TempDir
    static Path logs;
    private static ServerProcess soap;
    private static ServerProcess iiop;

    @BeforeAll
    static void startServers() throws Exception {
        try (SoapBinding binding = new SoapBinding()) {
            soap = ServerProcess.start(binding, 0, logs.resolve("soap-server.log"), READY_WITHIN);
        }
        try (IiopBinding binding = new IiopBinding()) {
            iiop = ServerProcess.start(binding, 0, logs.resolve("iiop-server.log"), READY_WITHIN);
        }
    }

    @AfterAll
    static void stopServers() {
        if (soap != null) {
            soap.close();
        }
        if (iiop != null) {
            iiop.close();
        }
    }

    @Test
    void callsTheServiceOverTheBindingThePlanChose() {
        try (TraderProxy trader = new TraderProxy(serversAt("corbaloc:iiop:127.0.0.1:" + iiop.port()))) {
            TraderImpl local = new TraderImpl();
            assertSameQuote(local.getQuote("u1", "ACME"), trader.getQuote("u1", "ACME"));
            assertSameHolding(local.buy("u1", "ACME", 30), trader.buy("u1", "ACME", 30));
            assertSameHolding(local.sell("u1", "ACME", 10), trader.sell("u1", "ACME", 10));
            for (OperationStatus status : trader.runtime().status()) {
                assertEquals(BindingKind.RMI_IIOP, status.current(), status.toString());
            }
        }
    }

    @Test
    void fallsBackToSoapWhereTheIiopPortCannotBeReached() throws Exception {
        // a port nothing listens on: the proxy's start-up probe leaves RMI-IIOP out, SOAP is behind it in the plan
        int closed;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = socket.getLocalPort();
        }
        try (TraderProxy trader = new TraderProxy(serversAt("corbaloc:iiop:127.0.0.1:" + closed))) {
            assertSameQuote(new TraderImpl().getQuote("u2", "INITECH"), trader.getQuote("u2", "INITECH"));
            assertEquals(BindingKind.SOAP, trader.runtime().status().get(0).current(), trader.runtime().status().toString());
        }
    }

    /** The WSDL's ports at the servers started here: its SOAP path on the SOAP server, the IIOP address given. */
    private static RuntimeOptions serversAt(String iiopAddress) {
        return RuntimeOptions.defaults()
                .address("TraderSoapPort", "http://127.0.0.1:" + soap.port() + "/axis2/services/Trader")
                .address("TraderIiopPort", iiopAddress);
    }

    private static void assertSameQuote(Quote expected, Quote actual) {
        assertEquals(expected.getCompany(), actual.getCompany());
        assertEquals(0, expected.getSharePrice().compareTo(actual.getSharePrice()), actual.getSharePrice().toString());
        assertEquals(expected.getUnitHistory().length, actual.getUnitHistory().length);
        assertEquals(expected.getCommissionBuy(), actual.getCommissionBuy());
    }

    private static void assertSameHolding(Holding expected, Holding actual) {
        assertEquals(expected.getCompany(), actual.getCompany());
        assertEquals(expected.getShares(), actual.getShares());
        assertEquals(0, expected.getValue().compareTo(actual.getValue()), actual.getValue().toString());
    }
}
