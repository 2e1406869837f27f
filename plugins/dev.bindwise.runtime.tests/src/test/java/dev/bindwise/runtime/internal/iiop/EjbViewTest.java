package dev.bindwise.runtime.internal.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URL;
import java.net.URLClassLoader;
import java.rmi.Remote;
import java.rmi.RemoteException;

import org.junit.jupiter.api.Test;

import jakarta.ejb.CreateException;
import jakarta.ejb.EJBHome;
import jakarta.ejb.EJBObject;

import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * What ejb:address className names, told by the class alone: an EJB home (whose create() gives the object the
 * calls go to) or the remote interface itself. The calls through a real home are in examples/wildfly.
 */
class EjbViewTest {

    interface Quotes extends Remote {
        double quote(String symbol) throws RemoteException;
    }

    interface QuotesObject extends EJBObject {
        double quote(String symbol) throws RemoteException;
    }

    interface QuotesHome extends EJBHome {
        QuotesObject create() throws CreateException, RemoteException;
    }

    /** A home of a home: the EJBHome is found up the interfaces. */
    interface BrandedQuotesHome extends QuotesHome {
    }

    /** A stateful bean's home: create needs a value nobody in the WSDL gives. */
    interface AccountHome extends EJBHome {
        QuotesObject create(String owner) throws CreateException, RemoteException;
    }

    @Test
    void aRemoteInterfaceIsCalledAsItIs() {
        EjbView view = EjbView.of(Quotes.class);
        assertFalse(view.isHome());
        assertEquals(Quotes.class, view.businessInterface());
    }

    @Test
    void aHomeIsCalledThroughWhatItsCreateReturns() {
        for (Class<?> home : new Class<?>[] {QuotesHome.class, BrandedQuotesHome.class}) {
            EjbView view = EjbView.of(home);
            assertTrue(view.isHome(), home.getName());
            assertEquals(QuotesObject.class, view.businessInterface());
        }
    }

    /**
     * A proxy whose class path has the home but not the EJB API it extends: the port cannot be prepared, and
     * the message says what to add, rather than a NoClassDefFoundError ending the proxy's start.
     */
    @Test
    void aHomeWithoutTheEjbApiOnTheClassPathLeavesThePortOutSayingWhatToAdd() throws Exception {
        URL testClasses = EjbViewTest.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader withoutEjbApi = new URLClassLoader(new URL[] {testClasses}, ClassLoader.getPlatformClassLoader());
                IiopClient client = new IiopClient(new Endpoint.RmiIiop("QuotesPort", "corbaloc:iiop:127.0.0.1:1",
                        "Quotes", QuotesHome.class.getName()), withoutEjbApi, RuntimeOptions.defaults())) {
            OperationPlan quote = OperationPlan.operation("quote", double.class, true).parameter("symbol", String.class)
                    .route(new Route.RmiIiop("QuotesPort", "quote")).build();
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                    () -> client.prepare(quote, quote.routes().get(0)));
            assertTrue(refused.getMessage().contains("jakarta.ejb:jakarta.ejb-api"), refused.getMessage());
            assertTrue(refused.getMessage().contains("QuotesPort"), refused.getMessage());
        }
    }

    @Test
    void aHomeWithoutANoArgumentCreateIsRefusedSayingWhatToName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> EjbView.of(AccountHome.class));
        assertTrue(refused.getMessage().contains(AccountHome.class.getName()), refused.getMessage());
        assertTrue(refused.getMessage().contains("create() that takes no arguments"), refused.getMessage());
    }
}
