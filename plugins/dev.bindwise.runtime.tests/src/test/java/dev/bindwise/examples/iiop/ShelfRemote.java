package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

import dev.bindwise.runtime.remote.ListRoundTripsTest.Book;

/** The RMI-IIOP twin of {@link dev.bindwise.runtime.remote.ListRoundTripsTest.Shelf}, where the example server looks for it. */
public interface ShelfRemote extends Remote {

    List<String> words(List<String> words) throws RemoteException;

    Book book(Book book) throws RemoteException;

    String received(List<String> words) throws RemoteException;
}
