package dev.bindwise.core.estimate;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.bindwise.core.wsdl.NamespacePackages;
import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.model.TypeMapping;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;

/**
 * The Java type of each field of a binding's messages, as the remote interface declares it: the class
 * the binding's format:typeMapping names for the field's XML type; otherwise JAX-RPC 1.1's mapping of
 * the XML Schema built-in types (a nillable primitive becomes its wrapper class, as in our example beans,
 * which declare {@code int} for the {@code minOccurs="0"} properties and Integer never); a repeated field
 * is a Java array. A structure that the mapping does not name gets a class name derived from its XML
 * type: the package from the namespace as JAXB derives it (host labels reversed, then the path's
 * segments, lower case: {@code http://bindwise.dev/examples/google} is {@code dev.bindwise.examples.google};
 * {@code urn:a:b} is {@code a.b}), the class from the local name with its first letter in upper case. The
 * name only counts for its length in repository IDs.
 */
final class JavaTypeMapping {

    /** Java class names by XML type name ({namespace}local). */
    private final Map<String, String> classNames = new HashMap<>();
    /** The types worked out so far: a size estimate asks for the same fields at every point of the space. */
    private final Map<Field, RmiType> types = new ConcurrentHashMap<>();

    JavaTypeMapping(Binding binding) {
        if (binding == null) {
            return;
        }
        for (TypeMapping mapping : binding.getTypeMappings()) {
            for (TypeMapEntry entry : mapping.getEntries()) {
                if (entry.getTypeName() != null && entry.getFormatType() != null && !entry.getFormatType().isBlank()) {
                    classNames.put(entry.getTypeName(), entry.getFormatType().trim());
                }
            }
        }
    }

    /** Each operation's IDL name (the request header carries it), worked out once: it looks at every operation. */
    private final Map<BindingOperation, String> operationNames = new ConcurrentHashMap<>();

    String operationName(BindingOperation operation, Function<BindingOperation, String> name) {
        return operationNames.computeIfAbsent(operation, name);
    }

    /** How many of the binding's operations each Java method name names, counted once (overloads are mangled). */
    private Map<String, Long> methodNameCounts;

    synchronized Map<String, Long> methodNameCounts(Binding binding, Function<BindingOperation, String> methodName) {
        if (methodNameCounts == null) {
            methodNameCounts = binding.getOperations().stream()
                    .collect(Collectors.groupingBy(methodName, Collectors.counting()));
        }
        return methodNameCounts;
    }

    /** Each operation's parameters, worked out once: reading the parameterOrder costs more than sizing them. */
    private final Map<BindingOperation, List<Field>> parameterLists = new ConcurrentHashMap<>();

    List<Field> parameters(BindingOperation operation, Function<BindingOperation, List<Field>> parameters) {
        return parameterLists.computeIfAbsent(operation, parameters);
    }

    /** Each structure's fields in the order its bean writes them, worked out once by {@code order}. */
    private final Map<TypeShape, List<Field>> writeOrders = new ConcurrentHashMap<>();

    List<Field> writeOrder(TypeShape shape, BiFunction<TypeShape, JavaTypeMapping, List<Field>> order) {
        return writeOrders.computeIfAbsent(shape, s -> List.copyOf(order.apply(s, this)));
    }

    /** The field's Java type: an array of its items' type when it repeats. */
    RmiType of(Field field) {
        // asked for every value of every message: a lookup first, without the method reference computeIfAbsent needs
        RmiType type = types.get(field);
        return type != null ? type : types.computeIfAbsent(field, this::typeOf);
    }

    private RmiType typeOf(Field field) {
        RmiType item = item(field);
        boolean repeated = field.getMaxOccurs() != 1 || field.getArrayStyle() == ArrayStyle.SOAP_ENCODED;
        return repeated ? RmiType.arrayOf(item) : item;
    }

