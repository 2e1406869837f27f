package dev.bindwise.core.publish;

import java.util.List;

import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Writes one kind of binding: checks the publisher's {@link NewBinding} details and makes the extension
 * elements of the new binding, of each of its operations and of its port's address, as the extension
 * classes that read them (so their names come from the one place the reader takes them from). Where
 * and how they go into the text is the edit's business ({@link WsdlTextEdit}), not the writer's.
 *
 * <p>One stateless writer per kind, registered in {@link BindingWriters}, after WSDL4J's registry of
 * extension serializers: a new kind is a class implementing this and one line there.
 */
interface BindingWriter {

    /** The kind this writer adds; messages name it by its label. */
    BindingKind kind();

    /** The binding name's middle part, as the examples name them: Trader + Iiop + Binding. */
    String bindingInfix();

    /** The port name's middle part: Trader + Iiop + Port. */
    default String portInfix() {
        return bindingInfix();
    }

    /**
     * Checks the details against the WSDL, adding the answer of each check to {@code problems}: a clause
     * that says what is wrong and what is expected, or null where the check passed.
     *
     * @param binding details of this writer's kind
     */
    void check(NewBinding binding, PortType portType, ServiceDescription description, List<String> problems);

    /**
     * The elements of the new binding, for details that passed {@link #check}.
     *
     * @param binding details of this writer's kind
     */
    BindingElements elements(NewBinding binding, BindingContext context) throws AddBindingsException;
}
