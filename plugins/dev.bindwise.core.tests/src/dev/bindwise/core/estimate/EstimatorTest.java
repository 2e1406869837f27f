package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** The estimator over the example services' WSDLs (examples/), with the paper's space and costs. */
class EstimatorTest {

    private final Estimator estimator = Estimator.withDefaults();

    @Test
    void everyOperationGetsSizesPerBindingAndAVote() throws Exception {
        List<OperationEstimate> estimates = estimator.estimate(example("mappoint/MapPoint.wsdl"), SpaceHints.none());
        assertEquals(List.of("findAddress", "calculateRoute", "getMap"),
                estimates.stream().map(OperationEstimate::operation).toList());
        for (OperationEstimate estimate : estimates) {
            BindingEstimate soap = estimate.binding(BindingKind.SOAP).orElseThrow();
            assertTrue(soap.request().min() > 300 && soap.request().min() <= soap.request().median()
                    && soap.request().median() <= soap.request().max(), estimate.toString());
            assertTrue(estimate.unsized().contains(BindingKind.LOCAL_JAVA), estimate.toString());
            assertEquals(estimate.samples(), estimate.vote().counts().values().stream().mapToInt(i -> i).sum());
            assertTrue(estimate.vote().winner().isPresent());
        }
        OperationEstimate getMap = estimates.get(2);
        assertTrue(getMap.traits().binaries());
        // a 45 KB image is about 60 KB of base64 text
        assertTrue(getMap.binding(BindingKind.SOAP).orElseThrow().reply().max() > 60_000);
    }

    @Test
    void hintsNarrowTheSamplesAndTheCapLeavesLargeMessagesOut() throws Exception {
        ServiceDescription google = example("google/GoogleSearch.wsdl");
        OperationEstimate open = estimator.estimate(google, SpaceHints.none()).get(0);
        OperationEstimate hinted = estimator.estimate(google, SpaceHints.parse("B=20,C=0.1")).get(0);
        assertTrue(hinted.samples() < open.samples(), hinted.samples() + " vs " + open.samples());
        assertEquals(open.samples() / 5, hinted.samples());
        OperationEstimate capped = estimator.estimate(google, SpaceHints.parse("A=6KB")).get(0);
        assertTrue(capped.overCap() > 0 && capped.samples() > 0, capped.toString());
        assertTrue(capped.binding(BindingKind.SOAP).orElseThrow().reply().max() <= 6 * 1024);
        OperationEstimate defaultCap = estimator.estimate(google, SpaceHints.parse("A")).get(0);
        assertEquals(open.samples(), defaultCap.samples() + defaultCap.overCap());
    }

    @Test
    void underHintAArraysGrowAsFarAsMessagesFitTheCap() throws Exception {
        ServiceDescription financial = example("financial/Financial.wsdl");
        OperationEstimate open = estimator.estimate(financial, SpaceHints.none()).get(0);
        OperationEstimate large = estimator.estimate(financial, SpaceHints.parse("A=100KB")).get(0);
        double openMax = open.binding(BindingKind.SOAP).orElseThrow().request().max();
        double largeMax = large.binding(BindingKind.SOAP).orElseThrow().request().max();
        assertTrue(largeMax > 3 * openMax && largeMax <= 100 * 1024, openMax + " then " + largeMax);
        assertTrue(large.samples() > open.samples(), large.samples() + " vs " + open.samples());
    }

    @Test
    void whenEveryPointIsOverTheCapTheSmallestIsVotedOn() throws Exception {
        OperationEstimate tiny = estimator.estimate(example("google/GoogleSearch.wsdl"), SpaceHints.parse("A=100")).get(0);
        assertEquals(1, tiny.samples());
        assertEquals(1, tiny.vote().samples());
        BindingEstimate soap = tiny.binding(BindingKind.SOAP).orElseThrow();
        assertEquals(soap.reply().min(), soap.reply().max());
    }

    @Test
    void atOnePointTheSizesAreTheModelsSizes() throws Exception {
        ServiceDescription trader = example("trader/Trader.wsdl");
        ValueSetting point = new ValueSetting(8, 0, 0, 0);
        List<PointEstimate> points = estimator.at(trader, point);
        PointEstimate quote = points.stream()
                .filter(p -> p.operation().equals("getQuote") && p.kind() == BindingKind.SOAP).findFirst().orElseThrow();
        var port = trader.getServices().get(0).getPorts().stream().filter(p -> p.getName().equals(quote.port()))
                .findFirst().orElseThrow();
        var operation = port.getBinding().getOperations().stream().filter(o -> o.getName().equals("getQuote"))
                .findFirst().orElseThrow();
        assertEquals(new SoapSizeModel().requestBytes(port, operation, point), quote.requestBytes());
    }

    private static ServiceDescription example(String name) throws Exception {
        String root = System.getProperty("bindwise.root");
        Path base = root != null ? Path.of(root) : Path.of("../..").toAbsolutePath().normalize();
        return new WsdlReader().read(base.resolve("examples").resolve(name));
    }
}
