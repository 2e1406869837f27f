package dev.bindwise.examples.driver;

import dev.bindwise.examples.Workload;
import dev.bindwise.runtime.BindingKind;

/**
 * What one binding did for one operation in one run. Times in milliseconds; bytes per call as the relay
 * counted them on the wire (0 for local Java, which has no wire).
 *
 * @param binding the name of what was measured: a binding kind's name, or the proxy's (BINDWISE)
 * @param calls calls measured (after the warm-up), failed ones included
 * @param failures calls that threw or whose reply differed from the local implementation's
 * @param firstFailure the first failure's message, or null
 */
public record Measurement(String service, String operation, String binding, Workload workload, int threads,
        long calls, long failures, String firstFailure, double meanMs, double medianMs, double p99Ms,
        double throughputPerSecond, double clientCpuMsPerCall, double serverCpuMsPerCall, double requestBytes,
        double replyBytes) {

    /** Whether these are the calls over the binding of that kind. */
    public boolean over(BindingKind kind) {
        return binding.equals(kind.name());
    }
}
