package dev.bindwise.core.generate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.lang.model.SourceVersion;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.Field;
import dev.bindwise.model.Part;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.TypeShape;
import dev.bindwise.runtime.BindingKind;

/**
 * The Java type of each value of the service's messages, so that the generated interface has the
 * signatures of the service's own Java classes (local Java and RMI-IIOP find their methods by them):
 * <ul>
 * <li>a type the WSDL's Java type mapping names (format:typeMap formatType on the java and ejb bindings)
 * is that class, e.g. {@code dev.bindwise.examples.trader.Quote};
 * <li>the XML Schema built-in types as JAX-RPC 1.1 maps them: string String, int int, decimal BigDecimal,
 * dateTime, date and time Calendar (with the value's own offset from UTC, kept both ways), base64Binary byte[];
 * a number or boolean is its wrapper class where the value may be missing, as JAXB and wsimport make it: a
 * nillable or {@code minOccurs="0"} element, an optional attribute;
 * <li>a structure the mapping does not name becomes a data class generated in the target package;
 * <li>a repeated value (maxOccurs &gt; 1 or unbounded) is a {@code java.util.List} of its items, boxed
 * ({@code List<Integer>}), as JAXB and wsimport bind it; a SOAP-encoded array (soapenc:Array, which wsimport
 * refuses) is a Java array, as JAX-RPC 1.1 binds it; base64Binary stays {@code byte[]}.
 * </ul>
 * The mapped classes outside the JDK are the service's own, which the client brings; or, when asked, each
 * mapped structure becomes a data class generated under the mapped name instead.
 */
final class JavaTypes {

    /** A structure that gets a generated data class, with the class's name. */
    record DataClass(ClassName name, TypeShape shape) {
    }

    /**
     * A wsdl:fault's message as a generated checked exception, as JAX-WS makes one: named after the message,
     * carrying the detail element's value ({@code getFaultInfo()}). The one place that knows which of the
     * service's own exceptions a fault is on the bindings that call its Java classes.
     *
     * @param detail the element the fault's detail carries, or the part when it names a type (WSIF's faults)
     * @param element whether the part names an element, as a SOAP fault's detail needs
     * @param info the Java type of its value: a data class generated from the schema when a Java type mapping
     *        names the service's exception for it, so that every binding gives the same fault info
     * @param serviceExceptions per RMI-IIOP or local Java binding, the service's exception its format:typeMap
     *        names for the fault's part (Apache WSIF's meaning); a binding without one cannot carry the fault
     */
    record FaultClass(ClassName name, Field detail, boolean element, TypeName info, String messageName,
            Map<Binding, ServiceException> serviceExceptions) {
    }

    /**
     * The class a Java binding's type mapping names for a fault, or why it names none that can work: a binding the
     * plan routes calls to is refused for it, the others are no obstacle.
     *
     * @param name the exception class, null when there is a problem
     * @param problem what is wrong and what to write instead, null when nothing is
     */
    record ServiceException(ClassName name, String problem) {
    }

    private final String targetPackage;
    private final boolean generateMapped;
    /** The schema's named types. */
    private final List<TypeShape> shapes;
    /** The mapped classes outside the JDK that the sources name, and that no data class stands for. */
    private final Set<String> serviceClasses = new LinkedHashSet<>();
    /** Java class names by XML type name ({namespace}local), from the Java type mappings. */
    private final Map<String, String> mapped = new LinkedHashMap<>();
    private final Map<TypeShape, DataClass> dataClasses = new LinkedHashMap<>();
    private final Set<String> takenNames = new HashSet<>();
    private final Map<String, FaultClass> faultClasses = new LinkedHashMap<>();
    /** The bindings that call the service's own Java classes, whose faults are its exceptions. */
    private final List<Binding> javaBindings = new ArrayList<>();

    /**
     * @param reserved simple names the data classes must not take (the interfaces and proxies)
     * @param generateMapped whether a mapped structure outside the JDK gets a data class of the mapped name
     */
    JavaTypes(ServiceDescription description, String targetPackage, Set<String> reserved, boolean generateMapped) {
        this.targetPackage = targetPackage;
        this.generateMapped = generateMapped;
        this.shapes = List.copyOf(description.getTypes());
        takenNames.addAll(reserved);
        List<Binding> javaFirst = new ArrayList<>(description.getBindings());
        javaFirst.sort((a, b) -> Integer.compare(rank(a), rank(b)));
        for (Binding binding : javaFirst) {
            if (binding.getKind() == BindingKind.LOCAL_JAVA || binding.getKind() == BindingKind.RMI_IIOP) {
                javaBindings.add(binding);
            }
            for (TypeMapping mapping : javaMappings(binding)) {
                for (TypeMapEntry entry : mapping.getEntries()) {
                    if (entry.getTypeName() != null && entry.getFormatType() != null && !entry.getFormatType().isBlank()) {
                        mapped.putIfAbsent(entry.getTypeName(), entry.getFormatType().trim());
                    }
                }
            }
        }
    }

