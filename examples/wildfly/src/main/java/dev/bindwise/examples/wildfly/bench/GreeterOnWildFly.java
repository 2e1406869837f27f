package dev.bindwise.examples.wildfly.bench;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import javax.xml.namespace.QName;

import org.omg.CORBA.ORB;

import dev.bindwise.examples.BindingClientProxy;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.BenchTarget;
import dev.bindwise.examples.wildfly.GreeterBean;
import dev.bindwise.examples.wildfly.GreeterHome;
import dev.bindwise.examples.wildfly.GreetingRefused;
import dev.bindwise.examples.wildfly.WildFlyInstall;
import dev.bindwise.examples.wildfly.WildFlyServer;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.iiop.GlassFishOrbs;
import dev.bindwise.runtime.internal.iiop.IiopClient;
import dev.bindwise.runtime.internal.soap.SoapClient;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.XsdType;

/**
 * The WildFly example as a target of the load driver: the Greeter bean on a real WildFly, called over SOAP
 * (its JAX-WS endpoint) and RMI-IIOP (its EJB home) through the runtime's own clients, with the routes a proxy
 * generated from {@code examples/wildfly/Greeter.wsdl} hands them: the schema of each SOAP operation
 * (document/literal wrapped, unqualified children), the home's class for IIOP (look up, {@code create()}, call).
 * Each reply is checked against the bean's own code run here. The server is started by {@link #start}, or is
 * one already running that the caller owns (the module's tests share theirs).
 */
public final class GreeterOnWildFly implements BenchTarget {

    /** The bean's operations as the driver calls them; greet's name is as long as the workload's strings. */
    public static final ExampleService SERVICE = new ExampleService("wildfly", Greeter.class, GreeterOnWildFly::local,
            "examples/wildfly/Greeter.wsdl", List.of(
                    new ExampleOperation("greet", "greet", new Workload(20, 0, 0, 0),
                            w -> new Object[] {"n".repeat(w.stringLength())}),
                    new ExampleOperation("add", "add", new Workload(0, 0, 0, 0), w -> new Object[] {40, 2})));

    /** The bindings WildFly serves the bean over. */
    public static final Set<BindingKind> BINDINGS = Set.of(BindingKind.SOAP, BindingKind.RMI_IIOP);

    private static final String NAMESPACE = "http://bindwise.dev/examples/wildfly";
    private static final String SOAP_PORT = "GreeterSoapPort";
    private static final String IIOP_PORT = "GreeterIiopPort";
    /** The SOAP endpoint's path: the deployment's name, then the service and the bean. */
    private static final String SOAP_PATH = "/greeter/GreeterService/Greeter";
    /** Where jboss-ejb3.xml binds the home in WildFly's naming service. */
    private static final String IIOP_NAME = "GreeterBean";

    private final WildFlyInstall install;
    private final List<AutoCloseable> clients = new CopyOnWriteArrayList<>();
    private volatile WildFlyServer server;
    private final boolean owned;

    private GreeterOnWildFly(WildFlyInstall install, WildFlyServer server) {
        this.install = install;
        this.server = server;
        this.owned = server == null;
    }

    /** WildFly started from the install when the driver starts its target, and stopped when it is closed. */
    public static GreeterOnWildFly starting(WildFlyInstall install) {
        return new GreeterOnWildFly(install, null);
    }

    /** A WildFly already running with the module deployed, which closing this leaves running. */
    public static GreeterOnWildFly on(WildFlyServer running) {
        return new GreeterOnWildFly(null, running);
    }

    @Override
    public List<ExampleService> services() {
        return List.of(SERVICE);
    }

    @Override
    public Set<BindingKind> bindings() {
        return BINDINGS;
    }

    @Override
    public Running start(Path logFolder, Consumer<String> progress) throws IOException {
        if (server == null) {
            progress.accept("bench: starting WildFly from " + install.home() + " (6-70 s on 2 cores) ...");
            long started = System.nanoTime();
            try {
                server = install.start();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while WildFly started", e);
            }
            progress.accept(String.format("bench: WildFly (pid %d) ready in %.0f s; its log: %s", server.pid(),
                    (System.nanoTime() - started) / 1e9, server.log()));
        }
        WildFlyServer running = server;
        return new Running(Map.of(BindingKind.SOAP, running.http(), BindingKind.RMI_IIOP, running.iiop()), running);
    }

    @Override
    public <T> T client(BindingKind kind, ExampleService service, Class<T> serviceInterface, InetSocketAddress at) {
        String host = at.getHostString();
        int port = at.getPort();
        return switch (kind) {
            case SOAP -> {
                SoapClient client = new SoapClient(new Endpoint.Soap(SOAP_PORT, "http://" + host + ":" + port + SOAP_PATH,
                        NAMESPACE), RuntimeOptions.defaults());
                clients.add(client::close);
                yield BindingClientProxy.of(serviceInterface, client, method -> new Route.Soap(SOAP_PORT, "", schema(method)),
                        "SOAP client of the Greeter bean at " + host + ":" + port);
            }
            case RMI_IIOP -> {
                // the home and the remote object name WildFly's own port: every reference goes to the relay
                ORB orb = GlassFishOrbs.clientReachingEverythingAt(host, port, RuntimeOptions.defaults());
                clients.add(orb::destroy);
                IiopClient client = new IiopClient(new Endpoint.RmiIiop(IIOP_PORT, "corbaloc:iiop:1.2@" + host + ":" + port,
                        IIOP_NAME, GreeterHome.class.getName()), GreeterHome.class.getClassLoader(),
                        RuntimeOptions.defaults().resource(IIOP_PORT, orb));
                clients.add(client::close);
                yield BindingClientProxy.of(serviceInterface, client, method -> new Route.RmiIiop(IIOP_PORT, method.getName()),
                        "RMI-IIOP client of the Greeter bean at " + host + ":" + port);
            }
            default -> throw new IllegalArgumentException("WildFly serves the Greeter bean over SOAP and RMI-IIOP, not " + kind);
        };
    }

    /** What Greeter.wsdl's schema says of the operation's messages, as a generated proxy's route carries it. */
    private static SoapOperation schema(Method method) {
        SoapOperation.Builder operation = SoapOperation.wrapped(new QName(NAMESPACE, method.getName()),
                new QName(NAMESPACE, method.getName() + "Response"));
        return switch (method.getName()) {
            case "greet" -> operation.parameter("", "name", XsdType.STRING, 0, 1, false)
                    .result("", "return", XsdType.STRING, 0, 1, false).build();
            case "add" -> operation.parameter("", "a", XsdType.INT, 1, 1, false).parameter("", "b", XsdType.INT, 1, 1, false)
                    .result("", "return", XsdType.INT, 1, 1, false).build();
            default -> throw new IllegalArgumentException("Greeter.wsdl has no operation " + method.getName());
        };
    }

    /** The bean's own code, run here: what every reply must equal. */
    private static Greeter local() {
        GreeterBean bean = new GreeterBean();
        return new Greeter() {
            @Override
            public String greet(String name) throws GreetingRefused {
                return bean.greet(name);
            }

            @Override
            public int add(int a, int b) {
                return bean.add(a, b);
            }
        };
    }

    /** Closes the clients, then stops WildFly if this started it. */
    @Override
    public void close() {
        for (AutoCloseable client : clients) {
            try {
                client.close();
            } catch (Exception e) {
                System.err.println("bench: closing a WildFly client: " + e.getMessage());
            }
        }
        clients.clear();
        if (owned && server != null) {
            server.close();
            server = null;
        }
    }

    @Override
    public String toString() {
        return "the Greeter bean on WildFly";
    }
}
