package dev.bindwise.core.policy;

import java.util.Collection;
import java.util.Comparator;
import java.util.Optional;

/** "Did you mean": the known word closest to a misspelt one, where it is close enough to be the one meant. */
final class Spelling {

    private Spelling() {
    }

    /** The candidate at most two edits away (one for short words), ignoring case; the closest first. */
    static Optional<String> closest(String word, Collection<String> candidates) {
        int allowed = word.length() <= 3 ? 1 : 2;
        return candidates.stream().filter(candidate -> !candidate.equals(word))
                .filter(candidate -> distance(word.toLowerCase(), candidate.toLowerCase()) <= allowed)
                .min(Comparator.comparingInt(candidate -> distance(word.toLowerCase(), candidate.toLowerCase())));
    }

    /** Edits (insert, delete, replace, swap two neighbours) from one word to the other. */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
