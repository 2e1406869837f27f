package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.google.GoogleSearchResult;

/** {@link dev.bindwise.examples.google.GoogleSearch} as an RMI-IIOP remote interface. */
public interface GoogleSearchRemote extends Remote {

    GoogleSearchResult doGoogleSearch(String key, String q, int start, int maxResults, boolean filter,
            String restrict, boolean safeSearch, String lr, String ie, String oe) throws RemoteException;
}
