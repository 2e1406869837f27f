package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.amazon.ItemSearchRequest;
import dev.bindwise.examples.amazon.ItemSearchResult;

/** {@link dev.bindwise.examples.amazon.AmazonSearch} as an RMI-IIOP remote interface. */
public interface AmazonSearchRemote extends Remote {

    ItemSearchResult itemSearch(ItemSearchRequest request) throws RemoteException;
}
