package dev.bindwise.core.commarea;

import java.util.stream.Collectors;

/**
 * A record layout as one line of text, the form a generated proxy hands to the runtime
 * ({@code dev.bindwise.runtime.jca}), which reads it back without the model. The grammar:
 * <pre>
 * layout  := item (',' item)*
 * item    := name spec
 * spec    := '?' spec                          a one-byte null indicator, then the spec
 *          | '[' min '..' (max | '*') ']' spec  a table of items, counted unless min = max
 *          | '{' layout '}'                     a group: the members of a structure, in order
 *          | ':' picture                        an elementary field
 * picture := 'X(' width ')' | 'FLAG' | 'BIN(' width ')' | 'FLOAT(' width ')'
 *          | 'PACKED(' digits ',' scale ')' | 'TIMESTAMP'
 * </pre>
 * e.g. {@code requestType:X(16),userId?:X(8),shares:BIN(4)}. Names are the schema's field names, which
 * are also the Java bean properties holding the values.
 */
public final class RecordLayoutText {

    private RecordLayoutText() {
    }

    public static String of(RecordLayout layout) {
        return layout.fields().stream().map(RecordLayoutText::item).collect(Collectors.joining(","));
    }

    private static String item(RecordItem item) {
        return item.name() + spec(item);
    }

    private static String spec(RecordItem item) {
        if (item instanceof RecordItem.NullIndicated indicated) {
            return "?" + spec(indicated.item());
        }
        if (item instanceof RecordItem.Table table) {
            return "[" + table.minOccurs() + ".." + (table.bounded() ? Integer.toString(table.maxOccurs()) : "*") + "]"
                    + spec(table.item());
        }
        if (item instanceof RecordItem.Group group) {
            return "{" + group.members().stream().map(RecordLayoutText::item).collect(Collectors.joining(",")) + "}";
        }
        return ":" + picture(((RecordItem.Elementary) item).picture());
    }

    private static String picture(Picture picture) {
        if (picture instanceof Picture.Text text) {
            return "X(" + text.width() + ")";
        }
        if (picture instanceof Picture.Flag) {
            return "FLAG";
        }
        if (picture instanceof Picture.Binary binary) {
            return "BIN(" + binary.width() + ")";
        }
        if (picture instanceof Picture.Floating floating) {
            return "FLOAT(" + floating.width() + ")";
        }
        if (picture instanceof Picture.Packed packed) {
            return "PACKED(" + packed.digits() + "," + packed.scale() + ")";
        }
        return "TIMESTAMP";
    }
}
