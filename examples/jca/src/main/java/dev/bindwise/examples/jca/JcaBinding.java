package dev.bindwise.examples.jca;

import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.jca.cci.CommareaInteractionSpec;
import dev.bindwise.examples.jca.cci.CommareaManagedConnectionFactory;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.internal.jca.JcaClient;

/**
 * JCA: the example services whose WSDL has a cics binding (Trader and Financial), called on the
 * {@link CommareaServer} through the runtime's JCA client ({@link JcaClient}, what a generated proxy
 * ships), with the CCI resource adapter of this module, non-managed, as the application's adapter. Each
 * operation is routed as a proxy's plan routes it: the program, the verb and the records' layouts of the
 * WSDL. A client keeps its connections from call to call, one per calling thread at most.
 */
public final class JcaBinding implements ExampleBinding {

    private final List<JcaClient> clients = new CopyOnWriteArrayList<>();

    @Override
    public BindingKind kind() {
        return BindingKind.JCA;
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
        // the endpoint's port is named after the service, which the client's messages then name
        String portName = service.name();
        CommareaManagedConnectionFactory adapter = new CommareaManagedConnectionFactory();
        adapter.setHost(host);
        adapter.setPort(port);
        RuntimeOptions options = RuntimeOptions.defaults().resource(portName, adapter.createConnectionFactory())
                .interactionSpec(portName, CommareaInteractionSpec.class.getName());
        JcaClient jca = new JcaClient(new Endpoint.Jca(portName, "tcp://" + host + ":" + port, ""),
                JcaBinding.class.getClassLoader(), options);
        clients.add(jca);
        Map<String, OperationCall> calls = new ConcurrentHashMap<>();
        String name = service.name() + " over JCA at " + host + ":" + port;
        return serviceInterface.cast(Proxy.newProxyInstance(serviceInterface.getClassLoader(),
                new Class<?>[] {serviceInterface}, (proxy, method, arguments) -> switch (method.getName()) {
                    case "toString" -> name;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == arguments[0];
                    default -> calls.computeIfAbsent(method.getName(),
                            operation -> prepare(jca, portName, cics.operation(operation)))
                            .invoke(arguments == null ? new Object[0] : arguments);
                }));
    }

    /** The operation as a generated proxy's plan routes it over the port, made ready by the runtime's client. */
    private static OperationCall prepare(JcaClient jca, String portName, CommareaOperation operation) {
        Route.Jca route = new Route.Jca(portName, operation.program(), operation.interactionVerb(),
                operation.request().text(), operation.reply().text());
        Method method = operation.method();
        // one route and so no fallback: whether a failed call may be sent again elsewhere does not arise
        OperationPlan.Builder plan = OperationPlan.operation(operation.name(), method.getReturnType(), false);
        // the request record's fields after the request type are the parameters, named as in the WSDL
        List<String> parameterNames = operation.request().fieldNames();
        for (int i = 0; i < method.getParameterCount(); i++) {
            plan.parameter(parameterNames.get(i + 1), method.getParameterTypes()[i]);
        }
        return jca.prepare(plan.route(route).build(), route);
    }

    @Override
    public void close() {
        clients.forEach(JcaClient::close);
        clients.clear();
    }
}
