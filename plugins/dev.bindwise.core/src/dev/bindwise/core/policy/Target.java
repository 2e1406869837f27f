package dev.bindwise.core.policy;

/**
 * What is known about where the client is deployed relative to the service (paper, section 3: the
 * discovery step). One per decision. {@link #defaults()} assumes what the paper assumes when nothing
 * was discovered: no firewall, a client in another JVM, no resource adapter, security domains unknown,
 * and SOAP with a large fixed cost per call.
 *
 * @param firewallBlocksIiop    a firewall between the client and the service blocks IIOP
 * @param sameJvm               the client runs in the service's JVM, as a target profile declares it (the
 *                              service's class on the client's class path alone is not enough)
 * @param sameOrb               the client shares the service's ORB ({@code javax.rmi.CORBA.Util.isLocal})
 * @param jcaAdapterReachesEis  a JCA resource adapter on the client's side reaches the enterprise system
 *                              (for CICS: the CICS Transaction Gateway): the EIS answered and the client has the
 *                              adapter's connection factory (a TCP answer alone is not enough)
 * @param clientSecurityDomain  the client's security domain, or null when not known
 * @param serviceSecurityDomain the service's security domain, or null when not known
 * @param serverVendor          the service's application server vendor ("IBM", "Red Hat", ...), or null
 * @param serverVersion         its version ("6.1", ...), or null
 * @param soapHasLargeFixedCost SOAP costs much more than RMI-IIOP per call whatever the message size, as
 *                              the paper measured on WebSphere (about 160 ms against 20 ms), JBoss and
 *                              WebLogic; false for a server whose SOAP stack has no such fixed cost
 */
public record Target(boolean firewallBlocksIiop, boolean sameJvm, boolean sameOrb, boolean jcaAdapterReachesEis,
        String clientSecurityDomain, String serviceSecurityDomain, String serverVendor, String serverVersion,
        boolean soapHasLargeFixedCost) {

    /** The target when nothing was discovered. */
    public static Target defaults() {
        return new Target(false, false, false, false, null, null, null, null, true);
    }

    public Target withFirewallBlocksIiop(boolean blocks) {
        return new Target(blocks, sameJvm, sameOrb, jcaAdapterReachesEis, clientSecurityDomain,
                serviceSecurityDomain, serverVendor, serverVersion, soapHasLargeFixedCost);
    }

    public Target withSameJvm(boolean same) {
        return new Target(firewallBlocksIiop, same, sameOrb, jcaAdapterReachesEis, clientSecurityDomain,
                serviceSecurityDomain, serverVendor, serverVersion, soapHasLargeFixedCost);
    }

    public Target withSameOrb(boolean same) {
        return new Target(firewallBlocksIiop, sameJvm, same, jcaAdapterReachesEis, clientSecurityDomain,
                serviceSecurityDomain, serverVendor, serverVersion, soapHasLargeFixedCost);
    }

    public Target withJcaAdapterReachesEis(boolean reaches) {
        return new Target(firewallBlocksIiop, sameJvm, sameOrb, reaches, clientSecurityDomain,
                serviceSecurityDomain, serverVendor, serverVersion, soapHasLargeFixedCost);
    }

    public Target withSecurityDomains(String client, String service) {
        return new Target(firewallBlocksIiop, sameJvm, sameOrb, jcaAdapterReachesEis, client, service,
                serverVendor, serverVersion, soapHasLargeFixedCost);
    }

    public Target withServer(String vendor, String version) {
        return new Target(firewallBlocksIiop, sameJvm, sameOrb, jcaAdapterReachesEis, clientSecurityDomain,
                serviceSecurityDomain, vendor, version, soapHasLargeFixedCost);
    }

    public Target withSoapHasLargeFixedCost(boolean large) {
        return new Target(firewallBlocksIiop, sameJvm, sameOrb, jcaAdapterReachesEis, clientSecurityDomain,
                serviceSecurityDomain, serverVendor, serverVersion, large);
    }
}
