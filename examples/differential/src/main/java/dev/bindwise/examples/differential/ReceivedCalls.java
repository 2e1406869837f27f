package dev.bindwise.examples.differential;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.apache.cxf.jaxws.JAXWSMethodInvoker;
import org.apache.cxf.message.Exchange;
import org.apache.cxf.service.invoker.Invoker;

import dev.bindwise.examples.accuracy.FieldValues;
import dev.bindwise.examples.cxf.CxfServer;

/**
 * What the implementations of the CXF example's services received, call by call, for each binding that reached
 * them: CXF's own invoker (SOAP), the implementation the ORB server's servant calls (RMI-IIOP) and the instance
 * handed to the proxy's local Java port record the fields of the arguments ({@link FieldValues}, each under its parameter's name) as the implementation got them, before it ran
 * (Ledger's book changes its entry), and hand them on once it has answered. The calls of one binding come one
 * after another, so each is taken in the order made.
 */
final class ReceivedCalls {

    /** How long a one-way call, which returns once sent, may take to reach its implementation. */
    private static final long ONE_WAY_ARRIVES_WITHIN_SECONDS = 60;

    private final Map<String, BlockingQueue<Map<String, String>>> calls = new ConcurrentHashMap<>();

    /** CXF's invoker of the implementation, recording what each call received as the binding's. */
    Invoker invoker(String binding, Object implementation) {
        Class<?> serviceInterface = CxfServer.serviceInterface(implementation.getClass());
        return new JAXWSMethodInvoker(implementation) {
            @Override
            protected Object invoke(Exchange exchange, Object serviceObject, Method method, List<Object> parameters) {
                Method own = own(serviceInterface, method.getName());
                Map<String, String> fields = fields(own, parameters.toArray());
                try {
                    return super.invoke(exchange, serviceObject, method, parameters);
                } finally {
                    queue(binding, own).add(fields);
                }
            }
        };
    }

    /** The implementation behind its service interface, recording what each call received as the binding's. */
    Object local(String binding, Class<?> serviceInterface, Object implementation) {
        return Proxy.newProxyInstance(serviceInterface.getClassLoader(), new Class<?>[] {serviceInterface}, (proxy, method, arguments) -> {
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "equals" -> proxy == arguments[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> "recording " + implementation;
                };
            }
            Map<String, String> fields = fields(method, arguments == null ? new Object[0] : arguments);
            try {
                return method.invoke(implementation, arguments);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            } finally {
                queue(binding, method).add(fields);
            }
        });
    }

    /**
     * What the next call of the operation over the binding received; null when it received none. A one-way call
     * is waited for (it returns once sent); any other has been received by the time its reply or fault came.
     */
    Map<String, String> take(String binding, Method operation, boolean oneWay) throws InterruptedException {
        BlockingQueue<Map<String, String>> queue = queue(binding, operation);
        return oneWay ? queue.poll(ONE_WAY_ARRIVES_WITHIN_SECONDS, TimeUnit.SECONDS) : queue.poll();
    }

    /** The fields of a call's arguments, each under its parameter's element or part name. */
    static Map<String, String> fields(Method operation, Object[] arguments) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (int i = 0; i < arguments.length; i++) {
            fields.putAll(FieldValues.of(CxfExample.parameterName(operation.getParameters()[i]), arguments[i]));
        }
        return fields;
    }

    private BlockingQueue<Map<String, String>> queue(String binding, Method operation) {
        return calls.computeIfAbsent(binding + " " + operation.getDeclaringClass().getName() + "." + operation.getName(),
                key -> new LinkedBlockingQueue<>());
    }

    private static Method own(Class<?> serviceInterface, String name) {
        for (Method method : serviceInterface.getMethods()) {
            if (method.getName().equals(name)) {
                return method;
            }
        }
        throw new IllegalStateException(serviceInterface.getName() + " has no operation " + name);
    }
}
