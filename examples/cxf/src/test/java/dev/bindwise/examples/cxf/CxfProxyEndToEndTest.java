package dev.bindwise.examples.cxf;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A proxy generated from the Apache CXF service's WSDL calls every operation right, with CXF's schema
 * validation on: every null, absent and empty case, every lexical form, the declared fault as its generated
 * exception (the cases are the public methods of src/test/scenario/client/cxf/OrdersScenario.java).
 */
class CxfProxyEndToEndTest {

    private static CxfServer server;
    private static Object scenario;

    @BeforeAll
    static void start() throws Exception {
        server = CxfServer.start(0);
        scenario = CxfProxy.scenario(Path.of("target/cxf-proxy")).getConstructor(String.class).newInstance(server.address());
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

    @ParameterizedTest
    @ValueSource(strings = {"everyFieldRoundTrips", "nullsArriveAsNulls", "emptiesArriveEmpty",
            "repeatedParameterAndResult", "declaredFaultIsItsException", "absentResultIsNull",
            "requiredNullIsRefusedBeforeSending"})
    void callsRight(String scenarioCase) throws Throwable {
        try {
            scenario.getClass().getMethod(scenarioCase).invoke(scenario);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
