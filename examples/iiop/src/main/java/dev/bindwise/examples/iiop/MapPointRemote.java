package dev.bindwise.examples.iiop;

import java.rmi.Remote;
import java.rmi.RemoteException;

import dev.bindwise.examples.mappoint.Address;
import dev.bindwise.examples.mappoint.FindResults;
import dev.bindwise.examples.mappoint.LatLong;
import dev.bindwise.examples.mappoint.MapImage;
import dev.bindwise.examples.mappoint.MapView;
import dev.bindwise.examples.mappoint.Route;

/** {@link dev.bindwise.examples.mappoint.MapPoint} as an RMI-IIOP remote interface. */
public interface MapPointRemote extends Remote {

    FindResults findAddress(Address address, String dataSourceName) throws RemoteException;

    Route calculateRoute(LatLong[] waypoints, String dataSourceName) throws RemoteException;

    MapImage getMap(MapView view) throws RemoteException;
}
