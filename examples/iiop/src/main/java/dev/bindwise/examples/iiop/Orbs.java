package dev.bindwise.examples.iiop;

import java.util.Properties;

import com.sun.corba.ee.spi.orb.ORB;

/** Makes the GlassFish ORBs of the example server and of its clients, configured alike. */
final class Orbs {

    private static final String LOOPBACK = "127.0.0.1";

    private Orbs() {
    }

    /**
     * An ORB listening on 127.0.0.1 at the port (0: any free port). A client ORB listens too: the first
     * request on a connection names its SendingContext CodeBase object, which the server would call back
     * only for a value class it does not have itself (never, as both sides run the same jars).
     */
    static ORB listeningAt(int port) {
        Properties properties = new Properties();
        // Stubs and ties made at run time by reflection, so that no rmic step is needed.
        properties.setProperty("com.sun.corba.ee.ORBUseDynamicStub", "true");
        properties.setProperty("com.sun.corba.ee.ORBServerHost", LOOPBACK);
        properties.setProperty("com.sun.corba.ee.ORBServerPort", Integer.toString(port));
        // Retry a refused connection for about 5 s (initial wait:total wait:backoff %), not the default minute.
        properties.setProperty("com.sun.corba.ee.transport.ORBTCPConnectTimeouts", "100:5000:100");
        return (ORB) org.omg.CORBA.ORB.init(new String[0], properties);
    }
}
