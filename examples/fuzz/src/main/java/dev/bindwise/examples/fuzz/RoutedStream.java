package dev.bindwise.examples.fuzz;

import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * System.out or System.err for runs in this JVM: what a run's thread (and the threads it starts) prints straight to
 * the process's streams, as a stack trace a library prints itself, goes to that run's stderr or stdout, where the
 * real command line would show it; other threads print to the original stream.
 */
final class RoutedStream extends OutputStream {

    private static final InheritableThreadLocal<Writer> OUT = new InheritableThreadLocal<>();
    private static final InheritableThreadLocal<Writer> ERR = new InheritableThreadLocal<>();
    private static boolean installed;

    private final PrintStream original;
    private final InheritableThreadLocal<Writer> route;

    private RoutedStream(PrintStream original, InheritableThreadLocal<Writer> route) {
        this.original = original;
        this.route = route;
    }

    /** Puts the routing streams in place of System.out and System.err, once per JVM. */
    static synchronized void install() {
        if (!installed) {
            System.setOut(new PrintStream(new RoutedStream(System.out, OUT), true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(new RoutedStream(System.err, ERR), true, StandardCharsets.UTF_8));
            installed = true;
        }
    }

    /** Called on a run's thread before it runs: what it and its threads print goes to these. */
    static void routeTo(Writer out, Writer err) {
        OUT.set(out);
        ERR.set(err);
    }

    @Override
    public void write(int b) {
        write(new byte[] { (byte) b }, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        Writer target = route.get();
        if (target == null) {
            original.write(bytes, offset, length);
            return;
        }
        try {
            target.write(new String(bytes, offset, length, StandardCharsets.UTF_8));
        } catch (java.io.IOException e) {
            original.write(bytes, offset, length);
        }
    }

    @Override
    public void flush() {
        original.flush();
    }
}
