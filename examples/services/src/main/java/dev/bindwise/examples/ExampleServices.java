package dev.bindwise.examples;

import java.util.List;
import java.util.Optional;

import dev.bindwise.examples.amazon.AmazonSearch;
import dev.bindwise.examples.amazon.AmazonSearchImpl;
import dev.bindwise.examples.amazon.ItemSearchRequest;
import dev.bindwise.examples.financial.AddShortRequest;
import dev.bindwise.examples.financial.Financial;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.financial.Position;
import dev.bindwise.examples.google.GoogleSearch;
import dev.bindwise.examples.google.GoogleSearchImpl;
import dev.bindwise.examples.mappoint.Address;
import dev.bindwise.examples.mappoint.LatLong;
import dev.bindwise.examples.mappoint.MapPoint;
import dev.bindwise.examples.mappoint.MapPointImpl;
import dev.bindwise.examples.mappoint.MapView;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.examples.travel.TravelReservation;
import dev.bindwise.examples.travel.TravelReservationImpl;

/** The services of the paper's section 5 and the operations its Tables 1 and 2 measure, with their default workloads. */
public final class ExampleServices {

    /** Map width in pixels; the height follows from the binary size asked for (one byte per ten pixels). */
    private static final int MAP_WIDTH = 400;

    /** Financial positions per call for the paper's 1, 10 and 100 KB messages (about 500 bytes of SOAP each). */
    public static final int POSITIONS_1KB = 2;
    public static final int POSITIONS_10KB = 20;
    public static final int POSITIONS_100KB = 200;

    private static final List<ExampleService> ALL = List.of(
            new ExampleService("google", GoogleSearch.class, GoogleSearchImpl::new, "examples/google/GoogleSearch.wsdl",
                    List.of(new ExampleOperation("doGoogleSearch", "doGoogleSearch", new Workload(20, 10, 0, 0),
                            w -> new Object[] {Text.ofLength(32, 1), Text.sentence("search", w.stringLength(), 0), 0,
                                w.arrayLength(), true, "", false, "lang_en", "latin1", "latin1"}))),
            new ExampleService("amazon", AmazonSearch.class, AmazonSearchImpl::new, "examples/amazon/AmazonSearch.wsdl",
                    List.of(new ExampleOperation("itemSearch", "itemSearch", new Workload(20, 10, 0, 0.8),
                            w -> new Object[] {itemSearch(w)}))),
            new ExampleService("mappoint", MapPoint.class, MapPointImpl::new, "examples/mappoint/MapPoint.wsdl",
                    List.of(new ExampleOperation("findAddress", "findAddress", new Workload(20, 0, 0, 0),
                                    w -> new Object[] {address(w), "MapPoint.NA"}),
                            new ExampleOperation("calculateRoute", "calculateRoute", new Workload(20, 3, 0, 0),
                                    w -> new Object[] {waypoints(w.arrayLength()), "MapPoint.NA"}),
                            new ExampleOperation("getMap", "getMap", new Workload(20, 0, 10_240, 0),
                                    w -> new Object[] {mapView(w.binaryBytes())}))),
            new ExampleService("financial", Financial.class, FinancialImpl::new, "examples/financial/Financial.wsdl",
                    List.of(addShort("handleAddShort1", POSITIONS_1KB), addShort("handleAddShort10", POSITIONS_10KB),
                            addShort("handleAddShort100", POSITIONS_100KB))),
            new ExampleService("travel", TravelReservation.class, TravelReservationImpl::new,
                    "examples/travel/TravelReservation.wsdl",
                    List.of(new ExampleOperation("getTravelPlan", "getTravelPlan", new Workload(10, 0, 0, 0),
                                    w -> new Object[] {Text.ofLength(w.stringLength(), 3), "PLAN-0042"}),
                            new ExampleOperation("getFlightInfo", "getFlightInfo", new Workload(3, 5, 0, 0),
                                    w -> new Object[] {"JFK", "SFO", Dates.at(60 * 24), w.arrayLength()}))),
            new ExampleService("trader", Trader.class, TraderImpl::new, "examples/trader/Trader.wsdl",
                    List.of(new ExampleOperation("getQuote", "getQuote", new Workload(8, 0, 0, 0),
                                    w -> new Object[] {"USER0001", company(w)}),
                            new ExampleOperation("buy", "buy", new Workload(8, 0, 0, 0),
                                    w -> new Object[] {"USER0001", company(w), 10}, true),
                            new ExampleOperation("sell", "sell", new Workload(8, 0, 0, 0),
                                    w -> new Object[] {"USER0001", company(w), 5}, true))));

