package dev.bindwise.runtime.soap;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axis2.AxisFault;
import org.apache.axis2.databinding.utils.BeanUtil;
import org.apache.axis2.engine.DefaultObjectSupplier;

/**
 * Reads values as the schema declares them, the counterpart of {@link SchemaWriter}: the children of an
 * element taken in the schema's order, by name; an absent or {@code xsi:nil} element is null (a primitive's
 * default for a Java primitive), a repeated element an array of its items (empty when there are none); an
 * attribute is read from its structure's element by name and namespace, and is null when absent. Inside a
 * structure, a child that is none of its elements (an {@code xsd:any} wildcard's content) is passed over. A
 * structure of a generated data class is read by its {@link SoapSequence}; one of the service's own classes
 * by Axis2's bean deserializer.
 */
final class SchemaReader {

    private static final QName NIL = new QName(SchemaWriter.XSI, "nil");

    /** The children of one element, consumed in order. */
    private final List<OMElement> children = new ArrayList<>();
    private int next;

    private SchemaReader(OMElement parent) {
        for (Iterator<OMElement> it = parent.getChildElements(); it.hasNext();) {
            children.add(it.next());
        }
    }

    /** Reads the next value of the element from the parent's children. */
    static SchemaReader childrenOf(OMElement parent) {
        return new SchemaReader(parent);
    }

    /** The value of the next element in order: an array of the type's items when it repeats. */
    Object value(SoapValue element, Class<?> type) {
        if (element.repeated() && type.isArray()) {
            List<Object> items = new ArrayList<>();
            while (next < children.size() && matches(children.get(next), element)) {
                items.add(one(children.get(next++), element, type.getComponentType()));
            }
            Object array = Array.newInstance(type.getComponentType(), items.size());
            for (int i = 0; i < items.size(); i++) {
                Array.set(array, i, items.get(i));
            }
            return array;
        }
        if (next < children.size() && matches(children.get(next), element)) {
            return one(children.get(next++), element, type);
        }
        return absent(type);
    }

    /** One element's value. */
    static Object one(OMElement xml, SoapValue element, Class<?> type) {
        if ("true".equals(xml.getAttributeValue(NIL)) || "1".equals(xml.getAttributeValue(NIL))) {
            return absent(type);
        }
        if (element.type() == XsdType.STRUCT) {
            return struct(xml, type);
        }
        if (element.type() == XsdType.QNAME) {
            return xml.getTextAsQName();
        }
        return element.type().parse(xml.getText(), type);
    }

    private static Object struct(OMElement xml, Class<?> type) {
        DataClassShape shape = DataClassShape.of(type);
        if (shape == null) {
            try {
                return BeanUtil.deserialize(type, xml, new DefaultObjectSupplier(), null);
            } catch (AxisFault e) {
                throw new IllegalArgumentException("the reply's " + xml.getLocalName() + " is no " + type.getName()
                        + ": " + e.getMessage(), e);
            }
        }
        Object value = shape.newInstance();
        for (DataClassShape.Property property : shape.attributes()) {
            property.set(value, attribute(xml, property.element(), property.type()));
        }
        SchemaReader reader = new SchemaReader(xml);
        List<SoapValue> elements = shape.elements();
        for (int i = 0; i < elements.size(); i++) {
            reader.skipUnknown(elements.subList(i, elements.size()));
            DataClassShape.Property property = shape.properties().get(i);
            property.set(value, reader.value(property.element(), property.type()));
        }
        return value;
    }

    private static Object attribute(OMElement owner, SoapValue attribute, Class<?> type) {
        String text = owner.getAttributeValue(attribute.qname());
        if (text == null) {
            return absent(type);
        }
        if (attribute.type() == XsdType.QNAME) {
            QName name = owner.resolveQName(text.strip());
            if (name == null) {
                throw new IllegalArgumentException("the reply's attribute " + attribute.name() + " of "
                        + owner.getLocalName() + " is \"" + text + "\", whose prefix is not declared");
            }
            return name;
        }
        return attribute.type().parse(text, type);
    }

    /**
     * Passes over children that are none of the elements still to read: the content of an {@code xsd:any}
     * wildcard (which the generated classes do not hold) or an element a newer version of the service added,
     * so that the elements after them are still read, as JAXB ignores what it does not know.
     */
    private void skipUnknown(List<SoapValue> remaining) {
        while (next < children.size() && remaining.stream().noneMatch(e -> matches(children.get(next), e))) {
            next++;
        }
    }

    /** By local name, and by namespace where the element is qualified (some services qualify what their schema does not). */
    private static boolean matches(OMElement xml, SoapValue element) {
        return xml.getLocalName().equals(element.name())
                && (element.namespace().isEmpty() || element.namespace().equals(xml.getNamespaceURI()));
    }

    /** What an absent or nil element reads as: null (also for void), or a primitive's default. */
    static Object absent(Class<?> type) {
        return type.isPrimitive() && type != void.class ? Array.get(Array.newInstance(type, 1), 0) : null;
    }
}
