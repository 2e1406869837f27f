package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.OperationPlan;
import java.time.Duration;

/**
 * One port's client: made once per proxy and shared by every operation routed to that port. One
 * implementation per binding kind; a kind whose client library is not on the class path has none
 * ({@code dev.bindwise.runtime.BindingClients}).
 */
public interface BindingClient extends AutoCloseable {

    /**
     * A cheap check, bounded by the timeout, that the endpoint answers from here: at start-up and before
     * a port that failed is tried again. No operation is called.
     */
    Accessibility probe(Duration timeout);

    /**
     * The operation over this port, with what can be resolved up front (methods, records, names).
     *
     * @throws IllegalArgumentException when the route cannot work with this port's service (a missing
     *         method, a record that does not fit the operation), saying what and where
     */
    OperationCall prepare(OperationPlan operation, Route route);

    /**
     * Why the port can be used, once its probe passed, where that depends on what the application gave (a local
     * Java instance, a JCA connection factory): for {@code status()}. Empty where the probe says it all.
     */
    default String basis() {
        return "";
    }

    /**
     * The runtime left the port out (a call or a probe failed): callers waiting for a connection or a
     * look-up of this port should give up now, having sent nothing. By default there are none.
     */
    default void leftOut(String why) {
        // a client without set-ups to wait for
    }

    /** Releases connections; calls made after it fail. */
    @Override
    void close();
}
