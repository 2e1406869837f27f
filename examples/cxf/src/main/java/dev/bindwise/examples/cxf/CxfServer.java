package dev.bindwise.examples.cxf;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import jakarta.jws.WebService;
import jakarta.xml.ws.BindingType;

import org.apache.cxf.Bus;
import org.apache.cxf.endpoint.Server;
import org.apache.cxf.jaxws.JAXWSMethodInvoker;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.apache.cxf.message.Message;
import org.apache.cxf.service.invoker.Invoker;

import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.cxf.ledger.LedgerService;
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
        return start(port, false);
    }

    /**
     * Starts the services on the port (0: a free one); with {@code robustOneWay}, CXF's robust one-way
     * ({@code org.apache.cxf.oneway.robust}): a one-way call is processed before its HTTP reply, which carries a
     * fault if it failed, as application servers configure it.
     */
    public static CxfServer start(int port, boolean robustOneWay) throws IOException {
        return start(port, robustOneWay, JAXWSMethodInvoker::new);
    }

    /**
     * Starts the services on the port (0: a free one), each implementation called through the invoker made for
     * it (CXF's own is {@code JAXWSMethodInvoker::new}; the differential benchmark's records what each call
     * received).
     */
    public static CxfServer start(int port, boolean robustOneWay, Function<Object, Invoker> invokers) throws IOException {
        Map<String, Object> properties = robustOneWay ? Map.of(Message.ROBUST_ONEWAY, Boolean.TRUE) : Map.of();
        CxfServer server = new CxfServer(CxfEndpoints.start(port, (bus, chosen, started) -> {
            for (Object implementation : List.of(new OrdersService(), new LedgerService(), new StampService())) {
                started.add(publish(bus, implementation, chosen, properties, invokers.apply(implementation)));
            }
        }));
        try {
            server.awaitFirstAnswers();
        } catch (IOException | RuntimeException e) {
            server.stop();
            throw e;
        }
        return server;
    }

    /**
     * Returns once each service has answered a request for its WSDL: CXF and Jetty set much up on the first
     * request, which on a loaded machine took longer than a client's probe waits (2 s).
     */
    private void awaitFirstAnswers() throws IOException {
        HttpClient http = HttpClient.newHttpClient();
        for (String service : SERVICES) {
            try {
                HttpResponse<Void> answer = http.send(HttpRequest.newBuilder(URI.create(address(service) + "?wsdl")).build(),
                        HttpResponse.BodyHandlers.discarding());
                if (answer.statusCode() != 200) {
                    throw new IOException(address(service) + "?wsdl answered HTTP " + answer.statusCode());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for " + address(service), e);
            }
        }
    }

    private static Server publish(Bus bus, Object implementation, int port, Map<String, Object> properties, Invoker invoker) {
        Class<?> serviceInterface = serviceInterface(implementation.getClass());
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setBus(bus);
        factory.setServiceClass(serviceInterface);
        factory.setServiceBean(implementation);
        factory.setInvoker(invoker);
        factory.setAddress(address(port, serviceInterface.getSimpleName()));
        factory.setProperties(new HashMap<>(properties));
        // the factory takes the SOAP version from here, not from the implementation's annotation
        BindingType binding = implementation.getClass().getAnnotation(BindingType.class);
        if (binding != null) {
            factory.setBindingId(binding.value());
        }
        return factory.create();
    }

    /** The service interface an implementation of this example names in its {@code @WebService}. */
    public static Class<?> serviceInterface(Class<?> implementation) {
        try {
            return Class.forName(implementation.getAnnotation(WebService.class).endpointInterface());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(implementation + " names an interface that is not there", e);
        }
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
