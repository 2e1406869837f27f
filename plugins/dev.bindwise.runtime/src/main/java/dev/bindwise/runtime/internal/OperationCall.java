package dev.bindwise.runtime.internal;

/** One operation made ready to call over one port: everything that can be resolved once already is. */
@FunctionalInterface
public interface OperationCall {

    /**
     * Calls the operation.
     *
     * @return the result, null for none
     * @throws TransportException when the call failed in getting there or back (the binding's fault)
     * @throws Throwable whatever the service itself threw, unchanged
     */
    Object invoke(Object[] arguments) throws Throwable;
}
