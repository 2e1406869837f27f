package dev.bindwise.runtime.soap;

import java.util.Objects;

import javax.xml.namespace.QName;

/**
 * One element of a message as the schema declares it: a parameter or the result of an operation, or a
 * field of a structure.
 *
 * @param namespace the element's namespace, empty when it is unqualified
 * @param maxOccurs -1 for unbounded
 * @param structType for a {@link XsdType#STRUCT}, the schema type's name ({@code {namespace}local}), by which its
 *        {@link SoapStructure} is found and a subclass's {@code xsi:type} told apart; null when the structure is a
 *        generated data class that carries its own shape
 * @param item for a list wrapper (JAXB's {@code @XmlElementWrapper} shape: an element whose type holds one repeated
 *        element, bound to a Java array or List), the repeated element inside; null otherwise
 */
public record SoapValue(String namespace, String name, XsdType type, int minOccurs, int maxOccurs, boolean nillable,
        QName structType, SoapValue item) {

    public SoapValue {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (item != null && (maxOccurs != 1 || !item.repeated())) {
            throw new IllegalArgumentException("the list wrapper " + name + " occurs at most once and holds a repeated"
                    + " element, not " + item.name() + " (maxOccurs " + item.maxOccurs() + ")");
        }
    }

    /** An element of a simple type, or of a structure that is a generated data class. */
    public SoapValue(String namespace, String name, XsdType type, int minOccurs, int maxOccurs, boolean nillable) {
        this(namespace, name, type, minOccurs, maxOccurs, nillable, null, null);
    }

    /** This element, of the structure the schema names {@code {namespace}name} (see {@link SoapStructure}). */
    public SoapValue ofType(String typeNamespace, String typeName) {
        return new SoapValue(namespace, name, XsdType.STRUCT, minOccurs, maxOccurs, nillable,
                new QName(typeNamespace, typeName), item);
    }

    /** This element as the wrapper of a list: it holds the repeated element {@code item}, one per item of a Java array or List. */
    public SoapValue wrapping(SoapValue repeatedItem) {
        return new SoapValue(namespace, name, XsdType.STRUCT, minOccurs, maxOccurs, nillable, null,
                Objects.requireNonNull(repeatedItem, "item"));
    }

    /** An element as a value, as its annotation on a data class declares it. */
    public static SoapValue of(SoapElement element) {
        return new SoapValue(element.namespace(), element.name(), element.type(), element.minOccurs(),
                element.maxOccurs(), element.nillable());
    }

    /** An attribute as a value: it occurs once when required, at most once otherwise, and is never nil. */
    public static SoapValue of(SoapAttribute attribute) {
        return attribute(attribute.namespace(), attribute.name(), attribute.type(), attribute.required());
    }

    /** An attribute of a simple type: it occurs once when required, at most once otherwise, and is never nil. */
    public static SoapValue attribute(String namespace, String name, XsdType type, boolean required) {
        return new SoapValue(namespace, name, type, required ? 1 : 0, 1, false);
    }

    public QName qname() {
        return new QName(namespace, name);
    }

    /** Whether the element may occur more than once: its Java value is an array or a List. */
    public boolean repeated() {
        return maxOccurs != 1;
    }

    /** Whether the element wraps a list ({@link #item()}). */
    public boolean wrapper() {
        return item != null;
    }
}
