package dev.bindwise.ui.internal;

import java.util.function.Supplier;

import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Widget;

/**
 * The one way a view or dialog of this bundle runs core's work in a background Job and shows the outcome:
 * a new job cancels the one before it, and an update reaches the UI thread only while the widget is still
 * there and its job is still the latest. So a slow old job never overwrites a newer result, and a view or
 * dialog that was closed meanwhile is never touched.
 */
public final class LatestJob {

    private final Supplier<? extends Widget> widget;
    private volatile Job latest;

    /** @param widget the widget the updates go to; null or disposed when there is no UI (any more) */
    public LatestJob(Supplier<? extends Widget> widget) {
        this.widget = widget;
    }

    /** Schedules the job as the latest, cancelling the one before it. */
    public void schedule(Job job) {
        schedule(job, 0);
    }

    /**
     * Schedules the job as the latest after a delay, cancelling the one before it: a burst of changes within the
     * delay (a save that touches several files, Apply that stores every preference) runs one job, the last.
     */
    public void schedule(Job job, long delayMillis) {
        Job before = latest;
        latest = job;
        if (before != null) {
            before.cancel();
        }
        job.schedule(delayMillis);
    }

    /** Cancels the latest job, when the UI goes away. */
    public void cancel() {
        Job job = latest;
        if (job != null) {
            job.cancel();
        }
    }

    /** Runs the update on the UI thread, unless the widget is gone or a newer job was scheduled. */
    public void inUi(Job job, Runnable update) {
        Widget now = widget.get();
        if (now == null || now.isDisposed()) {
            return;
        }
        now.getDisplay().asyncExec(() -> {
            Widget then = widget.get();
            if (then != null && !then.isDisposed() && latest == job) {
                update.run();
            }
        });
    }
}
