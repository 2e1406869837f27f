package dev.bindwise.examples.jca.layout;

import java.nio.ByteBuffer;
import java.util.Map;

/**
 * An optional item (minOccurs 0 or nillable) behind a one-byte null indicator, X'00' when the value is
 * there and X'FF' when it is null. A null item still takes its full width, as low-values.
 */
record NullIndicated(Item item) implements Item {

    private static final byte PRESENT = 0x00;
    private static final byte NULL = (byte) 0xFF;

    @Override
    public String name() {
        return item.name();
    }

    @Override
    public int fixedLength() {
        return 1 + item.fixedLength();
    }

    @Override
    public boolean variable() {
        return item.variable();
    }

    @Override
    public int length(Object value) {
        return 1 + (value == null ? item.fixedLength() : item.length(value));
    }

    @Override
    public void write(Object value, ByteBuffer out) {
        if (value == null) {
            out.put(NULL);
            out.position(out.position() + item.fixedLength());
        } else {
            out.put(PRESENT);
            item.write(value, out);
        }
    }

    @Override
    public Object read(ByteBuffer in, Class<?> type) {
        byte indicator = in.get();
        if (indicator == NULL) {
            Item.skip(in, item.fixedLength());
            return null;
        }
        if (indicator != PRESENT) {
            throw new LayoutException(name() + " has an invalid null indicator X'" + Integer.toHexString(indicator & 0xFF)
                    + "' (X'00' present, X'FF' null)");
        }
        return item.read(in, type);
    }

    @Override
    public void addVariableParts(String path, Map<String, Integer> lengthPerItem) {
        item.addVariableParts(path, lengthPerItem);
    }
}
