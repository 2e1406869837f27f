package dev.bindwise.examples.iiop;

import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.HashMap;
import java.util.Map;

/**
 * Pairs each plain service interface with its RMI-IIOP twin ({@code <Interface>Remote}: the same
 * methods, each throwing RemoteException) and bridges between them with dynamic proxies, in place of a
 * hand-written servant and client adapter per service.
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

    /** The servant the server exports: the remote interface, calling the implementation. */
    static Remote servant(Class<?> serviceInterface, Object implementation) {
        return bridge(of(serviceInterface), serviceInterface, implementation, "servant of " + implementation);
    }

    /** The client: the plain interface, calling the stub; a RemoteException becomes an UncheckedIOException. */
    static <T> T client(Class<T> serviceInterface, Object stub, String description) {
        return bridge(serviceInterface, of(serviceInterface), stub, description);
    }

    /** A proxy of {@code proxied} that calls the same-named method of {@code target}'s interface {@code targeted}. */
    private static <T> T bridge(Class<T> proxied, Class<?> targeted, Object target, String description) {
        Map<Method, Method> targets = new HashMap<>();
        for (Method method : proxied.getMethods()) {
            try {
                targets.put(method, targeted.getMethod(method.getName(), method.getParameterTypes()));
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(targeted.getName() + " lacks " + method, e);
            }
        }
        return proxied.cast(Proxy.newProxyInstance(proxied.getClassLoader(), new Class<?>[] {proxied},
                (proxy, method, arguments) -> method.getDeclaringClass() == Object.class
                        ? objectMethod(proxy, method, arguments, description)
                        : call(targets.get(method), target, arguments)));
    }

    /** equals, hashCode and toString answer for the proxy itself, without a call to the target. */
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
            if (e.getCause() instanceof RemoteException remote) {
                throw new UncheckedIOException(remote.getMessage(), remote);
            }
            throw e.getCause();
        }
    }
}
