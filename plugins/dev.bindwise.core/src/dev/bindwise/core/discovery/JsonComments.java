package dev.bindwise.core.discovery;

/**
 * Blanks the comments of a JSON text ({@code //} and {@code #} to the end of the line, {@code /* ... *}{@code /}),
 * outside strings, with spaces (line breaks kept), so that a strict JSON reader can read the rest and still
 * name the line and column of every token as the user sees them. A block comment that is never closed is not
 * blanked but reported ({@link Blanked#unclosedCommentAt}): blanking it to the end would hide whatever the
 * user meant to follow it.
 */
final class JsonComments {

    private JsonComments() {
    }

    /** The text with its comments blanked, and where a block comment opens that is never closed (-1: none). */
    record Blanked(String text, int unclosedCommentAt) {
    }

    static Blanked blanked(String text) {
        StringBuilder out = new StringBuilder(text);
        boolean inString = false;
        for (int i = 0; i < out.length(); i++) {
            char c = out.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '#' || c == '/' && next(out, i) == '/') {
                for (; i < out.length() && out.charAt(i) != '\n' && out.charAt(i) != '\r'; i++) {
                    out.setCharAt(i, ' ');
                }
            } else if (c == '/' && next(out, i) == '*') {
                int end = out.indexOf("*/", i + 2);
                if (end < 0) {
                    return new Blanked(out.toString(), i);
                }
                for (; i < end + 2; i++) {
                    if (out.charAt(i) != '\n' && out.charAt(i) != '\r') {
                        out.setCharAt(i, ' ');
                    }
                }
                i--;
            }
        }
        return new Blanked(out.toString(), -1);
    }

    private static char next(CharSequence text, int i) {
        return i + 1 < text.length() ? text.charAt(i + 1) : 0;
    }
}
