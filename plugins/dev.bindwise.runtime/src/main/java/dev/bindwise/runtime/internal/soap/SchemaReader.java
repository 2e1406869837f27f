package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapStructure;
import dev.bindwise.runtime.soap.SoapSequence;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;

/**
 * Reads values as the schema declares them, the counterpart of {@link SchemaWriter}: the children of an
 * element taken in the schema's order, by name; an absent or {@code xsi:nil} element is null (a primitive's
 * default for a Java primitive), a repeated element an array or List of its items (empty when there are none),
 * a list wrapper the list of the items inside it (empty when it holds none, null when it is absent or nil); an
 * attribute is read from its structure's element by name and namespace, and is null when absent. Inside a
 * structure, a child that is none of its elements (an {@code xsd:any} wildcard's content) is passed over. A
 * structure is read by its generated data class's {@link SoapSequence} or by its {@link SoapStructure}; an
 * {@code xsi:type} the schema maps to a subclass of the declared class is read as that subclass.
 */
final class SchemaReader {

    private static final QName NIL = new QName(SchemaWriter.XSI, "nil");
    private static final QName TYPE = new QName(SchemaWriter.XSI, "type");

    /** The children of one element, consumed in order. */
    private final List<OMElement> children = new ArrayList<>();
    private final SoapTypes types;
    private int next;

    private SchemaReader(OMElement parent, SoapTypes types) {
        this.types = types;
        for (Iterator<OMElement> it = parent.getChildElements(); it.hasNext();) {
            children.add(it.next());
        }
    }

    /** Reads the next value of the element from the parent's children. */
    static SchemaReader childrenOf(OMElement parent, SoapTypes types) {
        return new SchemaReader(parent, types);
    }

    /** The value of the next element in order, of the Java type (an array's component type its items', a List's any). */
    Object value(SoapValue element, Class<?> type) {
        return value(element, type, type.isArray() && type != byte[].class ? type.getComponentType()
                : Collection.class.isAssignableFrom(type) ? Object.class : type);
    }

    /** The value of the next element in order: an array or List of items of {@code itemType} when it repeats. */
    Object value(SoapValue element, Class<?> type, Class<?> itemType) {
        boolean collection = type.isArray() && type != byte[].class || Collection.class.isAssignableFrom(type);
        if (element.wrapper()) {
            if (next >= children.size() || !matches(children.get(next), element)) {
                return absent(type);
            }
            OMElement wrapper = children.get(next++);
            if (nil(wrapper)) {
                return absent(type);
            }
            return DataClassShape.collection(type, new SchemaReader(wrapper, types).items(element.item(), itemType));
        }
        if (element.repeated() && collection) {
            return DataClassShape.collection(type, items(element, itemType));
        }
        if (next < children.size() && matches(children.get(next), element)) {
            return one(children.get(next++), element, type, types);
        }
        return absent(type);
    }

    private List<Object> items(SoapValue element, Class<?> itemType) {
        List<Object> items = new ArrayList<>();
        while (next < children.size() && matches(children.get(next), element)) {
            items.add(one(children.get(next++), element, itemType, types));
        }
        return items;
    }

    /** One element's value. */
    static Object one(OMElement xml, SoapValue element, Class<?> type, SoapTypes types) {
        if (nil(xml)) {
            return absent(type);
        }
        if (element.type() == XsdType.STRUCT) {
            return struct(xml, element, type, types);
        }
        if (element.type() == XsdType.QNAME) {
            return xml.getTextAsQName();
        }
        return element.type().parse(xml.getText(), type);
    }

    private static boolean nil(OMElement xml) {
        String nil = xml.getAttributeValue(NIL);
        return "true".equals(nil) || "1".equals(nil);
    }

    private static Object struct(OMElement xml, SoapValue element, Class<?> type, SoapTypes types) {
        DataClassShape shape = null;
        String xsiType = xml.getAttributeValue(TYPE);
        if (xsiType != null) {
            QName named = xml.resolveQName(xsiType.strip());
            shape = named == null ? null : types.ofXsiType(named, type);
        }
        if (shape == null) {
            shape = types.declared(type, element, "the reply's " + xml.getLocalName());
        }
        Object value = shape.newInstance();
        for (DataClassShape.Property property : shape.attributes()) {
            property.set(value, attribute(xml, property.element(), property.type()));
        }
        SchemaReader reader = new SchemaReader(xml, types);
        List<SoapValue> elements = shape.elements();
        for (int i = 0; i < elements.size(); i++) {
            reader.skipUnknown(elements.subList(i, elements.size()));
            DataClassShape.Property property = shape.properties().get(i);
            property.set(value, reader.value(property.element(), property.type(), property.itemType()));
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
