package dev.bindwise.examples.cxf;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * With CXF's robust one-way on (a one-way call is processed before its HTTP reply, which carries a fault if it
 * failed), the proxy's calls after a one-way call are answered: the one-way call's reply is read to its end and
 * its connection given back to the pool, not left for the next call to trip over (NoHttpResponseException).
 * The case is {@code callsAfterOneWayCallsAreAnswered} of src/test/scenario/mapped/MappedOrdersScenario.java.
 */
class RobustOneWayTest {

    private static CxfServer server;
    private static Object scenario;

    @BeforeAll
    static void start() throws Exception {
        server = CxfServer.start(0, true);
        scenario = CxfProxy.mappedScenario(Path.of("target/cxf-robust-proxy")).getConstructor(CxfServer.class)
                .newInstance(server);
    }

    @AfterAll
    static void stop() throws Exception {
        CxfProxy.close(scenario, server);
    }

    @Test
    void callsAfterOneWayCallsAreAnswered() throws Throwable {
        CxfProxy.runCase(scenario, "callsAfterOneWayCallsAreAnswered");
    }
}
