package dev.bindwise.core.publish;

import dev.bindwise.core.operation.BadInputException;

/**
 * Bindings that {@link AddBindingsOperation} will not add, with why and what to do, in one or two
 * sentences the user can act on: the WSDL has no single port type, a kind is already there, a name
 * is not valid. Nothing has been written when it is thrown.
 */
public final class AddBindingsException extends BadInputException {

    private static final long serialVersionUID = 1L;

    public AddBindingsException(String message) {
        super(message);
    }

    public AddBindingsException(String message, Throwable cause) {
        super(message, cause);
    }
}
