package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;

import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.iiop.GlassFishOrbs;
import dev.bindwise.runtime.internal.iiop.IiopClient;

/**
 * An IiopClient called directly, one operation without a plan, at a relay in front of the example
 * server: with its own ORB only the naming service's first answer crosses the relay (the references name
 * the server's own port), with {@link GlassFishOrbs#clientReachingEverythingAt} every call does.
 */
@Timeout(60)
class ReachingOneAddressTest {

    private static final OperationPlan GET_QUOTE = OperationPlan.operation("getQuote", Quote.class, true)
            .parameter("userId", String.class).parameter("company", String.class)
            .route(new Route.RmiIiop(ExamplePlans.TRADER_IIOP, "getQuote")).build();

    @TempDir
    static Path logs;
    private static ServerProcess server;
    private static ByteCountingRelay relay;

    @BeforeAll
    static void startServerBehindRelay() throws Exception {
        server = ExampleServers.iiop(logs.resolve("iiop-server.log"));
        relay = new ByteCountingRelay(server.port());
    }

    @AfterAll
    static void stop() {
        if (relay != null) {
            relay.close();
        }
        if (server != null) {
            server.close();
        }
    }

    @Test
    void withItsOwnOrbTheCallsGoAroundTheRelay() throws Throwable {
        try (IiopClient client = new IiopClient(atRelay(), getClass().getClassLoader(), RuntimeOptions.defaults())) {
            ByteCountingRelay.Counts call = countedCall(client);
            assertEquals(0, call.requestBytes() + call.replyBytes(), "the call went straight to the server's port");
        }
    }

    @Test
    void throughAnOrbReachingEverythingAtTheRelayEveryCallCrossesIt() throws Throwable {
        ORB orb = GlassFishOrbs.clientReachingEverythingAt("127.0.0.1", relay.port(), RuntimeOptions.defaults());
        try (IiopClient client = new IiopClient(atRelay(), getClass().getClassLoader(),
                RuntimeOptions.defaults().resource(ExamplePlans.TRADER_IIOP, orb))) {
            ByteCountingRelay.Counts call = countedCall(client);
            assertTrue(call.requestBytes() > 100 && call.replyBytes() > 100, "the call did not cross the relay: " + call);
        } finally {
            orb.destroy();
        }
    }

    private static Endpoint.RmiIiop atRelay() {
        return new Endpoint.RmiIiop(ExamplePlans.TRADER_IIOP, "corbaloc:iiop:127.0.0.1:" + relay.port(), "Trader",
                "dev.bindwise.examples.iiop.TraderRemote");
    }

    /** getQuote prepared (the look-up), called once, then called again with the relay counting afresh. */
    private static ByteCountingRelay.Counts countedCall(IiopClient client) throws Throwable {
        OperationCall getQuote = client.prepare(GET_QUOTE, GET_QUOTE.routes().get(0));
        Object[] arguments = {"ROA", "IBM"};
        assertEquals(SameContent.describe(new TraderImpl().getQuote("ROA", "IBM")),
                SameContent.describe(getQuote.invoke(arguments)));
        relay.reset();
        getQuote.invoke(arguments);
        return relay.counts();
    }
}
