package dev.bindwise.core.operation;

import java.util.stream.Collectors;

/**
 * Messages for people: a line that quotes something huge from the input (a 200,000-character name) is
 * shortened to its start and end, with the number of characters left out, so that a message stays a message.
 */
public final class MessageText {

    /** Lines longer than this are shortened; a long path still fits. */
    static final int MAX_LINE = 1000;
    private static final int HEAD = 700;
    private static final int TAIL = 200;

    private MessageText() {
    }

    /** The text with every overlong line shortened. */
    public static String shortened(String text) {
        if (text == null || text.length() <= MAX_LINE) {
            return text;
        }
        return text.lines().map(MessageText::line).collect(Collectors.joining("\n"));
    }

    private static String line(String line) {
        if (line.length() <= MAX_LINE) {
            return line;
        }
        return line.substring(0, HEAD) + " [... " + (line.length() - HEAD - TAIL) + " characters left out ...] "
                + line.substring(line.length() - TAIL);
    }
}
