package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapStructure;
import dev.bindwise.runtime.soap.SoapSequence;
import java.util.Collection;
import java.util.List;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMAbstractFactory;
import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.OMFactory;
import org.apache.axiom.om.OMNamespace;

/**
 * Writes values as the schema declares them: each element in its namespace (none when unqualified), the
 * children of a structure in the schema's sequence order, a repeated element once per item (nothing for an
 * empty or null array or List), a list wrapper as its element holding one item element per item (empty for an
 * empty list, left out or nil for a null one), a null value left out where the element is optional and
 * {@code xsi:nil} only where it is nillable; a null for an element that is neither is refused before anything is
 * sent. An attribute is written on its structure's element, in its namespace when qualified; a null optional
 * one is left out, a null required one refused likewise. A structure is written by its generated data class's
 * {@link SoapSequence} or by its {@link SoapStructure}; a value of a subclass whose schema type is not the
 * element's carries {@code xsi:type}.
 */
final class SchemaWriter {

    static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    private static final OMFactory FACTORY = OMAbstractFactory.getOMFactory();

    private SchemaWriter() {
    }

    /** An element with its own namespace prefix declared ({@code ns} for a wrapper, as before). */
    static OMElement element(QName name) {
        if (name.getNamespaceURI().isEmpty()) {
            return FACTORY.createOMElement(name.getLocalPart(), null);
        }
        return FACTORY.createOMElement(name.getLocalPart(), FACTORY.createOMNamespace(name.getNamespaceURI(), "ns"));
    }

    /** Writes the values, in order, as children of the parent. */
    static void values(OMElement parent, List<SoapValue> elements, Object[] values, SoapTypes types, String where) {
        if (values.length != elements.size()) {
            throw new IllegalArgumentException(where + " takes " + elements.size() + " arguments "
                    + elements.stream().map(SoapValue::name).toList() + ", not " + values.length);
        }
        for (int i = 0; i < values.length; i++) {
            value(parent, elements.get(i), values[i], types, where + "." + elements.get(i).name());
        }
    }

    /** Writes one value of an element (every item, when it repeats) into the parent. */
    static void value(OMElement parent, SoapValue element, Object value, SoapTypes types, String where) {
        if (element.wrapper()) {
            List<?> items = DataClassShape.items(value);
            if (items == null) {
                absent(parent, element, where);
                return;
            }
            OMElement wrapper = child(parent, element);
            for (int i = 0; i < items.size(); i++) {
                one(wrapper, element.item(), items.get(i), types, where + "[" + i + "]");
            }
        } else if (element.repeated() && (value instanceof Collection<?> || value != null && value.getClass().isArray()
                && !(value instanceof byte[]))) {
            List<?> items = DataClassShape.items(value);
            for (int i = 0; i < items.size(); i++) {
                one(parent, element, items.get(i), types, where + "[" + i + "]");
            }
        } else if (!(element.repeated() && value == null)) {
            one(parent, element, value, types, where);
        }
    }

    private static void one(OMElement parent, SoapValue element, Object value, SoapTypes types, String where) {
        if (value == null) {
            absent(parent, element, where);
            return;
        }
        if (element.type() == XsdType.STRUCT) {
            struct(parent, element, value, types, where);
        } else if (element.type() == XsdType.QNAME) {
            QName name = (QName) value;
            OMElement child = child(parent, element);
            if (name.getNamespaceURI().isEmpty()) {
                child.setText(name.getLocalPart());
            } else {
                OMNamespace namespace = child.declareNamespace(name.getNamespaceURI(), "q");
                child.setText(namespace.getPrefix() + ":" + name.getLocalPart());
            }
        } else {
            child(parent, element).setText(element.type().lexical(value));
        }
    }

    /** A null: nil where nillable, nothing where optional (or an item of a repeated element), else refused. */
    private static void absent(OMElement parent, SoapValue element, String where) {
        if (element.nillable()) {
            OMElement nil = child(parent, element);
            nil.addAttribute("nil", "true", nil.declareNamespace(XSI, "xsi"));
        } else if (element.minOccurs() > 0 && !element.repeated()) {
            throw new IllegalArgumentException(where + ": " + element.name() + " is required (minOccurs "
                    + element.minOccurs() + ", not nillable in the schema) and cannot be null: give it a value");
        }
    }

    private static void struct(OMElement parent, SoapValue element, Object value, SoapTypes types, String where) {
        DataClassShape shape = types.ofValue(value, element, where);
        OMElement child = child(parent, element);
        if (shape.typeName() != null && element.structType() != null && !shape.typeName().equals(element.structType())) {
            QName type = shape.typeName();
            String text = type.getNamespaceURI().isEmpty() ? type.getLocalPart()
                    : prefixed(child, type.getNamespaceURI()).getPrefix() + ":" + type.getLocalPart();
            child.addAttribute("type", text, child.declareNamespace(XSI, "xsi"));
        }
        for (DataClassShape.Property property : shape.attributes()) {
            attribute(child, property.element(), property.get(value), where + ".@" + property.element().name());
        }
        for (DataClassShape.Property property : shape.properties()) {
            value(child, property.element(), property.get(value), types, where + "." + property.element().name());
        }
    }

    private static void attribute(OMElement owner, SoapValue attribute, Object value, String where) {
        if (value == null) {
            if (attribute.minOccurs() > 0) {
                throw new IllegalArgumentException(where + ": attribute " + attribute.name() + " is required"
                        + " (use=\"required\" in the schema) and cannot be null: give it a value");
            }
            return;
        }
        String text;
        if (attribute.type() == XsdType.QNAME) {
            QName name = (QName) value;
            text = name.getNamespaceURI().isEmpty() ? name.getLocalPart()
                    : prefixed(owner, name.getNamespaceURI()).getPrefix() + ":" + name.getLocalPart();
        } else {
            text = attribute.type().lexical(value);
        }
        owner.addAttribute(attribute.name(), text,
                attribute.namespace().isEmpty() ? null : prefixed(owner, attribute.namespace()));
    }

    /** A namespace with a prefix in scope of the element (an attribute cannot use a default namespace). */
    private static OMNamespace prefixed(OMElement element, String uri) {
        OMNamespace known = element.findNamespace(uri, null);
        if (known != null && !known.getPrefix().isEmpty()) {
            return known;
        }
        int n = 1;
        while (element.findNamespaceURI("a" + n) != null) {
            n++;
        }
        return element.declareNamespace(uri, "a" + n);
    }

    private static OMElement child(OMElement parent, SoapValue element) {
        if (element.namespace().isEmpty()) {
            // unqualified: no namespace, and no default namespace in scope to put it in one
            return FACTORY.createOMElement(element.name(), null, parent);
        }
        OMNamespace namespace = parent.findNamespace(element.namespace(), null);
        return FACTORY.createOMElement(element.name(),
                namespace != null ? namespace : FACTORY.createOMNamespace(element.namespace(), "ns"), parent);
    }
}
