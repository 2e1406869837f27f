package dev.bindwise.core.discovery;

import java.net.InetAddress;
import java.net.InterfaceAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Where an address is relative to this host: the host itself (a loopback or wildcard address, or one
 * of its interfaces' addresses), a subnet of one of its interfaces (the same network prefix), or
 * elsewhere.
 */
enum HostLocation {
    THIS_HOST, SAME_SUBNET, ELSEWHERE;

    /** One address of this host with its interface's network prefix length. */
    record LocalAddress(InetAddress address, int prefixLength) {
    }

    static HostLocation of(InetAddress target, List<LocalAddress> locals) {
        if (target.isLoopbackAddress() || target.isAnyLocalAddress()) {
            return THIS_HOST;
        }
        for (LocalAddress local : locals) {
            if (local.address().equals(target)) {
                return THIS_HOST;
            }
        }
        for (LocalAddress local : locals) {
            if (samePrefix(local.address(), target, local.prefixLength())) {
                return SAME_SUBNET;
            }
        }
        return ELSEWHERE;
    }

    /** Whether the first prefixLength bits of both addresses agree (never across IPv4 and IPv6). */
    static boolean samePrefix(InetAddress a, InetAddress b, int prefixLength) {
        byte[] x = a.getAddress();
        byte[] y = b.getAddress();
        if (x.length != y.length || prefixLength < 0 || prefixLength > x.length * 8) {
            return false;
        }
        int fullBytes = prefixLength / 8;
        for (int i = 0; i < fullBytes; i++) {
            if (x[i] != y[i]) {
                return false;
            }
        }
        int restBits = prefixLength % 8;
        if (restBits == 0) {
            return true;
        }
        int mask = (0xff << (8 - restBits)) & 0xff;
        return (x[fullBytes] & mask) == (y[fullBytes] & mask);
    }

    /** The addresses of this host's interfaces that are up, with their prefix lengths. */
    static List<LocalAddress> ofThisHost() throws SocketException {
        List<LocalAddress> locals = new ArrayList<>();
        for (NetworkInterface networkInterface : Collections.list(NetworkInterface.getNetworkInterfaces())) {
            if (!networkInterface.isUp()) {
                continue;
            }
            for (InterfaceAddress address : networkInterface.getInterfaceAddresses()) {
                if (address.getAddress() != null) {
                    locals.add(new LocalAddress(address.getAddress(), address.getNetworkPrefixLength()));
                }
            }
        }
        return locals;
    }

    String describe() {
        return switch (this) {
            case THIS_HOST -> "this host";
            case SAME_SUBNET -> "a subnet of this host";
            case ELSEWHERE -> "another network";
        };
    }
}
