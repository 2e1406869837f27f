package dev.bindwise.runtime.soap;

import java.util.Objects;

import javax.xml.namespace.QName;

/**
 * One element of a message as the schema declares it: a parameter or the result of an operation, or a
 * field of a structure.
 *
 * @param namespace the element's namespace, empty when it is unqualified
 * @param maxOccurs -1 for unbounded
 */
public record SoapValue(String namespace, String name, XsdType type, int minOccurs, int maxOccurs, boolean nillable) {

    public SoapValue {
        Objects.requireNonNull(namespace, "namespace");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    static SoapValue of(SoapElement element) {
        return new SoapValue(element.namespace(), element.name(), element.type(), element.minOccurs(),
                element.maxOccurs(), element.nillable());
    }

    /** An attribute as a value: it occurs once when required, at most once otherwise, and is never nil. */
    static SoapValue of(SoapAttribute attribute) {
        return new SoapValue(attribute.namespace(), attribute.name(), attribute.type(), attribute.required() ? 1 : 0,
                1, false);
    }

    public QName qname() {
        return new QName(namespace, name);
    }

    /** Whether the element may occur more than once: its Java value is an array. */
    public boolean repeated() {
        return maxOccurs != 1;
    }
}
