package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;

/** {@link dev.bindwise.examples.trader.Trader} as an RMI-IIOP remote interface. */
public interface TraderRemote extends Remote {

    Quote getQuote(String userId, String company) throws RemoteException;

    Holding buy(String userId, String company, int shares) throws RemoteException;

    Holding sell(String userId, String company, int shares) throws RemoteException;
}
