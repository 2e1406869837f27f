package dev.bindwise.examples.iiop;

import java.math.BigDecimal;
import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.cxf.ledger.Entry;

/** {@link dev.bindwise.examples.cxf.ledger.Ledger} as an RMI-IIOP remote interface (see {@link OrdersRemote}). */
public interface LedgerRemote extends Remote {

    Entry book(Entry entry, BigDecimal fee) throws RemoteException;
}
