package dev.bindwise.runtime.remote;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.mappoint.Address;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.examples.mappoint.FindResults;
import dev.bindwise.examples.mappoint.LatLong;
import dev.bindwise.examples.mappoint.MapImage;
import dev.bindwise.examples.mappoint.MapView;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.soap.SoapOperation;

/**
 * Plans of example services written by hand as a generated proxy writes them, from the ports of
 * examples/trader/Trader.wsdl and examples/mappoint/MapPoint.wsdl, with the servers' real addresses; the SOAP
 * routes carry the operations' schemas as the generator builds them from those WSDLs.
 */
final class ExamplePlans {

    static final String TRADER_SOAP = "TraderSoapPort";
    static final String TRADER_IIOP = "TraderIiopPort";
    /** Each SOAP port's operations as the generator builds them from the example's WSDL. */
    private static final Map<String, Map<String, SoapOperation>> SOAP_OPERATIONS = Map.of(
            TRADER_SOAP, SoapBinding.operations(ExampleServices.named("trader").orElseThrow()),
            "MapPointSoapPort", SoapBinding.operations(ExampleServices.named("mappoint").orElseThrow()));

    private ExamplePlans() {
    }

    /**
     * Trader over SOAP and RMI-IIOP, in the order given: the first kind is the chosen binding of every
     * operation, the second its fallback. getQuote is idempotent; buy and sell are not.
     */
    static ServicePlan trader(int soapPort, int iiopPort, BindingKind... ranking) {
        return ServicePlan.service("TraderService", "examples/trader/Trader.wsdl, plan of the test")
                .endpoint(new Endpoint.Soap(TRADER_SOAP, "http://127.0.0.1:" + soapPort + "/axis2/services/Trader",
                        "http://bindwise.dev/examples/trader"))
                .endpoint(new Endpoint.RmiIiop(TRADER_IIOP, "corbaloc:iiop:127.0.0.1:" + iiopPort, "Trader",
                        "dev.bindwise.examples.iiop.TraderRemote"))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(routes("getQuote", TRADER_SOAP, TRADER_IIOP, ranking)))
                .operation(OperationPlan.operation("buy", Holding.class, false)
                        .parameter("userId", String.class).parameter("company", String.class).parameter("shares", int.class)
                        .routes(routes("buy", TRADER_SOAP, TRADER_IIOP, ranking)))
                .operation(OperationPlan.operation("sell", Holding.class, false)
                        .parameter("userId", String.class).parameter("company", String.class).parameter("shares", int.class)
                        .routes(routes("sell", TRADER_SOAP, TRADER_IIOP, ranking)))
                .build();
    }

    /** MapPoint (beans, arrays of beans, bytes) over SOAP and RMI-IIOP, in the order given. */
    static ServicePlan mapPoint(int soapPort, int iiopPort, BindingKind... ranking) {
        String soap = "MapPointSoapPort";
        String iiop = "MapPointIiopPort";
        return ServicePlan.service("MapPointService", "examples/mappoint/MapPoint.wsdl, plan of the test")
                .endpoint(new Endpoint.Soap(soap, "http://127.0.0.1:" + soapPort + "/axis2/services/MapPoint",
                        "http://bindwise.dev/examples/mappoint"))
                .endpoint(new Endpoint.RmiIiop(iiop, "corbaloc:iiop:127.0.0.1:" + iiopPort, "MapPoint",
                        "dev.bindwise.examples.iiop.MapPointRemote"))
                .operation(OperationPlan.operation("findAddress", FindResults.class, true)
                        .parameter("address", Address.class).parameter("dataSourceName", String.class)
                        .routes(routes("findAddress", soap, iiop, ranking)))
                .operation(OperationPlan.operation("calculateRoute", dev.bindwise.examples.mappoint.Route.class, true)
                        .parameter("waypoints", LatLong[].class).parameter("dataSourceName", String.class)
                        .routes(routes("calculateRoute", soap, iiop, ranking)))
                .operation(OperationPlan.operation("getMap", MapImage.class, true)
                        .parameter("view", MapView.class)
                        .routes(routes("getMap", soap, iiop, ranking)))
                .build();
    }

    private static Route[] routes(String operation, String soapPort, String iiopPort, BindingKind... ranking) {
        List<Route> routes = new ArrayList<>();
        for (BindingKind kind : ranking) {
            routes.add(switch (kind) {
                case SOAP -> new Route.Soap(soapPort, "urn:" + operation, SOAP_OPERATIONS.get(soapPort).get(operation));
                case RMI_IIOP -> new Route.RmiIiop(iiopPort, operation);
                default -> throw new IllegalArgumentException(kind + " is not served by these plans");
            });
        }
        return routes.toArray(new Route[0]);
    }
}
