package dev.bindwise.runtime.iiop;

import java.util.Properties;

import org.omg.CORBA.ORB;

import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.internal.iiop.OneAddress;

/**
 * The one set-up of the GlassFish ORBs Bindwise makes: the runtime's RMI-IIOP client's own, the example servers', and
 * clients that must reach every object at one address. All listen on 127.0.0.1 only and make their stubs
 * and ties at run time by reflection (dynamic stubs), so that no rmic step is needed. The properties are
 * the GlassFish ORB's names; another ORB found by {@code ORB.init} ignores them. The GlassFish ORB's
 * management layer is switched off by a no-op management service the runtime registers.
 */
public final class GlassFishOrbs {

    private static final String LOOPBACK = "127.0.0.1";

    private GlassFishOrbs() {
    }

    /**
     * A client ORB: connecting bounded by the options' probe timeout and a reply by their call timeout (both
     * within the call timeout), so that a dead or hanging endpoint fails a call soon enough for the fallback. It listens too (on any free loopback
     * port), for the callbacks RMI-IIOP allows, which a client of these services never gets.
     */
    public static ORB client(RuntimeOptions options) {
        return ORB.init(new String[0], properties(0, options));
    }

    /**
     * A client ORB that sends every request to host:port, whatever address the object references it is
     * handed name. An IOR names the address of the ORB that made it, which a client may not be able to
     * reach, or must not: a server behind a port forward, a tunnel or NAT, or a byte-counting relay in
     * front of the server. The naming service's forward and every reference it returns are then reached
     * at the given address as well. Give it to the proxy as the RMI-IIOP port's resource
     * ({@link RuntimeOptions#resource}); destroy it when its clients are closed.
     *
     * @throws ClassCastException when {@code ORB.init} finds an ORB other than GlassFish's
     */
    public static ORB clientReachingEverythingAt(String host, int port, RuntimeOptions options) {
        ORB orb = client(options);
        ((com.sun.corba.ee.spi.orb.ORB) orb).getORBData().setIORToSocketInfo(new OneAddress(host, port));
        return orb;
    }

    /** A server ORB listening on 127.0.0.1 at the port (0: any free port), with the default timeouts. */
    public static ORB server(int port) {
        return ORB.init(new String[0], properties(port, RuntimeOptions.defaults()));
    }

    private static Properties properties(int listenPort, RuntimeOptions options) {
        Properties properties = new Properties();
        properties.setProperty("com.sun.corba.ee.ORBUseDynamicStub", "true");
        properties.setProperty("com.sun.corba.ee.ORBServerHost", LOOPBACK);
        properties.setProperty("com.sun.corba.ee.ORBServerPort", Integer.toString(listenPort));
        // Every wait of a call within the call timeout: connecting (initial wait : total wait : backoff %, as
        // the ORB tries a refused connection again until the total has passed) within the probe timeout as
        // well, and each reply (a look-up's too) within the call timeout.
        long callMillis = Math.max(1, options.callTimeout().toMillis());
        properties.setProperty("com.sun.corba.ee.transport.ORBTCPConnectTimeouts",
                "50:" + Math.min(callMillis, Math.max(100, options.probeTimeout().toMillis())) + ":100");
        properties.setProperty("com.sun.corba.ee.transport.ORBWaitForResponseTimeout", Long.toString(callMillis));
        return properties;
    }
}
