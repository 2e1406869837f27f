package dev.bindwise.examples.fuzz;

import java.io.Writer;

/**
 * A writer that keeps the first {@value #KEPT} characters and counts the rest: a run that prints without end (or an
 * abandoned one that goes on printing) must not fill the harness's heap.
 */
final class BoundedText extends Writer {

    static final int KEPT = 1 << 20;

    private final StringBuilder text = new StringBuilder();
    private long length;

    @Override
    public synchronized void write(char[] buffer, int offset, int count) {
        length += count;
        int room = KEPT - text.length();
        if (room > 0) {
            text.append(buffer, offset, Math.min(room, count));
        }
    }

    /** Writes text (a Writer's own write(String) may throw; this one cannot). */
    void add(String more) {
        write(more.toCharArray(), 0, more.length());
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }

    /** Characters written, kept or not. */
    synchronized long length() {
        return length;
    }

    @Override
    public synchronized String toString() {
        return text.toString();
    }
}
