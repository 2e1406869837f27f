package dev.bindwise.core.wsdl.extensions;

import java.io.PrintWriter;
import java.io.Serializable;
import java.util.Map;
import java.util.function.Supplier;

import javax.wsdl.Definition;
import javax.wsdl.WSDLException;
import javax.wsdl.extensions.ExtensibilityElement;
import javax.wsdl.extensions.ExtensionDeserializer;
import javax.wsdl.extensions.ExtensionRegistry;
import javax.wsdl.extensions.ExtensionSerializer;
import javax.xml.XMLConstants;
import javax.xml.namespace.QName;

import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;

import com.ibm.wsdl.Constants;
import com.ibm.wsdl.util.xml.DOMUtils;

import dev.bindwise.core.wsdl.SourcePosition;

/**
 * Reads and writes one kind of {@link WsifElement}: attributes as they are, nested extension elements
 * through the registry (with the element's own class as their parent type), so that an element like
 * jms:address can hold jms:propertyValue.
 */
final class WsifElementSerializer implements ExtensionDeserializer, ExtensionSerializer, Serializable {

    private static final long serialVersionUID = 1L;

    private final transient Supplier<? extends WsifElement> factory;

    WsifElementSerializer(Supplier<? extends WsifElement> factory) {
        this.factory = factory;
    }

    @Override
    public ExtensibilityElement unmarshall(Class parentType, QName elementType, Element el, Definition def,
            ExtensionRegistry extReg) throws WSDLException {
        WsifElement element = factory.get();
        element.setElementType(elementType);
        element.setPosition(SourcePosition.of(el));
        NamedNodeMap attributes = el.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            Attr attribute = (Attr) attributes.item(i);
            String namespace = attribute.getNamespaceURI();
            String name = attribute.getLocalName() == null ? attribute.getName() : attribute.getLocalName();
            if (XMLConstants.XMLNS_ATTRIBUTE_NS_URI.equals(namespace)) {
                continue;
            }
            if (Constants.NS_URI_WSDL.equals(namespace) && Constants.ATTR_REQUIRED.equals(name)) {
                element.setRequired(Boolean.valueOf(attribute.getValue()));
                continue;
            }
            String key = namespace == null ? name : "{" + namespace + "}" + name;
            element.setAttribute(key, attribute.getValue());
        }
        for (String attribute : element.qualifiedNameAttributes()) {
            String value = element.getAttribute(attribute);
            if (value != null && !value.isBlank()) {
                element.setQualifiedName(attribute, resolve(value.trim(), el));
            }
        }
        for (Node child = el.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element childElement) {
                QName childType = new QName(childElement.getNamespaceURI(), childElement.getLocalName());
                ExtensionDeserializer deserializer = extReg.queryDeserializer(element.getClass(), childType);
                element.addChild(deserializer.unmarshall(element.getClass(), childType, childElement, def, extReg));
            }
        }
        return element;
    }

    private static QName resolve(String prefixedName, Element context) {
        int colon = prefixedName.indexOf(':');
        String prefix = colon < 0 ? null : prefixedName.substring(0, colon);
        String namespace = context.lookupNamespaceURI(prefix);
        if (colon >= 0 && namespace == null) {
            return null;
        }
        return new QName(namespace == null ? "" : namespace, prefixedName.substring(colon + 1));
    }

    @Override
    public void marshall(Class parentType, QName elementType, ExtensibilityElement extension, PrintWriter pw,
            Definition def, ExtensionRegistry extReg) throws WSDLException {
        WsifElement element = (WsifElement) extension;
        String tag = DOMUtils.getQualifiedValue(elementType.getNamespaceURI(), elementType.getLocalPart(), def);
        pw.print("      <" + tag);
        for (Map.Entry<String, String> attribute : element.getAttributes().entrySet()) {
            String name = attribute.getKey();
            if (name.startsWith("{")) {
                QName qualified = QName.valueOf(name);
                name = DOMUtils.getQualifiedValue(qualified.getNamespaceURI(), qualified.getLocalPart(), def);
            }
            DOMUtils.printAttribute(name, attribute.getValue(), pw);
        }
        if (element.getRequired() != null) {
            DOMUtils.printQualifiedAttribute(Constants.Q_ATTR_REQUIRED, element.getRequired().toString(), def, pw);
        }
        if (element.getChildren().isEmpty()) {
            pw.println("/>");
            return;
        }
        pw.println(">");
        for (ExtensibilityElement child : element.getChildren()) {
            extReg.querySerializer(element.getClass(), child.getElementType())
                    .marshall(element.getClass(), child.getElementType(), child, pw, def, extReg);
        }
        pw.println("      </" + tag + ">");
    }
}
