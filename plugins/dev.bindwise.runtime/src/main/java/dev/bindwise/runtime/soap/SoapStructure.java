package dev.bindwise.runtime.soap;

import dev.bindwise.runtime.internal.soap.DataClassShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import javax.xml.namespace.QName;

/**
 * A structure's schema type as the WSDL declares it, for a Java class that carries no schema of its own (the
 * service's own classes a {@code format:typeMapping} names): its elements in the sequence's order (those of the
 * type it extends first) and its attributes, each bound to a Java property by name as JAXB binds one: a
 * getter and setter pair ({@code getX}/{@code isX}, {@code setX}), else a field of that name. A generated proxy
 * hands these to the SOAP client with its {@link SoapOperation}; the client finds a structure by the
 * {@link SoapValue#structType()} of the element that holds it, and by {@link #javaClass()} for a subclass's
 * {@code xsi:type}.
 */
public final class SoapStructure {

    /**
     * One element or attribute of the structure.
     *
     * @param property the Java property (or field) it is bound to
     */
    public record Member(String property, SoapValue value) {

        public Member {
            Objects.requireNonNull(property, "property");
            Objects.requireNonNull(value, "value");
        }
    }

    private final QName type;
    private final String javaClass;
    private final List<Member> elements;
    private final List<Member> attributes;

    private SoapStructure(Builder builder) {
        this.type = builder.type;
        this.javaClass = builder.javaClass;
        this.elements = List.copyOf(builder.elements);
        this.attributes = List.copyOf(builder.attributes);
    }

    /** The schema type {@code {namespace}name}. */
    public static Builder type(String namespace, String name) {
        return new Builder(new QName(namespace, name));
    }

    public QName type() {
        return type;
    }

    /** The Java class the WSDL's type mapping names for the type; null when it names none. */
    public String javaClass() {
        return javaClass;
    }

    /** Its elements, in the schema's order (the base type's first). */
    public List<Member> elements() {
        return elements;
    }

    public List<Member> attributes() {
        return attributes;
    }

    /**
     * Checks that the class can hold the structure: a property (or field) of each element's and attribute's name,
     * an array or a List for a repeated element or a list wrapper, of a Java type that holds the schema's type,
     * as the generator checks a mapped class it can load.
     *
     * @throws IllegalArgumentException naming the element and the property when it cannot
     */
    public void checkHeldBy(Class<?> type) {
        DataClassShape.described(type, this);
    }

    @Override
    public String toString() {
        return "structure " + type + (javaClass == null ? "" : " (" + javaClass + ")");
    }

    public static final class Builder {

        private final QName type;
        private String javaClass;
        private final List<Member> elements = new ArrayList<>();
        private final List<Member> attributes = new ArrayList<>();

        private Builder(QName type) {
            this.type = type;
        }

        /** The Java class the type mapping names for the type. */
        public Builder javaClass(String className) {
            this.javaClass = className;
            return this;
        }

        /** The next element of the sequence, bound to the Java property of that name. */
        public Builder element(String property, SoapValue element) {
            elements.add(new Member(property, element));
            return this;
        }

        /** An attribute (see {@link SoapValue#attribute}), bound to the Java property of that name. */
        public Builder attribute(String property, SoapValue attribute) {
            if (attribute.type() == XsdType.STRUCT || attribute.repeated()) {
                throw new IllegalArgumentException("the attribute " + attribute.name() + " of " + type
                        + " is of a simple type and occurs at most once");
            }
            attributes.add(new Member(property, attribute));
            return this;
        }

        public SoapStructure build() {
            return new SoapStructure(this);
        }
    }
}
