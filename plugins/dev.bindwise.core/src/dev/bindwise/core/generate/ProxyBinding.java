package dev.bindwise.core.generate;

import java.util.Optional;

import com.palantir.javapoet.CodeBlock;

import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Operation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * What a generated proxy's plan says about one binding kind: the runtime's {@code Endpoint} for a port and
 * its {@code Route} for a binding operation, as Java expressions. One class per kind the runtime calls,
 * registered in {@link ProxyRoutes}.
 */
interface ProxyBinding {

    /**
     * @param anyOperation an operation of the port's port type, or null
     * @throws GenerateException when the port lacks an attribute the runtime needs
     */
    CodeBlock endpoint(ServiceDescription description, Port port, Operation anyOperation) throws GenerateException;

    /**
     * The route of a binding operation, with what the runtime needs of the operation's Java signature (its data
     * classes and fault exceptions).
     *
     * @throws GenerateException when the binding operation lacks what the runtime needs
     */
    CodeBlock route(Port port, BindingOperation operation, OperationSignature signature) throws GenerateException;

    /**
     * The class of the service's own that the runtime's client loads to call the port, if any. A binding that
     * calls the service's own class passes the service's own classes as values too: look-alikes do not do.
     */
    default Optional<String> serviceClass(Port port) {
        return Optional.empty();
    }
}
