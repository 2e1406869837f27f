package dev.bindwise.runtime.soap;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import javax.xml.namespace.QName;

/**
 * What the WSDL and its schema say of one operation's SOAP messages, which a generated proxy hands to the
 * SOAP client with its route: the style, the SOAP version, the wrapper elements, each parameter's and the
 * result's element and the declared faults. The client writes requests and reads replies by it (see
 * {@code internal.soap.SchemaWriter}): a null optional element is left out, {@code xsi:nil} is written only where the
 * schema says nillable, children come in the schema's order. A structure is written by its generated data
 * class's annotations ({@link SoapSequence}) or, for a class without them, by its {@link SoapStructure}.
 */
public final class SoapOperation {

    /** How the body holds the values. */
    public enum Style {
        /** document/literal wrapped: one element named after the operation holds the parameters (and the reply's). */
        WRAPPED,
        /** document/literal bare: the body holds the one parameter's element itself (and the result's). */
        BARE,
        /** rpc/literal: an element named after the operation, in the soap:body namespace, holds one element per part. */
        RPC
    }

    /**
     * A declared wsdl:fault: the element its detail carries and its type, the Java class of that element's
     * content, and the generated checked exception thrown for it, which has a constructor {@code (String, info)}.
     */
    public record Fault(QName element, XsdType type, Class<?> info, Class<? extends Exception> exception) {

        public Fault {
            Objects.requireNonNull(element, "element");
            Objects.requireNonNull(type, "type");
            Objects.requireNonNull(info, "info");
            Objects.requireNonNull(exception, "exception");
        }
    }

    private final Style style;
    private final boolean soap12;
    private final boolean oneWay;
    private final QName request;
    private final QName response;
    private final List<SoapValue> parameters;
    private final SoapValue result;
    private final List<Fault> faults;
    private final List<SoapStructure> structures;

    private SoapOperation(Builder builder) {
        this.style = builder.style;
        this.soap12 = builder.soap12;
        this.oneWay = builder.oneWay;
        this.request = builder.request;
        this.response = builder.response;
        this.parameters = List.copyOf(builder.parameters);
        this.result = builder.result;
        this.faults = List.copyOf(builder.faults);
        this.structures = List.copyOf(builder.structures);
    }

    /** document/literal wrapped, with the request and reply wrapper elements. */
    public static Builder wrapped(QName request, QName response) {
        return new Builder(Style.WRAPPED, Objects.requireNonNull(request, "request"), response);
    }

    /** document/literal bare: the parameter's element is the body's content. */
    public static Builder bare() {
        return new Builder(Style.BARE, null, null);
    }

    /** rpc/literal: the request element is the operation's name in the soap:body namespace, the reply's that plus "Response". */
    public static Builder rpc(String namespace, String operation) {
        return new Builder(Style.RPC, new QName(namespace, operation), new QName(namespace, operation + "Response"));
    }

    public Style style() {
        return style;
    }

    /** Whether the port is SOAP 1.2 (else 1.1). */
    public boolean soap12() {
        return soap12;
    }

    /** Whether the operation has no output message: nothing comes back but a possible fault. */
    public boolean oneWay() {
        return oneWay;
    }

    /** The request's wrapper element; null when bare. */
    public QName request() {
        return request;
    }

    /** The reply's wrapper element; null when bare or one-way. */
    public QName response() {
        return response;
    }

    public List<SoapValue> parameters() {
        return parameters;
    }

    /** The result's element, null for none. */
    public SoapValue result() {
        return result;
    }

    public List<Fault> faults() {
        return faults;
    }

    /** The schema types of the structures its values hold that carry no schema of their own (the service's classes). */
    public List<SoapStructure> structures() {
        return structures;
    }

    public static final class Builder {

        private final Style style;
        private final QName request;
        private final QName response;
        private boolean soap12;
        private boolean oneWay;
        private final List<SoapValue> parameters = new ArrayList<>();
        private SoapValue result;
        private final List<Fault> faults = new ArrayList<>();
        private final List<SoapStructure> structures = new ArrayList<>();

        private Builder(Style style, QName request, QName response) {
            this.style = style;
            this.request = request;
            this.response = response;
        }

        /** The port is SOAP 1.2. */
        public Builder soap12() {
            soap12 = true;
            return this;
        }

        /** The operation has no output message. */
        public Builder oneWay() {
            oneWay = true;
            return this;
        }

        /** The next parameter's element, in the order of the Java method (and of the schema). */
        public Builder parameter(String namespace, String name, XsdType type, int minOccurs, int maxOccurs,
                boolean nillable) {
            parameters.add(new SoapValue(namespace, name, type, minOccurs, maxOccurs, nillable));
            return this;
        }

        /** The next parameter's element (a structure's or a list wrapper's, see {@link SoapValue}). */
        public Builder parameter(SoapValue element) {
            parameters.add(Objects.requireNonNull(element, "element"));
            return this;
        }

        public Builder result(String namespace, String name, XsdType type, int minOccurs, int maxOccurs,
                boolean nillable) {
            result = new SoapValue(namespace, name, type, minOccurs, maxOccurs, nillable);
            return this;
        }

        public Builder result(SoapValue element) {
            result = Objects.requireNonNull(element, "element");
            return this;
        }

        /** The schema type of a structure the values hold, bound to the Java class's properties by name. */
        public Builder structure(SoapStructure structure) {
            structures.add(Objects.requireNonNull(structure, "structure"));
            return this;
        }

        public Builder fault(QName element, XsdType type, Class<?> info, Class<? extends Exception> exception) {
            faults.add(new Fault(element, type, info, exception));
            return this;
        }

        public SoapOperation build() {
            if (style == Style.BARE && parameters.size() > 1) {
                throw new IllegalArgumentException("a document/literal bare operation has at most one body part, not "
                        + parameters.size());
            }
            return new SoapOperation(this);
        }
    }
}
