package dev.bindwise.examples.mappoint;

import dev.bindwise.examples.Dates;
import dev.bindwise.examples.Text;

/** Finds, routes and renders deterministically from the request: a route has five directions per leg, a map one byte per ten pixels. */
public class MapPointImpl implements MapPoint {

    public static final int DIRECTIONS_PER_SEGMENT = 5;

    @Override
    public FindResults findAddress(Address address, String dataSourceName) {
        FindResults results = new FindResults();
        int count = 3;
        FindResult[] found = new FindResult[count];
        for (int i = 0; i < count; i++) {
            Address match = new Address();
            match.setAddressLine(address.getAddressLine());
            match.setPrimaryCity(address.getPrimaryCity());
            match.setSecondaryCity(address.getSecondaryCity());
            match.setSubdivision(address.getSubdivision());
            match.setPostalCode(address.getPostalCode());
            match.setCountryRegion(address.getCountryRegion());
            match.setFormattedAddress(address.getAddressLine() + ", " + address.getPrimaryCity() + ", "
                    + address.getSubdivision() + " " + address.getPostalCode());
            Location location = new Location();
            location.setEntityName(dataSourceName + ":Address:" + i);
            location.setAddress(match);
            location.setLatLong(latLong(40.7 + i / 100.0, -74.0 - i / 100.0));
            FindResult result = new FindResult();
            result.setFoundLocation(location);
            result.setScore(1.0 - i * 0.15);
            found[i] = result;
        }
        results.setNumberFound(count);
        results.setStartIndex(0);
        results.setResults(found);
        return results;
    }

    @Override
    public Route calculateRoute(LatLong[] waypoints, String dataSourceName) {
        Route route = new Route();
        route.setRouteId(dataSourceName + "-" + waypoints.length);
        route.setCalculatedAt(Dates.at(0));
        int legs = Math.max(0, waypoints.length - 1);
        Segment[] segments = new Segment[legs];
        double totalDistance = 0;
        long totalDuration = 0;
        for (int s = 0; s < legs; s++) {
            Segment segment = new Segment();
            segment.setWaypointName("Waypoint " + (s + 1));
            Direction[] directions = new Direction[DIRECTIONS_PER_SEGMENT];
            double segmentDistance = 0;
            for (int d = 0; d < directions.length; d++) {
                Direction direction = new Direction();
                direction.setAction(d == 0 ? "Depart" : d == directions.length - 1 ? "Arrive" : "TurnLeft");
                direction.setInstruction(Text.sentence("route", 40, s * 10 + d));
                direction.setDistance(1.5 + d);
                direction.setDuration(120L * (d + 1));
                LatLong from = waypoints[s];
                direction.setLatLong(latLong(from.getLatitude() + d / 1000.0, from.getLongitude() + d / 1000.0));
                direction.setStartTime(Dates.at(s * 60L + d * 2L));
                directions[d] = direction;
                segmentDistance += direction.getDistance();
            }
            segment.setDirections(directions);
            segment.setDistance(segmentDistance);
            segment.setDuration(120L * 15);
            segments[s] = segment;
            totalDistance += segmentDistance;
            totalDuration += segment.getDuration();
        }
        route.setSegments(segments);
        route.setTotalDistance(totalDistance);
        route.setTotalDuration(totalDuration);
        return route;
    }

    @Override
    public MapImage getMap(MapView view) {
        MapImage image = new MapImage();
        image.setMimeType("image/gif");
        image.setView(view);
        byte[] bits = new byte[Math.max(0, view.getWidth() * view.getHeight() / 10)];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = (byte) (i * 31 + view.getWidth());
        }
        image.setBits(bits);
        return image;
    }

    static LatLong latLong(double latitude, double longitude) {
        LatLong latLong = new LatLong();
        latLong.setLatitude(latitude);
        latLong.setLongitude(longitude);
        return latLong;
    }
}
