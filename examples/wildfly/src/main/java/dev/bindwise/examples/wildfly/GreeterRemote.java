package dev.bindwise.examples.wildfly;

import java.rmi.RemoteException;

import jakarta.ejb.EJBObject;

/** The EJB 2.x remote view of the Greeter bean, which {@link GreeterHome#create()} returns. */
public interface GreeterRemote extends EJBObject {

    String greet(String name) throws GreetingRefused, RemoteException;

    int add(int a, int b) throws RemoteException;
}