    /** The Java type of one item of the field. */
    RmiType item(Field field) {
        String mapped = classNames.get(field.getXsdType());
        if (mapped == null && field.getType() != null) {
            mapped = classNames.get(field.getType().getName());
        }
        RmiType type = mapped == null ? null : named(mapped, field);
        return type != null ? type : byKind(field);
    }

    /** The type a class name stands for; null for a class that is no structure and not known here. */
    private static RmiType named(String className, Field field) {
        if (className.equals("byte[]")) {
            return new RmiType(RmiType.Sort.BINARY, "byte[]", null);
        }
        if (className.endsWith("[]")) {
            RmiType item = named(className.substring(0, className.length() - 2), field);
            return item == null ? null : RmiType.arrayOf(item);
        }
        for (RmiType.Sort sort : RmiType.Sort.values()) {
            if (sort.size > 0 && sort.javaName().equals(className)) {
                return RmiType.primitive(sort);
            }
            if (sort.size > 0 && sort.box.equals(className)) {
                return wrapper(sort);
            }
        }
        switch (className) {
            case "java.lang.String":
                return RmiType.STRING_TYPE;
            case "java.util.Calendar":
            case "java.util.GregorianCalendar":
                return new RmiType(RmiType.Sort.CALENDAR, className, null);
            case "java.math.BigDecimal":
                return new RmiType(RmiType.Sort.BIG_DECIMAL, className, null);
            case "java.math.BigInteger":
                return new RmiType(RmiType.Sort.BIG_INTEGER, className, null);
            default:
                return field.getKind() == ValueKind.STRUCT ? new RmiType(RmiType.Sort.BEAN, className, null) : null;
        }
    }

    /** JAX-RPC 1.1 (section 4.2): the built-in types, and a class of the structure's own name. */
    private static RmiType byKind(Field field) {
        for (RmiType.Sort sort : RmiType.Sort.values()) {
            if (sort.size > 0 && sort.name().equals(field.getKind().name())) {
                // boolean, byte, char, short, int, long, float, double; their wrapper when nillable
                return field.isNillable() ? wrapper(sort) : RmiType.primitive(sort);
            }
        }
        switch (field.getKind()) {
            case DECIMAL:
                return new RmiType(RmiType.Sort.BIG_DECIMAL, "java.math.BigDecimal", null);
            case INTEGER:
                return new RmiType(RmiType.Sort.BIG_INTEGER, "java.math.BigInteger", null);
            case DATE_TIME:
            case DATE:
            case TIME:
                return new RmiType(RmiType.Sort.CALENDAR, "java.util.Calendar", null);
            case BASE64_BINARY:
            case HEX_BINARY:
                return new RmiType(RmiType.Sort.BINARY, "byte[]", null);
            case STRUCT:
                return new RmiType(RmiType.Sort.BEAN, derivedClassName(field), null);
            default:
                // strings, and what JAX-RPC maps to classes written much like them (QName, URI, anyType)
                return RmiType.STRING_TYPE;
        }
    }

    private static RmiType wrapper(RmiType.Sort sort) {
        return new RmiType(RmiType.Sort.WRAPPER, sort.box, RmiType.primitive(sort));
    }

    /** A class name from the structure's XML type (see the class comment); an anonymous type takes the field's name. */
    private static String derivedClassName(Field field) {
        TypeShape type = field.getType();
        String name = type == null || type.getName() == null ? "{}" + field.getName() : type.getName();
        String namespace = "";
        String local = name;
        if (name.startsWith("{") && name.indexOf('}') > 0) {
            namespace = name.substring(1, name.indexOf('}'));
            local = name.substring(name.indexOf('}') + 1);
        }
        if (local.endsWith("#anon") || local.isEmpty()) {
            local = field.getName();
        }
        String simple = NamespacePackages.identifier(local);
        simple = Character.toUpperCase(simple.charAt(0)) + simple.substring(1);
        String packageName = NamespacePackages.of(namespace);
        return packageName.isEmpty() ? simple : packageName + "." + simple;
    }
}
