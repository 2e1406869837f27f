package dev.bindwise.runtime.internal.commarea;

import java.lang.reflect.Array;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes and reads the values of record items: a group through a Java bean's properties named after
 * its fields, a table through a Java array or List (a null one counts as an empty one), a null-indicated item
 * with X'00' before a value and X'FF' before low-values. Items write into a freshly allocated buffer, so
 * bytes an item skips are low-values (X'00').
 */
final class ItemCodec {

    private static final byte PRESENT = 0x00;
    private static final byte NULL = (byte) 0xFF;

    private ItemCodec() {
    }

    /** The item's bytes for this value. */
    static int length(CommareaItem item, Object value) {
        if (item instanceof CommareaItem.Elementary elementary) {
            return elementary.fixedLength();
        }
        if (item instanceof CommareaItem.Group group) {
            if (value == null || !group.variable()) {
                return group.fixedLength();
            }
            int length = 0;
            for (CommareaItem member : group.members()) {
                length += length(member, BeanProperties.get(value, member.name()));
            }
            return length;
        }
        if (item instanceof CommareaItem.NullIndicated indicated) {
            return CommareaItem.NullIndicated.INDICATOR_LENGTH
                    + (value == null ? indicated.item().fixedLength() : length(indicated.item(), value));
        }
        CommareaItem.Table table = (CommareaItem.Table) item;
        int count = count(value);
        CommareaItem each = table.item();
        if (!each.variable()) {
            return table.fixedLength() + (table.bounded() ? 0 : count * each.fixedLength());
        }
        int length = table.fixedLength() - (table.bounded() ? count * each.fixedLength() : 0);
        for (int i = 0; i < count; i++) {
            length += length(each, item(value, i));
        }
        return length;
    }

    static void write(CommareaItem item, Object value, ByteBuffer out) {
        if (item instanceof CommareaItem.Elementary elementary) {
            boolean text = elementary.picture() instanceof Picture.Text;
            if (value == null && !text) {
                throw new CommareaException(item.name() + " is required (not nillable, minOccurs 1) but its value is null");
            }
            try {
                PictureCodec.write(elementary.picture(), value == null ? "" : value, out, item.name());
            } catch (ClassCastException e) {
                throw new CommareaException(item.name() + " is " + elementary.picture() + ", which cannot hold a "
                        + value.getClass().getName());
            }
        } else if (item instanceof CommareaItem.Group group) {
            if (value == null) {
                throw new CommareaException(item.name() + " is required (not nillable, minOccurs 1) but its value is null");
            }
            for (CommareaItem member : group.members()) {
                write(member, BeanProperties.get(value, member.name()), out);
            }
        } else if (item instanceof CommareaItem.NullIndicated indicated) {
            if (value == null) {
                out.put(NULL);
                out.position(out.position() + indicated.item().fixedLength());
            } else {
                out.put(PRESENT);
                write(indicated.item(), value, out);
            }
        } else {
            writeTable((CommareaItem.Table) item, value, out);
        }
    }

    /** Reads a value of the given Java type (a bean class for a group, an array or a List of its items for a table). */
    static Object read(CommareaItem item, ByteBuffer in, Type type) {
        if (item instanceof CommareaItem.Elementary elementary) {
            return PictureCodec.read(elementary.picture(), in, item.name());
        }
        if (item instanceof CommareaItem.Group group) {
            Class<?> beanClass = raw(type);
            Object bean = BeanProperties.newInstance(beanClass);
            for (CommareaItem member : group.members()) {
                BeanProperties.set(bean, member.name(), read(member, in, BeanProperties.type(beanClass, member.name())));
            }
            return bean;
        }
        if (item instanceof CommareaItem.NullIndicated indicated) {
            byte indicator = in.get();
            if (indicator == NULL) {
                skip(in, indicated.item().fixedLength());
                return null;
            }
            if (indicator != PRESENT) {
                throw new CommareaException(item.name() + " has an invalid null indicator X'"
                        + Integer.toHexString(indicator & 0xFF) + "' (X'00' present, X'FF' null)");
            }
            return read(indicated.item(), in, type);
        }
        return readTable((CommareaItem.Table) item, in, type);
    }

    private static void writeTable(CommareaItem.Table table, Object array, ByteBuffer out) {
        int count = count(array);
        if (count < table.minOccurs() || table.bounded() && count > table.maxOccurs()) {
            throw new CommareaException(table.name() + " has " + count + " items; its table holds "
                    + (table.minOccurs() == table.maxOccurs() ? "exactly " + table.minOccurs()
                            : table.minOccurs() + " to " + (table.bounded() ? table.maxOccurs() : "any number")));
        }
        if (table.counted()) {
            out.putInt(count);
        }
        for (int i = 0; i < count; i++) {
            write(table.item(), item(array, i), out);
        }
        if (table.bounded()) {
            out.position(out.position() + (table.maxOccurs() - count) * table.item().fixedLength());
        }
    }

    private static Object readTable(CommareaItem.Table table, ByteBuffer in, Type type) {
        Class<?> arrayType = raw(type);
        boolean list = Collection.class.isAssignableFrom(arrayType);
        if (!arrayType.isArray() && !list) {
            throw new CommareaException(table.name() + " is a table, but its Java property is a " + arrayType.getName());
        }
        // a List's items are of the class its type argument names; erased (a List result without it), Object
        Type itemType = !list ? arrayType.getComponentType()
                : type instanceof ParameterizedType parameterized ? parameterized.getActualTypeArguments()[0] : Object.class;
        int count = table.counted() ? in.getInt() : table.maxOccurs();
        // an unbounded count is checked against the bytes left, so that a damaged count cannot allocate gigabytes
        int most = table.bounded() ? table.maxOccurs() : in.remaining() / Math.max(1, table.item().fixedLength());
        if (count < 0 || count > most) {
            throw new CommareaException(table.name() + " has an invalid item count " + count);
        }
        Object array = list ? new ArrayList<>(count) : Array.newInstance(arrayType.getComponentType(), count);
        for (int i = 0; i < count; i++) {
            Object value = read(table.item(), in, itemType);
            try {
                if (list) {
                    @SuppressWarnings("unchecked")
                    List<Object> items = (List<Object>) array;
                    items.add(value);
                } else {
                    Array.set(array, i, value);
                }
            } catch (IllegalArgumentException e) {
                throw new CommareaException(table.name() + " read the item " + value + ", which its Java property, a "
                        + arrayType.getSimpleName() + ", cannot hold");
            }
        }
        if (table.bounded()) {
            skip(in, (table.maxOccurs() - count) * table.item().fixedLength());
        }
        return array;
    }

    private static int count(Object array) {
        return array == null ? 0 : array instanceof List<?> list ? list.size() : Array.getLength(array);
    }

    /** The item of an array or a List. */
    private static Object item(Object array, int i) {
        return array instanceof List<?> list ? list.get(i) : Array.get(array, i);
    }

    /** The class of a type: a List's for {@code List<Line>}. */
    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> plain) {
            return plain;
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> plain) {
            return plain;
        }
        throw new CommareaException("a record's Java property of type " + type.getTypeName() + " is neither a class nor a List"
                + " of one: give it a class, an array or a List<Item>");
    }

    /** Skips bytes of a record being read, which may be shorter than its layout says. */
    private static void skip(ByteBuffer in, int bytes) {
        if (bytes > in.remaining()) {
            throw new BufferUnderflowException();
        }
        in.position(in.position() + bytes);
    }
}
