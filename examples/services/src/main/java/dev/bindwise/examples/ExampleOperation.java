package dev.bindwise.examples;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.function.Function;

/**
 * One operation as the benchmarks call it: which method of the service interface, and the arguments
 * it gets at a point of the parameter space. Several operations may call one method with different
 * defaults (the paper's handleAddShort1, 10 and 100 are handleAddShort with 1, 10 and 100 KB).
 *
 * @param name the operation's name in reports (and in the paper's Table 2)
 * @param methodName the method of the service interface, and the WSDL operation
 * @param defaults the workload the quick benchmark runs
 * @param arguments the arguments for a workload
 * @param stateful whether a reply depends on earlier calls (Trader's buy and sell move holdings), so
 *        that only its shape, not its numbers, can be compared with a fresh local implementation's
 */
public record ExampleOperation(String name, String methodName, Workload defaults,
        Function<Workload, Object[]> arguments, boolean stateful) {

    public ExampleOperation(String name, String methodName, Workload defaults, Function<Workload, Object[]> arguments) {
        this(name, methodName, defaults, arguments, false);
    }

    /** What of a reply must equal the local implementation's: all of it, or for a stateful operation its shape. */
    public String comparable(Object reply) {
        return stateful ? SameContent.describeShape(reply) : SameContent.describe(reply);
    }

    /** Calls the operation on an implementation of the service interface (a local object or a binding's client). */
    public Object invoke(Class<?> serviceInterface, Object service, Workload workload) throws Exception {
        Method method = method(serviceInterface);
        try {
            return method.invoke(service, arguments.apply(workload));
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception exception) {
                throw exception;
            }
            throw (Error) cause;
        }
    }

    public Method method(Class<?> serviceInterface) {
        return Arrays.stream(serviceInterface.getMethods()).filter(m -> m.getName().equals(methodName)).findFirst()
                .orElseThrow(() -> new IllegalStateException(serviceInterface.getName() + " has no " + methodName));
    }
}
