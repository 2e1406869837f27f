package dev.bindwise.examples.driver;

import dev.bindwise.core.estimate.WarmupRule;
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
 * @param warmedUp how the warm-up until the time per call settled went, or null when there was none (a fixed
 *        warm-up time, {@link BenchSettings#untilSettled()})
 */
public record Measurement(String service, String operation, String binding, Workload workload, int threads,
        long calls, long failures, String firstFailure, double meanMs, double medianMs, double p99Ms,
        double throughputPerSecond, double clientCpuMsPerCall, double serverCpuMsPerCall, double requestBytes,
        double replyBytes, WarmupRule.Outcome warmedUp) {

    public Measurement(String service, String operation, String binding, Workload workload, int threads, long calls,
            long failures, String firstFailure, double meanMs, double medianMs, double p99Ms, double throughputPerSecond,
            double clientCpuMsPerCall, double serverCpuMsPerCall, double requestBytes, double replyBytes) {
        this(service, operation, binding, workload, threads, calls, failures, firstFailure, meanMs, medianMs, p99Ms,
                throughputPerSecond, clientCpuMsPerCall, serverCpuMsPerCall, requestBytes, replyBytes, null);
    }

    /** Whether these are the calls over the binding of that kind. */
    public boolean over(BindingKind kind) {
        return binding.equals(kind.name());
    }
}
