package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.List;

import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;

/**
 * What a {@link BindingWriter} may ask of the WSDL it adds a binding to, and leave for the user: the
 * port type it binds, the complex types of its schema, a prefix for a namespace (declared on the root
 * when new), and notes.
 */
final class BindingContext {

    private final ServiceDescription description;
    private final PortType portType;
    private final NamespaceDeclarations namespaces;
    private final List<String> notes = new ArrayList<>();

    BindingContext(ServiceDescription description, PortType portType, NamespaceDeclarations namespaces) {
        this.description = description;
        this.portType = portType;
        this.namespaces = namespaces;
    }

    ServiceDescription description() {
        return description;
    }

    PortType portType() {
        return portType;
    }

    /** The schema's complex type of that name, as {@link NewBinding} names them. */
    TypeShape complexType(String name) throws AddBindingsException {
        return ComplexTypes.named(name, description);
    }

    /** See {@link NamespaceDeclarations#prefix}. */
    String prefix(String namespace, String preferred) {
        return namespaces.prefix(namespace, preferred);
    }

    /** Something the user should know about the result, e.g. a length left out and why. */
    void note(String note) {
        notes.add(note);
    }

    List<String> notes() {
        return List.copyOf(notes);
    }
}
