package dev.bindwise.examples.jca;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.jca.cci.CommareaConnectionSpec;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.examples.jca.cci.CommareaRecord;
import jakarta.resource.ResourceException;
import jakarta.resource.cci.ConnectionFactory;

/**
 * JCA: the example services whose WSDL has a cics binding (Trader and Financial), called through the CCI
 * resource adapter of this module, non-managed, with COMMAREA records, on the {@link CommareaServer}. A
 * client keeps its connections from call to call, one per calling thread at most.
 */
public final class JcaBinding implements ExampleBinding {

    private final ConnectionFactory connections = (ConnectionFactory) new CommareaManagedConnectionFactory()
            .createConnectionFactory();
    private final List<ConnectionPool> pools = new CopyOnWriteArrayList<>();

    @Override
    public String kind() {
        return "JCA";
    }

    @Override
    public boolean serves(ExampleService service) {
        return CommareaService.bundled(service).isPresent();
    }

    @Override
    public String serverMainClass() {
        return CommareaServer.class.getName();
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) {
        CommareaService cics = CommareaService.bundled(service).orElseThrow(() -> new IllegalArgumentException(
                "the JCA binding does not serve " + service.name() + ": its WSDL has no cics binding here"));
        CommareaConnectionSpec server = new CommareaConnectionSpec(host, port);
        ConnectionPool pool = new ConnectionPool(connections, server);
        pools.add(pool);
        String name = service.name() + " over JCA at " + server;
        return serviceInterface.cast(Proxy.newProxyInstance(serviceInterface.getClassLoader(),
                new Class<?>[] {serviceInterface}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "toString" -> name;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == arguments[0];
                    default -> call(cics.operation(method.getName()), pool, arguments, name);
                }));
    }

    private static Object call(CommareaOperation operation, ConnectionPool pool, Object[] arguments, String client) {
        CommareaRecord request = new CommareaRecord(operation.request().recordName(),
                operation.requestRecord(arguments == null ? new Object[0] : arguments));
        CommareaRecord reply = new CommareaRecord(operation.reply().recordName());
        try {
            pool.execute(CommareaInteractionSpec.of(operation.program(), operation.interactionVerb()), request, reply);
        } catch (ResourceException e) {
            throw new JcaCallException(operation.name() + " on " + client + " failed: " + e.getMessage(), e);
        }
        return operation.result(reply.bytes());
    }

    @Override
    public void close() {
        pools.forEach(ConnectionPool::close);
        pools.clear();
    }
}
