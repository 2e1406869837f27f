package dev.bindwise.examples.jca.cci;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import javax.security.auth.Subject;
import javax.transaction.xa.XAResource;

import dev.bindwise.examples.jca.eci.EciProtocol;
import jakarta.resource.NotSupportedException;
import jakarta.resource.ResourceException;
import jakarta.resource.spi.CommException;
import jakarta.resource.spi.ConnectionEvent;
import jakarta.resource.spi.ConnectionEventListener;
import jakarta.resource.spi.ConnectionRequestInfo;
import jakarta.resource.spi.EISSystemException;
import jakarta.resource.spi.LocalTransaction;
import jakarta.resource.spi.ManagedConnection;
import jakarta.resource.spi.ManagedConnectionMetaData;

/**
 * The physical connection: one TCP connection to the transaction server, which runs one call at a time,
 * opened with a call of the server's no-op program ({@link EciProtocol#NOOP_PROGRAM}) that must be answered
 * within {@value #HELLO_TIMEOUT_MILLIS} ms: a server that accepts connections but is hung or frozen gives
 * no connection, so a probe that asks this adapter for one finds it out.
 * A failure on the wire is a {@link CommException} and tells the connection manager to drop the
 * connection; a call that the server answers with an error is an {@link EISSystemException} whose error
 * code is the return code's name, and leaves the connection usable.
 */
final class CommareaManagedConnection implements ManagedConnection {

    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;
    /** Long enough for the largest call; short enough that a hung server fails a benchmark rather than stalls it. */
    private static final int READ_TIMEOUT_MILLIS = 60_000;
    /** An empty call answers at once; a server that takes longer is not fit for calls anyway. */
    private static final int HELLO_TIMEOUT_MILLIS = 5_000;

    private final CommareaConnectionSpec target;
    private final Socket socket = new Socket();
    private final DataInputStream in;
    private final DataOutputStream out;
    private final List<ConnectionEventListener> listeners = new CopyOnWriteArrayList<>();
    private PrintWriter logWriter;

    CommareaManagedConnection(CommareaConnectionSpec target) throws ResourceException {
        this.target = target;
        try {
            socket.connect(new InetSocketAddress(target.host(), target.port()), CONNECT_TIMEOUT_MILLIS);
            socket.setTcpNoDelay(true);
            in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
        } catch (IOException e) {
            close();
            throw new CommException("cannot connect to the transaction server at " + target + ": " + e.getMessage(), e);
        }
        hello();
    }

    /**
     * Calls the no-op program: any answer in the protocol (a server without it answers PGMIDERR) shows the
     * server is there and serving; none within the bound, or bytes that do not frame, end the connection.
     */
    private void hello() throws CommException {
        try {
            socket.setSoTimeout(HELLO_TIMEOUT_MILLIS);
            EciProtocol.writeRequest(out, EciProtocol.NOOP_PROGRAM, new byte[0]);
            EciProtocol.readReply(in);
            socket.setSoTimeout(READ_TIMEOUT_MILLIS);
        } catch (SocketTimeoutException e) {
            close();
            throw new CommException("the transaction server at " + target + " accepted the connection but did not answer"
                    + " its no-op call within " + HELLO_TIMEOUT_MILLIS + " ms (hung or stopped?)", e);
        } catch (IOException e) {
            close();
            throw new CommException("the transaction server at " + target + " did not answer its no-op call: "
                    + (e instanceof EOFException ? "it closed the connection" : e.toString()), e);
        }
    }

    CommareaConnectionSpec target() {
        return target;
    }

    /** Runs a program with a COMMAREA and returns the reply COMMAREA. */
    synchronized byte[] call(String program, byte[] commarea) throws ResourceException {
        EciProtocol.Reply reply;
        try {
            EciProtocol.writeRequest(out, program, commarea);
            reply = EciProtocol.readReply(in);
        } catch (IOException e) {
            CommException failure = new CommException("lost the connection to the transaction server at " + target
                    + " in a call of " + program + ": "
                    + (e instanceof EOFException ? "the server closed it" : e.toString()), e);
            for (ConnectionEventListener listener : listeners) {
                listener.connectionErrorOccurred(new ConnectionEvent(this, ConnectionEvent.CONNECTION_ERROR_OCCURRED, failure));
            }
            throw failure;
        }
        if (reply.returnCode() != EciProtocol.ReturnCode.NORMAL) {
            throw new EISSystemException(program + " at " + target + " ended with " + reply.returnCode() + ": "
                    + reply.message(), reply.returnCode().name());
        }
        return reply.data();
    }

    /** A handle was closed: the connection manager decides what becomes of this connection. */
    void closed(CommareaConnection handle) {
        ConnectionEvent event = new ConnectionEvent(this, ConnectionEvent.CONNECTION_CLOSED);
        event.setConnectionHandle(handle);
        for (ConnectionEventListener listener : listeners) {
            listener.connectionClosed(event);
        }
    }

    @Override
    public Object getConnection(Subject subject, ConnectionRequestInfo info) {
        return new CommareaConnection(this);
    }

    @Override
    public void destroy() {
        close();
    }

    @Override
    public void cleanup() {
        // handles hold no state of their own
    }

    @Override
    public void associateConnection(Object handle) {
        ((CommareaConnection) handle).associate(this);
    }

    @Override
    public void addConnectionEventListener(ConnectionEventListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeConnectionEventListener(ConnectionEventListener listener) {
        listeners.remove(listener);
    }

    @Override
    public XAResource getXAResource() throws ResourceException {
        throw new NotSupportedException("the transaction server has no transactions");
    }

    @Override
    public LocalTransaction getLocalTransaction() throws ResourceException {
        throw new NotSupportedException("the transaction server has no transactions");
    }

    @Override
    public ManagedConnectionMetaData getMetaData() throws ResourceException {
        throw new NotSupportedException("this example adapter publishes no metadata");
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        logWriter = out;
    }

    @Override
    public PrintWriter getLogWriter() {
        return logWriter;
    }

    private void close() {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing more to release
        }
    }
}
