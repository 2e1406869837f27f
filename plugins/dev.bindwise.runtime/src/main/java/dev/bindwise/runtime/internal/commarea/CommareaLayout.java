package dev.bindwise.runtime.internal.commarea;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A COMMAREA record and its codec: the fields laid out one after the other with no gaps, in schema
 * order, as a COBOL copybook would (the layout the core derives from a WSDL's schema and the JCA size
 * model counts; a generated proxy carries it as text, {@link #parse}). It encodes a Java bean, whose properties are named after the fields,
 * or a list of values, one per field (the parameters of a call), and decodes them back.
 *
 * <p>Its length is {@link #fixedLength()} plus, for every unbounded table, the table's item count times
 * {@link #lengthPerItem() its item's length}; {@link #length(Object)} gives it for one bean.
 */
public final class CommareaLayout {

    private final String recordName;
    private final List<CommareaItem> fields;

    /**
     * @param recordName the record's name, as the type mapping gives it (a COBOL 01 level) or as its
     *        operation names it; it is in messages and CCI record names, never on the wire
     */
    public CommareaLayout(String recordName, List<CommareaItem> fields) {
        this.recordName = Objects.requireNonNull(recordName, "recordName");
        this.fields = List.copyOf(fields);
    }

    /**
     * The record of a layout text ({@link LayoutText}).
     *
     * @throws LayoutTextException when the text does not follow the grammar, saying where
     */
    public static CommareaLayout parse(String recordName, String text) {
        return new CommareaLayout(recordName, LayoutText.parse(text));
    }

    public String recordName() {
        return recordName;
    }

    public List<CommareaItem> fields() {
        return fields;
    }

    public List<String> fieldNames() {
        return fields.stream().map(CommareaItem::name).toList();
    }

    /** The layout's text, which {@link #parse} reads back. */
    public String text() {
        return LayoutText.of(fields);
    }

    /** The record's length when every unbounded table is empty; the whole length when it has none. */
    public int fixedLength() {
        int length = 0;
        for (CommareaItem field : fields) {
            length += field.fixedLength();
        }
        return length;
    }

    /** Whether its length depends on its values (it holds an unbounded table). */
    public boolean variable() {
        return fields.stream().anyMatch(CommareaItem::variable);
    }

    /** For each unbounded table, by its field path (e.g. {@code request.positions}), the bytes of one item. */
    public Map<String, Integer> lengthPerItem() {
        Map<String, Integer> lengths = new LinkedHashMap<>();
        for (CommareaItem field : fields) {
            field.addLengthPerItem(field.name(), lengths);
        }
        return Collections.unmodifiableMap(lengths);
    }

    /** The record's length for this bean. */
    public int length(Object bean) {
        if (bean == null || !variable()) {
            return fixedLength();
        }
        int length = 0;
        for (CommareaItem field : fields) {
            length += ItemCodec.length(field, BeanProperties.get(bean, field.name()));
        }
        return length;
    }

    public byte[] encode(Object bean) {
        return write(() -> length(bean), out -> {
            if (bean == null) {
                throw new CommareaException("the record's bean is null");
            }
            for (CommareaItem field : fields) {
                ItemCodec.write(field, BeanProperties.get(bean, field.name()), out);
            }
        });
    }

    public <T> T decode(byte[] bytes, Class<T> beanClass) {
        return beanClass.cast(read(bytes, in -> {
            Object bean = BeanProperties.newInstance(beanClass);
            for (CommareaItem field : fields) {
                BeanProperties.set(bean, field.name(), ItemCodec.read(field, in, BeanProperties.type(beanClass, field.name())));
            }
            return bean;
        }));
    }

    /** Encodes one value per field, in field order. */
    public byte[] encodeValues(Object... values) {
        checkCount(values.length);
        return write(() -> {
            int length = 0;
            for (int i = 0; i < values.length; i++) {
                length += ItemCodec.length(fields.get(i), values[i]);
            }
            return length;
        }, out -> {
            for (int i = 0; i < values.length; i++) {
                ItemCodec.write(fields.get(i), values[i], out);
            }
        });
    }

    /** Decodes one value per field, each as the Java type given for it (a class, or {@link #listOf} one). */
    public Object[] decodeValues(byte[] bytes, Type... types) {
        checkCount(types.length);
        return read(bytes, in -> {
            Object[] values = new Object[types.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = ItemCodec.read(fields.get(i), in, types[i]);
            }
            return values;
        });
    }

    /** The type {@code List<itemType>}, as which a table is read into a List of items of that class. */
    public static Type listOf(Class<?> itemType) {
        return new ListType(itemType);
    }

    private record ListType(Class<?> itemType) implements ParameterizedType {

        @Override
        public Type[] getActualTypeArguments() {
            return new Type[] {itemType};
        }

        @Override
        public Type getRawType() {
            return List.class;
        }

        @Override
        public Type getOwnerType() {
            return null;
        }
    }

    private interface Length {
        int get();
    }

    private byte[] write(Length length, Consumer<ByteBuffer> writer) {
        try {
            ByteBuffer out = ByteBuffer.allocate(length.get());
            writer.accept(out);
            return out.array();
        } catch (CommareaException e) {
            throw new CommareaException("record " + recordName + ": " + e.getMessage());
        }
    }

    private <R> R read(byte[] bytes, Function<ByteBuffer, R> reader) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        R result;
        try {
            result = reader.apply(in);
        } catch (BufferUnderflowException e) {
            throw new CommareaException("record " + recordName + " is too short: " + bytes.length + " bytes");
        } catch (CommareaException e) {
            throw new CommareaException("record " + recordName + ": " + e.getMessage());
        }
        if (in.hasRemaining()) {
            throw new CommareaException("record " + recordName + " has " + in.remaining() + " bytes after its last field ("
                    + bytes.length + " bytes in all, the layout reads " + in.position() + ")");
        }
        return result;
    }

    private void checkCount(int count) {
        if (count != fields.size()) {
            throw new IllegalArgumentException("record " + recordName + " has " + fields.size()
                    + " fields " + fieldNames() + ", not " + count);
        }
    }

    @Override
    public String toString() {
        return recordName + " " + text();
    }
}
