package dev.bindwise.examples.jca.layout;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.Map;

/**
 * One item of a COMMAREA record, as in a COBOL copybook: an elementary field, a group, an OCCURS table or
 * an item with a null indicator before it. Items write into a freshly allocated buffer, so bytes an item
 * skips are low-values (X'00').
 */
sealed interface Item permits Elementary, Group, Occurs, NullIndicated {

    /** The schema field's name, which is also the Java bean property that holds its value. */
    String name();

    /** The item's bytes when every OCCURS DEPENDING ON table in it is empty. */
    int fixedLength();

    /** Whether its length depends on its value: whether it holds an OCCURS DEPENDING ON table. */
    boolean variable();

    /** The item's bytes for this value. */
    int length(Object value);

    void write(Object value, ByteBuffer out);

    /** Reads a value of the given Java type (a bean class for a group, an array class for a table). */
    Object read(ByteBuffer in, Class<?> type);

    /** Adds, for every OCCURS DEPENDING ON table in the item, its path and the fixed length of one of its items. */
    void addVariableParts(String path, Map<String, Integer> lengthPerItem);

    /** Skips bytes of a record being read, which may be shorter than its layout says. */
    static void skip(ByteBuffer in, int bytes) {
        if (bytes > in.remaining()) {
            throw new BufferUnderflowException();
        }
        in.position(in.position() + bytes);
    }
}
