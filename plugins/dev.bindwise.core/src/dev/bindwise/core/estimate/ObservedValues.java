package dev.bindwise.core.estimate;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.util.Calendar;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.bindwise.model.Field;
import dev.bindwise.model.ValueKind;

/**
 * The values of real data, field by field: walks a message's shape alongside a Java object (beans by
 * property name, a map for the parts or parameters of a wrapper) and averages what it sees per field.
 * A user's sample data gives hints this way; the tests use it to check the size models against the
 * bytes of the same data on the wire.
 * <p>
 * It also tells an object it meets once more (the same reference) from a new one, for the protocols
 * that write each object of a message once ({@link #perObject()}).
 */
public final class ObservedValues implements Values {

    private static final class Seen {
        double occurrences;
        double present;
        double items;
        double arrays;
        double textLength;
        double texts;
        /** Values that are an object met before (counted per object only). */
        double shared;
    }

    private final Map<Field, Seen> seen = new IdentityHashMap<>();
    private final Values fallback;
    /** The same data counted once per object; null in that view itself. */
    private final ObservedValues perObject;
    /** Every object met so far, in the walk's order, to tell a reference met before. */
    private final Set<Object> objects = Collections.newSetFromMap(new IdentityHashMap<>());

    private ObservedValues(Values fallback, ObservedValues perObject) {
        this.fallback = fallback;
        this.perObject = perObject;
    }

    /**
     * The values of one message.
     *
     * @param shape the message's shape (a part's field)
     * @param value what it carries: a bean, a simple value, or a map from field names to values
     * @param fallback answers for fields the value never reaches (absent structures, empty arrays)
     */
    public static ObservedValues of(Field shape, Object value, Values fallback) {
        return of(List.of(Map.entry(shape, value)), fallback);
    }

    /**
     * The values of several messages (a user's samples of an operation's requests and replies), counted
     * together: each message's objects are its own.
     *
     * @param messages each message's shape and what it carries, as for {@link #of(Field, Object, Values)}
     */
    public static ObservedValues of(List<Map.Entry<Field, Object>> messages, Values fallback) {
        ObservedValues values = new ObservedValues(fallback, new ObservedValues(fallback, null));
        for (Map.Entry<Field, Object> message : messages) {
            values.visit(message.getKey(), message.getValue(), 0, false);
            values.objects.clear();
        }
        return values;
    }

    /**
     * The point of the parameter space these values are at, the paper's grey-box hints read off real data
     * (4.3.3): B the average length of the free-text strings, C the share of optional single values that are
     * missing, the average number of items of the arrays, the average size of the binaries; a dimension the
     * values never show (no string, no optional value, ...) keeps {@code base}'s value.
     */
    public ValueSetting typical(ValueSetting base) {
        double textLength = 0;
        double texts = 0;
        double binaryBytes = 0;
        double binaries = 0;
        double optionals = 0;
        double present = 0;
        double items = 0;
        double arrays = 0;
        for (Map.Entry<Field, Seen> entry : seen.entrySet()) {
            Field field = entry.getKey();
            Seen s = entry.getValue();
            if (ValueSetting.repeated(field)) {
                items += s.items;
                arrays += s.arrays;
            } else if (ValueSetting.optional(field)) {
                optionals += s.occurrences;
                present += s.present;
            }
            if (field.getKind() == ValueKind.STRING && field.getEnumerationLength() < 0) {
                textLength += s.textLength;
                texts += s.texts;
            } else if (field.getKind() == ValueKind.BASE64_BINARY || field.getKind() == ValueKind.HEX_BINARY) {
                binaryBytes += s.textLength;
                binaries += s.texts;
            }
        }
        return new ValueSetting(texts == 0 ? base.stringLength() : textLength / texts,
                arrays == 0 ? base.arrayLength() : items / arrays,
                binaries == 0 ? base.binaryBytes() : binaryBytes / binaries,
                optionals == 0 ? base.nullRatio() : 1 - present / optionals);
    }

    /**
     * The values as a message that writes each object once carries them: an object met before (in the
     * order of the shape, close to the order of the message) is a shared value of its field, and nothing
     * inside it counts again; the sizes are those of the objects written in full.
     */
    @Override
    public Values perObject() {
        return perObject == null ? this : perObject;
    }

    /** The share of a field's values that are an object met before (counted per object). */
    @Override
    public double sharedShare(Field field) {
        if (perObject != null) {
            return perObject.sharedShare(field);
        }
        Seen s = seen.get(field);
        return s == null || s.present == 0 ? fallback.sharedShare(field) : s.shared / s.present;
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

    /** @param metBefore whether the value lies inside an object met before (it counts per occurrence only) */
    private void visit(Field field, Object value, int depth, boolean metBefore) {
        if (depth > 32) {
            return;
        }
        Seen every = seen(field);
        Seen once = metBefore ? null : perObject.seen(field);
        if (ValueSetting.repeated(field)) {
            int length = value == null ? 0 : value.getClass().isArray() ? Array.getLength(value) : 1;
            for (Seen s : new Seen[] {every, once}) {
                if (s != null) {
                    s.items += length;
                    s.arrays++;
                }
            }
            for (int i = 0; i < length; i++) {
                visitOne(field, every, once, value.getClass().isArray() ? Array.get(value, i) : value, depth);
            }
            return;
        }
        visitOne(field, every, once, value, depth);
    }

    private void visitOne(Field field, Seen every, Seen once, Object value, int depth) {
        every.occurrences++;
        if (once != null) {
            once.occurrences++;
        }
        if (value == null) {
            return;
        }
        every.present++;
        // a boxed primitive is the value of a primitive field, never a reference of its own
        boolean metBefore = once == null || !isBoxedPrimitive(value) && !objects.add(value);
        if (once != null) {
            once.present++;
            if (metBefore) {
                once.shared++;
            }
        }
        if (field.getKind() == ValueKind.STRUCT && field.getType() != null) {
            for (Field child : field.getType().getFields()) {
                visit(child, property(value, child.getName()), depth + 1, metBefore);
            }
            return;
        }
        double length = textLength(value);
        every.texts++;
        every.textLength += length;
        if (!metBefore) {
            once.texts++;
            once.textLength += length;
        }
    }

    private static boolean isBoxedPrimitive(Object value) {
        return value instanceof Number && !(value instanceof BigDecimal) && !(value instanceof java.math.BigInteger)
                || value instanceof Boolean || value instanceof Character;
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
