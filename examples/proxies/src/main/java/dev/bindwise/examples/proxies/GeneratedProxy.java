package dev.bindwise.examples.proxies;

import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import org.omg.CORBA.ORB;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.model.Port;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.iiop.GlassFishOrbs;

/**
 * A generated, compiled and loaded proxy of an example service (see {@link GeneratedProxies#build}):
 * opens instances pointed at the example servers, and calls them through the service's own interface.
 * Closing it destroys the ORBs its instances called RMI-IIOP ports through and closes its class loader; close
 * the instances it opened first.
 */
public final class GeneratedProxy implements AutoCloseable {

    private final ExampleService service;
    private final ServiceDescription description;
    private final SelectionPlan plan;
    private final URLClassLoader loader;
    private final Class<?> generatedInterface;
    private final Class<?> proxyClass;
    /** The ORBs the instances opened so far reach their RMI-IIOP servers through. */
    private final List<ORB> orbs = new CopyOnWriteArrayList<>();

    GeneratedProxy(ExampleService service, ServiceDescription description, SelectionPlan plan, URLClassLoader loader,
            Class<?> generatedInterface, Class<?> proxyClass) {
        this.service = service;
        this.description = description;
        this.plan = plan;
        this.loader = loader;
        this.generatedInterface = generatedInterface;
        this.proxyClass = proxyClass;
    }

    public ExampleService service() {
        return service;
    }

    public SelectionPlan plan() {
        return plan;
    }

    /** The service interface the generator wrote from the port type. */
    public Class<?> generatedInterface() {
        return generatedInterface;
    }

    /** The generated proxy class, which implements {@link #generatedInterface()} and AutoCloseable. */
    public Class<?> proxyClass() {
        return proxyClass;
    }

    /**
     * A new proxy instance (AutoCloseable: close it) whose ports are at the loopback servers of their
     * kinds: a SOAP port at the server's /axis2/services path of the WSDL's address, an RMI-IIOP port at the
     * server's naming service through an ORB that sends every call to that address (the server's references
     * name its own port, which a relay in front of it would not see otherwise), a JCA port at the transaction
     * server through the example CCI adapter. A port whose kind has no server here keeps the WSDL's address
     * (the proxy's start-up probe then says why it is left out); local Java needs none.
     *
     * @param serversByKind the servers by binding kind (SOAP, RMI-IIOP, JCA)
     */
    public Object open(Map<BindingKind, InetSocketAddress> serversByKind) {
        return open(serversByKind, RuntimeOptions.defaults());
    }

