package dev.bindwise.runtime.internal;

/**
 * The bytes of one call, request plus reply, as its binding's client counts them on the calling thread, for the
 * runtime's measurements (learning): the runtime {@link #ask asks} before a call and {@link #take takes} the count
 * after it. What each client counts:
 * <ul>
 * <li>JCA: the request and reply records (the COMMAREAs), exactly; not the adapter's framing;</li>
 * <li>SOAP: the request's and the reply's envelopes as they cross HTTP (the request's Content-Length, the reply's
 * body as it is read), exactly; not the HTTP heads;</li>
 * <li>local Java: 0, nothing crosses a wire;</li>
 * <li>RMI-IIOP: nothing: the ORB writes and reads its messages out of the runtime's sight, so the count is
 * {@link #NOT_COUNTED}.</li>
 * </ul>
 * One array per thread, made at its first call: counting allocates nothing per call.
 */
public final class CallBytes {

    /** What {@link #take} gives when the call's client did not count its bytes. */
    public static final long NOT_COUNTED = -1;

    /** Per thread: the bytes counted so far (or NOT_COUNTED), and 1 while a count is asked for. */
    private static final ThreadLocal<long[]> CALL = ThreadLocal.withInitial(() -> new long[] { NOT_COUNTED, 0 });

    private CallBytes() {
    }

    /** The next call on this thread is counted: clients add to it until {@link #take}. */
    public static void ask() {
        long[] call = CALL.get();
        call[0] = NOT_COUNTED;
        call[1] = 1;
    }

    /** Whether a count is asked for on this thread (a client may skip its counting when not). */
    public static boolean asked() {
        return CALL.get()[1] != 0;
    }

    /** Adds bytes the call sent or received; nothing when no count is asked for. */
    public static void add(long bytes) {
        long[] call = CALL.get();
        if (call[1] != 0) {
            call[0] = Math.max(0, call[0]) + bytes;
        }
    }

    /** The bytes counted since {@link #ask}, or {@link #NOT_COUNTED}; ends the count. */
    public static long take() {
        long[] call = CALL.get();
        long bytes = call[0];
        call[0] = NOT_COUNTED;
        call[1] = 0;
        return bytes;
    }
}
