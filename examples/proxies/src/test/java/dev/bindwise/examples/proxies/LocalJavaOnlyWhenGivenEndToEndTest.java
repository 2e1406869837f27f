package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Condition;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * A Trader proxy that ranks local Java first, in a client whose class path holds the implementation (this JVM's:
 * the examples' services jar ships TraderImpl beside the interface). A buy through it must reach the real SOAP
 * server, whose holdings another client then reads; only with an instance given in RuntimeOptions does the proxy call
 * in-process, and then the server's holdings do not change. The stateful service never forks.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LocalJavaOnlyWhenGivenEndToEndTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final ExampleService TRADER = ExampleServices.named("trader").orElseThrow();
    private static final String LOCAL_PORT = "TraderLocalPort";

    @TempDir
    static Path logs;
    private static ServerProcess soapServer;
    private static Map<BindingKind, InetSocketAddress> servers;

    @BeforeAll
    static void startSoapServer() throws Exception {
        try (SoapBinding soap = new SoapBinding()) {
            soapServer = ServerProcess.start(soap, 0, logs.resolve("soap-server.log"), Duration.ofSeconds(60));
        }
        servers = Map.of(BindingKind.SOAP, new InetSocketAddress("127.0.0.1", soapServer.port()));
    }

    @AfterAll
    static void stopSoapServer() {
        if (soapServer != null) {
            soapServer.close();
        }
    }

    @Test
    void withTheImplementationOnTheClassPathABuyReachesTheServersHoldings(@TempDir Path project) throws Exception {
        SelectionPlan localFirst = GeneratedProxies.plan(GeneratedProxies.read(TRADER, ROOT), TRADER,
                List.of(BindingKind.LOCAL_JAVA, BindingKind.SOAP));
        try (GeneratedProxy generated = GeneratedProxies.build(TRADER, localFirst, ROOT, project)) {
            assertEquals(TraderImpl.class, Class.forName(TraderImpl.class.getName(), false, generated.loader()),
                    "the client's class path holds the implementation");
            assertEquals(Condition.probeOf(BindingKind.LOCAL_JAVA), generated.compiledPlan().conditions(LOCAL_PORT).get(0));

            Object proxy = generated.open(servers);
            try {
                Holding bought = generated.asServiceInterface(proxy, Trader.class).buy("CLASSPTH", "ACME", 10);
                assertEquals(10, bought.getShares());

                OperationStatus buy = status(generated, proxy, "buy");
                assertEquals(BindingKind.SOAP, buy.current(), buy.toString());
                assertTrue(buy.leftOut().get(0).startsWith("LOCAL_JAVA " + LOCAL_PORT + ": local Java: no instance given in"
                        + " RuntimeOptions for port " + LOCAL_PORT), buy.leftOut().toString());
                assertEquals(10, serversShares("CLASSPTH", project), "the buy is in the server's holdings");
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }
    }

    @Test
    void withAnInstanceGivenInTheOptionsTheCallIsLocalAndTheServerIsUntouched(@TempDir Path project) throws Exception {
        SelectionPlan localFirst = GeneratedProxies.plan(GeneratedProxies.read(TRADER, ROOT), TRADER,
                List.of(BindingKind.LOCAL_JAVA, BindingKind.SOAP));
        TraderImpl beside = new TraderImpl();
        try (GeneratedProxy generated = GeneratedProxies.build(TRADER, localFirst, ROOT, project)) {
            Object proxy = generated.open(servers, RuntimeOptions.defaults().localInstance(Trader.class, beside));
            try {
                assertEquals(7, generated.asServiceInterface(proxy, Trader.class).buy("GIVEN", "ACME", 7).getShares());

                OperationStatus buy = status(generated, proxy, "buy");
                assertEquals(BindingKind.LOCAL_JAVA, buy.current(), buy.toString());
                assertEquals("local Java: an instance given in RuntimeOptions.localInstance(" + Trader.class.getName()
                        + ".class, ...)", buy.basis());
                assertEquals(7, beside.buy("GIVEN", "ACME", 0).getShares(), "the instance given made the buy");
                assertEquals(0, serversShares("GIVEN", project), "the server never saw it");
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }
    }

    private static OperationStatus status(GeneratedProxy generated, Object proxy, String operation) {
        return generated.status(proxy).stream().filter(s -> s.operation().equals(operation)).findFirst().orElseThrow();
    }

    /** The user's ACME shares as the SOAP server holds them: a buy of none, through a proxy that only has SOAP. */
    private static int serversShares(String user, Path project) throws Exception {
        SelectionPlan soapOnly = GeneratedProxies.plan(GeneratedProxies.read(TRADER, ROOT), TRADER, List.of(BindingKind.SOAP));
        try (GeneratedProxy remote = GeneratedProxies.build(TRADER, soapOnly, ROOT, project.resolve("soap-only"))) {
            Object proxy = remote.open(servers);
            try {
                return remote.asServiceInterface(proxy, Trader.class).buy(user, "ACME", 0).getShares();
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }
    }
}
