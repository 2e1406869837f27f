package dev.bindwise.core.publish;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.bindwise.core.wsdl.extensions.IdempotentAttribute;
import dev.bindwise.core.wsdl.extensions.WsifElement;
import dev.bindwise.core.wsdl.extensions.WsifNamespaces;
import dev.bindwise.core.wsdl.xml.XmlTextOutline;
import dev.bindwise.model.Operation;
import dev.bindwise.model.PortType;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * New bindings and ports inserted into a WSDL's text: each binding after the last binding, its port at
 * the end of the service, new namespace declarations into the root's start tag, each in the file's own
 * indentation, prefixes and line ends; every other character stays as the user wrote it. What a binding
 * contains comes from its kind's {@link BindingWriter}.
 */
final class WsdlTextEdit {

    private final String text;
    private final ServiceDescription description;
    private final PortType portType;
    private final XmlTextOutline.Element root;
    private final TextLayout layout;
    private final InsertionPoints points;
    private final NamespaceDeclarations namespaces;
    private final ElementRenderer renderer;
    private final BindingContext context;
    private final String wsdlPrefix;
    private final StringBuilder newBindings = new StringBuilder();
    private final StringBuilder newPorts = new StringBuilder();
    private final List<String> added = new ArrayList<>();
    private final Map<String, BindingKind> portKinds = new LinkedHashMap<>();
    private final TextInsertions declarations = new TextInsertions();

    WsdlTextEdit(String text, ServiceDescription description, PortType portType) {
        this.text = text;
        this.description = description;
        this.portType = portType;
        this.root = XmlTextOutline.root(text);
        this.layout = new TextLayout(text, root);
        this.points = new InsertionPoints(root, layout, description, portType);
        this.namespaces = new NamespaceDeclarations(root.attributes());
        this.renderer = new ElementRenderer(namespaces, layout);
        this.context = new BindingContext(description, portType, namespaces);
        this.wsdlPrefix = root.prefix().isEmpty() ? "" : root.prefix() + ":";
    }

    /** Adds a binding for the port type, and a port for it, as the kind's writer makes them. */
    void add(NewBinding binding, BindingWriter writer) throws AddBindingsException {
        String bindingName = NewNames.binding(description, portType.getName() + writer.bindingInfix() + "Binding");
        String portName = NewNames.port(description, portType.getName() + writer.portInfix() + "Port");
        String tns = namespaces.prefix(portType.getNamespace(), "tns");
        BindingElements elements = writer.elements(binding, context);
        String newline = layout.newline();
        String step = layout.step();

        String indent = points.bindingIndent();
        StringBuilder out = newBindings;
        out.append(newline).append(newline).append(indent).append('<').append(wsdlPrefix).append("binding name=\"")
                .append(XmlEscape.attribute(bindingName)).append("\" type=\"").append(tns).append(':')
                .append(XmlEscape.attribute(portType.getName())).append("\">");
        for (WsifElement extension : elements.binding()) {
            renderer.render(extension, indent + step, out);
        }
        List<Operation> operations = portType.getOperations();
        for (int i = 0; i < operations.size(); i++) {
            Operation operation = operations.get(i);
            out.append(newline).append(indent).append(step).append('<').append(wsdlPrefix).append("operation name=\"")
                    .append(XmlEscape.attribute(operation.getName())).append("\">");
            renderer.render(elements.operations().get(i), indent + step + step, out);
            out.append(newline).append(indent).append(step).append(step);
            if (operation.getInput() != null) {
                out.append('<').append(wsdlPrefix).append("input/>");
            }
            if (operation.getOutput() != null) {
                out.append('<').append(wsdlPrefix).append("output/>");
            }
            out.append(newline).append(indent).append(step).append("</").append(wsdlPrefix).append("operation>");
        }
        out.append(newline).append(indent).append("</").append(wsdlPrefix).append("binding>");

        String portIndent = points.portIndent();
        newPorts.append(newline).append(portIndent).append('<').append(wsdlPrefix).append("port name=\"")
                .append(XmlEscape.attribute(portName)).append("\" binding=\"").append(tns).append(':')
                .append(XmlEscape.attribute(bindingName)).append("\">");
        renderer.render(elements.address(), portIndent + step, newPorts);
        newPorts.append(newline).append(portIndent).append("</").append(wsdlPrefix).append("port>");

        added.add("binding " + bindingName + " (" + binding.kind() + "), port " + portName);
        portKinds.put(portName, binding.kind());
    }

    /**
     * Declares the port type's operations of these names idempotent: {@code bindwise:idempotent="true"} on each
     * one's wsdl:operation in the port type ({@link IdempotentAttribute}), unless it carries the attribute already.
     */
    void declareIdempotent(Set<String> operations) {
        String attribute = namespaces.prefix(WsifNamespaces.BINDWISE, "bindwise") + ":"
                + IdempotentAttribute.IDEMPOTENT.getLocalPart();
        for (XmlTextOutline.Element type : root.children("portType")) {
            if (!portType.getName().equals(type.attributes().get("name"))) {
                continue;
            }
            for (XmlTextOutline.Element operation : type.children("operation")) {
                String name = operation.attributes().get("name");
                if (operations.contains(name) && !operation.attributes().containsKey(attribute)) {
                    int close = text.charAt(operation.startTagEnd() - 2) == '/' ? operation.startTagEnd() - 2
                            : operation.startTagEnd() - 1;
                    declarations.insert(close, " " + attribute + "=\"true\"");
                    added.add("operation " + name + " declared idempotent");
                }
            }
        }
    }

    /** The text with the bindings, ports and declarations inserted, the rest unchanged. */
    String apply() {
        TextInsertions insertions = declarations;
        insertions.insert(points.bindings(), newBindings.toString());
        if (!newPorts.isEmpty()) {
            Optional<XmlTextOutline.Element> service = points.service();
            if (service.isPresent()) {
                insertions.insert(points.ports(service.get()), newPorts.toString());
            } else {
                String newline = layout.newline();
                String indent = points.bindingIndent();
                String name = NewNames.service(description, portType.getName() + "Service");
                insertions.insert(points.bindings(), newline + newline + indent + "<" + wsdlPrefix + "service name=\""
                        + XmlEscape.attribute(name) + "\">" + newPorts + newline + indent + "</" + wsdlPrefix + "service>");
                context.note("The WSDL had no service for " + portType.getName() + ": added service " + name
                        + " for the new ports.");
            }
        }
        if (namespaces.anyAdded()) {
            insertions.insert(points.declarations(),
                    namespaces.text(text.substring(root.start(), root.startTagEnd()), layout.newline()));
        }
        return insertions.applyTo(text);
    }

    /** One line per binding and port added. */
    List<String> added() {
        return List.copyOf(added);
    }

    /** What the user should know about the result. */
    List<String> notes() {
        return context.notes();
    }

    /** The ports added, by name, with their kinds. */
    Map<String, BindingKind> portKinds() {
        return Collections.unmodifiableMap(portKinds);
    }
}
