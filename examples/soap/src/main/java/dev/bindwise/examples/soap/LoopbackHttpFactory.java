package dev.bindwise.examples.soap;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;

import org.apache.axis2.AxisFault;
import org.apache.axis2.context.ConfigurationContext;
import org.apache.axis2.transport.http.server.AxisHttpConnectionImpl;
import org.apache.axis2.transport.http.server.DefaultConnectionListener;
import org.apache.axis2.transport.http.server.DefaultConnectionListenerFailureHandler;
import org.apache.axis2.transport.http.server.HttpConnectionManager;
import org.apache.axis2.transport.http.server.HttpFactory;
import org.apache.axis2.transport.http.server.IOProcessor;
import org.apache.hc.core5.http.config.Http1Config;
import org.apache.hc.core5.http.io.SocketConfig;

/**
 * Axis2's HTTP server parts, listening on a server socket bound beforehand. Axis2's own listener opens
 * {@code new ServerSocket(port)}, which accepts on every interface; the example servers must be
 * reachable from this machine only.
 */
final class LoopbackHttpFactory extends HttpFactory {

    private final ServerSocket socket;

    LoopbackHttpFactory(ConfigurationContext context, ServerSocket socket) throws AxisFault {
        super(context, socket.getLocalPort());
        this.socket = socket;
    }

    @Override
    public IOProcessor newRequestConnectionListener(String scheme, int port, HttpConnectionManager connections,
            Http1Config http1Config, SocketConfig socketConfig) throws IOException {
        return new BoundListener(scheme, socket, connections, http1Config, socketConfig);
    }

    /** Accepts on the given socket. SimpleHttpServer insists on a DefaultConnectionListener, hence the subclass. */
    private static final class BoundListener extends DefaultConnectionListener {

        private final String scheme;
        private final ServerSocket socket;
        private final HttpConnectionManager connections;
        private final Http1Config http1Config;
        private final SocketConfig socketConfig;

        BoundListener(String scheme, ServerSocket socket, HttpConnectionManager connections, Http1Config http1Config,
                SocketConfig socketConfig) throws IOException {
            super(scheme, socket.getLocalPort(), connections, new DefaultConnectionListenerFailureHandler(),
                    http1Config, socketConfig);
            this.scheme = scheme;
            this.socket = socket;
            this.connections = connections;
            this.http1Config = http1Config;
            this.socketConfig = socketConfig;
        }

        @Override
        public void run() {
            try {
                while (!Thread.interrupted()) {
                    Socket accepted = socket.accept();
                    connections.process(new AxisHttpConnectionImpl(scheme, accepted, http1Config, socketConfig));
                }
            } catch (SocketException closed) {
                // destroy() closed the socket: the server stops
            } catch (IOException e) {
                System.err.println("SoapServer: accepting connections failed: " + e);
            } finally {
                destroy();
            }
        }

        @Override
        public void awaitSocketOpen() {
            // bound before the listener was made
        }

        @Override
        public int getPort() {
            return socket.getLocalPort();
        }

        @Override
        public synchronized void close() throws IOException {
            socket.close();
        }

        @Override
        public boolean isDestroyed() {
            return socket.isClosed();
        }
    }
}
