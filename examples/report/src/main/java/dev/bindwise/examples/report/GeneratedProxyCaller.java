package dev.bindwise.examples.report;

import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.examples.ExampleCaller;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;

/**
 * The Bindwise proxy as the driver measures it: per service, the plan {@code select} makes for a client
 * in another JVM that reaches every remote port, the proxy generated from it and compiled, pointed at the
 * servers the driver started for the other bindings. A caller with no server of its own, as the load driver
 * sees it.
 */
final class GeneratedProxyCaller implements ExampleCaller {

    /** The name its measurements carry. */
    static final String NAME = "BINDWISE";

    private record Opened(GeneratedProxy proxy, Object instance) {
    }

    private final Path root;
    private final Path work;
    private final Map<String, Opened> opened = new ConcurrentHashMap<>();
    /** Per service, per WSDL operation, the binding its calls went to when the proxy was closed. */
    private final Map<String, Map<String, String>> chosenAtClose = new ConcurrentHashMap<>();

    /**
     * @param root the repository root, where the example WSDLs are
     * @param work where the generated sources and classes go
     */
    GeneratedProxyCaller(Path root, Path work) {
        this.root = root;
        this.work = work;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean serves(ExampleService service) {
        return true;
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, Map<BindingKind, InetSocketAddress> servers)
            throws Exception {
        ServiceDescription description = GeneratedProxies.read(service, root);
        GeneratedProxy proxy = GeneratedProxies.build(service, GeneratedProxies.selectedForRemoteClient(description), root,
                work.resolve(service.name()));
        Object instance = proxy.open(servers);
        opened.put(service.name(), new Opened(proxy, instance));
        return proxy.asServiceInterface(instance, serviceInterface);
    }

    /**
     * The binding the proxy's calls of the WSDL operation went to, as its runtime says; null when it made none.
     *
     * @param operation the WSDL operation (the example operation's method name)
     */
    public String chosen(String service, String operation) {
        Opened proxy = opened.get(service);
        return proxy == null ? chosenAtClose.getOrDefault(service, Map.of()).get(operation) : current(proxy).get(operation);
    }

    private static Map<String, String> current(Opened proxy) {
        Map<String, String> current = new HashMap<>();
        for (OperationStatus status : proxy.proxy().status(proxy.instance())) {
            if (status.current() != null) {
                current.put(status.operation(), status.current().name());
            }
        }
        return current;
    }

    @Override
    public void close() {
        for (Opened proxy : opened.values()) {
            chosenAtClose.put(proxy.proxy().service().name(), current(proxy));
            try {
                ((AutoCloseable) proxy.instance()).close();
                proxy.proxy().close();
            } catch (Exception e) {
                System.err.println("report: closing the proxy of " + proxy.proxy().service().name() + ": " + e.getMessage());
            }
        }
        opened.clear();
    }
}
