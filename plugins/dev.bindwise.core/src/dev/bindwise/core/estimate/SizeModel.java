package dev.bindwise.core.estimate;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.runtime.BindingKind;

/**
 * The bytes one binding puts on the wire for a call: a pure function of the operation as the WSDL
 * describes it and of what its data looks like. One implementation per binding kind, each following
 * its protocol's structure (paper 4.3).
 */
public interface SizeModel {

    /** The binding whose messages this model sizes. */
    BindingKind kind();

    /** Expected bytes of the request a client sends to the port to call the operation. */
    double requestBytes(Port port, BindingOperation operation, Values values);

    /** Expected bytes of the reply (the protocol's answer to a one-way call, if it has one). */
    double replyBytes(Port port, BindingOperation operation, Values values);

    /**
     * What this model's request and reply bytes of the operation depend on besides the values, where the model can
     * name it: operations with equal signatures (compared with equals) have the same sizes at every point, so that
     * a service that repeats its messages under many operations has each sized once. Null (the default): no such
     * promise, the operation is sized by itself.
     */
    default Object signature(Port port, BindingOperation operation) {
        return null;
    }
}
