package dev.bindwise.examples.iiop;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.Remote;
import java.util.HashMap;
import java.util.Map;

/**
 * Pairs each plain service interface with its RMI-IIOP twin ({@code <Interface>Remote}: the same
 * methods, each throwing RemoteException), and makes the servant the server exports with a dynamic
 * proxy, in place of a hand-written servant per service. Clients call the remote interface itself
 * (the runtime's IiopClient).
 */
final class RemoteInterfaces {

    private RemoteInterfaces() {
    }

    static Class<? extends Remote> of(Class<?> serviceInterface) {
        String name = RemoteInterfaces.class.getPackageName() + "." + serviceInterface.getSimpleName() + "Remote";
        try {
            return Class.forName(name).asSubclass(Remote.class);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(serviceInterface + " has no remote interface " + name, e);
        }
    }

    /** The servant the server exports: the remote interface, calling the same-named methods of the implementation. */
    static Remote servant(Class<?> serviceInterface, Object implementation) {
        Class<? extends Remote> remote = of(serviceInterface);
        Map<Method, Method> targets = new HashMap<>();
        for (Method method : remote.getMethods()) {
            try {
                targets.put(method, serviceInterface.getMethod(method.getName(), method.getParameterTypes()));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(serviceInterface.getName() + " lacks " + method, e);
            }
        }
        return remote.cast(Proxy.newProxyInstance(remote.getClassLoader(), new Class<?>[] {remote},
                (proxy, method, arguments) -> method.getDeclaringClass() == Object.class
                        ? objectMethod(proxy, method, arguments, "servant of " + implementation)
                        : call(targets.get(method), implementation, arguments)));
    }

    /** equals, hashCode and toString answer for the proxy itself, without a call to the implementation. */
    private static Object objectMethod(Object proxy, Method method, Object[] arguments, String description) {
        return switch (method.getName()) {
            case "equals" -> proxy == arguments[0];
            case "hashCode" -> System.identityHashCode(proxy);
            default -> description;
        };
    }

    private static Object call(Method method, Object target, Object[] arguments) throws Throwable {
        try {
            return method.invoke(target, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