    /** The binding's Java type mappings (format:typeMapping encoding or style Java). */
    private static List<TypeMapping> javaMappings(Binding binding) {
        return binding.getTypeMappings().stream().filter(mapping -> "Java".equalsIgnoreCase(mapping.getEncoding())
                || "Java".equalsIgnoreCase(mapping.getStyle())).toList();
    }

    /** Local Java's mapping first: its classes are the implementation's own. */
    private static int rank(Binding binding) {
        return binding.getKind() == BindingKind.LOCAL_JAVA ? 0 : binding.getKind() == BindingKind.RMI_IIOP ? 1 : 2;
    }

    static final ClassName LIST = ClassName.get(List.class);

    /** The field's Java type: a List of its items' type (boxed) when it repeats, an array when SOAP-encoded. */
    TypeName of(Field field) throws GenerateException {
        TypeName item = item(field);
        if (!repeated(field)) {
            return item;
        }
        return field.getArrayStyle() == ArrayStyle.SOAP_ENCODED ? ArrayTypeName.of(item)
                : ParameterizedTypeName.get(LIST, item.box());
    }

    /** The class a {@code .class} literal of the type names: a List's raw type, {@code List.class}. */
    static TypeName raw(TypeName type) {
        return type instanceof ParameterizedTypeName parameterized ? parameterized.rawType() : type;
    }

    /** The items' class of a List, null for any other type. */
    static TypeName listItem(TypeName type) {
        return type instanceof ParameterizedTypeName parameterized && parameterized.rawType().equals(LIST)
                ? raw(parameterized.typeArguments().get(0)) : null;
    }

    private static boolean repeated(Field field) {
        return field.getMaxOccurs() != 1 || field.getArrayStyle() == ArrayStyle.SOAP_ENCODED;
    }

    /** The data classes to generate, in the order they were first needed. */
    List<DataClass> dataClasses() {
        return List.copyOf(dataClasses.values());
    }

    /**
     * The exception of a fault, made once per fault message; empty when its message is not one part with a
     * schema shape (a fault a proxy cannot tell apart: it arrives as the runtime's ServiceFaultException).
     *
     * @throws GenerateException when the fault's part is of a type no Java class can hold
     */
    Optional<FaultClass> faultClass(dev.bindwise.model.Fault fault) throws GenerateException {
        if (fault.getMessage() == null || fault.getMessage().getParts().size() != 1
                || fault.getMessage().getParts().get(0).getShape() == null) {
            return Optional.empty();
        }
        String messageName = fault.getMessage().getName();
        FaultClass known = faultClasses.get(messageName);
        if (known == null) {
            Part part = fault.getMessage().getParts().get(0);
            Field detail = part.getShape();
            Map<Binding, ServiceException> serviceExceptions = serviceExceptions(fault, part);
            boolean structure = detail.getType() != null && detail.getMaxOccurs() == 1;
            TypeName info = !serviceExceptions.isEmpty() && structure ? generatedClassOf(detail.getType(), detail.getName())
                    : of(detail);
            String simpleName = JavaNames.className(messageName);
            // JAX-WS's rule when the message's name is the detail's class's own
            if (info instanceof ClassName infoName && infoName.simpleName().equals(simpleName)) {
                simpleName += "_Exception";
            }
            known = new FaultClass(ClassName.get(targetPackage, uniqueName(simpleName)), detail,
                    part.getElementName() != null, info, messageName, serviceExceptions);
            faultClasses.put(messageName, known);
        }
        return Optional.of(known);
    }

    /**
     * Per binding that calls the service's Java classes, the exception class its Java type mapping names for the
     * fault's part: by the part's type or element, or the type of the part's element.
     */
    private Map<Binding, ServiceException> serviceExceptions(dev.bindwise.model.Fault fault, Part part) throws GenerateException {
        Set<String> typeNames = new LinkedHashSet<>();
        typeNames.add(part.getTypeName());
        typeNames.add(part.getShape().getXsdType());
        typeNames.add(part.getShape().getType() == null ? null : part.getShape().getType().getName());
        typeNames.remove(null);
        Map<Binding, ServiceException> exceptions = new LinkedHashMap<>();
        for (Binding binding : javaBindings) {
            for (TypeMapping mapping : javaMappings(binding)) {
                for (TypeMapEntry entry : mapping.getEntries()) {
                    boolean forPart = typeNames.contains(entry.getTypeName())
                            || (entry.getElementName() != null && entry.getElementName().equals(part.getElementName()));
                    if (forPart && entry.getFormatType() != null && !entry.getFormatType().isBlank()
                            && !exceptions.containsKey(binding)) {
                        exceptions.put(binding, serviceException(entry.getFormatType().trim(), binding, fault));
                    }
                }
            }
        }
        return exceptions;
    }

