package dev.bindwise.examples.jca.cci;

import java.io.PrintWriter;
import java.util.Objects;
import java.util.Set;

import javax.security.auth.Subject;

import jakarta.resource.ResourceException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionManager;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionFactory;

/**
 * The resource adapter's entry point, configured with the transaction server that connections go to by
 * default (host and port, as in the WSDL's cics:address). An application server hands it its own
 * ConnectionManager; outside one, {@link #createConnectionFactory()} uses a manager that opens a physical
 * connection per {@code getConnection()} and closes it with its handle.
 */
public final class CommareaManagedConnectionFactory implements ManagedConnectionFactory {

    private static final long serialVersionUID = 1L;

    private String host = "127.0.0.1";
    private int port = 2006;
    private transient PrintWriter logWriter;

    public String getHost() {
        return host;
    }

    public void setHost(String host) {
        this.host = host;
    }

    public int getPort() {
        return port;
    }

    public void setPort(int port) {
        this.port = port;
    }

    @Override
    public Object createConnectionFactory(ConnectionManager manager) {
        return new CommareaConnectionFactory(this, manager);
    }

    @Override
    public Object createConnectionFactory() {
        return new CommareaConnectionFactory(this, new UnmanagedConnections());
    }

    @Override
    public ManagedConnection createManagedConnection(Subject subject, ConnectionRequestInfo info) throws ResourceException {
        return new CommareaManagedConnection(target(info));
    }

    @Override
    public ManagedConnection matchManagedConnections(@SuppressWarnings("rawtypes") Set candidates, Subject subject,
            ConnectionRequestInfo info) {
        CommareaConnectionSpec target = target(info);
        for (Object candidate : candidates) {
            if (candidate instanceof CommareaManagedConnection connection && connection.target().equals(target)) {
                return connection;
            }
        }
        return null;
    }

    private CommareaConnectionSpec target(ConnectionRequestInfo info) {
        return info instanceof CommareaConnectionSpec spec ? spec : new CommareaConnectionSpec(host, port);
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        logWriter = out;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CommareaManagedConnectionFactory factory && host.equals(factory.host) && port == factory.port;
    }

    @Override
    public int hashCode() {
        return Objects.hash(host, port);
    }

    /** The non-managed default: no pool, no transactions; a physical connection ends with its handle or its first failure. */
    private static final class UnmanagedConnections implements ConnectionManager {

        private static final long serialVersionUID = 1L;

        @Override
        public Object allocateConnection(ManagedConnectionFactory factory, ConnectionRequestInfo info) throws ResourceException {
            ManagedConnection connection = factory.createManagedConnection(null, info);
            connection.addConnectionEventListener(new ConnectionEventListener() {
                @Override
                public void connectionClosed(ConnectionEvent event) {
                    destroy(connection);
                }

                @Override
                public void connectionErrorOccurred(ConnectionEvent event) {
                    destroy(connection);
                }

                @Override
                public void localTransactionStarted(ConnectionEvent event) {
                    // no transactions here
                }

                @Override
                public void localTransactionCommitted(ConnectionEvent event) {
                    // no transactions here
                }

                @Override
                public void localTransactionRolledback(ConnectionEvent event) {
                    // no transactions here
                }
            });
            return connection.getConnection(null, info);
        }

        private static void destroy(ManagedConnection connection) {
            try {
                connection.destroy();
            } catch (ResourceException e) {
                // closing a socket that is gone already: nothing left to release
            }
        }
    }
}
