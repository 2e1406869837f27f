package dev.bindwise.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import dev.bindwise.examples.financial.AddShortResponse;
import dev.bindwise.examples.google.GoogleSearchResult;
import dev.bindwise.examples.mappoint.MapImage;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;

/** The catalogue the benchmarks run: every operation answers with the content its workload asks for. */
class ExampleServicesTest {

    @Test
    void theCatalogueHoldsThePapersOperations() {
        Set<String> operations = ExampleServices.all().stream()
                .flatMap(s -> s.operations().stream().map(o -> s.name() + "." + o.name())).collect(Collectors.toSet());
        assertTrue(operations.containsAll(Set.of("google.doGoogleSearch", "amazon.itemSearch", "mappoint.findAddress",
                "mappoint.calculateRoute", "mappoint.getMap", "financial.handleAddShort1", "financial.handleAddShort10",
                "financial.handleAddShort100", "travel.getTravelPlan", "travel.getFlightInfo", "trader.getQuote",
                "trader.buy", "trader.sell")), operations.toString());
    }

    @Test
    void everyOperationRunsLocallyAndItsRepliesCompareByContent() throws Exception {
        LocalJavaBinding local = new LocalJavaBinding();
        for (ExampleService service : ExampleServices.all()) {
            for (ExampleOperation operation : service.operations()) {
                Object client = local.client(service, service.serviceInterface(), "127.0.0.1", 0);
                Object reply = operation.invoke(service.serviceInterface(), client, operation.defaults());
                Object again = operation.invoke(service.serviceInterface(), service.implementation().get(),
                        operation.defaults());
                if (!service.name().equals("trader") || operation.name().equals("getQuote")) {
                    assertEquals(SameContent.describe(again), SameContent.describe(reply), operation.name());
                }
            }
        }
    }

    @Test
    void workloadsSizeTheReplies() throws Exception {
        ExampleService google = ExampleServices.named("google").orElseThrow();
        ExampleOperation search = google.operation("doGoogleSearch");
        GoogleSearchResult five = (GoogleSearchResult) search.invoke(google.serviceInterface(),
                google.implementation().get(), search.defaults().withArrayLength(5));
        assertEquals(5, five.getResultElements().length);

        ExampleService mappoint = ExampleServices.named("mappoint").orElseThrow();
        ExampleOperation getMap = mappoint.operation("getMap");
        MapImage map = (MapImage) getMap.invoke(mappoint.serviceInterface(), mappoint.implementation().get(),
                getMap.defaults().withBinaryBytes(46_080));
        assertEquals(46_080, map.getBits().length);

        ExampleService financial = ExampleServices.named("financial").orElseThrow();
        AddShortResponse hundred = (AddShortResponse) financial.operation("handleAddShort100").invoke(
                financial.serviceInterface(), financial.implementation().get(),
                financial.operation("handleAddShort100").defaults());
        assertEquals(ExampleServices.POSITIONS_100KB, hundred.getAccepted());
        assertEquals("SHORT-ACCEPTED", hundred.getPositions()[7].getStatus());
    }

    @Test
    void traderKeepsHoldings() {
        Trader trader = new TraderImpl();
        assertEquals(10, trader.buy("U1", "IBM", 10).getShares());
        Holding after = trader.sell("U1", "IBM", 4);
        assertEquals(6, after.getShares());
        assertEquals(trader.getQuote("U1", "IBM").getSharePrice().multiply(BigDecimal.valueOf(6))
                .compareTo(after.getValue()), 0);
    }

    @Test
    void statefulOperationsCompareByShape() {
        Trader trader = new TraderImpl();
        ExampleOperation buy = ExampleServices.named("trader").orElseThrow().operation("buy");
        Holding first = trader.buy("U1", "IBM", 10);
        Holding second = trader.buy("U1", "IBM", 10);
        assertEquals(buy.comparable(first), buy.comparable(second));
        assertEquals("Holding{company=\"IBM\", shares=#, value=#}", buy.comparable(second));
        second.setCompany("HAL");
        assertNotEquals(buy.comparable(first), buy.comparable(second));
    }

    @Test
    void contentComparisonSeesEveryProperty() throws Exception {
        ExampleService google = ExampleServices.named("google").orElseThrow();
        ExampleOperation search = google.operation("doGoogleSearch");
        GoogleSearchResult a = (GoogleSearchResult) search.invoke(google.serviceInterface(),
                google.implementation().get(), search.defaults());
        GoogleSearchResult b = (GoogleSearchResult) search.invoke(google.serviceInterface(),
                google.implementation().get(), search.defaults());
        b.getResultElements()[9].getDirectoryCategory().setFullViewableName("changed");
        assertNotEquals(SameContent.describe(a), SameContent.describe(b));
    }
}
