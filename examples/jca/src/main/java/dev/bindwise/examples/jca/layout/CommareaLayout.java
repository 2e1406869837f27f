package dev.bindwise.examples.jca.layout;

import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.commarea.RecordItem;
import dev.bindwise.core.commarea.RecordLayout;
import dev.bindwise.core.commarea.RecordLayouts;
import dev.bindwise.model.TypeShape;

/**
 * A COMMAREA record as the adapter writes and reads it: the layout comes from the core
 * ({@link RecordLayouts}: the same layout that the JCA size model counts), the bytes from here. It
 * encodes a Java bean, whose properties are named after the fields, or a list of values, one per field
 * (the parameters of a call), and decodes them back.
 *
 * <p>Its length is {@link #fixedLength()} plus, for every unbounded table, the table's item count times
 * {@link #lengthPerItem() its item's length}; {@link #length(Object)} gives it for one bean.
 */
public final class CommareaLayout {

    private final RecordLayout layout;

    public CommareaLayout(RecordLayout layout) {
        this.layout = layout;
    }

    /** The record of a complex type, whose Java bean has a property per field. */
    public static CommareaLayout of(TypeShape type, String recordName) {
        return new CommareaLayout(RecordLayouts.of(type, recordName));
    }

    /** The layout, as the core laid it out. */
    public RecordLayout layout() {
        return layout;
    }

    /** The record's name, as the type mapping gives it (a COBOL 01 level), or as its operation names it. */
    public String recordName() {
        return layout.name();
    }

    public List<String> fieldNames() {
        return layout.fieldNames();
    }

    /** The record's length when every unbounded table is empty; the whole length when it has none. */
    public int fixedLength() {
        return layout.fixedLength();
    }

    /** For each unbounded table, by its field path (e.g. {@code request.positions}), the bytes of one item. */
    public Map<String, Integer> lengthPerItem() {
        return layout.lengthPerItem();
    }

    /** The record's length for this bean. */
    public int length(Object bean) {
        if (bean == null || !layout.variable()) {
            return layout.fixedLength();
        }
        int length = 0;
        for (RecordItem field : layout.fields()) {
            length += ItemCodec.length(field, BeanProperties.get(bean, field.name()));
        }
        return length;
    }

    public byte[] encode(Object bean) {
        List<RecordItem> fields = layout.fields();
        return write(length(bean), out -> {
            if (bean == null) {
                throw new LayoutException("the record's bean is null");
            }
            for (RecordItem field : fields) {
                ItemCodec.write(field, BeanProperties.get(bean, field.name()), out);
            }
        });
    }

    public <T> T decode(byte[] bytes, Class<T> beanClass) {
        return beanClass.cast(read(bytes, in -> {
            Object bean = BeanProperties.newInstance(beanClass);
            for (RecordItem field : layout.fields()) {
                BeanProperties.set(bean, field.name(), ItemCodec.read(field, in, BeanProperties.type(beanClass, field.name())));
            }
            return bean;
        }));
    }

    /** Encodes one value per field, in field order. */
    public byte[] encodeValues(Object... values) {
        List<RecordItem> fields = layout.fields();
        checkCount(values.length);
        int length = 0;
        for (int i = 0; i < values.length; i++) {
            length += ItemCodec.length(fields.get(i), values[i]);
        }
        return write(length, out -> {
            for (int i = 0; i < values.length; i++) {
                ItemCodec.write(fields.get(i), values[i], out);
            }
        });
    }

    /** Decodes one value per field, each as the Java type given for it. */
    public Object[] decodeValues(byte[] bytes, Class<?>... types) {
        List<RecordItem> fields = layout.fields();
        checkCount(types.length);
        return read(bytes, in -> {
            Object[] values = new Object[types.length];
            for (int i = 0; i < values.length; i++) {
                values[i] = ItemCodec.read(fields.get(i), in, types[i]);
            }
            return values;
        });
    }

    private byte[] write(int length, Consumer<ByteBuffer> writer) {
        ByteBuffer out = ByteBuffer.allocate(length);
        try {
            writer.accept(out);
        } catch (LayoutException e) {
            throw new LayoutException("record " + recordName() + ": " + e.getMessage());
        }
        return out.array();
    }

    private <R> R read(byte[] bytes, Function<ByteBuffer, R> reader) {
        ByteBuffer in = ByteBuffer.wrap(bytes);
        R result;
        try {
            result = reader.apply(in);
        } catch (BufferUnderflowException e) {
            throw new LayoutException("record " + recordName() + " is too short: " + bytes.length + " bytes");
        } catch (LayoutException e) {
            throw new LayoutException("record " + recordName() + ": " + e.getMessage());
        }
        if (in.hasRemaining()) {
            throw new LayoutException("record " + recordName() + " has " + in.remaining() + " bytes after its last field ("
                    + bytes.length + " bytes in all, the layout reads " + in.position() + ")");
        }
        return result;
    }

    private void checkCount(int count) {
        if (count != layout.fields().size()) {
            throw new IllegalArgumentException("record " + recordName() + " has " + layout.fields().size()
                    + " fields " + fieldNames() + ", not " + count);
        }
    }
}
