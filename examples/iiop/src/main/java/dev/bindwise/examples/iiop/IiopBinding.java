package dev.bindwise.examples.iiop;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.omg.CORBA.ORB;

import dev.bindwise.examples.BindingClientProxy;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.iiop.GlassFishOrbs;
import dev.bindwise.runtime.internal.iiop.IiopClient;

/**
 * RMI-IIOP through the runtime's {@link IiopClient} (what a generated proxy calls), reaching
 * {@link IiopServer}'s services through its naming service. Every byte goes to the host and port the
 * client is made for, which may be a relay in front of the server: each reference the server hands out
 * names the server's own port, so the clients of one address share an ORB that connects to that address
 * for every reference ({@link GlassFishOrbs#clientReachingEverythingAt}).
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

    private final List<IiopClient> clients = new CopyOnWriteArrayList<>();
    /** By host:port, the ORB its clients call through, made on first use. */
    private final Map<String, ORB> orbs = new HashMap<>();

    @Override
    public BindingKind kind() {
        return BindingKind.RMI_IIOP;
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
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) {
        String portName = IiopServer.bindingName(service) + "IiopPort";
        RuntimeOptions options = RuntimeOptions.defaults().resource(portName, orb(host, port));
        IiopClient client = new IiopClient(new Endpoint.RmiIiop(portName, "corbaloc:iiop:" + host + ":" + port,
                IiopServer.bindingName(service), RemoteInterfaces.of(serviceInterface).getName()),
                IiopBinding.class.getClassLoader(), options);
        clients.add(client);
        return BindingClientProxy.of(serviceInterface, client, method -> new Route.RmiIiop(portName, method.getName()),
                "RMI-IIOP client of " + service.name() + " at " + host + ":" + port);
    }

    private synchronized ORB orb(String host, int port) {
        return orbs.computeIfAbsent(host + ":" + port,
                address -> GlassFishOrbs.clientReachingEverythingAt(host, port, RuntimeOptions.defaults()));
    }

    @Override
    public synchronized void close() {
        clients.forEach(IiopClient::close);
        clients.clear();
        orbs.values().forEach(ORB::destroy);
        orbs.clear();
    }
}
