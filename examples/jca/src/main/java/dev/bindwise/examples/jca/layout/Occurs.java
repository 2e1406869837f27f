package dev.bindwise.examples.jca.layout;

import java.lang.reflect.Array;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * A repeated element as a COBOL table, held by a Java array. minOccurs = maxOccurs = n: OCCURS n TIMES,
 * exactly n items. Otherwise a 4-byte binary count comes first (OCCURS DEPENDING ON): a bounded table then
 * always takes maxOccurs slots, unused ones low-values, so the record keeps its fixed length; an unbounded
 * table takes only the items it has. A null array counts as an empty one.
 */
record Occurs(String name, Item item, int minOccurs, int maxOccurs) implements Item {

    static final int UNBOUNDED = -1;
    private static final int COUNT_LENGTH = 4;

    private boolean counted() {
        return maxOccurs == UNBOUNDED || minOccurs < maxOccurs;
    }

    @Override
    public int fixedLength() {
        return (counted() ? COUNT_LENGTH : 0) + (maxOccurs == UNBOUNDED ? 0 : maxOccurs * item.fixedLength());
    }

    @Override
    public boolean variable() {
        return maxOccurs == UNBOUNDED || item.variable();
    }

    @Override
    public int length(Object array) {
        int count = count(array);
        if (!item.variable()) {
            return fixedLength() + (maxOccurs == UNBOUNDED ? count * item.fixedLength() : 0);
        }
        int length = fixedLength() + (maxOccurs == UNBOUNDED ? 0 : -count * item.fixedLength());
        for (int i = 0; i < count; i++) {
            length += item.length(Array.get(array, i));
        }
        return length;
    }

    @Override
    public void write(Object array, ByteBuffer out) {
        int count = count(array);
        if (count < minOccurs || maxOccurs != UNBOUNDED && count > maxOccurs) {
            throw new LayoutException(name + " has " + count + " items; its table holds "
                    + (minOccurs == maxOccurs ? "exactly " + minOccurs : minOccurs + " to "
                            + (maxOccurs == UNBOUNDED ? "any number" : maxOccurs)));
        }
        if (counted()) {
            out.putInt(count);
        }
        for (int i = 0; i < count; i++) {
            item.write(Array.get(array, i), out);
        }
        if (maxOccurs != UNBOUNDED) {
            out.position(out.position() + (maxOccurs - count) * item.fixedLength());
        }
    }

    @Override
    public Object read(ByteBuffer in, Class<?> arrayType) {
        if (!arrayType.isArray()) {
            throw new LayoutException(name + " is a table, but its Java property is a " + arrayType.getName());
        }
        int count = counted() ? in.getInt() : maxOccurs;
        // an unbounded count is checked against the bytes left, so that a damaged count cannot allocate gigabytes
        int most = maxOccurs != UNBOUNDED ? maxOccurs : in.remaining() / Math.max(1, item.fixedLength());
        if (count < 0 || count > most) {
            throw new LayoutException(name + " has an invalid item count " + count);
        }
        Object array = Array.newInstance(arrayType.getComponentType(), count);
        for (int i = 0; i < count; i++) {
            Object value = item.read(in, arrayType.getComponentType());
            try {
                Array.set(array, i, value);
            } catch (IllegalArgumentException e) {
                throw new LayoutException(name + " read the item " + value + ", which its Java property, a "
                        + arrayType.getSimpleName() + ", cannot hold");
            }
        }
        if (maxOccurs != UNBOUNDED) {
            Item.skip(in, (maxOccurs - count) * item.fixedLength());
        }
        return array;
    }

    @Override
    public void addVariableParts(String path, Map<String, Integer> lengthPerItem) {
        if (maxOccurs == UNBOUNDED) {
            lengthPerItem.put(path, item.fixedLength());
        }
        item.addVariableParts(path + "[]", lengthPerItem);
    }

    private static int count(Object array) {
        return array == null ? 0 : Array.getLength(array);
    }
}
