package dev.bindwise.examples.jca;

import java.util.Deque;
import java.util.concurrent.ConcurrentLinkedDeque;

import dev.bindwise.examples.jca.cci.CommareaConnectionSpec;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.cci.Record;
import jakarta.resource.spi.CommException;
import jakarta.resource.spi.IllegalStateException;

/**
 * The CCI connections of one client to one server, each used by one thread at a time and kept for the
 * next call, so that N client threads hold N connections. A connection that failed on the wire is dropped.
 */
final class ConnectionPool implements AutoCloseable {

    private final ConnectionFactory factory;
    private final CommareaConnectionSpec server;
    private final Deque<Connection> idle = new ConcurrentLinkedDeque<>();
    private volatile boolean closed;

    ConnectionPool(ConnectionFactory factory, CommareaConnectionSpec server) {
        this.factory = factory;
        this.server = server;
    }

    void execute(InteractionSpec spec, Record input, Record output) throws ResourceException {
        if (closed) {
            throw new IllegalStateException("the JCA binding is closed");
        }
        Connection connection = idle.pollFirst();
        if (connection == null) {
            connection = factory.getConnection(server);
        }
        boolean broken = false;
        try {
            Interaction interaction = connection.createInteraction();
            try {
                interaction.execute(spec, input, output);
            } finally {
                interaction.close();
            }
        } catch (CommException e) {
            broken = true;
            throw e;
        } finally {
            if (broken) {
                close(connection);
            } else {
                idle.offerFirst(connection);
                if (closed) {
                    closeIdle();
                }
            }
        }
    }

    @Override
    public void close() {
        closed = true;
        closeIdle();
    }

    private void closeIdle() {
        for (Connection connection = idle.pollFirst(); connection != null; connection = idle.pollFirst()) {
            close(connection);
        }
    }

    private static void close(Connection connection) {
        try {
            connection.close();
        } catch (ResourceException e) {
            // the connection is gone either way
        }
    }
}
