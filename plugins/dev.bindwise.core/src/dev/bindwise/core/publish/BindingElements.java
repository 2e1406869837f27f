package dev.bindwise.core.publish;

import java.util.List;

import dev.bindwise.core.wsdl.extensions.WsifElement;

/**
 * The extension elements a {@link BindingWriter} made for one new binding.
 *
 * @param binding the binding's own (e.g. ejb:binding, then format:typeMapping), in order
 * @param operations one per operation of the port type, in the port type's order
 * @param address the port's address (e.g. ejb:address)
 */
record BindingElements(List<WsifElement> binding, List<WsifElement> operations, WsifElement address) {

    BindingElements {
        binding = List.copyOf(binding);
        operations = List.copyOf(operations);
    }
}