    /**
     * As {@link #open(Map)}, with the runtime options given (timeouts, retries); the servers' addresses and
     * the JCA port's adapter are added to them.
     */
    public Object open(Map<BindingKind, InetSocketAddress> serversByKind, RuntimeOptions options) {
        RuntimeOptions configured = configure(serversByKind, options);
        try {
            return proxyClass.getConstructor(RuntimeOptions.class).newInstance(configured);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof RuntimeException unchecked ? unchecked
                    : new IllegalStateException(proxyClass.getName() + " did not start: " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(proxyClass.getName() + " has no public constructor (RuntimeOptions): " + e, e);
        }
    }

    /** The options given, with the servers' addresses and the JCA port's adapter added as {@link #open} adds them. */
    public RuntimeOptions configure(Map<BindingKind, InetSocketAddress> serversByKind, RuntimeOptions options) {
        for (Port port : description.getServices().get(0).getPorts()) {
            InetSocketAddress server = serversByKind.get(port.getKind());
            if (server == null) {
                continue;
            }
            String host = server.getHostString();
            int number = server.getPort();
            switch (port.getKind()) {
                case SOAP -> options.address(port.getName(), soapAddress(port, host, number));
                case RMI_IIOP -> {
                    ORB orb = GlassFishOrbs.clientReachingEverythingAt(host, number, options);
                    orbs.add(orb);
                    options.address(port.getName(), "corbaloc:iiop:" + host + ":" + number).resource(port.getName(), orb);
                }
                case JCA -> {
                    CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
                    adapter.setHost(host);
                    adapter.setPort(number);
                    options.address(port.getName(), "tcp://" + host + ":" + number)
                            .resource(port.getName(), adapter.createConnectionFactory())
                            .interactionSpec(port.getName(), CommareaInteractionSpec.class.getName());
                }
                default -> {
                    // no server: local Java calls the implementation in this JVM
                }
            }
        }
        return options;
    }

    /** The plan compiled into the generated proxy (its static field PLAN). */
    public ServicePlan compiledPlan() {
        try {
            return (ServicePlan) proxyClass.getField("PLAN").get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(proxyClass.getName() + " has no public static PLAN: " + e, e);
        }
    }

    /** The class loader the proxy's runtime finds the service's classes with. */
    public ClassLoader loader() {
        return loader;
    }

    /** The WSDL's SOAP address with the server's host and port: its path names the service. */
    private static String soapAddress(Port port, String host, int number) {
        try {
            URI wsdl = new URI(port.getAddress());
            return new URI(wsdl.getScheme(), null, host, number, wsdl.getPath(), wsdl.getQuery(), null).toString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("SOAP port " + port.getName() + " has no URL for an address: "
                    + port.getAddress(), e);
        }
    }

    /**
     * The proxy instance seen through the example service's own interface (whose data classes the
     * generated one shares): each call goes to the generated method of the same name and parameter types (a
     * {@code List} where the service's own method takes an array, as JAXB types a repeated element: the array's
     * items are passed as a List, {@link #asTheProxyTakes}), and what it throws is thrown as it is.
     */
    public <T> T asServiceInterface(Object proxy, Class<T> serviceInterface) {
        Map<Method, Method> generated = new HashMap<>();
        for (Method method : serviceInterface.getMethods()) {
            generated.put(method, Arrays.stream(proxyClass.getMethods()).filter(m -> takesTheSame(m, method)).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(proxyClass.getName() + " has no " + method.getName()
                            + List.of(method.getParameterTypes()) + " of " + serviceInterface.getName())));
        }
        Object view = java.lang.reflect.Proxy.newProxyInstance(serviceInterface.getClassLoader(),
                new Class<?>[] {serviceInterface}, (self, method, arguments) -> {
                    Method target = generated.get(method);
                    if (target == null) {
                        // Object's methods (toString, equals, hashCode)
                        return method.invoke(proxy, arguments);
                    }
                    try {
                        return asArrayWhereReturned(method.getReturnType(), target.invoke(proxy, asTheProxyTakes(target, arguments)));
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
        return serviceInterface.cast(view);
    }

    /** Whether the generated method is the service's: the same name and parameters, a List where it takes an array. */
    private static boolean takesTheSame(Method generated, Method own) {
        if (!generated.getName().equals(own.getName()) || generated.getParameterCount() != own.getParameterCount()) {
            return false;
        }
        for (int i = 0; i < own.getParameterCount(); i++) {
            Class<?> taken = generated.getParameterTypes()[i];
            Class<?> given = own.getParameterTypes()[i];
            if (taken != given && !(taken == List.class && given.isArray() && given != byte[].class)) {
                return false;
            }
        }
        return true;
    }

    /** The arguments as the generated method takes them: an array (the service's own type) as a List of its items. */
    public static Object[] asTheProxyTakes(Method generated, Object[] arguments) {
        if (arguments == null) {
            return null;
        }
        Object[] taken = arguments.clone();
        for (int i = 0; i < taken.length; i++) {
            if (generated.getParameterTypes()[i] == List.class && taken[i] != null && taken[i].getClass().isArray()) {
                List<Object> items = new ArrayList<>();
                for (int j = 0; j < Array.getLength(taken[i]); j++) {
                    items.add(Array.get(taken[i], j));
                }
                taken[i] = items;
            }
        }
        return taken;
    }

    /** The result as the service's own method returns it: a List as an array where that is what it returns. */
    private static Object asArrayWhereReturned(Class<?> returned, Object result) {
        if (!(result instanceof List<?> items) || !returned.isArray()) {
            return result;
        }
        Object array = Array.newInstance(returned.getComponentType(), items.size());
        for (int i = 0; i < items.size(); i++) {
            Array.set(array, i, items.get(i));
        }
        return array;
    }

    /** Where each operation of the proxy instance's calls go now (its runtime's status). */
    public List<OperationStatus> status(Object proxy) {
        return runtime(proxy).status();
    }

    /** The runtime behind the proxy instance. */
    public ServiceRuntime runtime(Object proxy) {
        try {
            return (ServiceRuntime) proxyClass.getMethod("runtime").invoke(proxy);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException(proxy.getClass().getName() + " is not a generated proxy with runtime(): " + e, e);
        }
    }

    @Override
    public void close() throws IOException {
        orbs.forEach(ORB::destroy);
        orbs.clear();
        loader.close();
    }
}
