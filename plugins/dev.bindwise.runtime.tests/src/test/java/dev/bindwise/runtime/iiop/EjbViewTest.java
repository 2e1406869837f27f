package dev.bindwise.runtime.iiop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.rmi.Remote;
import java.rmi.RemoteException;

import org.junit.jupiter.api.Test;

import jakarta.ejb.CreateException;
import jakarta.ejb.EJBHome;
import jakarta.ejb.EJBObject;

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

    @Test
    void aHomeWithoutANoArgumentCreateIsRefusedSayingWhatToName() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> EjbView.of(AccountHome.class));
        assertTrue(refused.getMessage().contains(AccountHome.class.getName()), refused.getMessage());
        assertTrue(refused.getMessage().contains("create() that takes no arguments"), refused.getMessage());
    }
}
