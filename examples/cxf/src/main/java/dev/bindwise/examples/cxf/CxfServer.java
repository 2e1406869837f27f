package dev.bindwise.examples.cxf;

import java.io.IOException;
import java.util.List;

import jakarta.xml.ws.BindingType;

import org.apache.cxf.Bus;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;

import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.cxf.ledger.Ledger;
import dev.bindwise.examples.cxf.ledger.LedgerService;
import dev.bindwise.examples.cxf.stamp.Stamp;
import dev.bindwise.examples.cxf.stamp.StampService;

/**
 * The CXF services on Jetty, on 127.0.0.1 only, each at {@code http://127.0.0.1:PORT/cxf/NAME} (its WSDL at
 * {@code ?wsdl}): Orders (document/literal wrapped, SOAP 1.1), Ledger (rpc/literal, SOAP 1.2) and Stamp
 * (document/literal bare, SOAP actions). {@code main} follows the examples' server protocol
 * ({@code --port N}, {@code BINDWISE-READY}).
 */
public final class CxfServer implements ServerMain.Running {

    /** The services, by the name of their path and WSDL file. */
    public static final List<String> SERVICES = List.of("Orders", "Ledger", "Stamp");

    private final CxfEndpoints endpoints;

    private CxfServer(CxfEndpoints endpoints) {
        this.endpoints = endpoints;
    }

    /** Starts the services on the port (0: a free one). */
    public static CxfServer start(int port) throws IOException {
        return new CxfServer(CxfEndpoints.start(port, (bus, chosen, started) -> {
            started.add(publish(bus, Orders.class, new OrdersService(), address(chosen, "Orders")));
            started.add(publish(bus, Ledger.class, new LedgerService(), address(chosen, "Ledger")));
            started.add(publish(bus, Stamp.class, new StampService(), address(chosen, "Stamp")));
        }));
    }

    private static Server publish(Bus bus, Class<?> serviceInterface, Object implementation, String address) {
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(serviceInterface);
        factory.setServiceBean(implementation);
        factory.setAddress(address);
        // the factory takes the SOAP version from here, not from the implementation's annotation
        BindingType binding = implementation.getClass().getAnnotation(BindingType.class);
        if (binding != null) {
            factory.setBindingId(binding.value());
        }
        return factory.create();
    }

    private static String address(int port, String service) {
        return "http://127.0.0.1:" + port + "/cxf/" + service;
    }

    /** A service's address. */
    public String address(String service) {
        return address(endpoints.port(), service);
    }

    @Override
    public int port() {
        return endpoints.port();
    }

    @Override
    public void stop() {
        endpoints.stop();
    }

    public static void main(String[] args) {
        ServerMain.run(args, "the Apache CXF example services", CxfServer::start);
    }
}