    private ExampleServices() {
    }

    public static List<ExampleService> all() {
        return ALL;
    }

    public static Optional<ExampleService> named(String name) {
        return ALL.stream().filter(s -> s.name().equals(name)).findFirst();
    }

    /** The service whose Java interface this is. */
    public static ExampleService of(Class<?> serviceInterface) {
        return ALL.stream().filter(s -> s.serviceInterface() == serviceInterface).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(serviceInterface + " is no example service"));
    }

    private static ExampleOperation addShort(String name, int positions) {
        return new ExampleOperation(name, "handleAddShort", new Workload(12, positions, 0, 0),
                w -> new Object[] {addShortRequest(w)});
    }

    private static ItemSearchRequest itemSearch(Workload w) {
        ItemSearchRequest request = new ItemSearchRequest();
        request.setKeywords(Text.sentence("amazon", w.stringLength(), 0));
        request.setSearchIndex("Books");
        request.setResponseGroup("Large");
        request.setItemPage(1);
        // The optional fields, filled in order until the null ratio is reached: a generic interface.
        String[] optional = new String[17];
        int filled = (int) Math.round(optional.length * (1 - w.nullRatio()));
        for (int i = 0; i < filled; i++) {
            optional[i] = Text.ofLength(w.stringLength(), i);
        }
        request.setAuthor(optional[0]);
        request.setTitle(optional[1]);
        request.setPublisher(optional[2]);
        request.setManufacturer(optional[3]);
        request.setBrand(optional[4]);
        request.setArtist(optional[5]);
        request.setActor(optional[6]);
        request.setDirector(optional[7]);
        request.setCondition(optional[8]);
        request.setAvailability(optional[9]);
        request.setMerchantId(optional[10]);
        request.setMinimumPrice(optional[11]);
        request.setMaximumPrice(optional[12]);
        request.setSort(optional[13]);
        request.setCity(optional[14]);
        request.setCuisine(optional[15]);
        request.setNeighborhood(optional[16]);
        return request;
    }

    private static Address address(Workload w) {
        Address address = new Address();
        address.setAddressLine(Text.ofLength(w.stringLength(), 1));
        address.setPrimaryCity(Text.ofLength(Math.max(1, w.stringLength() / 2), 2));
        address.setSubdivision("NY");
        address.setPostalCode("10598");
        address.setCountryRegion("USA");
        return address;
    }

    private static LatLong[] waypoints(int count) {
        LatLong[] waypoints = new LatLong[count];
        for (int i = 0; i < count; i++) {
            LatLong point = new LatLong();
            point.setLatitude(40.0 + i * 0.5);
            point.setLongitude(-74.0 - i * 0.5);
            waypoints[i] = point;
        }
        return waypoints;
    }

    private static MapView mapView(int binaryBytes) {
        MapView view = new MapView();
        LatLong center = new LatLong();
        center.setLatitude(41.03);
        center.setLongitude(-73.76);
        view.setCenter(center);
        view.setZoom(12.5);
        view.setWidth(MAP_WIDTH);
        view.setHeight(Math.max(1, binaryBytes * 10 / MAP_WIDTH));
        view.setStyle("Road");
        return view;
    }

    private static AddShortRequest addShortRequest(Workload w) {
        Position[] positions = new Position[w.arrayLength()];
        for (int i = 0; i < positions.length; i++) {
            Position position = new Position();
            position.setPositionId("POS-" + i);
            position.setAccount(Text.ofLength(w.stringLength(), i));
            position.setTrader(Text.ofLength(w.stringLength(), i + 1));
            position.setSymbol("IBM");
            position.setCusip("459200101");
            position.setQuantity(100 + i);
            position.setPrice(81.25 + i / 4.0);
            position.setNotional(position.getQuantity() * position.getPrice());
            position.setTradeDate(Dates.at(i));
            position.setSettlementDate(Dates.at(i + 3 * 24 * 60));
            position.setCounterparty(Text.ofLength(w.stringLength(), i + 2));
            position.setStatus("NEW");
            positions[i] = position;
        }
        AddShortRequest request = new AddShortRequest();
        request.setRequestId("REQ-" + positions.length);
        request.setSubmittedAt(Dates.at(0));
        request.setPositions(positions);
        return request;
    }

    private static String company(Workload w) {
        return Text.ofLength(Math.min(w.stringLength(), TraderImpl.COMPANY_LENGTH), 7).toUpperCase();
    }
}
