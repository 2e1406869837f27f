package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Text to insert at offsets of an original text, which otherwise stays character for character. */
final class TextInsertions {

    private record Insertion(int offset, String text) {
    }

    private final List<Insertion> insertions = new ArrayList<>();

    void insert(int offset, String text) {
        insertions.add(new Insertion(offset, text));
    }

    /** The original with every insertion made; insertions at one offset keep the order they were made in. */
    String applyTo(String original) {
        List<Insertion> sorted = new ArrayList<>(insertions);
        sorted.sort(Comparator.comparingInt(Insertion::offset)); // stable
        StringBuilder result = new StringBuilder(original.length() + 4096);
        int copied = 0;
        for (Insertion insertion : sorted) {
            result.append(original, copied, insertion.offset()).append(insertion.text());
            copied = insertion.offset();
        }
        return result.append(original, copied, original.length()).toString();
    }
}
