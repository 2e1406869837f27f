package dev.bindwise.examples.jca.layout;

import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.Map;

import dev.bindwise.core.commarea.LayoutException;

/** The properties of a Java bean by name, looked up once per class: how a group reads and fills a bean. */
final class BeanProperties {

    /** A property's accessors, kept as methods: PropertyDescriptor looks its methods up again on every call. */
    private record Property(Class<?> type, Method getter, Method setter) {
    }

    private static final ClassValue<Map<String, Property>> PROPERTIES = new ClassValue<>() {
        @Override
        protected Map<String, Property> computeValue(Class<?> type) {
            try {
                Map<String, Property> byName = new LinkedHashMap<>();
                for (PropertyDescriptor property : Introspector.getBeanInfo(type, Object.class).getPropertyDescriptors()) {
                    byName.put(property.getName(),
                            new Property(property.getPropertyType(), property.getReadMethod(), property.getWriteMethod()));
                }
                return byName;
            } catch (IntrospectionException e) {
                throw new LayoutException(type.getName() + " is not a Java bean: " + e.getMessage());
            }
        }
    };

    private BeanProperties() {
    }

    static Class<?> type(Class<?> beanClass, String name) {
        return property(beanClass, name).type();
    }

    static Object get(Object bean, String name) {
        Property property = property(bean.getClass(), name);
        if (property.getter() == null) {
            throw new LayoutException(bean.getClass().getName() + " has no getter for " + name);
        }
        try {
            return property.getter().invoke(bean);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new LayoutException("cannot read " + name + " of " + bean.getClass().getName() + ": " + e);
        }
    }

    static void set(Object bean, String name, Object value) {
        Property property = property(bean.getClass(), name);
        if (property.setter() == null) {
            throw new LayoutException(bean.getClass().getName() + " has no setter for " + name);
        }
        try {
            property.setter().invoke(bean, value);
        } catch (IllegalAccessException | InvocationTargetException | IllegalArgumentException e) {
            throw new LayoutException("cannot set " + name + " of " + bean.getClass().getName() + " to a "
                    + (value == null ? "null" : value.getClass().getName()) + ": " + e);
        }
    }

    static Object newInstance(Class<?> beanClass) {
        try {
            return beanClass.getDeclaredConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new LayoutException(beanClass.getName() + " needs a public no-argument constructor: " + e);
        }
    }

    private static Property property(Class<?> beanClass, String name) {
        Property property = PROPERTIES.get(beanClass).get(name);
        if (property == null) {
            throw new LayoutException(beanClass.getName() + " has no property '" + name
                    + "' for the record field of that name; it has " + PROPERTIES.get(beanClass).keySet());
        }
        return property;
    }
}