    /** The mapped class of a fault, which must be an exception: a Java method throws nothing else. */
    private ServiceException serviceException(String javaName, Binding binding, dev.bindwise.model.Fault fault)
            throws GenerateException {
        TypeName type;
        try {
            type = parse(javaName, "the fault " + fault.getName());
        } catch (GenerateException e) {
            return new ServiceException(null, "binding " + binding.getName() + ": " + e.getMessage());
        }
        Class<?> known = loadable(javaName);
        if (!(type instanceof ClassName name) || known != null && !Throwable.class.isAssignableFrom(known)) {
            return new ServiceException(null, "binding " + binding.getName() + " maps the fault " + fault.getName()
                    + " (message " + fault.getMessage().getName() + ") to " + javaName + ", which is no exception class:"
                    + " a service's Java method throws only subclasses of java.lang.Throwable; name in format:typeMap"
                    + " formatType the exception class the service throws for this fault");
        }
        reference(javaName, "the fault " + fault.getName());
        return new ServiceException(name, null);
    }

    /** The class, where the generator's JVM has it (the JDK's; the service's own when on its class path), else null. */
    static Class<?> loadable(String className) {
        try {
            return Class.forName(className, false, Thread.currentThread().getContextClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** The fault exceptions to generate. */
    List<FaultClass> faultClasses() {
        return List.copyOf(faultClasses.values());
    }

    /** The service's own classes the sources name (the mapped ones outside the JDK, unless generated). */
    List<String> serviceClasses() {
        return List.copyOf(serviceClasses);
    }

    /** The schema's named types that extend the structure, directly or through others. */
    List<TypeShape> extensionsOf(TypeShape shape) {
        List<TypeShape> extensions = new ArrayList<>();
        for (TypeShape candidate : shapes) {
            for (TypeShape base = candidate.getBase(); base != null; base = base.getBase()) {
                if (base == shape) {
                    extensions.add(candidate);
                    break;
                }
            }
        }
        return extensions;
    }

    /**
     * The service's own class a Java type mapping names for the structure, which the SOAP client binds to the
     * schema by property name; null when the structure gets a generated data class.
     */
    String serviceClassOf(TypeShape shape) {
        String className = shape.getName() == null ? null : mapped.get(shape.getName());
        return className == null || generateMapped && !isJdkClass(className) ? null : className;
    }

    /** The class of a structure: the mapped one, else its generated data class. */
    TypeName classOf(TypeShape shape, String fieldName) throws GenerateException {
        String className = shape.getName() == null ? null : mapped.get(shape.getName());
        if (className != null && !(generateMapped && !isJdkClass(className))) {
            return reference(className, shape.getName());
        }
        DataClass known = dataClasses.get(shape);
        if (known != null) {
            return known.name();
        }
        ClassName name = className == null ? ClassName.get(targetPackage, uniqueName(simpleName(shape, fieldName)))
                : mappedDataClass(className, shape.getName());
        DataClass added = new DataClass(name, shape);
        dataClasses.put(shape, added);
        return added.name();
    }

    /**
     * The structure's generated data class, whatever a Java type mapping names for it: a fault's info, whose
     * mapped class is the service's exception, read from a SOAP fault's detail and filled from the exception.
     */
    private ClassName generatedClassOf(TypeShape shape, String fieldName) {
        DataClass known = dataClasses.get(shape);
        if (known == null) {
            known = new DataClass(ClassName.get(targetPackage, uniqueName(simpleName(shape, fieldName))), shape);
            dataClasses.put(shape, known);
        }
        return known.name();
    }

    /** A data class under the mapped name, which must not be one the proxy's own classes take. */
    private ClassName mappedDataClass(String className, String xmlType) throws GenerateException {
        if (!(parse(className, xmlType) instanceof ClassName name)) {
            throw new GenerateException("the WSDL's Java type mapping maps the structure " + xmlType + " to " + className
                    + ", which is no class to generate: bring the service's own classes instead");
        }
        if (name.packageName().equals(targetPackage) && !takenNames.add(name.simpleName())) {
            throw new GenerateException("the WSDL's Java type mapping maps " + xmlType + " to " + className
                    + ", a name the proxy's own classes take: generate the proxy into another package");
        }
        return name;
    }

    private TypeName item(Field field) throws GenerateException {
        String className = field.getXsdType() == null ? null : mapped.get(field.getXsdType());
        if (className == null && field.getType() != null && field.getType().getName() != null) {
            className = mapped.get(field.getType().getName());
        }
        if (className != null && generateMapped && field.getType() != null && !isJdkClass(className)) {
            return classOf(field.getType(), field.getName());
        }
        if (className != null) {
            return reference(className, field.getXsdType() != null ? field.getXsdType() : field.getType().getName());
        }
        switch (field.getKind()) {
            case BOOLEAN:
                return primitive(TypeName.BOOLEAN, field);
            case BYTE:
                return primitive(TypeName.BYTE, field);
            case SHORT:
                return primitive(TypeName.SHORT, field);
            case INT:
                return primitive(TypeName.INT, field);
            case LONG:
                return primitive(TypeName.LONG, field);
            case FLOAT:
                return primitive(TypeName.FLOAT, field);
            case DOUBLE:
                return primitive(TypeName.DOUBLE, field);
            case CHAR:
                return primitive(TypeName.CHAR, field);
            case DECIMAL:
                return ClassName.get("java.math", "BigDecimal");
            case INTEGER:
                return ClassName.get("java.math", "BigInteger");
            case DATE_TIME:
            case DATE:
            case TIME:
                return ClassName.get("java.util", "Calendar");
            case BASE64_BINARY:
            case HEX_BINARY:
                return ArrayTypeName.of(TypeName.BYTE);
            case QNAME:
                return ClassName.get("javax.xml.namespace", "QName");
            case ANY_URI:
                return ClassName.get("java.net", "URI");
            case ANY:
                return ClassName.OBJECT;
            case STRUCT:
                if (field.getType() == null) {
                    return ClassName.OBJECT;
                }
                return classOf(field.getType(), field.getName());
            default:
                return ClassName.get(String.class);
        }
    }

    /** A mapped class the sources name as it is: recorded when it is the service's own. */
    private TypeName reference(String className, String xmlType) throws GenerateException {
        TypeName type = parse(className, xmlType);
        TypeName item = type;
        while (item instanceof ArrayTypeName array) {
            item = array.componentType();
        }
        if (item instanceof ClassName name && !isJdkClass(name.reflectionName())) {
            serviceClasses.add(name.reflectionName());
        }
        return type;
    }

    /** Whether every JVM has the class (java.lang.String, java.util.Calendar, javax.xml.namespace.QName...). */
    static boolean isJdkClass(String className) {
        try {
            Class.forName(className.replace("[]", "").trim(), false, ClassLoader.getPlatformClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /**
     * Boxed where null means something, as JAXB and wsimport have it: a nillable element (null is sent as
     * {@code xsi:nil}), an optional element or attribute (null is left out, and reads back as null when absent).
     * An item of a repeated element is boxed in its List anyway; of a SOAP-encoded array only when nillable.
     */
    private static TypeName primitive(TypeName primitive, Field field) {
        return field.isNillable() || (field.getMinOccurs() == 0 && !repeated(field)) ? primitive.box() : primitive;
    }

    /** A Java type as a type mapping writes it: a primitive, a class name, either with [] after it. */
    private static TypeName parse(String javaName, String xmlType) throws GenerateException {
        if (javaName.endsWith("[]")) {
            return ArrayTypeName.of(parse(javaName.substring(0, javaName.length() - 2).trim(), xmlType));
        }
        switch (javaName) {
            case "boolean":
                return TypeName.BOOLEAN;
            case "byte":
                return TypeName.BYTE;
            case "short":
                return TypeName.SHORT;
            case "int":
                return TypeName.INT;
            case "long":
                return TypeName.LONG;
            case "float":
                return TypeName.FLOAT;
            case "double":
                return TypeName.DOUBLE;
            case "char":
                return TypeName.CHAR;
            default:
                // a class name, which may be one of Java's own (java.lang.String): not a package for generated classes
                if (!SourceVersion.isName(javaName) || !javaName.contains(".")) {
                    throw new GenerateException("the WSDL's Java type mapping maps " + xmlType + " to \"" + javaName
                            + "\", which is not a Java class name: write the class's full name in format:typeMap formatType"
                            + " (e.g. com.example.Quote)");
                }
                return ClassName.bestGuess(javaName);
        }
    }

    /** The structure's local name, or for an anonymous structure the name of the field that holds it. */
    private static String simpleName(TypeShape shape, String fieldName) {
        String name = shape.getName() == null ? "" : shape.getName();
        String local = name.indexOf('}') >= 0 ? name.substring(name.indexOf('}') + 1) : name;
        if (local.endsWith("#anon") || local.isEmpty()) {
            local = fieldName;
        }
        return JavaNames.className(local);
    }

    private String uniqueName(String simpleName) {
        String name = simpleName;
        for (int n = 2; !takenNames.add(name); n++) {
            name = simpleName + n;
        }
        return name;
    }
}
