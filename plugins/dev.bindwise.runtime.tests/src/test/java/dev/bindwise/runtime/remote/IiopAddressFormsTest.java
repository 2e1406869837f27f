package dev.bindwise.runtime.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.omg.CORBA.ORB;
import org.omg.CosNaming.NamingContext;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * The runtime's RMI-IIOP client reaches the Trader object of the examples' GlassFish-ORB naming service
 * through every address form that {@code IiopAddress} reads: corbaloc, corbaname with a context name,
 * iiop:// and iiopname:// with and without one, and the IOR of the root context and of a sub-context.
 * The test binds the Trader also under bindwise/tests, a context it makes in the naming service.
 */
@Timeout(120)
class IiopAddressFormsTest {

    private static final String CONTEXT = "bindwise/tests";

    @TempDir
    static Path logs;
    private static ServerProcess iiopServer;
    private static ORB orb;
    private static String rootIor;
    private static String contextIor;

    @BeforeAll
    static void startServerAndBindTheTraderInAContext() throws Exception {
        iiopServer = ExampleServers.iiop(logs.resolve("iiop-server.log"));
        Properties properties = new Properties();
        properties.setProperty("com.sun.corba.ee.ORBServerHost", "127.0.0.1");
        properties.setProperty("com.sun.corba.ee.ORBServerPort", "0");
        orb = ORB.init(new String[0], properties);
        NamingContextExt root = NamingContextExtHelper.narrow(
                orb.string_to_object("corbaloc:iiop:1.2@127.0.0.1:" + iiopServer.port() + "/NameService"));
        NamingContext bindwise = root.bind_new_context(root.to_name("bindwise"));
        NamingContext tests = bindwise.bind_new_context(root.to_name("tests"));
        tests.rebind(root.to_name("Trader"), root.resolve_str("Trader"));
        rootIor = orb.object_to_string(root);
        contextIor = orb.object_to_string(tests);
    }

    @AfterAll
    static void stop() {
        if (orb != null) {
            orb.destroy();
        }
        if (iiopServer != null) {
            iiopServer.close();
        }
    }

    @Test
    void corbaloc() {
        assertReachesTheTrader("corbaloc:iiop:127.0.0.1:" + iiopServer.port(), "Trader");
        assertReachesTheTrader("corbaloc::1.2@127.0.0.1:" + iiopServer.port() + "/NameService", CONTEXT + "/Trader");
    }

    @Test
    void corbanameWithAContextName() {
        assertReachesTheTrader("corbaname:iiop:127.0.0.1:" + iiopServer.port() + "#" + CONTEXT, "Trader");
        assertReachesTheTrader("corbaname:iiop:127.0.0.1:" + iiopServer.port(), "Trader");
    }

    @Test
    void iiopUrlWithAndWithoutAContextName() {
        assertReachesTheTrader("iiop://127.0.0.1:" + iiopServer.port() + "/" + CONTEXT, "Trader");
        assertReachesTheTrader("iiop://127.0.0.1:" + iiopServer.port(), "Trader");
    }

    @Test
    void iiopnameUrl() {
        assertReachesTheTrader("iiopname://127.0.0.1:" + iiopServer.port(), "Trader");
        assertReachesTheTrader("iiopname://127.0.0.1:" + iiopServer.port() + "/" + CONTEXT, "Trader");
    }

    @Test
    void iorOfTheRootContextAndOfASubContext() {
        assertReachesTheTrader(rootIor, "Trader");
        assertReachesTheTrader(contextIor, "Trader");
    }

    private static void assertReachesTheTrader(String address, String name) {
        ServicePlan plan = ServicePlan.service("TraderService", "test plan")
                .endpoint(new Endpoint.RmiIiop("TraderIiopPort", address, name, "dev.bindwise.examples.iiop.TraderRemote"))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .routes(new Route.RmiIiop("TraderIiopPort", "getQuote")))
                .build();
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, IiopAddressFormsTest.class.getClassLoader(),
                RuntimeOptions.defaults())) {
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.RMI_IIOP, status.current(), address + ": " + status);
            assertEquals(List.of(), status.leftOut(), address);
            assertEquals("IBM", ((Quote) runtime.call(0, "forms", "IBM")).getCompany(), address);
        }
    }
}
