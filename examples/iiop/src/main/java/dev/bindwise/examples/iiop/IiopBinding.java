package dev.bindwise.examples.iiop;

import java.util.List;

import javax.rmi.PortableRemoteObject;

import org.omg.CORBA.ObjectHelper;
import org.omg.CORBA.Request;
import org.omg.CosNaming.NamingContextExt;
import org.omg.CosNaming.NamingContextExtHelper;

import com.sun.corba.ee.spi.orb.ORB;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;

/**
 * RMI-IIOP through a GlassFish ORB: clients are dynamic stubs of a client ORB of this binding's own,
 * reaching {@link IiopServer}'s services through its naming service. Every byte goes to the host and
 * port the client is made for, which may be a relay in front of the server: each reference the server
 * hands out names the server's own port, so the client rewrites it first (see {@link IorAddresses}).
 */
public final class IiopBinding implements ExampleBinding {

    /**
     * JVM options for the server's JVM and for every JVM with clients of this binding, when it runs on
     * the same Java version as the code reading this. No --add-opens: the ORB marshals value types (the
     * beans, and the JDK's Calendar, TimeZone and BigDecimal in them) through sun.misc.Unsafe and
     * ReflectionFactory, which need none. From Java 23 on, Unsafe's memory access is allowed explicitly:
     * that keeps the JDK's warning out of stderr, and the ORB working once the default becomes deny.
     */
    public static final List<String> JVM_OPTIONS = Runtime.version().feature() >= 23
            ? List.of("--sun-misc-unsafe-memory-access=allow") : List.of();

    private ORB orb;

    @Override
    public String kind() {
        return "RMI_IIOP";
    }

    @Override
    public boolean serves(ExampleService service) {
        return true;
    }

    @Override
    public String serverMainClass() {
        return IiopServer.class.getName();
    }

    @Override
    public List<String> serverJvmOptions() {
        return JVM_OPTIONS;
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) throws Exception {
        ORB clientOrb = orb();
        NamingContextExt naming = NamingContextExtHelper.narrow(
                IorAddresses.pointedAt(clientOrb, initialNameService(clientOrb, host, port), host, port));
        org.omg.CORBA.Object reference = IorAddresses.pointedAt(clientOrb,
                naming.resolve_str(IiopServer.bindingName(service)), host, port);
        Object stub = PortableRemoteObject.narrow(reference, RemoteInterfaces.of(serviceInterface));
        return RemoteInterfaces.client(serviceInterface, stub,
                "RMI-IIOP client of " + service.name() + " at " + host + ":" + port);
    }

    /**
     * The server's root naming context, asked for with the ORB bootstrap protocol (operation "get" on
     * the object key INIT), which answers with the reference itself. The INS way (corbaloc key
     * NameService) answers with a LOCATION_FORWARD, which the ORB would follow straight to the server's
     * own port, around a relay.
     */
    private static org.omg.CORBA.Object initialNameService(ORB orb, String host, int port) {
        Request get = orb.string_to_object("corbaloc:iiop:1.2@" + host + ":" + port + "/INIT")._request("get");
        get.add_in_arg().insert_string("NameService");
        get.set_return_type(ObjectHelper.type());
        get.invoke();
        org.omg.CORBA.Object nameService = get.return_value().extract_Object();
        if (nameService == null) {
            throw new IllegalStateException("the ORB at " + host + ":" + port + " has no NameService");
        }
        return nameService;
    }

    /** The client ORB, made on first use, so that a binding that makes no client costs nothing. */
    private synchronized ORB orb() {
        if (orb == null) {
            orb = Orbs.listeningAt(0);
        }
        return orb;
    }

    @Override
    public synchronized void close() {
        if (orb != null) {
            orb.destroy();
            orb = null;
        }
    }
}
