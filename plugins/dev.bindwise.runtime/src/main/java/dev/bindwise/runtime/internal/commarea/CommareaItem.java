package dev.bindwise.runtime.internal.commarea;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One item of a COMMAREA record, as in a COBOL copybook: an elementary field, a group, an OCCURS table
 * or an item with a null indicator before it. Each item carries the name of the schema field it lays out,
 * which is also the Java bean property that holds its value.
 */
public sealed interface CommareaItem {

    /** The field's name (for a null-indicated item, its item's). */
    String name();

    /** The item's bytes when every OCCURS DEPENDING ON table in it is empty. */
    int fixedLength();

    /** Whether its length depends on its value: whether it holds an unbounded table. */
    boolean variable();

    /** Adds, for every unbounded table in the item, its path and the fixed length of one of its items. */
    void addLengthPerItem(String path, Map<String, Integer> lengthPerItem);

    /** A field that holds one value (a COBOL elementary item). */
    record Elementary(String name, Picture picture) implements CommareaItem {

        public Elementary {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(picture, "picture");
        }

        @Override
        public int fixedLength() {
            return picture.width();
        }

        @Override
        public boolean variable() {
            return false;
        }

        @Override
        public void addLengthPerItem(String path, Map<String, Integer> lengthPerItem) {
            // a fixed width
        }
    }

    /** A structure laid out inline (a COBOL group item): its members in schema order. */
    record Group(String name, List<CommareaItem> members) implements CommareaItem {

        public Group {
            Objects.requireNonNull(name, "name");
            members = List.copyOf(members);
        }

        @Override
        public int fixedLength() {
            int length = 0;
            for (CommareaItem member : members) {
                length += member.fixedLength();
            }
            return length;
        }

        @Override
        public boolean variable() {
            return members.stream().anyMatch(CommareaItem::variable);
        }

        @Override
        public void addLengthPerItem(String path, Map<String, Integer> lengthPerItem) {
            for (CommareaItem member : members) {
                member.addLengthPerItem(path + "." + member.name(), lengthPerItem);
            }
        }
    }

    /**
     * A repeated element as a COBOL table. minOccurs = maxOccurs = n: OCCURS n TIMES, exactly n items.
     * Otherwise a 4-byte binary count comes first (PIC S9(9) COMP-5): a bounded table then always takes
     * maxOccurs slots, unused ones low-values, so that the record keeps one length (OCCURS max TIMES after
     * the count, not OCCURS DEPENDING ON, whose length follows the count); an unbounded table takes only
     * the items it has (OCCURS 0 TO n TIMES DEPENDING ON the count).
     *
     * @param name the table's field name (its items have the same)
     * @param maxOccurs the bound, or {@link #UNBOUNDED}
     */
    record Table(String name, CommareaItem item, int minOccurs, int maxOccurs) implements CommareaItem {

        public static final int UNBOUNDED = -1;
        public static final int COUNT_LENGTH = 4;

        public Table {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(item, "item");
        }

        /** Whether a count precedes the items: when their number may vary. */
        public boolean counted() {
            return maxOccurs == UNBOUNDED || minOccurs < maxOccurs;
        }

        public boolean bounded() {
            return maxOccurs != UNBOUNDED;
        }

        @Override
        public int fixedLength() {
            return (counted() ? COUNT_LENGTH : 0) + (bounded() ? maxOccurs * item.fixedLength() : 0);
        }

        @Override
        public boolean variable() {
            return !bounded() || item.variable();
        }

        @Override
        public void addLengthPerItem(String path, Map<String, Integer> lengthPerItem) {
            if (!bounded()) {
                lengthPerItem.put(path, item.fixedLength());
            }
            item.addLengthPerItem(path + "[]", lengthPerItem);
        }
    }

    /**
     * An optional item (minOccurs 0 or nillable) behind a one-byte null indicator, X'00' when the value
     * is there and X'FF' when it is null. A null item still takes its full width, as low-values.
     */
    record NullIndicated(CommareaItem item) implements CommareaItem {

        public static final int INDICATOR_LENGTH = 1;

        public NullIndicated {
            Objects.requireNonNull(item, "item");
        }

        @Override
        public String name() {
            return item.name();
        }

        @Override
        public int fixedLength() {
            return INDICATOR_LENGTH + item.fixedLength();
        }

        @Override
        public boolean variable() {
            return item.variable();
        }

        @Override
        public void addLengthPerItem(String path, Map<String, Integer> lengthPerItem) {
            item.addLengthPerItem(path, lengthPerItem);
        }
    }
}
