package dev.bindwise.runtime.internal.iiop;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.rmi.Remote;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

import javax.rmi.PortableRemoteObject;

/**
 * What an RMI-IIOP port's {@code ejb:address className} names, and so what the object bound in the naming
 * service is: the <b>home</b> of an EJB (an interface extending {@code EJBHome}, as Apache WSIF's EJB
 * binding meant it, and what a Jakarta EE server such as WildFly binds), whose {@code create()} gives the
 * remote object the calls go to; or the remote (business) interface itself, bound directly, as a plain
 * RMI-IIOP server does. Told apart by the class alone, so that a WSIF WSDL needs nothing more and the EJB
 * API need not be on the class path of a client that calls no EJB.
 *
 * @param named the class {@code className} names
 * @param create the home's no-argument {@code create()}, null when {@code named} is the business interface
 */
record EjbView(Class<?> named, Method create) {

    private static final List<String> EJB_HOMES = List.of("jakarta.ejb.EJBHome", "javax.ejb.EJBHome");

    /**
     * @throws IllegalArgumentException for a home without a no-argument {@code create()} that returns a
     *         remote interface (a stateful bean's create with arguments: no value to give it is known)
     */
    static EjbView of(Class<?> named) {
        if (!isHome(named)) {
            return new EjbView(named, null);
        }
        try {
            Method create = named.getMethod("create");
            if (create.getReturnType().isInterface() && Remote.class.isAssignableFrom(create.getReturnType())) {
                return new EjbView(named, create);
            }
        } catch (NoSuchMethodException e) {
            // said below
        }
        throw new IllegalArgumentException(named.getName() + " is an EJB home without a create() that takes no"
                + " arguments and returns the remote interface; name a home with one, or the remote interface"
                + " of an object bound in the naming service itself");
    }

    private static boolean isHome(Class<?> type) {
        Deque<Class<?>> open = new ArrayDeque<>(List.of(type));
        while (!open.isEmpty()) {
            Class<?> next = open.pop();
            if (EJB_HOMES.contains(next.getName())) {
                return true;
            }
            open.addAll(List.of(next.getInterfaces()));
        }
        return false;
    }

    boolean isHome() {
        return create != null;
    }

    /** The interface whose methods the operations call: the home's create() result, or {@code named}. */
    Class<?> businessInterface() {
        return isHome() ? create.getReturnType() : named;
    }

    /**
     * The object the calls go to, from the reference the naming service gave: narrowed to the class
     * named; for a home, the object its {@code create()} returns, narrowed to the business interface.
     *
     * @throws ClassCastException when the reference is not of the class named
     * @throws InvocationTargetException with what {@code create()} threw (a RemoteException, a CreateException)
     */
    Object objectFor(org.omg.CORBA.Object reference) throws InvocationTargetException {
        Object narrowed = PortableRemoteObject.narrow(reference, named);
        if (!isHome()) {
            return narrowed;
        }
        try {
            return PortableRemoteObject.narrow(create.invoke(narrowed), businessInterface());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(create + " is public but cannot be called: " + e, e);
        }
    }
}
