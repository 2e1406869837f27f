package dev.bindwise.core.commarea;

import java.util.List;
import java.util.Map;

import dev.bindwise.model.Field;

/**
 * One item of a COMMAREA record, as in a COBOL copybook: an elementary field, a group, an OCCURS table
 * or an item with a null indicator before it. Each lays out one schema {@link Field}, whose name is also
 * the Java bean property that holds its value.
 */
public sealed interface RecordItem {

    /** The schema field this item lays out (for a null-indicated item, its item's). */
    Field field();

    default String name() {
        return field().getName();
    }

    /** The item's bytes when every OCCURS DEPENDING ON table in it is empty. */
    int fixedLength();

    /** Whether its length depends on its value: whether it holds an unbounded table. */
    boolean variable();

    /** Adds, for every unbounded table in the item, its path and the fixed length of one of its items. */
    void addLengthPerItem(String path, Map<String, Integer> lengthPerItem);

    /** A field that holds one value (a COBOL elementary item). */
    record Elementary(Field field, Picture picture) implements RecordItem {

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
    record Group(Field field, List<RecordItem> members) implements RecordItem {

        public Group {
            members = List.copyOf(members);
        }

        @Override
        public int fixedLength() {
            return members.stream().mapToInt(RecordItem::fixedLength).sum();
        }

        @Override
        public boolean variable() {
            return members.stream().anyMatch(RecordItem::variable);
        }

        @Override
        public void addLengthPerItem(String path, Map<String, Integer> lengthPerItem) {
            for (RecordItem member : members) {
                member.addLengthPerItem(path + "." + member.name(), lengthPerItem);
            }
        }
    }

    /**
     * A repeated element as a COBOL table. minOccurs = maxOccurs = n: OCCURS n TIMES, exactly n items.
     * Otherwise a 4-byte binary count comes first (OCCURS DEPENDING ON): a bounded table then always
     * takes maxOccurs slots, unused ones low-values, so that the record keeps one length; an unbounded
     * table takes only the items it has.
     *
     * @param maxOccurs the bound, or {@link #UNBOUNDED}
     */
    record Table(Field field, RecordItem item, int minOccurs, int maxOccurs) implements RecordItem {

        public static final int UNBOUNDED = -1;
        public static final int COUNT_LENGTH = 4;

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
    record NullIndicated(RecordItem item) implements RecordItem {

        public static final int INDICATOR_LENGTH = 1;

        @Override
        public Field field() {
            return item.field();
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
