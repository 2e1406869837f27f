package dev.bindwise.core.discovery;

/**
 * Progress and cancellation of a discovery, without Eclipse: the IDE adapts its IProgressMonitor to
 * this, the command line and tests use {@link #NONE}. Called from the thread that runs the discovery.
 */
public interface DiscoveryMonitor {

    /** Reports nothing and never cancels. */
    DiscoveryMonitor NONE = new DiscoveryMonitor() {
    };

    /** One probe ended (or was given up at the deadline); {@code finished} of {@code total} are done. */
    default void probed(String probe, int finished, int total) {
    }

    /** Polled while the probes run; true stops the discovery with a CancellationException. */
    default boolean isCanceled() {
        return false;
    }
}
