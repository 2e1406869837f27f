package dev.bindwise.core.estimate;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.util.Calendar;
import java.util.IdentityHashMap;
import java.util.Map;

import dev.bindwise.model.Field;
import dev.bindwise.model.ValueKind;

/**
 * The values of real data, field by field: walks a message's shape alongside a Java object (beans by
 * property name, a map for the parts or parameters of a wrapper) and averages what it sees per field.
 * A user's sample data gives hints this way; the tests use it to check the size models against the
 * bytes of the same data on the wire.
 */
public final class ObservedValues implements Values {

    private static final class Seen {
        double occurrences;
        double present;
        double items;
        double arrays;
        double textLength;
        double texts;
    }

    private final Map<Field, Seen> seen = new IdentityHashMap<>();
    private final Values fallback;

    private ObservedValues(Values fallback) {
        this.fallback = fallback;
    }

    /**
     * The values of one message.
     *
     * @param shape the message's shape (a part's field)
     * @param value what it carries: a bean, a simple value, or a map from field names to values
     * @param fallback answers for fields the value never reaches (absent structures, empty arrays)
     */
    public static ObservedValues of(Field shape, Object value, Values fallback) {
        ObservedValues values = new ObservedValues(fallback);
        values.visit(shape, value, 0);
        return values;
    }

    @Override
    public double items(Field field) {
        Seen s = seen.get(field);
        return s == null || s.arrays == 0 ? fallback.items(field) : s.items / s.arrays;
    }

    @Override
    public double presentShare(Field field) {
        Seen s = seen.get(field);
        return s == null || s.occurrences == 0 ? fallback.presentShare(field) : s.present / s.occurrences;
    }

    @Override
    public double stringLength(Field field) {
        Seen s = seen.get(field);
        return s == null || s.texts == 0 ? fallback.stringLength(field) : s.textLength / s.texts;
    }

    @Override
    public double binaryBytes(Field field) {
        return stringLength(field);
    }

    @Override
    public double numberLength(Field field, double typical) {
        Seen s = seen.get(field);
        return s == null || s.texts == 0 ? typical : s.textLength / s.texts;
    }

    private Seen seen(Field field) {
        return seen.computeIfAbsent(field, f -> new Seen());
    }

    private void visit(Field field, Object value, int depth) {
        if (depth > 32) {
            return;
        }
        Seen s = seen(field);
        if (field.getMaxOccurs() != 1) {
            int length = value == null ? 0 : value.getClass().isArray() ? Array.getLength(value) : 1;
            s.items += length;
            s.arrays++;
            for (int i = 0; i < length; i++) {
                visitOne(field, s, value.getClass().isArray() ? Array.get(value, i) : value, depth);
            }
            return;
        }
        visitOne(field, s, value, depth);
    }

    private void visitOne(Field field, Seen s, Object value, int depth) {
        s.occurrences++;
        if (value == null) {
            return;
        }
        s.present++;
        if (field.getKind() == ValueKind.STRUCT && field.getType() != null) {
            for (Field child : field.getType().getFields()) {
                visit(child, property(value, child.getName()), depth + 1);
            }
            return;
        }
        s.texts++;
        s.textLength += textLength(value);
    }

    /** Characters of a simple value as text (bytes of a binary one). */
    private static double textLength(Object value) {
        if (value instanceof byte[] bytes) {
            return bytes.length;
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toPlainString().length();
        }
        if (value instanceof Calendar) {
            return 0; // dateTime has a fixed lexical form; the size models know its length
        }
        return String.valueOf(value).length();
    }

    private static Object property(Object bean, String name) {
        if (bean instanceof Map<?, ?> map) {
            return map.get(name);
        }
        String suffix = Character.toUpperCase(name.charAt(0)) + name.substring(1);
        for (String getter : new String[] {"get" + suffix, "is" + suffix, "get" + name.toUpperCase()}) {
            try {
                Method method = bean.getClass().getMethod(getter);
                return method.invoke(bean);
            } catch (NoSuchMethodException e) {
                // try the next spelling
            } catch (ReflectiveOperationException e) {
                throw new IllegalArgumentException("cannot read " + name + " of " + bean.getClass().getName(), e);
            }
        }
        return null;
    }
}
