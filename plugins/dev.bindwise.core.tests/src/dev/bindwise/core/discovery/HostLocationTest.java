package dev.bindwise.core.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.discovery.Findings.Finding;
import dev.bindwise.core.discovery.HostLocation.LocalAddress;

import dev.bindwise.runtime.internal.Deadline;

/** Same host and same subnet: the prefix arithmetic, and the probe on this host's real interfaces. */
class HostLocationTest {

    private static InetAddress ip(String literal) throws Exception {
        return InetAddress.getByName(literal);
    }

    @Test
    void prefixesCompareBitByBit() throws Exception {
        assertTrue(HostLocation.samePrefix(ip("10.1.2.3"), ip("10.1.2.200"), 24));
        assertFalse(HostLocation.samePrefix(ip("10.1.2.3"), ip("10.1.3.3"), 24));
        assertTrue(HostLocation.samePrefix(ip("10.1.2.3"), ip("10.1.2.100"), 25));
        assertFalse(HostLocation.samePrefix(ip("10.1.2.3"), ip("10.1.2.200"), 25));
        assertTrue(HostLocation.samePrefix(ip("172.16.0.1"), ip("172.31.255.254"), 12));
        assertFalse(HostLocation.samePrefix(ip("172.16.0.1"), ip("172.32.0.1"), 12));
        assertTrue(HostLocation.samePrefix(ip("fd00:1:2:3::1"), ip("fd00:1:2:3:ffff::9"), 64));
        assertFalse(HostLocation.samePrefix(ip("fd00:1:2:3::1"), ip("fd00:1:2:4::1"), 64));
        assertFalse(HostLocation.samePrefix(ip("10.1.2.3"), ip("a01:203::"), 8), "IPv4 against IPv6");
        assertTrue(HostLocation.samePrefix(ip("10.1.2.3"), ip("192.168.0.1"), 0), "a /0 holds everything");
    }

    @Test
    void anAddressIsThisHostASubnetOfItOrElsewhere() throws Exception {
        List<LocalAddress> locals = List.of(new LocalAddress(ip("127.0.0.1"), 8), new LocalAddress(ip("10.1.2.3"), 24));

        assertEquals(HostLocation.THIS_HOST, HostLocation.of(ip("127.0.0.1"), locals));
        assertEquals(HostLocation.THIS_HOST, HostLocation.of(ip("::1"), locals), "loopback of either family");
        assertEquals(HostLocation.THIS_HOST, HostLocation.of(ip("0.0.0.0"), locals));
        assertEquals(HostLocation.THIS_HOST, HostLocation.of(ip("10.1.2.3"), locals));
        assertEquals(HostLocation.SAME_SUBNET, HostLocation.of(ip("10.1.2.77"), locals));
        assertEquals(HostLocation.ELSEWHERE, HostLocation.of(ip("10.1.3.77"), locals));
    }

    @Test
    void theProbeComparesEndpointsWithThisHostsInterfaces() throws Exception {
        Map<String, List<String>> hosts = new LinkedHashMap<>();
        hosts.put("127.0.0.1", List.of("SoapPort", "IiopPort"));
        Map<String, Finding> facts = facts(new HostLocationProbe(hosts));
        assertEquals("true", facts.get(FactNames.CLIENT_SAME_HOST).value());
        assertEquals("true", facts.get(FactNames.CLIENT_SAME_SUBNET).value());
        assertEquals("127.0.0.1 (SoapPort, IiopPort) is on this host", facts.get(FactNames.CLIENT_SAME_HOST).detail());

        String elsewhere = addressOnNoSubnetOfThisHost();
        hosts.put(elsewhere, List.of("CicsPort"));
        facts = facts(new HostLocationProbe(hosts));
        assertEquals("false", facts.get(FactNames.CLIENT_SAME_HOST).value());
        assertEquals("false", facts.get(FactNames.CLIENT_SAME_SUBNET).value());
        assertTrue(facts.get(FactNames.CLIENT_SAME_HOST).detail().endsWith(elsewhere + " (CicsPort) is on another network"),
                facts.get(FactNames.CLIENT_SAME_HOST).detail());
    }

    @Test
    void aNeighbourOnThisHostsSubnetIsSameSubnetButNotSameHost() throws Exception {
        Optional<LocalAddress> network = HostLocation.ofThisHost().stream()
                .filter(local -> local.address() instanceof Inet4Address && !local.address().isLoopbackAddress()
                        && local.prefixLength() <= 30)
                .findFirst();
        assumeTrue(network.isPresent(), "this host has no IPv4 network interface with neighbours");
        byte[] neighbour = network.get().address().getAddress();
        neighbour[3] ^= 1; // the last bit: inside any prefix of 30 bits or fewer, and not this address
        String literal = InetAddress.getByAddress(neighbour).getHostAddress();
        assumeTrue(HostLocation.ofThisHost().stream().noneMatch(local -> local.address().getHostAddress().equals(literal)));

        Map<String, Finding> facts = facts(new HostLocationProbe(Map.of(literal, List.of("SoapPort"))));

        assertEquals("false", facts.get(FactNames.CLIENT_SAME_HOST).value());
        assertEquals("true", facts.get(FactNames.CLIENT_SAME_SUBNET).value());
        assertEquals(literal + " (SoapPort) is on a subnet of this host", facts.get(FactNames.CLIENT_SAME_SUBNET).detail());
    }

    /** One of the documentation ranges (RFC 5737) that no interface of this host is on (sandboxes use them). */
    private static String addressOnNoSubnetOfThisHost() throws Exception {
        List<LocalAddress> locals = HostLocation.ofThisHost();
        for (String candidate : List.of("192.0.2.10", "198.51.100.10", "203.0.113.10")) {
            if (HostLocation.of(ip(candidate), locals) == HostLocation.ELSEWHERE) {
                return candidate;
            }
        }
        throw new AssertionError("this host is on all three documentation networks: " + locals);
    }

    @Test
    void anEndpointOnOneOfThisHostsOwnAddressesIsOnThisHost() throws Exception {
        for (LocalAddress local : HostLocation.ofThisHost()) {
            String literal = local.address().getHostAddress().replaceAll("%.*$", "");
            Map<String, Finding> facts = facts(new HostLocationProbe(Map.of(literal, List.of("Port"))));
            assertEquals("true", facts.get(FactNames.CLIENT_SAME_HOST).value(), literal);
        }
    }

    @Test
    void anUnresolvableHostLeavesTheFactsUnknown() throws Exception {
        Map<String, Finding> facts = facts(new HostLocationProbe(Map.of("no-such-host.invalid", List.of("Port"))));
        assertEquals(FactNames.UNKNOWN, facts.get(FactNames.CLIENT_SAME_HOST).value());
        assertEquals("no-such-host.invalid (Port) does not resolve", facts.get(FactNames.CLIENT_SAME_SUBNET).detail());
    }

    private static Map<String, Finding> facts(Probe probe) throws Exception {
        Map<String, Finding> byName = new LinkedHashMap<>();
        probe.run(Deadline.after(Duration.ofSeconds(2))).facts().forEach(fact -> byName.put(fact.name(), fact));
        return byName;
    }
}
