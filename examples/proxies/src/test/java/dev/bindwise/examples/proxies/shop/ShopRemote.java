package dev.bindwise.examples.proxies.shop;

import java.rmi.Remote;
import java.rmi.RemoteException;

/** The shop as an RMI-IIOP remote interface (Shop.wsdl's ejb:address className). */
public interface ShopRemote extends Remote {

    int reserve(String item, int count) throws OutOfStockException, RemoteException;

    int order(String item, int count) throws SoldOutException, RemoteException;
}
