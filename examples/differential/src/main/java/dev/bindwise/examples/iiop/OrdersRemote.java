package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

import dev.bindwise.examples.cxf.Badge;
import dev.bindwise.examples.cxf.Customer;
import dev.bindwise.examples.cxf.Order;
import dev.bindwise.examples.cxf.UnknownCustomerFault;

/**
 * {@link dev.bindwise.examples.cxf.Orders} as an RMI-IIOP remote interface, beside the example server's twins
 * ({@code RemoteInterfaces} finds it by name), so that the differential benchmark serves the CXF example's
 * implementation over RMI-IIOP as well.
 */
public interface OrdersRemote extends Remote {

    Order echo(Order order) throws RemoteException;

    String describe(Order order) throws RemoteException;

    List<String> tags(List<String> tags) throws RemoteException;

    void remember(String text) throws RemoteException;

    String remembered() throws RemoteException;

    Badge issueBadge(Badge badge) throws RemoteException;

    Customer findCustomer(String name) throws UnknownCustomerFault, RemoteException;
}
