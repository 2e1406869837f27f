package dev.bindwise.core.estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The hints as a form holds them: one field each for the largest message (A), the average string length (B)
 * and the share of nulls (C), empty when not given. Each field is read by the parser of {@code --hints}, so a
 * form accepts what the command line accepts; only the errors differ: they name the field in words and say
 * what it takes, where the command line's name the hint and its syntax.
 *
 * @param largestMessage a size (100 KB, 2 MB, 2048) or {@value #DEFAULT_SIZE}; empty for no bound
 * @param stringLength   characters (20)
 * @param nullShare      a percentage (30 %) or a share (0.3)
 */
public record HintFields(String largestMessage, String stringLength, String nullShare) {

    /** What the largest message field holds for hint A alone: 100 KB for simple types, 300 KB for structures. */
    public static final String DEFAULT_SIZE = "default";

    public HintFields {
        largestMessage = largestMessage == null ? "" : largestMessage.trim();
        stringLength = stringLength == null ? "" : stringLength.trim();
        nullShare = nullShare == null ? "" : nullShare.trim();
    }

    public static HintFields none() {
        return new HintFields("", "", "");
    }

    /**
     * The fields of hints written as {@code --hints} takes them ({@code A=100KB,B=20,C=0.3}), as preferences
     * store them.
     *
     * @throws IllegalArgumentException naming, in words, a part that is no hint
     */
    public static HintFields of(String hintsText) {
        String a = "";
        String b = "";
        String c = "";
        for (String hint : hintsText == null ? new String[0] : hintsText.split(",")) {
            String trimmed = hint.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            int equals = trimmed.indexOf('=');
            String name = (equals < 0 ? trimmed : trimmed.substring(0, equals)).trim().toUpperCase(Locale.ROOT);
            String value = equals < 0 ? "" : trimmed.substring(equals + 1).trim();
            switch (name) {
                case "A" -> a = value.isEmpty() ? DEFAULT_SIZE : value;
                case "B" -> b = value;
                case "C" -> c = value;
                default -> throw new IllegalArgumentException("'" + trimmed + "' is not a hint: the hints are the largest"
                        + " message, the average string length and the share of nulls.");
            }
        }
        return new HintFields(a, b, c);
    }

    /** The fields written as {@code --hints} takes them; empty for none. */
    public String hintsText() {
        List<String> hints = new ArrayList<>();
        if (!largestMessage.isEmpty()) {
            hints.add(largestMessage.equalsIgnoreCase(DEFAULT_SIZE) ? "A" : "A=" + largestMessage);
        }
        if (!stringLength.isEmpty()) {
            hints.add("B=" + stringLength);
        }
        if (!nullShare.isEmpty()) {
            hints.add("C=" + nullShare);
        }
        return String.join(",", hints);
    }

    /**
     * The hints, read as {@code --hints} reads them.
     *
     * @throws IllegalArgumentException the first field that is wrong, in a form user's words
     */
    public SpaceHints hints() {
        check(largestMessage.equalsIgnoreCase(DEFAULT_SIZE) ? "" : largestMessage, "A",
                "Largest message: write a size such as 100 KB, 1.5 MB or 2048 (bytes), or \"" + DEFAULT_SIZE
                        + "\" for 100 KB with simple types and 300 KB with structures");
        check(stringLength, "B", "Average string length: write a number of characters from 0 to 1,000,000, such as 20");
        check(nullShare, "C", "Share of nulls: write a percentage from 0 to 100, such as 30 %, or a share from 0 to 1,"
                + " such as 0.3");
        return SpaceHints.parse(hintsText());
    }

    /** Every hint given, in words: "largest message 100 KB, strings of 20 characters, 30 % nulls"; "none". */
    public String words() {
        List<String> words = new ArrayList<>();
        if (!largestMessage.isEmpty()) {
            words.add(largestMessage.equalsIgnoreCase(DEFAULT_SIZE)
                    ? "largest message by default (100 KB simple, 300 KB structures)"
                    : "largest message " + largestMessage);
        }
        if (!stringLength.isEmpty()) {
            words.add("strings of " + stringLength + " characters");
        }
        if (!nullShare.isEmpty()) {
            words.add((nullShare.endsWith("%") ? nullShare : nullShare + " share of") + " nulls");
        }
        return words.isEmpty() ? "none" : String.join(", ", words);
    }

    private static void check(String value, String hint, String whatItTakes) {
        if (value.isEmpty()) {
            return;
        }
        try {
            SpaceHints.parse(hint + "=" + value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(whatItTakes + "; \"" + value + "\" is not one.");
        }
    }
}
