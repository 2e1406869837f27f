package dev.bindwise.core.estimate;

import java.util.List;
import java.util.OptionalInt;

import dev.bindwise.core.commarea.CommareaLayouts;
import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.commarea.CommareaItem;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;

/**
 * The bytes of a JCA call as our example resource adapter (examples/jca) puts them on the wire: one
 * frame each way over TCP, holding a fixed-length COMMAREA record laid out from the schema
 * ({@link CicsRecords}, {@link CommareaLayouts}).
 * <pre>
 * request: program name 8 bytes | COMMAREA length 4 bytes | request record (request type 16 + parameters)
 * reply:   return code 4 bytes  | data length 4 bytes     | reply record (the result)
 * </pre>
 * Strings take their maxLength whatever their value (space padded), and a null takes its field's width
 * behind its null indicator, so only tables change a record's length: a bounded table always takes all
 * its slots, an unbounded one a count and the items it has. A length that cics:operation states
 * (commareaLength, replyLength) counts for a record of one fixed length, and where the schema gives no
 * layout at all. Other JCA connectors are sized as if they sent their records the same way.
 */
public final class CommareaSizeModel implements SizeModel {

    /** Program name (8, EBCDIC) and COMMAREA length (4). */
    public static final int REQUEST_FRAME_BYTES = 12;
    /** Return code (4) and data length (4). */
    public static final int REPLY_FRAME_BYTES = 8;

    @Override
    public BindingKind kind() {
        return BindingKind.JCA;
    }

    /** @throws LayoutException when the schema gives the request no record layout and the WSDL states no length */
    @Override
    public double requestBytes(Port port, BindingOperation operation, Values values) {
        return REQUEST_FRAME_BYTES
                + recordBytes(operation, CicsRecords.statedRequestLength(operation), true, values);
    }

    /** @throws LayoutException when the schema gives the reply no record layout and the WSDL states no length */
    @Override
    public double replyBytes(Port port, BindingOperation operation, Values values) {
        return REPLY_FRAME_BYTES + recordBytes(operation, CicsRecords.statedReplyLength(operation), false, values);
    }

    private static double recordBytes(BindingOperation operation, OptionalInt stated, boolean request, Values values) {
        CommareaLayout layout;
        try {
            layout = request ? CicsRecords.request(operation) : CicsRecords.reply(operation);
        } catch (LayoutException e) {
            if (stated.isPresent()) {
                return stated.getAsInt();
            }
            throw new LayoutException("operation " + operation.getName() + ": " + e.getMessage() + " (or state the "
                    + (request ? "commareaLength" : "replyLength") + " of its cics:operation)");
        }
        if (stated.isPresent() && !layout.variable()) {
            return stated.getAsInt();
        }
        List<Field> fields = request ? CicsRecords.requestFields(operation) : CicsRecords.results(operation);
        return expectedLength(layout.fields(), fields, values);
    }

    /** The expected bytes of items laid out from these fields, item i from field i (see {@link CommareaLayouts}). */
    private static double expectedLength(List<CommareaItem> items, List<Field> fields, Values values) {
        double bytes = 0;
        for (int i = 0; i < items.size(); i++) {
            bytes += expectedLength(items.get(i), fields.get(i), values);
        }
        return bytes;
    }

    /**
     * The expected bytes of an item laid out from the field, given how many items the field's tables hold
     * and how often its values are null.
     */
    private static double expectedLength(CommareaItem item, Field field, Values values) {
        if (!item.variable()) {
            return item.fixedLength();
        }
        return switch (item) {
            case CommareaItem.Elementary elementary -> elementary.fixedLength();
            case CommareaItem.Group group -> expectedLength(group.members(), field.getType().getFields(), values);
            case CommareaItem.NullIndicated indicated -> {
                // a null value keeps its item's empty length, as low-values
                double present = values.presentShare(field);
                yield CommareaItem.NullIndicated.INDICATOR_LENGTH + present * expectedLength(indicated.item(), field, values)
                        + (1 - present) * indicated.item().fixedLength();
            }
            case CommareaItem.Table table -> {
                double items = Math.max(table.minOccurs(), values.items(field));
                double itemBytes = expectedLength(table.item(), field, values);
                if (!table.bounded()) {
                    yield CommareaItem.Table.COUNT_LENGTH + items * itemBytes;
                }
                // every slot is there; only the items present may grow beyond their empty length
                items = Math.min(items, table.maxOccurs());
                yield table.fixedLength() + items * (itemBytes - table.item().fixedLength());
            }
        };
    }
}
