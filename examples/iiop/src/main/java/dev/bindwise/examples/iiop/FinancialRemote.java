package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.financial.AddShortRequest;
import dev.bindwise.examples.financial.AddShortResponse;

/** {@link dev.bindwise.examples.financial.Financial} as an RMI-IIOP remote interface. */
public interface FinancialRemote extends Remote {

    AddShortResponse handleAddShort(AddShortRequest request) throws RemoteException;
}
