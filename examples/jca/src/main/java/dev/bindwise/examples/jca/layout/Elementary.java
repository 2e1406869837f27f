package dev.bindwise.examples.jca.layout;

import java.nio.ByteBuffer;
import java.util.Map;

/** A field that holds one value (a COBOL elementary item). */
record Elementary(String name, Picture picture) implements Item {

    @Override
    public int fixedLength() {
        return picture.width();
    }

    @Override
    public boolean variable() {
        return false;
    }

    @Override
    public int length(Object value) {
        return picture.width();
    }

    @Override
    public void write(Object value, ByteBuffer out) {
        if (value == null && !(picture instanceof Picture.Text)) {
            throw new LayoutException(name + " is required (not nillable, minOccurs 1) but its value is null");
        }
        try {
            picture.write(value == null ? "" : value, out, name);
        } catch (ClassCastException e) {
            throw new LayoutException(name + " is " + picture + ", which cannot hold a " + value.getClass().getName());
        }
    }

    @Override
    public Object read(ByteBuffer in, Class<?> type) {
        return picture.read(in, name);
    }

    @Override
    public void addVariableParts(String path, Map<String, Integer> lengthPerItem) {
        // a fixed width
    }
}
