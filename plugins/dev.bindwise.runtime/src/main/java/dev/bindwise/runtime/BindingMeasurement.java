package dev.bindwise.runtime;

import java.time.Duration;

/**
 * What the proxy measured of one operation over one binding where it runs (when learning is on,
 * {@link RuntimeOptions#learningShare(double)}).
 *
 * @param kind the binding
 * @param port its port
 * @param rank its rank for the operation now, 1 for the first
 * @param calls the calls answered over it (a result or the service's fault)
 * @param transportFailures the calls over it that failed in transport
 * @param median the median time of its last calls (at most {@value CallTimes#WINDOW}), null before its first call
 * @param window how many calls the median is taken over
 * @param medianBytes the median bytes of those calls, request plus reply, as the binding's client counts them: JCA the
 *        COMMAREA records, SOAP the envelopes (not the HTTP heads), local Java 0; null where they are not counted
 *        (RMI-IIOP: the ORB's messages are out of the runtime's sight) or before the first timed call
 * @param leastBytes the fewest bytes of one of those calls, null likewise
 * @param mostBytes the most bytes of one of those calls, null likewise
 */
public record BindingMeasurement(BindingKind kind, String port, int rank, long calls, long transportFailures,
        Duration median, int window, Long medianBytes, Long leastBytes, Long mostBytes) {
}
