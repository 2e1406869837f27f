package dev.bindwise.core.generate;

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

    /** @throws GenerateException when the binding operation lacks what the runtime needs */
    CodeBlock route(Port port, BindingOperation operation) throws GenerateException;
}
