package dev.bindwise.examples.fuzz;

import java.util.regex.Pattern;

/** What the harness asks of what a run printed on stderr. */
final class Messages {

    /** Longer than this, a message is not one a user reads (a 200,000-character name copied into it). */
    static final int LONGEST = 10_000;

    private static final Pattern TRACE_LINE = Pattern.compile(
            "\\s*(at [\\w$./<>]+\\(.*\\)|\\.\\.\\. \\d+ more|(Caused by: |Suppressed: |Exception in thread \"[^\"]*\" )?"
                    + "([\\w$]+\\.)+[\\w$]*(Exception|Error|Throwable)(: .*)?)\\s*");

    private Messages() {
    }

    /**
     * Whether stderr says nothing in words of ours: it is empty, or every line (after the "bindwise: " prefix) is a
     * line of a stack trace or an exception's class name with the exception's own message.
     */
    static boolean noneOfOurs(String err) {
        for (String line : err.split("\n")) {
            String text = line.strip();
            if (text.startsWith("bindwise:")) {
                text = text.substring("bindwise:".length()).strip();
            }
            if (text.isEmpty()) {
                continue;
            }
            if (!TRACE_LINE.matcher(text).matches()) {
                return false;
            }
        }
        return true;
    }

    static boolean outOfMemory(Throwable thrown, String err) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof OutOfMemoryError) {
                return true;
            }
        }
        return err.contains("OutOfMemoryError") || err.contains("Java heap space");
    }
}
