package dev.bindwise.runtime.internal.jca;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;

import dev.bindwise.runtime.internal.Deadline;
import dev.bindwise.runtime.internal.SetUpGate;
import dev.bindwise.runtime.internal.TransportException;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;

/**
 * The CCI connections of one JCA port. Inside a container ({@link FactorySource#managed()}) the container's
 * connection manager pools: each interaction gets its own connection handle and closes it right after, so that
 * no handle is held across calls (and across the caller's transactions), as the Connector specification tells a
 * client. Outside one the factory's connections are plain connections that nothing pools: the client keeps the
 * idle ones for the next call, one per concurrent caller. Either way one new connection is set up at a time until
 * one has been, then side by side ({@link SetUpGate}), so that callers of a hung server wait for one timeout
 * together.
 */
final class CciConnections {

    private final ConnectionFactory factory;
    private final boolean pooled;
    private final SetUpGate connecting;
    private final String describe;
    /** Outside a container only: the connections between two calls. */
    private final Deque<Connection> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    CciConnections(FactorySource source, SetUpGate connecting, String describe) {
        this.factory = source.factory();
        this.pooled = !source.managed();
        this.connecting = connecting;
        this.describe = describe;
    }

    /** Whether this client keeps connections from call to call (outside a container). */
    boolean pooled() {
        return pooled;
    }

    /**
     * A connection for one interaction: an idle one where the client pools, else a new one within the deadline.
     *
     * @throws TransportException (not sent) when the set-up in flight failed or the port was left out meanwhile
     */
    Connection get(Deadline deadline) throws ResourceException {
        Connection held = pooled ? idle.pollFirst() : null;
        return held != null ? held : newConnection(deadline);
    }

    private Connection newConnection(Deadline deadline) throws ResourceException {
        connecting.enter(deadline);
        try {
            Connection connection = factory.getConnection();
            connecting.leave();
            return connection;
        } catch (ResourceException e) {
            if (JcaClient.isTransport(e)) {
                connecting.leave(TransportException.notSent(describe + ": no connection: " + e.getMessage(), e));
            } else {
                connecting.leave();
            }
            throw e;
        } catch (RuntimeException | Error e) {
            connecting.leave();
            throw e;
        }
    }

    /** The interaction is over: the connection is kept for the next call where the client pools and it still works, else closed. */
    void release(Connection connection, boolean reusable) {
        if (pooled && reusable && !closed) {
            idle.offerFirst(connection);
            if (closed) {
                closeIdle();
            }
        } else {
            close(connection);
        }
    }

    /** The server broke or a call was abandoned: the idle connections to it would fail the next calls as well. */
    void closeIdle() {
        for (Connection connection = idle.pollFirst(); connection != null; connection = idle.pollFirst()) {
            close(connection);
        }
    }

    void close() {
        closed = true;
        closeIdle();
    }

    static void close(Connection connection) {
        try {
            connection.close();
        } catch (ResourceException e) {
            // the connection is gone either way
        }
    }
}
