package dev.bindwise.core.publish;

import java.util.Map;

import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.extensions.WsifElement;

/** Writes extension elements as text in the file's layout, prefixed as the root declares their namespaces. */
final class ElementRenderer {

    private final NamespaceDeclarations namespaces;
    private final TextLayout layout;

    ElementRenderer(NamespaceDeclarations namespaces, TextLayout layout) {
        this.namespaces = namespaces;
        this.layout = layout;
    }

    /** An extension element on a line of its own, its children indented one step more. */
    void render(WsifElement element, String indent, StringBuilder out) {
        QName type = element.getElementType();
        String tag = namespaces.prefix(type.getNamespaceURI(), null) + ":" + type.getLocalPart();
        out.append(layout.newline()).append(indent).append('<').append(tag);
        for (Map.Entry<String, String> attribute : element.getAttributes().entrySet()) {
            out.append(' ').append(attribute.getKey()).append("=\"").append(XmlEscape.attribute(attribute.getValue())).append('"');
        }
        if (element.getChildren().isEmpty()) {
            out.append("/>");
            return;
        }
        out.append('>');
        for (var child : element.getChildren()) {
            render((WsifElement) child, indent + layout.step(), out);
        }
        out.append(layout.newline()).append(indent).append("</").append(tag).append('>');
    }
}
