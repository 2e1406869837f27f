package dev.bindwise.runtime.internal;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import dev.bindwise.runtime.OperationPlan;

/**
 * The service's Java method an operation calls over RMI-IIOP or local Java, found by the operation's parameter types:
 * the same types, else where the operation has a {@code List} (a repeated element, as JAXB and wsimport type it) the
 * method may take an array, as JAX-RPC-era service classes have one ({@code calculateRoute(LatLong[] ...)}). Then the
 * List is handed to the service as a new array of its items (null stays null, empty stays empty, the caller's List
 * is not changed), and an array the service returns for a List result comes back as a new List of its items.
 *
 * @param listToArray per parameter, whether the List is handed over as an array
 * @param arrayToList whether the result is an array the caller gets as a List
 */
public record ServiceMethod(Method method, boolean[] listToArray, boolean arrayToList) {

    /**
     * The method of the type that takes the operation's parameters.
     *
     * @throws NoSuchMethodException when the type has none
     */
    public static ServiceMethod find(Class<?> type, String name, OperationPlan operation) throws NoSuchMethodException {
        List<Class<?>> wanted = operation.parameterTypes();
        try {
            Method exact = type.getMethod(name, operation.parameterTypeArray());
            return new ServiceMethod(exact, new boolean[wanted.size()], isList(operation.resultType())
                    && isArray(exact.getReturnType()));
        } catch (NoSuchMethodException e) {
            for (Method candidate : type.getMethods()) {
                if (!candidate.getName().equals(name) || candidate.getParameterCount() != wanted.size()) {
                    continue;
                }
                boolean[] listToArray = new boolean[wanted.size()];
                boolean matches = true;
                for (int i = 0; i < wanted.size() && matches; i++) {
                    Class<?> taken = candidate.getParameterTypes()[i];
                    listToArray[i] = isList(wanted.get(i)) && isArray(taken);
                    matches = listToArray[i] || taken == wanted.get(i);
                }
                if (matches) {
                    return new ServiceMethod(candidate, listToArray, isList(operation.resultType())
                            && isArray(candidate.getReturnType()));
                }
            }
            throw e;
        }
    }

    /** The arguments as the method takes them: each List it takes as an array made into one. */
    public Object[] arguments(Object[] arguments) {
        if (arguments == null) {
            return null;
        }
        Object[] taken = arguments;
        for (int i = 0; i < listToArray.length; i++) {
            if (listToArray[i] && arguments[i] != null) {
                if (taken == arguments) {
                    taken = arguments.clone();
                }
                taken[i] = array((Collection<?>) arguments[i], method.getParameterTypes()[i], i);
            }
        }
        return taken;
    }

    /** The result as the caller has it: an array returned for a List result made into a List. */
    public Object result(Object result) {
        if (!arrayToList || result == null) {
            return result;
        }
        List<Object> items = new ArrayList<>(Array.getLength(result));
        for (int i = 0; i < Array.getLength(result); i++) {
            items.add(Array.get(result, i));
        }
        return items;
    }

    private Object array(Collection<?> items, Class<?> arrayType, int parameter) {
        Object array = Array.newInstance(arrayType.getComponentType(), items.size());
        int i = 0;
        for (Object item : items) {
            try {
                Array.set(array, i++, item);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("item " + (i - 1) + " of parameter " + (parameter + 1) + " of " + method
                        + " is " + (item == null ? "null" : "a " + item.getClass().getName()) + ", which the service's "
                        + arrayType.getSimpleName() + " cannot hold", e);
            }
        }
        return array;
    }

    private static boolean isList(Class<?> type) {
        return Collection.class.isAssignableFrom(type) && type.isAssignableFrom(ArrayList.class);
    }

    private static boolean isArray(Class<?> type) {
        return type.isArray() && type != byte[].class;
    }
}
