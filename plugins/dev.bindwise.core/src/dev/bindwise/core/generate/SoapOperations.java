package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import javax.xml.namespace.QName;

import dev.bindwise.core.wsdl.SoapProperties;
import dev.bindwise.core.wsdl.WrappedValues;
import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.BodyUse;
import dev.bindwise.model.Field;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationStyle;
import dev.bindwise.model.Part;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.SoapStructure;
import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;

/**
 * What the WSDL's schema says of a SOAP operation's messages, as the runtime's {@link SoapOperation}: the one
 * builder behind a generated proxy's SOAP routes ({@link SoapProxyBinding} writes it as code) and any client
 * that builds its routes at run time (the example services' SOAP binding). Each structure a value holds that is
 * a service's own class (a {@code format:typeMapping} names it) gets a {@link SoapStructure} binding its
 * elements to the class's properties by name, as JAXB binds them (and so does each mapped type that extends it,
 * which a value may be sent as, with its {@code xsi:type}); an element whose type holds only one
 * repeated element is, inside such a class, the wrapper of a list (JAXB's {@code @XmlElementWrapper}). A value
 * the runtime cannot write by the schema (an {@code xsd:anyType} value, a SOAP-encoded array, simple content with
 * attributes) is refused, naming the element; a structure's {@code xsd:any} wildcard content has no Java property
 * and is passed over when read, as is a service class that cannot hold an element (checked where
 * the generator's JVM can load the class; else the runtime checks it when the route is first called).
 */
public final class SoapOperations {

    private final JavaTypes types;
    private final String where;
    /** The structures described so far, by the shape they describe, in the order they were met. */
    private final Map<TypeShape, SoapStructure> structures = new LinkedHashMap<>();
    private final Map<TypeShape, QName> names = new IdentityHashMap<>();

    private SoapOperations(JavaTypes types, String where) {
        this.types = types;
        this.where = where;
    }

