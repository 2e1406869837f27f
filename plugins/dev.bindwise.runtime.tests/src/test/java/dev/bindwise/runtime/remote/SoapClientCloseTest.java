package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.internal.soap.SoapClient;

/**
 * The SOAP client closed while calls are under way, against the example's real Axis2 server (a stress case of
 * issue 31): the clients of the calls in flight are given back after close() cleaned the pool up; none may be
 * lent again, so that every call after close() is refused as closed, not sent over a cleaned-up client.
 */
class SoapClientCloseTest {

    private static final int CALLERS = 6;
    private static final long BOUND_SECONDS = 60;

    @TempDir
    static Path logs;
    private static ServerProcess soapServer;

    @BeforeAll
    static void startServer() throws Exception {
        soapServer = ExampleServers.soap(logs.resolve("soap-server.log"));
    }

    @AfterAll
    static void stopServer() {
        if (soapServer != null) {
            soapServer.close();
        }
    }

    @Test
    void callsAfterCloseAreRefusedEvenWhenCallsWereUnderWayAtClose() throws Throwable {
        ServicePlan plan = ExamplePlans.trader(soapServer.port(), ExampleServers.unusedPort(), BindingKind.SOAP);
        Endpoint.Soap endpoint = (Endpoint.Soap) plan.endpoint(ExamplePlans.TRADER_SOAP);
        OperationPlan getQuote = plan.operations().get(0);
        SoapClient client = new SoapClient(endpoint, RuntimeOptions.defaults());
        OperationCall call = client.prepare(getQuote, getQuote.routes().get(0));

        ExecutorService callers = Executors.newFixedThreadPool(CALLERS);
        CountDownLatch eachCalledOnce = new CountDownLatch(CALLERS);
        AtomicBoolean stop = new AtomicBoolean();
        List<Future<?>> done = new ArrayList<>();
        try {
            for (int i = 0; i < CALLERS; i++) {
                String user = "user" + i;
                done.add(callers.submit(() -> {
                    boolean counted = false;
                    while (!stop.get()) {
                        try {
                            call.invoke(new Object[] {user, "IBM"});
                        } catch (IllegalStateException refused) {
                            return null; // closed: refused before anything was sent
                        } catch (Throwable failedInFlight) {
                            // a call under way when the client closed may fail in transport
                        }
                        if (!counted) {
                            eachCalledOnce.countDown();
                            counted = true;
                        }
                    }
                    return null;
                }));
            }
            assertTrue(eachCalledOnce.await(BOUND_SECONDS, TimeUnit.SECONDS), "every caller made a call");
            client.close();
            stop.set(true);
            for (Future<?> each : done) {
                each.get(BOUND_SECONDS, TimeUnit.SECONDS);
            }
            for (int after = 0; after < CALLERS; after++) {
                IllegalStateException refused = assertThrows(IllegalStateException.class, () -> call.invoke(new Object[] {"late", "IBM"}),
                        "a call after close() is refused, not sent over a client given back after close()");
                assertTrue(refused.getMessage().contains("closed"), refused.getMessage());
            }
        } finally {
            callers.shutdownNow();
        }
    }
}
