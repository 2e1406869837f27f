package dev.bindwise.examples.cxf;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;

import org.apache.cxf.Bus;
import org.apache.cxf.BusFactory;
import org.apache.cxf.endpoint.Server;

import dev.bindwise.examples.ServerMain;

/**
 * CXF endpoints published on one bus and one port of 127.0.0.1, stopped together: what the CXF example's server
 * and the differential benchmark's server of random services share.
 */
public final class CxfEndpoints implements ServerMain.Running {

    /** Publishes the endpoints on the bus, at addresses on the port, each added to the list as it starts. */
    @FunctionalInterface
    public interface Publishing<E extends Exception> {

        void publish(Bus bus, int port, List<Server> started) throws E;
    }

    private final List<Server> servers;
    private final Bus bus;
    private final int port;

    private CxfEndpoints(List<Server> servers, Bus bus, int port) {
        this.servers = servers;
        this.bus = bus;
        this.port = port;
    }

    /**
     * Publishes on a new bus at the port (0: a free one); if publishing fails, what it had published is destroyed
     * and the bus shut down.
     */
    public static <E extends Exception> CxfEndpoints start(int port, Publishing<E> publishing) throws IOException, E {
        int chosen = port;
        if (chosen == 0) {
            // CXF's Jetty engine needs the port up front
            try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
                chosen = free.getLocalPort();
            }
        }
        Bus bus = BusFactory.newInstance().createBus();
        List<Server> started = new ArrayList<>();
        try {
            publishing.publish(bus, chosen, started);
        } catch (Exception | LinkageError e) {
            started.forEach(Server::destroy);
            bus.shutdown(true);
            throw e;
        }
        return new CxfEndpoints(started, bus, chosen);
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public void stop() {
        servers.forEach(Server::destroy);
        bus.shutdown(true);
    }
}
