package dev.bindwise.examples.jca;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.jca.eci.EciProtocol;
import dev.bindwise.examples.jca.eci.EciProtocol.Request;
import dev.bindwise.examples.jca.eci.EciProtocol.ReturnCode;

/**
 * A small transaction server, our stand-in for CICS behind ECI: on 127.0.0.1 it runs programs that take a
 * COMMAREA and give one back. It runs TRADERBL (Trader: getQuote, buy, sell) and FINADDSH (Financial:
 * handleAddShort), with the records that the bundled WSDLs' cics bindings lay out ({@link CommareaService}).
 *
 * <p>The protocol ({@link EciProtocol}), on connections that stay open from call to call, one call at a time:
 * <pre>
 * request: program name (8 bytes, EBCDIC, space padded) | COMMAREA length (4 bytes) | COMMAREA
 * reply:   return code (4 bytes)  | data length (4 bytes) | reply COMMAREA, or a message (EBCDIC)
 * </pre>
 * The no-op program {@value EciProtocol#NOOP_PROGRAM}, which clients call to open a connection, answers
 * an empty COMMAREA at once. Return codes: 0 normal; 1 PGMIDERR, no such program; 2 LENGERR, a COMMAREA length out of range, after
 * which the server closes the connection, as the stream can no longer be framed; 3 ABEND, the program
 * failed (a record that does not fit its layout, an unknown request type, an exception of the service).
 * Every connection has a thread of its own (a virtual thread).
 */
public final class CommareaServer implements ServerMain.Running {

    private final ServerSocket listener;
    private final Map<String, CommareaProgram> programs;
    private final ExecutorService connections = Executors.newVirtualThreadPerTaskExecutor();
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();

    private CommareaServer(ServerSocket listener, Map<String, CommareaProgram> programs) {
        this.listener = listener;
        this.programs = programs;
    }

    public static void main(String[] args) {
        ServerMain.run(args, "CommareaServer", CommareaServer::start);
    }

    /**
     * Listens on 127.0.0.1 at the port (0: any free one), once the programs' layouts are read: a server
     * started again on its port accepts no connection before it can answer it.
     */
    public static CommareaServer start(int port) throws IOException {
        Map<String, CommareaProgram> programs = CommareaProgram.forExampleServices();
        ServerSocket listener = new ServerSocket();
        try {
            listener.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        } catch (IOException | RuntimeException e) {
            listener.close();
            throw e;
        }
        CommareaServer server = new CommareaServer(listener, programs);
        Thread.ofPlatform().name("commarea-accept").daemon().start(server::accept);
        return server;
    }

    @Override
    public int port() {
        return listener.getLocalPort();
    }

    @Override
    public void stop() {
        try {
            listener.close();
        } catch (IOException e) {
            // it stops listening either way
        }
        for (Socket socket : open) {
            close(socket);
        }
        connections.shutdownNow();
    }

    private void accept() {
        while (!listener.isClosed()) {
            try {
                Socket socket = listener.accept();
                open.add(socket);
                connections.execute(() -> serve(socket));
            } catch (IOException e) {
                if (!listener.isClosed()) {
                    System.err.println("CommareaServer: cannot accept a connection: " + e);
                }
            }
        }
    }

    private void serve(Socket socket) {
        try {
            socket.setTcpNoDelay(true);
            DataInputStream in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
            while (true) {
                Request request;
                try {
                    request = EciProtocol.readRequest(in);
                } catch (EciProtocol.LengthException e) {
                    EciProtocol.writeMessage(out, ReturnCode.LENGERR, e.getMessage() + "; the server closes the connection");
                    return;
                }
                if (request == null) {
                    return;
                }
                answer(request, out);
            }
        } catch (IOException e) {
            // the client went away in the middle of a frame, or the server stops: nobody to answer
        } finally {
            open.remove(socket);
            close(socket);
        }
    }

    private void answer(Request request, DataOutputStream out) throws IOException {
        if (request.program().equals(EciProtocol.NOOP_PROGRAM)) {
            EciProtocol.writeReply(out, ReturnCode.NORMAL, new byte[0]);
            return;
        }
        CommareaProgram program = programs.get(request.program());
        if (program == null) {
            EciProtocol.writeMessage(out, ReturnCode.PGMIDERR, "no program '" + request.program()
                    + "' on this server; it runs " + programs.keySet());
            return;
        }
        byte[] reply;
        try {
            reply = program.run(request.commarea());
        } catch (Exception e) {
            String message = "program " + program + " abended: " + e;
            System.err.println("CommareaServer: " + message);
            EciProtocol.writeMessage(out, ReturnCode.ABEND, message);
            return;
        }
        EciProtocol.writeReply(out, ReturnCode.NORMAL, reply);
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // nothing more to release
        }
    }
}
