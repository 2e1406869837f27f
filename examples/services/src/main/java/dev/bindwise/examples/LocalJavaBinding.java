package dev.bindwise.examples;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.LocalJavaClient;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Local Java: the implementation called in the client's own JVM, no wire at all, through the runtime's
 * {@link LocalJavaClient} (what a generated proxy calls).
 */
public final class LocalJavaBinding implements ExampleBinding {

    private final List<LocalJavaClient> clients = new CopyOnWriteArrayList<>();

    @Override
    public BindingKind kind() {
        return BindingKind.LOCAL_JAVA;
    }

    @Override
    public boolean serves(ExampleService service) {
        return true;
    }

    @Override
    public String serverMainClass() {
        return null;
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) {
        String portName = serviceInterface.getSimpleName() + "LocalPort";
        Class<?> implementation = service.implementation().get().getClass();
        // the instance given, as an application hands its proxy the service it runs beside
        LocalJavaClient client = new LocalJavaClient(new Endpoint.LocalJava(portName, implementation.getName()),
                implementation.getClassLoader(), RuntimeOptions.defaults().localService(portName, service.implementation()));
        clients.add(client);
        return BindingClientProxy.of(serviceInterface, client, method -> new Route.LocalJava(portName, method.getName()),
                "local Java client of " + service.name());
    }

    @Override
    public void close() {
        clients.forEach(LocalJavaClient::close);
        clients.clear();
    }
}
