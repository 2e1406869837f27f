package dev.bindwise.examples;

import java.beans.IntrospectionException;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Calendar;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * A canonical text of a reply, so that a reply that crossed a wire can be compared with the local
 * implementation's: bean properties by name, instants as UTC milliseconds (a Calendar may come back in
 * another zone), decimals without trailing zeros. Null and empty strings and arrays count as the same:
 * XML without xsi:nil cannot tell them apart, and the services never give them different meanings.
 */
public final class SameContent {

    private static final Map<Class<?>, List<PropertyDescriptor>> PROPERTIES = new ConcurrentHashMap<>();

    private SameContent() {
    }

    public static String describe(Object value) {
        StringBuilder out = new StringBuilder();
        describe(value, out);
        return out.toString();
    }

    /** The description with every number replaced by {@code #}: the structure and the texts only. */
    public static String describeShape(Object value) {
        return describe(value).replaceAll("(?<=[=\\[ ])-?[0-9][0-9.E-]*(?=[,}\\]])", "#");
    }

    private static void describe(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            out.append(text.isEmpty() ? "null" : '"' + text + '"');
        } else if (value instanceof Calendar calendar) {
            out.append("@").append(calendar.getTimeInMillis());
        } else if (value instanceof BigDecimal decimal) {
            out.append(decimal.stripTrailingZeros().toPlainString());
        } else if (value instanceof Number || value instanceof Boolean || value instanceof Character) {
            out.append(value);
        } else if (value.getClass().isArray()) {
            int length = Array.getLength(value);
            if (length == 0) {
                out.append("null");
                return;
            }
            if (value instanceof byte[] bytes) {
                out.append("bytes[").append(bytes.length).append(':').append(Arrays.hashCode(bytes)).append(']');
                return;
            }
            out.append('[');
            for (int i = 0; i < length; i++) {
                if (i > 0) {
                    out.append(", ");
                }
                describe(Array.get(value, i), out);
            }
            out.append(']');
        } else {
            out.append(value.getClass().getSimpleName()).append('{');
            List<PropertyDescriptor> properties = properties(value.getClass());
            for (int i = 0; i < properties.size(); i++) {
                if (i > 0) {
                    out.append(", ");
                }
                out.append(properties.get(i).getName()).append('=');
                describe(read(properties.get(i), value), out);
            }
            out.append('}');
        }
    }

    /** A bean's readable properties (its getters, getClass's aside), by name; found once per class. */
    public static List<PropertyDescriptor> properties(Class<?> beanClass) {
        return PROPERTIES.computeIfAbsent(beanClass, type -> {
            try {
                return Stream.of(Introspector.getBeanInfo(type, Object.class).getPropertyDescriptors())
                        .filter(p -> p.getReadMethod() != null)
                        .sorted(Comparator.comparing(PropertyDescriptor::getName)).toList();
            } catch (IntrospectionException e) {
                throw new IllegalStateException(type + " is not a bean", e);
            }
        });
    }

    /** The property's value in the bean. */
    public static Object read(PropertyDescriptor property, Object bean) {
        try {
            return property.getReadMethod().invoke(bean);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + property.getName() + " of " + bean.getClass(), e);
        }
    }
}
