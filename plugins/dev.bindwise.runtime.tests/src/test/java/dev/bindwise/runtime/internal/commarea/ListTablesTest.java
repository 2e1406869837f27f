package dev.bindwise.runtime.internal.commarea;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A COMMAREA table held in a List, as a generated data class has a repeated element (xjc's: a getter that makes the
 * list on first use, no setter) and as a proxy's List result is read: the same bytes as an array's, read back into a
 * List of the items' class, the caller's bean not changed by writing it.
 */
class ListTablesTest {

    private static final String SHELF = "name:X(8),scores[0..3]:BIN(4),marks[0..2]:BIN(4)";

    /** A data class as the generator writes one: scores xjc's List, marks an array as a user's class may have it. */
    public static class Shelf {

        private String name;
        private List<Integer> scores;
        private int[] marks;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public List<Integer> getScores() {
            if (scores == null) {
                scores = new ArrayList<>();
            }
            return this.scores;
        }

        public int[] getMarks() {
            return marks;
        }

        public void setMarks(int[] marks) {
            this.marks = marks;
        }
    }

    @Test
    void aListTableHasAnArrayTablesBytesAndReadsBackAsAList() {
        CommareaLayout layout = CommareaLayout.parse("SHELF", SHELF);
        Shelf shelf = new Shelf();
        shelf.setName("A");
        shelf.getScores().addAll(List.of(7, 8));
        shelf.setMarks(new int[] {1});
        byte[] record = layout.encode(shelf);

        Shelf back = layout.decode(record, Shelf.class);
        assertEquals(List.of(7, 8), back.getScores());
        assertArrayEquals(new int[] {1}, back.getMarks());
        assertEquals("A", back.getName().strip());

        Shelf none = new Shelf();
        none.setName("B");
        layout.encode(none);
        assertNull(none.scores, "encoding does not make the bean's List: a null one counts as empty");
        assertEquals(List.of(), layout.decode(layout.encode(none), Shelf.class).getScores());
    }

    @Test
    void aListResultIsReadAsAListOfTheItemsClass() {
        CommareaLayout layout = CommareaLayout.parse("SCORES", "scores[0..3]:BIN(4)");
        byte[] record = layout.encodeValues(List.of(4, 5, 6));
        assertArrayEquals(record, layout.encodeValues((Object) new int[] {4, 5, 6}), "the same bytes as an array's");
        assertEquals(List.of(4, 5, 6), layout.decodeValues(record, CommareaLayout.listOf(Integer.class))[0]);
    }
}
