package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.internal.TransportException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One route of one operation: its port and the call, prepared at start when the port answers the start-up
 * probe, else on first use. A route whose call cannot be prepared (the port's service lacks the method, a
 * record does not fit) stays out for good, with why.
 */
final class RouteState {

    private final OperationPlan operation;
    private final Route route;
    private final PortState port;
    private final ReentrantLock preparing = new ReentrantLock();
    private volatile OperationCall call;
    private volatile String unusable;

    RouteState(OperationPlan operation, Route route, PortState port) {
        this.operation = operation;
        this.route = route;
        this.port = port;
    }

    PortState port() {
        return port;
    }

    BindingKind kind() {
        return port.endpoint().kind();
    }

    /** The prepared call, or null when the route cannot be used now. */
    OperationCall call() {
        if (unusable != null || !port.usable()) {
            return null;
        }
        OperationCall prepared = call;
        return prepared != null ? prepared : prepare();
    }

    /**
     * Prepares the call once. A caller that finds another preparing it (preparing may look the service up)
     * waits for it at most its call timeout, and goes on to the next route when that passes or the port was
     * left out meanwhile.
     */
    private OperationCall prepare() {
        try {
            if (!preparing.tryLock(port.callTimeoutNanos(), TimeUnit.NANOSECONDS)) {
                return null;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        try {
            if (call == null && unusable == null && !port.isOut()) {
                try {
                    call = port.client().prepare(operation, route);
                } catch (TransportException e) {
                    port.leaveOut(e.getMessage());
                    return null;
                } catch (RuntimeException | LinkageError e) {
                    unusable = operation.name() + " cannot be called over " + port.describe() + ": " + e.getMessage();
                }
            }
            return call;
        } finally {
            preparing.unlock();
        }
    }

    /** Why this route is not used now, empty when it is usable as far as is known. */
    String whyOut() {
        if (unusable != null) {
            return unusable;
        }
        PortState.Status status = port.status();
        return status.out() ? status.reason() : "";
    }
}
