package dev.bindwise.runtime.internal.commarea;

import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import dev.bindwise.runtime.internal.XjcListField;

/**
 * The properties of a Java bean by name, looked up once per class and name: how a group reads and fills
 * a bean. A property {@code name} is read by {@code getName()} (or {@code isName()} for a boolean) and
 * written by {@code setName(value)}, the name's first letter capitalized: the beans of a WSDL's types
 * follow this, also where java.beans.Introspector would name the property otherwise (e.g. {@code xValue}). A
 * List property with a getter only (as xjc writes one) is read from and set to its field where it has one, else
 * filled through the list its getter returns.
 * Public for {@link #copy} only, which the runtime's Java bindings make a fault's info with.
 */
public final class BeanProperties {

    /**
     * A property's accessors, either of which may be missing; for a List with a getter only (xjc's), the field behind
     * it, if any, which is read and set instead, so that reading never changes a null list into an empty one.
     */
    private record Property(Class<?> type, Type genericType, Method getter, Method setter, Field listField) {

        /** A List property that is filled rather than set: a getter only. */
        boolean liveList() {
            return setter == null && getter != null && type == List.class;
        }
    }

    private static final ClassValue<Map<String, Property>> PROPERTIES = new ClassValue<>() {
        @Override
        protected Map<String, Property> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };

    private BeanProperties() {
    }

    /** The property's type, with its items' where it is a List ({@code List<Line>}). */
    static Type type(Class<?> beanClass, String name) {
        return property(beanClass, name).genericType();
    }

    static Object get(Object bean, String name) {
        Property property = property(bean.getClass(), name);
        if (property.getter() == null) {
            throw new CommareaException(bean.getClass().getName() + " has no getter for " + name);
        }
        try {
            return property.listField() != null ? property.listField().get(bean) : property.getter().invoke(bean);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new CommareaException("cannot read " + name + " of " + bean.getClass().getName() + ": " + e);
        }
    }

    static void set(Object bean, String name, Object value) {
        Property property = property(bean.getClass(), name);
        if (property.setter() == null && !property.liveList()) {
            throw new CommareaException(bean.getClass().getName() + " has no setter for " + name);
        }
        try {
            if (property.setter() != null) {
                property.setter().invoke(bean, value);
            } else if (property.listField() != null) {
                property.listField().set(bean, value);
            } else if (value != null) {
                // a List with a getter only and no field to set: filled through the list it returns, as JAXB does
                @SuppressWarnings("unchecked")
                List<Object> live = (List<Object>) property.getter().invoke(bean);
                live.addAll((Collection<?>) value);
            }
        } catch (IllegalAccessException | InvocationTargetException | IllegalArgumentException | ClassCastException e) {
            throw new CommareaException("cannot set " + name + " of " + bean.getClass().getName() + " to a "
                    + (value == null ? "null" : value.getClass().getName()) + ": " + e);
        }
    }

    static Object newInstance(Class<?> beanClass) {
        try {
            return beanClass.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new CommareaException(beanClass.getName() + " needs a public no-argument constructor: " + e);
        }
    }

    /**
     * Sets each property of the target that has a setter to the value of the source's property of the same name,
     * where the source has a getter of a type the setter takes; the target's other properties stay as they are.
     */
    public static void copy(Object source, Object target) {
        Set<String> readable = names(source.getClass());
        for (String name : names(target.getClass())) {
            if (!readable.contains(name)) {
                continue;
            }
            Property to;
            Property from;
            try {
                to = property(target.getClass(), name);
                from = property(source.getClass(), name);
            } catch (CommareaException onlyWithArguments) {
                // named by a getter or setter that takes other arguments than a property's: no property
                continue;
            }
            if ((to.setter() != null || to.liveList()) && from.getter() != null
                    && boxed(to.type()).isAssignableFrom(boxed(from.type()))) {
                set(target, name, get(source, name));
            }
        }
    }

    private static Class<?> boxed(Class<?> type) {
        return type.isPrimitive() ? MethodType.methodType(type).wrap().returnType() : type;
    }

    private static Property property(Class<?> beanClass, String name) {
        Map<String, Property> properties = PROPERTIES.get(beanClass);
        Property property = properties.get(name);
        if (property == null) {
            property = find(beanClass, name);
            properties.put(name, property);
        }
        return property;
    }

    private static Property find(Class<?> beanClass, String name) {
        String suffix = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        Method getter = method(beanClass, "get" + suffix);
        if (getter == null) {
            getter = method(beanClass, "is" + suffix);
            if (getter != null && getter.getReturnType() != boolean.class) {
                getter = null;
            }
        }
        Method setter = null;
        for (Method method : beanClass.getMethods()) {
            if (method.getName().equals("set" + suffix) && method.getParameterCount() == 1
                    && !Modifier.isStatic(method.getModifiers())
                    && (getter == null || method.getParameterTypes()[0] == getter.getReturnType() || setter == null)) {
                setter = method;
            }
        }
        if (getter == null && setter == null) {
            throw new CommareaException(beanClass.getName() + " has no property '" + name
                    + "' for the record field of that name; it has " + names(beanClass));
        }
        Type generic = getter != null ? getter.getGenericReturnType() : setter.getGenericParameterTypes()[0];
        Property property = new Property(getter != null ? getter.getReturnType() : setter.getParameterTypes()[0], generic,
                getter, setter, null);
        Field field = property.liveList() ? XjcListField.of(beanClass, name) : null;
        return field == null ? property : new Property(List.class, generic, getter, null, field);
    }

    private static Method method(Class<?> beanClass, String name) {
        try {
            Method method = beanClass.getMethod(name);
            return method.getReturnType() == void.class || Modifier.isStatic(method.getModifiers()) ? null : method;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** The names of the bean's getters and setters, without their prefix: for a message, and what {@link #copy} tries. */
    private static TreeSet<String> names(Class<?> beanClass) {
        TreeSet<String> names = new TreeSet<>();
        for (Method method : beanClass.getMethods()) {
            String methodName = method.getName();
            int prefix = methodName.startsWith("get") || methodName.startsWith("set") ? 3 : methodName.startsWith("is") ? 2 : 0;
            if (prefix > 0 && methodName.length() > prefix && method.getDeclaringClass() != Object.class) {
                names.add(Character.toLowerCase(methodName.charAt(prefix)) + methodName.substring(prefix + 1));
            }
        }
        return names;
    }
}
