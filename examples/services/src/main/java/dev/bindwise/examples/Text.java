package dev.bindwise.examples;

/** Deterministic filler text for the example services: the same input always gives the same words. */
public final class Text {

    private static final String[] WORDS = {"service", "binding", "deploy", "message", "proxy", "server",
        "client", "vote", "remote", "invoke", "record", "search", "result", "quote", "route", "flight"};

    private Text() {
    }

    /** A text of exactly {@code length} characters, words separated by spaces, seeded by a string and a number. */
    public static String sentence(String seed, int length, int salt) {
        StringBuilder text = new StringBuilder(length + 16);
        int index = Math.floorMod(seed.hashCode() + salt * 31, WORDS.length);
        while (text.length() < length) {
            if (!text.isEmpty()) {
                text.append(' ');
            }
            text.append(WORDS[index]);
            index = (index + 7) % WORDS.length;
        }
        text.setLength(length);
        return text.toString();
    }

    /** A string of exactly {@code length} letters and digits: a field of the length a workload asks for. */
    public static String ofLength(int length, int salt) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + Math.floorMod(i * 7 + salt, 26)));
        }
        return text.toString();
    }

    /** The {@code n}th word of a text, or the text itself. */
    public static String word(String text, int n) {
        String[] words = text.trim().split("\\s+");
        return n < words.length ? words[n] : text;
    }

    /** The text as a URL path segment. */
    public static String slug(String text) {
        return text.trim().toLowerCase().replaceAll("[^a-z0-9]+", "-");
    }
}
