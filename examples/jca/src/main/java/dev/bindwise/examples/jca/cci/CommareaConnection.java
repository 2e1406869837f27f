package dev.bindwise.examples.jca.cci;

import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionMetaData;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.LocalTransaction;
import jakarta.resource.cci.ResultSetInfo;
import jakarta.resource.spi.IllegalStateException;

/** An application's handle on a physical connection; closing it gives the connection back to its manager. */
final class CommareaConnection implements Connection {

    private CommareaManagedConnection managed;
    private boolean closed;

    CommareaConnection(CommareaManagedConnection managed) {
        this.managed = managed;
    }

    void associate(CommareaManagedConnection other) {
        managed = other;
    }

    byte[] call(String program, byte[] commarea) throws ResourceException {
        checkOpen();
        return managed.call(program, commarea);
    }

    @Override
    public Interaction createInteraction() throws ResourceException {
        checkOpen();
        return new CommareaInteraction(this);
    }

    @Override
    public LocalTransaction getLocalTransaction() throws ResourceException {
        throw new NotSupportedException("the transaction server has no transactions");
    }

    @Override
    public ConnectionMetaData getMetaData() throws ResourceException {
        throw new NotSupportedException("this example adapter publishes no metadata");
    }

    @Override
    public ResultSetInfo getResultSetInfo() throws ResourceException {
        throw new NotSupportedException("a COMMAREA is no result set");
    }

    @Override
    public void close() {
        if (!closed) {
            closed = true;
            managed.closed(this);
        }
    }

    private void checkOpen() throws ResourceException {
        if (closed) {
            throw new IllegalStateException("this connection is closed");
        }
    }
}
