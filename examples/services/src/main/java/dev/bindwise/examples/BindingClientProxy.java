package dev.bindwise.examples;

import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import dev.bindwise.runtime.internal.BindingClient;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;

/**
 * A service's own Java interface over one of the runtime's binding clients, the ones a generated proxy
 * calls: each method is one operation routed to the client's port, prepared when the proxy is made (so
 * that a client that cannot reach its service fails there, not at its first call). A call throws what
 * the runtime's client throws: its TransportException or ServiceFaultException, or the service's own.
 */
public final class BindingClientProxy {

    private BindingClientProxy() {
    }

    /** The operations' parameters named as the Java methods' are (arg0, arg1, ... without debug information). */
    public static <T> T of(Class<T> serviceInterface, BindingClient client, Function<Method, Route> routes,
            String description) {
        return of(serviceInterface, client, routes,
                method -> Arrays.stream(method.getParameters()).map(Parameter::getName).toList(), description);
    }

    /**
     * @param routes how each method is called over the client's port
     * @param parameterNames each method's parameter names, as the service knows them
     * @param description what the proxy's toString says
     */
    public static <T> T of(Class<T> serviceInterface, BindingClient client, Function<Method, Route> routes,
            Function<Method, List<String>> parameterNames, String description) {
        Map<Method, OperationCall> calls = new HashMap<>();
        for (Method method : serviceInterface.getMethods()) {
            Route route = routes.apply(method);
            calls.put(method, client.prepare(operation(method, parameterNames.apply(method), route), route));
        }
        return serviceInterface.cast(Proxy.newProxyInstance(serviceInterface.getClassLoader(),
                new Class<?>[] {serviceInterface}, (proxy, method, arguments) -> {
                    if (method.getDeclaringClass() == Object.class) {
                        return switch (method.getName()) {
                            case "equals" -> proxy == arguments[0];
                            case "hashCode" -> System.identityHashCode(proxy);
                            default -> description;
                        };
                    }
                    return calls.get(method).invoke(arguments);
                }));
    }

    /** The method as the runtime's plan has it; not idempotent, as there is no other binding to send it again over. */
    private static OperationPlan operation(Method method, List<String> parameterNames, Route route) {
        OperationPlan.Builder operation = OperationPlan.operation(method.getName(), method.getReturnType(), false);
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            operation.parameter(parameterNames.get(i), types[i]);
        }
        return operation.route(route).build();
    }
}
