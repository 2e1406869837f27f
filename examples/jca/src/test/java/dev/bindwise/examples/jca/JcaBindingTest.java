package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.driver.SilentListener;
import dev.bindwise.examples.financial.Financial;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.examples.jca.eci.EciProtocol;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.internal.TransportException;
import dev.bindwise.runtime.internal.jca.ByteRecord;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.spi.CommException;
import jakarta.resource.spi.EISSystemException;

/**
 * The JCA binding end to end: the real CommareaServer in a JVM of its own, called by the driver's clients
 * (the runtime's JCA client over the example adapter) and by the adapter's own interactions.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class JcaBindingTest {

    private static final String HOST = "127.0.0.1";
    private static final Duration READY_WITHIN = Duration.ofSeconds(30);
    private static final ExampleService TRADER = ExampleServices.named("trader").orElseThrow();
    private static final ExampleService FINANCIAL = ExampleServices.named("financial").orElseThrow();

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static JcaBinding binding;

    @BeforeAll
    static void startServer() throws Exception {
        binding = new JcaBinding();
        server = start(0, "commarea-server.log");
    }

    @AfterAll
    static void stopServer() throws Exception {
        try {
            if (binding != null) {
                binding.close();
            }
        } finally {
            if (server != null) {
                stop(server);
            }
        }
    }

    @Test
    void traderAnswersAsTheLocalImplementationDrivenThroughTheSameCalls() throws Exception {
        Trader remote = binding.client(TRADER, Trader.class, HOST, server.port());
        Trader local = new TraderImpl();
        for (String name : List.of("getQuote", "buy", "buy", "sell", "getQuote", "sell", "sell")) {
            ExampleOperation operation = TRADER.operation(name);
            Object expected = operation.invoke(Trader.class, local, operation.defaults());
            Object actual = operation.invoke(Trader.class, remote, operation.defaults());
            assertEquals(SameContent.describe(expected), SameContent.describe(actual), name);
        }
        Object longest = remote.getQuote("USER0001", "A" + "B".repeat(19));
        assertEquals(SameContent.describe(local.getQuote("USER0001", "A" + "B".repeat(19))), SameContent.describe(longest));
    }

    @Test
    void financialAnswersAsTheLocalImplementation() throws Exception {
        Financial remote = binding.client(FINANCIAL, Financial.class, HOST, server.port());
        for (ExampleOperation operation : FINANCIAL.operations()) {
            Object expected = operation.invoke(Financial.class, new FinancialImpl(), operation.defaults());
            Object actual = operation.invoke(Financial.class, remote, operation.defaults());
            assertEquals(SameContent.describe(expected), SameContent.describe(actual), operation.name());
        }
    }

    @Test
    void theServerAnswersBadCallsWithAReturnCodeAndAMessageAndKeepsTheConnection() throws Exception {
        CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
        adapter.setPort(server.port());
        Connection connection = ((ConnectionFactory) adapter.createConnectionFactory()).getConnection();
        try {
            Interaction interaction = connection.createInteraction();
            EISSystemException unknown = assertThrows(EISSystemException.class, () -> interaction.execute(
                    new CommareaInteractionSpec("NOSUCHPG", InteractionSpec.SYNC_SEND_RECEIVE),
                    new ByteRecord("ANY", new byte[10]), new ByteRecord("ANY", new byte[0])));
            assertEquals("PGMIDERR", unknown.getErrorCode());
            assertTrue(unknown.getMessage().contains("no program 'NOSUCHPG' on this server; it runs [FINADDSH, TRADERBL]")
                    || unknown.getMessage().contains("no program 'NOSUCHPG' on this server; it runs [TRADERBL, FINADDSH]"),
                    unknown.getMessage());

            CommareaOperation getQuote = CommareaServiceTest.bundled("trader").operation("getQuote");
            byte[] dance = getQuote.request().encodeValues("dance", "USER0001", "IBM");
            CommareaInteractionSpec traderbl = new CommareaInteractionSpec("TRADERBL", InteractionSpec.SYNC_SEND_RECEIVE);
            EISSystemException abend = assertThrows(EISSystemException.class, () -> interaction.execute(
                    traderbl, new ByteRecord("ANY", dance), new ByteRecord("ANY", new byte[0])));
            assertEquals("ABEND", abend.getErrorCode());
            assertTrue(abend.getMessage().contains("has no request type 'dance'; it serves [getQuote, buy, sell]"),
                    abend.getMessage());

            ByteRecord reply = (ByteRecord) interaction.execute(traderbl,
                    new ByteRecord("ANY", getQuote.request().encodeValues("getQuote", "USER0001", "IBM")));
            assertEquals(SameContent.describe(new TraderImpl().getQuote("USER0001", "IBM")),
                    SameContent.describe(getQuote.reply().decodeValues(reply.bytes(), Quote.class)[0]),
                    "the connection still serves");
        } finally {
            connection.close();
        }
    }

    @Test
    void aCommareaLengthOutOfRangeIsAnsweredThenTheConnectionIsClosed() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            DataOutputStream out = new DataOutputStream(socket.getOutputStream());
            out.write(new byte[] {(byte) 0xE3, (byte) 0xD9, (byte) 0xC1, (byte) 0xC4, (byte) 0xC5, (byte) 0xD9, (byte) 0xC2, (byte) 0xD3});
            out.writeInt(-5);
            DataInputStream in = new DataInputStream(socket.getInputStream());
            EciProtocol.Reply reply = EciProtocol.readReply(in);
            assertEquals(EciProtocol.ReturnCode.LENGERR, reply.returnCode());
            assertTrue(reply.message().contains("COMMAREA length -5 is not between 0 and"), reply.message());
            assertEquals(-1, in.read(), "the server closed the connection");
        }
    }

    /**
     * The adapter opens a connection with a call of the no-op program, which the server answers with an empty
     * COMMAREA; a server that accepts and never answers gives no connection, within the adapter's 5 s bound.
     */
    @Test
    void aConnectionOpensWithANoOpCallThatASilentServerDoesNotAnswer() throws Exception {
        try (Socket socket = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            EciProtocol.writeRequest(new DataOutputStream(socket.getOutputStream()), EciProtocol.NOOP_PROGRAM, new byte[0]);
            EciProtocol.Reply reply = EciProtocol.readReply(new DataInputStream(socket.getInputStream()));
            assertEquals(EciProtocol.ReturnCode.NORMAL, reply.returnCode());
            assertEquals(0, reply.data().length);
        }
        try (SilentListener hanging = new SilentListener(0)) {
            CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
            adapter.setPort(hanging.port());
            ConnectionFactory connections = (ConnectionFactory) adapter.createConnectionFactory();
            long start = System.nanoTime();
            CommException silent = assertThrows(CommException.class, connections::getConnection);
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            // not before the adapter's 5 s bound; well before its socket's 60 s read timeout (a margin for a busy machine)
            assertTrue(took.compareTo(Duration.ofSeconds(5)) >= 0 && took.compareTo(Duration.ofSeconds(20)) < 0, "took " + took);
            assertEquals("the transaction server at 127.0.0.1:" + hanging.port() + " accepted the connection but did not"
                    + " answer its no-op call within 5000 ms (hung or stopped?)", silent.getMessage());
        }
    }

    @Test
    void aStoppedServerGivesAClearError() throws Exception {
        ServerProcess stopping = start(0, "stopping.log");
        Trader trader;
        try (stopping) {
            trader = binding.client(TRADER, Trader.class, HOST, stopping.port());
            trader.getQuote("USER0001", "IBM");
            stop(stopping);
        }
        TransportException lost = assertThrows(TransportException.class, () -> trader.getQuote("USER0001", "IBM"));
        assertTrue(lost.getMessage().startsWith("JCA port trader at tcp://127.0.0.1:" + stopping.port() + ": getQuote (program "
                + "TRADERBL) failed in transport: lost the connection to the transaction server at 127.0.0.1:"
                + stopping.port()), lost.getMessage());

        TransportException refused = assertThrows(TransportException.class, () -> trader.getQuote("USER0001", "IBM"));
        assertTrue(refused.getMessage().contains("cannot connect to the transaction server at 127.0.0.1:" + stopping.port()
                + ": Connection refused"), refused.getMessage());
    }

    @Test
    void aTakenPortEndsTheServerWithAClearError() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ServerProcess.NotStarted failure = assertThrows(ServerProcess.NotStarted.class,
                    () -> start(taken.getLocalPort(), "taken.log"));
            assertEquals(3, failure.exitCode());
            assertEquals(List.of(), failure.stdout());
            String ending = Files.readString(logs.resolve("taken.log"));
            assertTrue(ending.startsWith("CommareaServer: cannot start on 127.0.0.1:" + taken.getLocalPort()), ending);
            assertTrue(ending.contains("Address already in use"), ending);
        }
    }

    /** The CommareaServer in a JVM of its own, as the driver starts it, its stderr in a log of the test's. */
    private static ServerProcess start(int port, String log) throws IOException {
        return ServerProcess.start(binding, port, logs.resolve(log), READY_WITHIN);
    }

    /** Closing its standard input stops the server within seconds, cleanly, having printed its READY line only. */
    private static void stop(ServerProcess server) throws IOException {
        assertEquals(0, server.stop(), () -> "exit code; the server's log: " + log(server));
        assertEquals(List.of(ServerMain.READY + " " + server.port()), server.stdout());
    }

    private static String log(ServerProcess server) {
        try {
            return Files.readString(server.log());
        } catch (IOException e) {
            return "(none: " + e + ")";
        }
    }
}
