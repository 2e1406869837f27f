package dev.bindwise.core.discovery;

import dev.bindwise.runtime.internal.Deadline;

/**
 * One question about the target, answered from a real look at it (a file, a socket, a class loader)
 * within the discovery's deadline. Probes run in parallel and share nothing.
 */
interface Probe {

    /** What the probe looks at, for progress and for the reason when it does not finish: "endpoint TraderSoapPort". */
    String name();

    /** The facts and endpoints found; an unexpected exception is turned into an unknown result by the runner. */
    Findings run(Deadline deadline) throws Exception;

    /** What to record when the probe did not finish within the deadline (or failed unexpectedly). */
    Findings unfinished(String why);
}
