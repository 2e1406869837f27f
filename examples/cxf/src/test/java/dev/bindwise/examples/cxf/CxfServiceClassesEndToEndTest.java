package dev.bindwise.examples.cxf;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The proxy generated from the CXF Orders WSDL with a format:typeMapping that names the service's own classes
 * calls every operation right against Apache CXF with schema validation on: the service's classes are written and
 * read by the WSDL's schema (sequence order, the tags wrapper, nil only where nillable, dates with their offsets,
 * decimals without an exponent, attributes), and what the service received and what the caller got back are
 * what was sent, every null, absent and empty case included (the cases are the public methods of
 * src/test/scenario/mapped/MappedOrdersScenario.java).
 */
class CxfServiceClassesEndToEndTest {

    private static CxfServer server;
    private static Object scenario;

    @BeforeAll
    static void start() throws Exception {
        server = CxfServer.start(0);
        scenario = CxfProxy.mappedScenario(Path.of("target/cxf-mapped-proxy")).getConstructor(CxfServer.class)
                .newInstance(server);
    }

    @AfterAll
    static void stop() throws Exception {
        CxfProxy.close(scenario, server);
    }

    @ParameterizedTest
    @ValueSource(strings = {"everyFieldRoundTrips", "offsetsAndDecimalsKeepTheirValue", "nullsArriveAsNulls",
            "emptiesArriveEmpty", "repeatedParameterAndResult", "declaredFaultIsItsException", "absentResultIsNull",
            "oneWayArrives", "attributesRoundTrip", "requiredNullIsRefusedBeforeSending"})
    void callsRight(String scenarioCase) throws Throwable {
        CxfProxy.runCase(scenario, scenarioCase);
    }
}
