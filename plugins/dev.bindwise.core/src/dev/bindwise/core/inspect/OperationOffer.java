package dev.bindwise.core.inspect;

import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;

/**
 * One binding that offers an operation of a port type: the binding, its operation, and the port
 * (with its service) where a client reaches it. {@code port} and {@code service} are null for a
 * binding that no service exposes.
 */
public record OperationOffer(Binding binding, BindingOperation bindingOperation, Service service, Port port) {

    public String address() {
        return port == null ? null : port.getAddress();
    }
}
