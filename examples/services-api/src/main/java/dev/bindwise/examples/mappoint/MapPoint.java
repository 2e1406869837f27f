package dev.bindwise.examples.mappoint;

/** Microsoft MapPoint Web Service's Find, Route and Render operations, as the paper's MapPoint benchmark used them. */
public interface MapPoint {

    FindResults findAddress(Address address, String dataSourceName);

    Route calculateRoute(LatLong[] waypoints, String dataSourceName);

    MapImage getMap(MapView view);
}
