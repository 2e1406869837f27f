package dev.bindwise.core.commarea;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A COMMAREA record: its fields laid out one after the other with no gaps, in schema order, as a COBOL
 * copybook would (see {@link RecordLayouts} for the widths). Its length is {@link #fixedLength()} plus,
 * for every unbounded table, the table's item count times {@link #lengthPerItem() its item's length}.
 *
 * @param name the record's name, as the type mapping gives it (a COBOL 01 level), or as its operation names it
 * @param fields its top-level items: the members of a structure, or one per parameter of a call
 */
public record RecordLayout(String name, List<RecordItem> fields) {

    public RecordLayout {
        fields = List.copyOf(fields);
    }

    public List<String> fieldNames() {
        return fields.stream().map(RecordItem::name).toList();
    }

    /** The record's length when every unbounded table is empty; the whole length when it has none. */
    public int fixedLength() {
        return fields.stream().mapToInt(RecordItem::fixedLength).sum();
    }

    /** Whether its length depends on its values (it holds an unbounded table). */
    public boolean variable() {
        return fields.stream().anyMatch(RecordItem::variable);
    }

    /** For each unbounded table, by its field path (e.g. {@code request.positions}), the bytes of one item. */
    public Map<String, Integer> lengthPerItem() {
        Map<String, Integer> lengths = new LinkedHashMap<>();
        for (RecordItem field : fields) {
            field.addLengthPerItem(field.name(), lengths);
        }
        return Collections.unmodifiableMap(lengths);
    }
}
