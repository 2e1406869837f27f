package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.cxf.stamp.Document;
import dev.bindwise.examples.cxf.stamp.Stamped;

/** {@link dev.bindwise.examples.cxf.stamp.Stamp} as an RMI-IIOP remote interface (see {@link OrdersRemote}). */
public interface StampRemote extends Remote {

    Stamped stamp(Document document) throws RemoteException;
}
