package dev.bindwise.core.estimate;

import java.util.OptionalInt;

import dev.bindwise.core.commarea.CicsRecords;
import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.commarea.RecordItem;
import dev.bindwise.core.commarea.RecordLayout;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.runtime.BindingKind;

/**
 * The bytes of a JCA call as our example resource adapter (examples/jca) puts them on the wire: one
 * frame each way over TCP, holding a fixed-length COMMAREA record laid out from the schema
 * ({@link CicsRecords}, {@link dev.bindwise.core.commarea.RecordLayouts}).
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
        RecordLayout layout;
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
        double bytes = 0;
        for (RecordItem field : layout.fields()) {
            bytes += expectedLength(field, values);
        }
        return bytes;
    }

    /** The expected bytes of an item, given how many items its tables hold and how often its values are null. */
    private static double expectedLength(RecordItem item, Values values) {
        if (!item.variable()) {
            return item.fixedLength();
        }
        return switch (item) {
            case RecordItem.Elementary elementary -> elementary.fixedLength();
            case RecordItem.Group group -> {
                double bytes = 0;
                for (RecordItem member : group.members()) {
                    bytes += expectedLength(member, values);
                }
                yield bytes;
            }
            case RecordItem.NullIndicated indicated -> {
                // a null value keeps its item's empty length, as low-values
                double present = values.presentShare(indicated.field());
                yield RecordItem.NullIndicated.INDICATOR_LENGTH + present * expectedLength(indicated.item(), values)
                        + (1 - present) * indicated.item().fixedLength();
            }
            case RecordItem.Table table -> {
                double items = Math.max(table.minOccurs(), values.items(table.field()));
                double itemBytes = expectedLength(table.item(), values);
                if (!table.bounded()) {
                    yield RecordItem.Table.COUNT_LENGTH + items * itemBytes;
                }
                // every slot is there; only the items present may grow beyond their empty length
                items = Math.min(items, table.maxOccurs());
                yield table.fixedLength() + items * (itemBytes - table.item().fixedLength());
            }
        };
    }
}
