package dev.bindwise.ui.tests;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.swt.widgets.Display;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingStream;

/**
 * Watches the UI thread while a test drives the workbench, two ways:
 * <ul>
 * <li><b>File and network I/O</b> (exact, no timing): the JDK's own flight recorder reports every file and socket
 * read and write with its thread and stack ({@code jdk.FileRead}, {@code jdk.FileWrite}, {@code jdk.SocketRead},
 * {@code jdk.SocketWrite}, no threshold); one on the UI thread whose stack passes through Bindwise's code (core,
 * model, runtime, ui; not the tests) is a finding. I/O of the class loaders and of the framework's bundle storage
 * (classes, icons) above Bindwise's frames is the platform's, not ours, and is passed over.
 * <li><b>A blocked UI thread</b> (a bound with a wide margin): a watcher thread posts a no-op to the UI thread
 * and waits for it; one not run within {@link #BLOCKED_MARGIN} is a finding, with the UI thread's stack at that
 * moment. The margin is several seconds because the build machine is loaded: it is there to catch a selection, a
 * generation or a probe (seconds of work, or a network timeout) run on the UI thread, not a slow frame.
 * </ul>
 */
final class UiThreadWatchdog implements AutoCloseable {

    static final Duration BLOCKED_MARGIN = Duration.ofSeconds(5);

    private static final List<String> IO_EVENTS = List.of("jdk.FileRead", "jdk.FileWrite", "jdk.SocketRead", "jdk.SocketWrite");
    private static final List<String> OURS = List.of("dev.bindwise.core.", "dev.bindwise.model.", "dev.bindwise.runtime.",
            "dev.bindwise.ui.internal.");
    /** Frames of the platform's loading of classes and bundle entries: I/O below them is not Bindwise's. */
    private static final List<String> PLATFORM_LOADING = List.of("java.lang.ClassLoader.", "jdk.internal.loader.",
            "org.eclipse.osgi.internal.loader.", "org.eclipse.osgi.storage.", "org.eclipse.osgi.internal.url.");

    private final Display display;
    private final long uiThreadId;
    private final RecordingStream recording = new RecordingStream();
    private final List<String> findings = new CopyOnWriteArrayList<>();
    private final Thread watcher;
    private volatile boolean watching = true;

    UiThreadWatchdog() {
        display = Display.getCurrent();
        uiThreadId = display.getThread().threadId();
        for (String event : IO_EVENTS) {
            recording.enable(event).withThreshold(Duration.ZERO).withStackTrace();
            recording.onEvent(event, this::io);
        }
        recording.startAsync();
        watcher = new Thread(this::watch, "UI thread watchdog");
        watcher.setDaemon(true);
        watcher.start();
    }

    /** What was found so far (each a line and a stack). */
    List<String> findings() {
        return new ArrayList<>(findings);
    }

    /** Stops watching, after every event recorded so far has been looked at; again, does nothing. */
    @Override
    public void close() throws InterruptedException {
        if (!watching) {
            return;
        }
        watching = false;
        watcher.interrupt();
        watcher.join();
        recording.stop(); // returns when the events recorded before have been delivered
        recording.close();
    }

    private void io(RecordedEvent event) {
        if (event.getThread() == null || event.getThread().getJavaThreadId() != uiThreadId || event.getStackTrace() == null) {
            return;
        }
        List<RecordedFrame> frames = event.getStackTrace().getFrames();
        for (RecordedFrame frame : frames) {
            String method = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
            if (PLATFORM_LOADING.stream().anyMatch(method::startsWith)) {
                return;
            }
            if (OURS.stream().anyMatch(method::startsWith)) {
                String what = event.getEventType().getName() + " " + (event.hasField("path") ? event.getString("path")
                        : event.hasField("host") ? event.getString("host") + ":" + event.getInt("port") : "");
                findings.add(what + " on the UI thread:\n" + frames.stream()
                        .map(f -> "\tat " + f.getMethod().getType().getName() + "." + f.getMethod().getName() + ":" + f.getLineNumber())
                        .collect(Collectors.joining("\n")));
                return;
            }
        }
    }

    private void watch() {
        while (watching && !display.isDisposed()) {
            CountDownLatch ran = new CountDownLatch(1);
            display.asyncExec(ran::countDown);
            try {
                if (!ran.await(BLOCKED_MARGIN.toMillis(), TimeUnit.MILLISECONDS)) {
                    findings.add("the UI thread ran nothing for " + BLOCKED_MARGIN.toSeconds() + " s; it was at:\n"
                            + Arrays.stream(display.getThread().getStackTrace()).map(f -> "\tat " + f)
                                    .collect(Collectors.joining("\n")));
                    ran.await();
                }
                // the next look after a short pause, so that the watchdog does not keep the UI thread busy
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
