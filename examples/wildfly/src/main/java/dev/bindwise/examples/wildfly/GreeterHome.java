package dev.bindwise.examples.wildfly;

import java.rmi.RemoteException;

import jakarta.ejb.CreateException;
import jakarta.ejb.EJBHome;

/**
 * The EJB 2.x home of the Greeter bean: what WildFly binds in its CORBA naming service (it exports only
 * EJB 2.x views over IIOP) and what the WSDL's {@code ejb:address className} names, as WSIF's EJB binding did.
 */
public interface GreeterHome extends EJBHome {

    GreeterRemote create() throws CreateException, RemoteException;
}
