package dev.bindwise.examples.jca.layout;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A COMMAREA record: fields laid out one after the other with no gaps, in schema order, as a COBOL copybook
 * would (see {@link RecordLayouts} for the widths). It encodes a Java bean, whose properties are named after
 * the fields, or a list of values, one per field (the parameters of a call), and decodes them back.
 *
 * <p>Its length is {@link #fixedLength()} plus, for every OCCURS DEPENDING ON table, the table's item count
 * times {@link #lengthPerItem() its item's length}; {@link #length(Object)} gives it for one bean.
 */
public final class CommareaLayout {

    private final String recordName;
    private final Group record;

    CommareaLayout(String recordName, List<Item> fields) {
        this.recordName = recordName;
        this.record = new Group(recordName, List.copyOf(fields));
    }

    /** The record's name, as the type mapping gives it (a COBOL 01 level), or as its operation names it. */
    public String recordName() {
        return recordName;
    }

    public List<String> fieldNames() {
        return record.members().stream().map(Item::name).toList();
    }

    /** The record's length when every OCCURS DEPENDING ON table is empty; the whole length when it has none. */
    public int fixedLength() {
        return record.fixedLength();
    }

    /** For each OCCURS DEPENDING ON table, by its field path (e.g. {@code request.positions}), the bytes of one item. */
    public Map<String, Integer> lengthPerItem() {
        Map<String, Integer> lengths = new LinkedHashMap<>();
        for (Item field : record.members()) {
            field.addVariableParts(field.name(), lengths);
        }
        return Collections.unmodifiableMap(lengths);
    }

    /** The record's length for this bean. */
    public int length(Object bean) {
        return record.length(bean);
    }

    public byte[] encode(Object bean) {
        return write(record.length(bean), out -> record.write(bean, out));
    }

    public <T> T decode(byte[] bytes, Class<T> beanClass) {
        return beanClass.cast(read(bytes, in -> record.read(in, beanClass)));
    }

    /** Encodes one value per field, in field order. */
    public byte[] encodeValues(Object... values) {
        List<Item> fields = record.members();
        checkCount(values.length);
        int length = 0;
        for (int i = 0; i < values.length; i++) {
            length += fields.get(i).length(values[i]);
        }
        return write(length, out -> {
            for (int i = 0; i < values.length; i++) {
                fields.get(i).write(values[i], out);
            }
        });
    }

    /** Decodes one value per field, each as the Java type given for it. */
    public Object[] decodeValues(byte[] bytes, Class<?>... types) {
        List<Item> fields = record.members();
        checkCount(types.length);
        return read(bytes, in -> {
            Object[] values = new Object[types.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = fields.get(i).read(in, types[i]);
            }
            return values;
        });
    }

    private byte[] write(int length, Consumer<ByteBuffer> writer) {
        ByteBuffer out = ByteBuffer.allocate(length);
        try {
            writer.accept(out);
        } catch (LayoutException e) {
            throw new LayoutException("record " + recordName + ": " + e.getMessage());
        }
        return out.array();
    }

    private <R> R read(byte[] bytes, Function<ByteBuffer, R> reader) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        R result;
        try {
            result = reader.apply(in);
        } catch (BufferUnderflowException e) {
            throw new LayoutException("record " + recordName + " is too short: " + bytes.length + " bytes");
        } catch (LayoutException e) {
            throw new LayoutException("record " + recordName + ": " + e.getMessage());
        }
        if (in.hasRemaining()) {
            throw new LayoutException("record " + recordName + " has " + in.remaining() + " bytes after its last field ("
                    + bytes.length + " bytes in all, the layout reads " + in.position() + ")");
        }
        return result;
    }

    private void checkCount(int count) {
        if (count != record.members().size()) {
            throw new IllegalArgumentException("record " + recordName + " has " + record.members().size()
                    + " fields " + fieldNames() + ", not " + count);
        }
    }
}
