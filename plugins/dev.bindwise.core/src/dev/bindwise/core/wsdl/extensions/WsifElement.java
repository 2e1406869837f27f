package dev.bindwise.core.wsdl.extensions;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.wsdl.extensions.ExtensibilityElement;
import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.SourcePosition;

/**
 * A WSIF extension element as the document wrote it: its attributes in document order and the
 * extension elements nested in it. Subclasses name the element and give its attributes typed getters.
 */
public abstract class WsifElement implements ExtensibilityElement, Serializable {

    private static final long serialVersionUID = 1L;

    private QName elementType;
    private Boolean required;
    private final Map<String, String> attributes = new LinkedHashMap<>();
    private final List<ExtensibilityElement> children = new ArrayList<>();
    private final Map<String, QName> names = new LinkedHashMap<>();
    private SourcePosition position;

    protected WsifElement(String namespace, String localName) {
        this.elementType = new QName(namespace, localName);
    }

    @Override
    public QName getElementType() {
        return elementType;
    }

    @Override
    public void setElementType(QName elementType) {
        this.elementType = elementType;
    }

    @Override
    public Boolean getRequired() {
        return required;
    }

    @Override
    public void setRequired(Boolean required) {
        this.required = required;
    }

    /** The attribute's value, or null when absent. Unqualified attributes by local name, others as {ns}local. */
    public String getAttribute(String name) {
        return attributes.get(name);
    }

    public void setAttribute(String name, String value) {
        if (value == null) {
            attributes.remove(name);
        } else {
            attributes.put(name, value);
        }
    }

    /** Every attribute, in document order. */
    public Map<String, String> getAttributes() {
        return Collections.unmodifiableMap(attributes);
    }

    /** The attributes whose values are prefixed names, resolved when the element is read. */
    protected Set<String> qualifiedNameAttributes() {
        return Set.of();
    }

    /** A prefixed-name attribute resolved against the namespaces in scope, or null (absent or prefix unknown). */
    public QName getQualifiedName(String attribute) {
        return names.get(attribute);
    }

    public void setQualifiedName(String attribute, QName name) {
        names.put(attribute, name);
    }

    /** The extension elements nested in this one, known or not. */
    public List<ExtensibilityElement> getChildren() {
        return Collections.unmodifiableList(children);
    }

    public void addChild(ExtensibilityElement child) {
        children.add(child);
    }

    protected <T> List<T> childrenOf(Class<T> type) {
        List<T> found = new ArrayList<>();
        for (ExtensibilityElement child : children) {
            if (type.isInstance(child)) {
                found.add(type.cast(child));
            }
        }
        return found;
    }

    /** Where the element was read from, or null for one built in code. */
    public SourcePosition getPosition() {
        return position;
    }

    public void setPosition(SourcePosition position) {
        this.position = position;
    }

    @Override
    public String toString() {
        return elementType.getLocalPart() + attributes;
    }
}
