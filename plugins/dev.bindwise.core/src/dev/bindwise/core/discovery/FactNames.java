package dev.bindwise.core.discovery;

import java.util.List;

/**
 * The stable names of the facts that discovery reports (docs/cli.md, "discover", lists them with their
 * values). Every discovery result carries each of {@link #ALL}: a fact nothing could establish is there
 * with the value {@link #UNKNOWN} and source DEFAULT, so that rules never meet a missing fact.
 */
public final class FactNames {

    /** The client's package: EAR, WAR, JAR or PLAIN (a project or archive of none of those kinds). */
    public static final String PACKAGE_TYPE = "package.type";
    /** The service's application server: WildFly, JBoss EAP, Open Liberty, WebSphere Liberty, WebSphere, Tomcat, GlassFish, Payara, or the product its banner names. */
    public static final String SERVER_VENDOR = "server.vendor";
    /** The application server's version, as the server writes it (26.1.3.Final, 9.0.5.14, 10.1.16). */
    public static final String SERVER_VERSION = "server.version";
    /**
     * The SOAP stack that answers the service's SOAP ports ({@code axis2} or {@code cxf}), which writes the replies the
     * size model sizes. Only a target profile declares it ({@code "facts"}); without it, the stack of the application
     * server {@link #SERVER_VENDOR} names (WildFly, JBoss EAP, TomEE, Liberty: CXF), else Axis2. Not in {@link #ALL}.
     */
    public static final String SERVER_SOAP_STACK = "server.soapStack";
    /** The Server header (and X-Powered-By) a SOAP endpoint answered with. */
    public static final String SERVER_BANNER = "server.banner";
    /** The name of the host discovery ran on. */
    public static final String CLIENT_HOST = "client.host";
    /**
     * true when a target profile declares the service co-located with the client (it runs in the client's JVM):
     * the proxy then calls it in-process. Probed, it is false, the detail saying whether the local Java class loads
     * in the client's class loader: a class on the class path alone does not make calls local (a client jar that
     * holds the implementation would fork a stateful service); the application gives the proxy the instance instead
     * ({@code RuntimeOptions.localService}), which the proxy checks where it runs.
     */
    public static final String CLIENT_SAME_JVM = "client.sameJvm";
    /** true when an RMI-IIOP endpoint is served from this very process (the runtime's Util.isLocal). */
    public static final String CLIENT_SAME_ORB = "client.sameOrb";
    /** true when every remote endpoint's host is this host. */
    public static final String CLIENT_SAME_HOST = "client.sameHost";
    /** true when every remote endpoint's host is on a subnet of one of this host's interfaces (or is this host). */
    public static final String CLIENT_SAME_SUBNET = "client.sameSubnet";
    /** true when a connection attempt to an endpoint got no answer at all (a firewall drops it). */
    public static final String NETWORK_FIREWALL = "network.firewall";
    /** true when a JCA endpoint's EIS address accepted a connection. */
    public static final String JCA_ADAPTER_REACHABLE = "jca.adapterReachable";
    /**
     * Where the client gets its resource adapter's connection factory: {@code options} (the application gives it,
     * {@code RuntimeOptions.resource(port, factory)}), {@code jndi} (a Jakarta EE container binds it) or {@code none}.
     * Only a target profile declares it; without it, an EAR (a container) may find it in JNDI and a plain Java SE
     * client has none, so the EIS reachable ({@link #JCA_ADAPTER_REACHABLE}, a TCP answer) alone does not make JCA
     * accessible.
     */
    public static final String JCA_CONNECTION_FACTORY = "jca.connectionFactory";
    /** The security domain the client is deployed in (its deployment descriptor, or declared). */
    public static final String SECURITY_DOMAIN_CLIENT = "security.domain.client";
    /** The security domain of the service's server (its configuration, or declared). */
    public static final String SECURITY_DOMAIN_SERVICE = "security.domain.service";
    /** true when both security domains are known and equal. */
    public static final String SECURITY_SAME_DOMAIN = "security.sameDomain";
    /** The target profile the declared facts came from, when there is one. */
    public static final String TARGET_PROFILE = "target.profile";

    /** Every fact a discovery result carries (TARGET_PROFILE only when a profile was given), in report order. */
    public static final List<String> ALL = List.of(PACKAGE_TYPE, SERVER_VENDOR, SERVER_VERSION, SERVER_BANNER,
            CLIENT_HOST, CLIENT_SAME_JVM, CLIENT_SAME_ORB, CLIENT_SAME_HOST, CLIENT_SAME_SUBNET, NETWORK_FIREWALL,
            JCA_ADAPTER_REACHABLE, JCA_CONNECTION_FACTORY, SECURITY_DOMAIN_CLIENT, SECURITY_DOMAIN_SERVICE, SECURITY_SAME_DOMAIN);

    /** The value of a fact that nothing established. */
    public static final String UNKNOWN = "unknown";

    private FactNames() {
    }
}
