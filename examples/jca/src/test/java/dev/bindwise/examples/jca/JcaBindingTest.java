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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.financial.Financial;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.examples.jca.cci.CommareaRecord;
import dev.bindwise.examples.jca.eci.EciProtocol;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import jakarta.resource.cci.Connection;
import jakarta.resource.cci.ConnectionFactory;
import jakarta.resource.cci.Interaction;
import jakarta.resource.cci.InteractionSpec;
import jakarta.resource.spi.EISSystemException;

/** The JCA binding end to end: the real CommareaServer in a JVM of its own, reached through a byte-counting relay. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class JcaBindingTest {

    private static final String HOST = "127.0.0.1";
    private static final Duration READY_WITHIN = Duration.ofSeconds(30);
    private static final ExampleService TRADER = ExampleServices.named("trader").orElseThrow();
    private static final ExampleService FINANCIAL = ExampleServices.named("financial").orElseThrow();

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;
    private static JcaBinding binding;

    @BeforeAll
    static void startServer() throws Exception {
        binding = new JcaBinding();
        server = start(0, "commarea-server.log");
        relay = new ByteCountingRelay(server.port());
    }

    @AfterAll
    static void stopServer() throws Exception {
        try {
            if (binding != null) {
                binding.close();
            }
            if (relay != null) {
                relay.close();
            }
        } finally {
            if (server != null) {
                stop(server);
            }
        }
    }

    @Test
    void traderAnswersAsTheLocalImplementationDrivenThroughTheSameCalls() throws Exception {
        Trader remote = binding.client(TRADER, Trader.class, HOST, relay.port());
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
        Financial remote = binding.client(FINANCIAL, Financial.class, HOST, relay.port());
        for (ExampleOperation operation : FINANCIAL.operations()) {
            Object expected = operation.invoke(Financial.class, new FinancialImpl(), operation.defaults());
            Object actual = operation.invoke(Financial.class, remote, operation.defaults());
            assertEquals(SameContent.describe(expected), SameContent.describe(actual), operation.name());
        }
    }

    @Test
    void theWireCarriesTheRecordsAndTheFrameHeadersOnly() throws Exception {
        Trader trader = binding.client(TRADER, Trader.class, HOST, relay.port());
        trader.getQuote("USER0001", "IBM");
        relay.reset();
        trader.getQuote("USER0001", "IBM");
        CommareaOperation getQuote = CommareaServiceTest.bundled("trader").operation("getQuote");
        assertEquals(EciProtocol.REQUEST_HEADER_LENGTH + getQuote.request().fixedLength(), relay.counts().requestBytes());
        assertEquals(12 + 46, relay.counts().requestBytes());
        assertEquals(EciProtocol.REPLY_HEADER_LENGTH + getQuote.reply().fixedLength(), relay.counts().replyBytes());
        assertEquals(8 + 135, relay.counts().replyBytes());

        Financial financial = binding.client(FINANCIAL, Financial.class, HOST, relay.port());
        CommareaOperation addShort = CommareaServiceTest.bundled("financial").operation("handleAddShort");
        for (int positions : List.of(2, 20, 200)) {
            relay.reset();
            financial.handleAddShort(CommareaServiceTest.addShortRequest(positions));
            assertEquals(EciProtocol.REQUEST_HEADER_LENGTH + addShort.request().fixedLength()
                    + positions * addShort.request().lengthPerItem().get("request.positions"), relay.counts().requestBytes());
            assertEquals(EciProtocol.REPLY_HEADER_LENGTH + addShort.reply().fixedLength()
                    + positions * addShort.reply().lengthPerItem().get("return.positions"), relay.counts().replyBytes());
        }
    }

    @Test
    void concurrentCallersEachKeepOneConnection() throws Exception {
        int threads = 8;
        int calls = 40;
        Trader remote = binding.client(TRADER, Trader.class, HOST, relay.port());
        int connectionsBefore = relay.counts().connections();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> results = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                String user = "THREAD" + t;
                results.add(pool.submit(() -> {
                    start.await();
                    Trader local = new TraderImpl();
                    for (int i = 0; i < calls; i++) {
                        assertEquals(SameContent.describe(local.buy(user, "IBM", i)), SameContent.describe(remote.buy(user, "IBM", i)));
                        assertEquals(SameContent.describe(local.getQuote(user, "ACME" + i)),
                                SameContent.describe(remote.getQuote(user, "ACME" + i)));
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> result : results) {
                result.get();
            }
        } finally {
            pool.shutdownNow();
        }
        int opened = relay.counts().connections() - connectionsBefore;
        assertTrue(opened >= 1 && opened <= threads, opened + " connections for " + threads + " threads");
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
                    new CommareaRecord("ANY", new byte[10]), new CommareaRecord("ANY")));
            assertEquals("PGMIDERR", unknown.getErrorCode());
            assertTrue(unknown.getMessage().contains("no program 'NOSUCHPG' on this server; it runs [FINADDSH, TRADERBL]")
                    || unknown.getMessage().contains("no program 'NOSUCHPG' on this server; it runs [TRADERBL, FINADDSH]"),
                    unknown.getMessage());

            CommareaOperation getQuote = CommareaServiceTest.bundled("trader").operation("getQuote");
            byte[] dance = getQuote.request().encodeValues("dance", "USER0001", "IBM");
            EISSystemException abend = assertThrows(EISSystemException.class, () -> interaction.execute(
                    CommareaInteractionSpec.of("TRADERBL", null), new CommareaRecord("ANY", dance), new CommareaRecord("ANY")));
            assertEquals("ABEND", abend.getErrorCode());
            assertTrue(abend.getMessage().contains("has no request type 'dance'; it serves [getQuote, buy, sell]"),
                    abend.getMessage());

            CommareaRecord reply = (CommareaRecord) interaction.execute(CommareaInteractionSpec.of("TRADERBL", null),
                    new CommareaRecord("ANY", getQuote.requestRecord(new Object[] {"USER0001", "IBM"})));
            assertEquals(SameContent.describe(new TraderImpl().getQuote("USER0001", "IBM")),
                    SameContent.describe(getQuote.result(reply.bytes())), "the connection still serves");
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

    @Test
    void aStoppedServerGivesAClearError() throws Exception {
        ServerProcess stopping = start(0, "stopping.log");
        Trader trader;
        try (stopping) {
            trader = binding.client(TRADER, Trader.class, HOST, stopping.port());
            trader.getQuote("USER0001", "IBM");
            stop(stopping);
        }
        JcaCallException lost = assertThrows(JcaCallException.class, () -> trader.getQuote("USER0001", "IBM"));
        assertTrue(lost.getMessage().contains("getQuote on trader over JCA at 127.0.0.1:" + stopping.port() + " failed: "
                + "lost the connection to the transaction server at 127.0.0.1:" + stopping.port()), lost.getMessage());

        JcaCallException refused = assertThrows(JcaCallException.class, () -> trader.getQuote("USER0001", "IBM"));
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
