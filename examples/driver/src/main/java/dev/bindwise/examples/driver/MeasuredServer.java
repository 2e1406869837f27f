package dev.bindwise.examples.driver;

import java.nio.file.Path;
import java.time.Duration;

/** A server whose calls the driver measures: the CPU it has used, whether it still runs, and its log. */
public interface MeasuredServer {

    /** CPU time the server's process has used so far. */
    Duration cpuTime();

    boolean isAlive();

    /** Where its output goes, for the message when it dies. */
    Path log();
}
