package dev.bindwise.core.publish;

import java.util.List;
import java.util.Optional;

import dev.bindwise.core.wsdl.xml.XmlTextOutline;
import dev.bindwise.model.Port;
import dev.bindwise.model.PortType;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;

/**
 * Where new bindings and ports go in the WSDL's text, and how deep they are indented there: bindings
 * after the last binding, ports at the end of the service of the port type, both as deep as their
 * neighbours.
 */
final class InsertionPoints {

    private final XmlTextOutline.Element root;
    private final TextLayout layout;
    private final ServiceDescription description;
    private final PortType portType;

    InsertionPoints(XmlTextOutline.Element root, TextLayout layout, ServiceDescription description, PortType portType) {
        this.root = root;
        this.layout = layout;
        this.description = description;
        this.portType = portType;
    }

    /** After the last binding; else on the line before the first service; else after the root's last child. */
    int bindings() {
        List<XmlTextOutline.Element> existing = root.children("binding");
        if (!existing.isEmpty()) {
            return existing.get(existing.size() - 1).end();
        }
        List<XmlTextOutline.Element> services = root.children("service");
        if (!services.isEmpty()) {
            return layout.lineStart(services.get(0).start()) - layout.newline().length();
        }
        List<XmlTextOutline.Element> children = root.children();
        return children.isEmpty() ? root.startTagEnd() : children.get(children.size() - 1).end();
    }

    String bindingIndent() {
        List<XmlTextOutline.Element> children = root.children();
        List<XmlTextOutline.Element> existing = root.children("binding");
        if (!existing.isEmpty()) {
            return layout.indentOf(existing.get(existing.size() - 1).start());
        }
        return children.isEmpty() ? layout.step() : layout.indentOf(children.get(0).start());
    }

    /**
     * The service whose ports use the port type's bindings, where the new ports go; else the only
     * service; else none (the edit adds one).
     */
    Optional<XmlTextOutline.Element> service() {
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                if (port.getBinding() != null && port.getBinding().getPortType() == portType) {
                    for (XmlTextOutline.Element element : root.children("service")) {
                        if (service.getName().equals(element.attributes().get("name"))) {
                            return Optional.of(element);
                        }
                    }
                }
            }
        }
        List<XmlTextOutline.Element> services = root.children("service");
        return services.size() == 1 ? Optional.of(services.get(0)) : Optional.empty();
    }

    /** After the service's last port, or just inside its start tag. */
    int ports(XmlTextOutline.Element service) {
        List<XmlTextOutline.Element> ports = service.children("port");
        return ports.isEmpty() ? service.startTagEnd() : ports.get(ports.size() - 1).end();
    }

    String portIndent() {
        Optional<XmlTextOutline.Element> service = service();
        if (service.isEmpty()) {
            return bindingIndent() + layout.step();
        }
        List<XmlTextOutline.Element> ports = service.get().children("port");
        return ports.isEmpty() ? layout.indentOf(service.get().start()) + layout.step()
                : layout.indentOf(ports.get(ports.size() - 1).start());
    }

    /** Just before the {@code >} of the root's start tag. */
    int declarations() {
        return root.startTagEnd() - 1;
    }
}