    /**
     * The {@link SoapOperation} of every operation of the SOAP port, by operation name, as a proxy generated from
     * the WSDL carries them (without declared faults, which need the generated exception classes: a fault arrives
     * as the runtime's {@code ServiceFaultException}).
     *
     * @throws GenerateException when the port is no SOAP port of the WSDL, or an operation's values cannot be written by schema
     */
    public static Map<String, SoapOperation> of(ServiceDescription description, String portName) throws GenerateException {
        JavaTypes types = new JavaTypes(description, "bindwise.proxy", Set.of(), false);
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                if (port.getName().equals(portName) && port.getKind() == BindingKind.SOAP && port.getBinding() != null) {
                    Map<String, SoapOperation> operations = new LinkedHashMap<>();
                    for (BindingOperation operation : port.getBinding().getOperations()) {
                        operations.put(operation.getName(), builder(port, operation, types, List.of()).build());
                    }
                    return operations;
                }
            }
        }
        throw new GenerateException("the WSDL " + description.getLocation() + " has no SOAP port " + portName);
    }

    /**
     * The operation's SoapOperation, to be completed with its declared faults and built.
     *
     * @param faultDetails the fault elements whose structures are to be described too (those read into their own Java type)
     */
    static SoapOperation.Builder builder(Port port, BindingOperation binding, JavaTypes types, List<Field> faultDetails)
            throws GenerateException {
        Operation operation = binding.getOperation();
        String where = "port " + port.getName() + ": operation " + binding.getName();
        if (binding.getUse() == BodyUse.ENCODED) {
            throw new GenerateException(where + " is " + (binding.getStyle() == OperationStyle.RPC ? "rpc" : "document")
                    + "/encoded (SOAP section 5 encoding), which Bindwise proxies do not write: ask for a document/literal"
                    + " or rpc/literal binding of the service, or select without this SOAP port");
        }
        List<Field> parameters = WrappedValues.parameters(operation);
        List<Field> results = WrappedValues.results(operation);
        Part request = WrappedValues.requestWrapper(operation);
        Part reply = WrappedValues.replyWrapper(operation);
        SoapOperation.Builder builder;
        if (binding.getStyle() == OperationStyle.RPC) {
            String namespace = binding.getProperties().map().get(SoapProperties.BODY_NAMESPACE);
            builder = SoapOperation.rpc(namespace == null ? "" : namespace, operation.getName());
        } else if (request != null && (reply != null || operation.getOutput() == null)) {
            builder = SoapOperation.wrapped(QName.valueOf(request.getElementName()),
                    reply == null ? null : QName.valueOf(reply.getElementName()));
        } else if (request == null && reply == null && parameters.size() <= 1) {
            builder = SoapOperation.bare();
        } else {
            throw new GenerateException(where + " is document/literal with " + parameters.size() + " body parts and no"
                    + " wrapper element, which no SOAP message carries by its schema: ask for a wrapped or rpc/literal binding");
        }
        if ("1.2".equals(port.getProperties().map().get(SoapProperties.SOAP_VERSION))) {
            builder.soap12();
        }
        if (operation.getOutput() == null) {
            builder.oneWay();
        }
        SoapOperations walk = new SoapOperations(types, where);
        for (Field parameter : parameters) {
            builder.parameter(walk.value(parameter, false, "the parameter " + parameter.getName()));
        }
        if (results.size() == 1) {
            builder.result(walk.value(results.get(0), false, "the result " + results.get(0).getName()));
        }
        for (Field detail : faultDetails) {
            walk.value(detail, false, "the fault " + detail.getName());
        }
        walk.structures.values().forEach(builder::structure);
        return builder;
    }

    /**
     * The element's SoapValue; its structure described when it is a service's class (or held by one).
     *
     * @param inServiceClass whether the element is one of a service class's properties
     */
    private SoapValue value(Field field, boolean inServiceClass, String what) throws GenerateException {
        if (field.getKind() == ValueKind.ANY || field.getArrayStyle() == ArrayStyle.SOAP_ENCODED) {
            throw new GenerateException(where + ": " + what + " is " + (field.getKind() == ValueKind.ANY
                    ? "an xsd:anyType value" : "a SOAP-encoded array") + ", which the SOAP client does not write by the"
                    + " schema: select without this SOAP port for the operation, or give the element a declared type");
        }
        SoapValue value = new SoapValue(namespace(field), field.getName(), XsdType.valueOf(field.getKind().name()),
                field.getMinOccurs(), field.getMaxOccurs(), field.isNillable());
        TypeShape shape = field.getType();
        if (field.getKind() != ValueKind.STRUCT || shape == null) {
            return value;
        }
        String serviceClass = types.serviceClassOf(shape);
        if (inServiceClass && serviceClass == null && wrapsAList(field)) {
            Field item = shape.getFields().get(0);
            return value.wrapping(value(item, true, what + "'s item " + item.getName()));
        }
        if (serviceClass == null && !inServiceClass) {
            generatedDataClass(shape, what, new ArrayList<>());
            return value;
        }
        QName name = describe(shape, serviceClass, what);
        return value.ofType(name.getNamespaceURI(), name.getLocalPart());
    }

    /** JAXB's {@code @XmlElementWrapper} shape: the element's type holds one repeated element and nothing else. */
    private static boolean wrapsAList(Field field) {
        TypeShape shape = field.getType();
        return field.getMaxOccurs() == 1 && shape.getBase() == null && !shape.isAnyContent()
                && shape.getFields().size() == 1 && !shape.getFields().get(0).isAttribute()
                && shape.getFields().get(0).getMaxOccurs() != 1;
    }

    /** The structure's SoapStructure (its base's elements first), checked against the class where it can be loaded. */
    private QName describe(TypeShape shape, String serviceClass, String what) throws GenerateException {
        QName known = names.get(shape);
        if (known != null) {
            return known;
        }
        QName name = uniqueName(shape, what);
        names.put(shape, name);
        if (DataClassSource.simpleContentWithAttributes(shape)) {
            throw new GenerateException(where + ": " + what + " is of type " + shape.getName() + ", whose simple content"
                    + " with attributes the SOAP client does not write by the schema: select without this SOAP port for"
                    + " the operation");
        }
        SoapStructure.Builder structure = SoapStructure.type(name.getNamespaceURI(), name.getLocalPart());
        if (serviceClass != null) {
            structure.javaClass(serviceClass);
        }
        // the reader has put the base types' fields first among the shape's own: each is written once
        for (Field field : shape.getFields()) {
            String property = property(field.getName());
            if (field.isAttribute()) {
                if (field.getKind() == ValueKind.STRUCT || field.getKind() == ValueKind.ANY || field.getMaxOccurs() != 1) {
                    throw new GenerateException(where + ": the attribute " + field.getName() + " of " + shape.getName()
                            + " is of no simple type the SOAP client writes");
                }
                structure.attribute(property, SoapValue.attribute(namespace(field), field.getName(),
                        XsdType.valueOf(field.getKind().name()), field.getMinOccurs() > 0));
            } else {
                structure.element(property, value(field, true, "the element " + field.getName() + " of "
                        + shape.getName()));
            }
        }
        SoapStructure built = structure.build();
        Class<?> loaded = serviceClass == null ? null : JavaTypes.loadable(serviceClass);
        if (loaded != null) {
            try {
                built.checkHeldBy(loaded);
            } catch (IllegalArgumentException e) {
                throw new GenerateException(where + ": the WSDL's type mapping maps " + shape.getName() + " to "
                        + serviceClass + ", which cannot hold its schema: " + e.getMessage()
                        + "; map the type to a class that has the property, or correct the class");
            }
        }
        structures.put(shape, built);
        // a value of a mapped subtype may come where this type is declared, with its xsi:type: the reader needs its class
        for (TypeShape extension : types.extensionsOf(shape)) {
            String extensionClass = types.serviceClassOf(extension);
            if (extensionClass != null) {
                describe(extension, extensionClass, what + " as its subtype " + extension.getName());
            }
        }
        return name;
    }

    /** A generated data class's structure, whose fields must all be ones the client writes by schema. */
    private void generatedDataClass(TypeShape shape, String what, List<TypeShape> seen) throws GenerateException {
        if (seen.stream().anyMatch(s -> s == shape)) {
            return;
        }
        seen.add(shape);
        for (TypeShape type = shape; type != null; type = type.getBase()) {
            if (DataClassSource.simpleContentWithAttributes(type)) {
                throw new GenerateException(where + ": " + what + " is of type " + type.getName() + ", whose simple"
                        + " content with attributes the SOAP client does not write by the schema: select without this"
                        + " SOAP port for the operation");
            }
            for (Field field : type.getFields()) {
                if (!SoapSchemaCode.describable(field)) {
                    throw new GenerateException(where + ": the element " + field.getName() + " of " + type.getName()
                            + " (in " + what + ") is " + (field.getKind() == ValueKind.ANY ? "an xsd:anyType value"
                            : field.getArrayStyle() == ArrayStyle.SOAP_ENCODED ? "a SOAP-encoded array"
                            : "an attribute of no simple type") + ", which the SOAP client does not write by the"
                            + " schema: select without this SOAP port for the operation");
                }
                if (field.getKind() == ValueKind.STRUCT && field.getType() != null) {
                    generatedDataClass(field.getType(), "the element " + field.getName() + " of " + type.getName(), seen);
                }
            }
        }
    }

    /** The type's name; an anonymous type's is its element's with {@code #anon}, numbered when two share one. */
    private QName uniqueName(TypeShape shape, String what) {
        QName name = shape.getName() == null ? new QName("", what.replace(' ', '_') + "#anon") : QName.valueOf(shape.getName());
        QName unique = name;
        for (int n = 2; names.containsValue(unique); n++) {
            unique = new QName(name.getNamespaceURI(), name.getLocalPart() + n);
        }
        return unique;
    }

    /** The Java property JAXB binds an element to: its name as an identifier, first letter in lower case. */
    static String property(String elementName) {
        // a keyword's is JAXB's field, _return (with getReturn())
        String identifier = JavaNames.property(elementName);
        return identifier.length() > 1 && Character.isUpperCase(identifier.charAt(1)) ? identifier
                : identifier.substring(0, 1).toLowerCase(Locale.ROOT) + identifier.substring(1);
    }

    private static String namespace(Field field) {
        return field.getNamespace() == null ? "" : field.getNamespace();
    }
}
