package dev.bindwise.examples.cxf;

import org.apache.cxf.Bus;
import org.apache.cxf.jaxws.JaxWsServerFactoryBean;
import org.apache.cxf.endpoint.Server;

import dev.bindwise.examples.ServerMain;

/**
 * The CXF service on Jetty, on 127.0.0.1 only, at {@code http://127.0.0.1:PORT/cxf/Orders} (its WSDL at
 * {@code ?wsdl}). {@code main} follows the examples' server protocol ({@code --port N}, {@code BINDWISE-READY}).
 */
public final class CxfServer implements ServerMain.Running {

    public static final String PATH = "/cxf/Orders";

    private final Server server;
    private final Bus bus;
    private final int port;

    private CxfServer(Server server, Bus bus, int port) {
        this.server = server;
        this.bus = bus;
        this.port = port;
    }

    /** Starts the service on the port (0: a free one). */
    public static CxfServer start(int port) throws java.io.IOException {
        int chosen = port;
        if (chosen == 0) {
            // CXF's Jetty engine needs the port up front.
            try (java.net.ServerSocket free = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
                chosen = free.getLocalPort();
            }
        }
        JaxWsServerFactoryBean factory = new JaxWsServerFactoryBean();
        factory.setServiceClass(Orders.class);
        factory.setServiceBean(new OrdersService());
        factory.setAddress("http://127.0.0.1:" + chosen + PATH);
        return new CxfServer(factory.create(), factory.getBus(), chosen);
    }

    /** The service's address. */
    public String address() {
        return "http://127.0.0.1:" + port + PATH;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public void stop() {
        server.destroy();
        bus.shutdown(true);
    }

    public static void main(String[] args) {
        ServerMain.run(args, "the Apache CXF Orders service", CxfServer::start);
    }
}
