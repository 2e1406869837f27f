package dev.bindwise.core.estimate;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.stream.Collectors;

import dev.bindwise.core.wsdl.NamespacePackages;
import dev.bindwise.core.wsdl.NativeCall;
import dev.bindwise.model.ArrayStyle;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;
import dev.bindwise.model.Service;
import dev.bindwise.model.ServiceDescription;
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
 * <p>
 * Where the service's own classes are at hand (on the class path: the remote interface a port of the binding
 * names, the classes the type mapping names), a parameter, a result or a bean's field has the type its class
 * declares instead: the WSDL cannot tell a JAXB bean's {@code List<Integer>} (a java.util.ArrayList of Integer
 * values on the wire) from a JAX-RPC bean's {@code int[]}, nor an optional element's {@code Integer} from
 * {@code int}.
 */
final class JavaTypeMapping {

    /** Java class names by XML type name ({namespace}local). */
    private final Map<String, String> classNames = new HashMap<>();
    /** The types worked out so far: a size estimate asks for the same fields at every point of the space. */
    private final Map<Field, RmiType> types = new ConcurrentHashMap<>();

    /** Where the service's own classes are looked for: the thread's context class loader, then this bundle's. */
    private final List<ClassLoader> loaders;
    /** The classes looked for so far, by name; empty where the class is not at hand. */
    private final Map<String, Optional<Class<?>>> classes = new ConcurrentHashMap<>();
    /** The remote interface a port of the binding names (ejb:address or java:address className), or null. */
    private final String remoteInterface;
    /** The Java type each parameter and result is declared with in the remote interface, where it is at hand. */
    private final Map<Field, Type> declaredInMethods = new ConcurrentHashMap<>();
    /** The operations whose method was read: read once, before any of its fields' types is worked out (on any thread). */
    private final Map<BindingOperation, Boolean> methodsRead = new ConcurrentHashMap<>();

    JavaTypeMapping(Binding binding) {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        this.loaders = context == null || context == JavaTypeMapping.class.getClassLoader()
                ? List.of(JavaTypeMapping.class.getClassLoader()) : List.of(context, JavaTypeMapping.class.getClassLoader());
        this.remoteInterface = binding == null ? null : remoteInterface(binding);
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

    private static String remoteInterface(Binding binding) {
        if (!(binding.eContainer() instanceof ServiceDescription description)) {
            return null;
        }
        for (Service service : description.getServices()) {
            for (Port port : service.getPorts()) {
                if (port.getBinding() == binding) {
                    String className = port.getProperties().map().getOrDefault("className", port.getProperties().get("class"));
                    if (className != null && !className.isBlank()) {
                        return className.trim();
                    }
                }
            }
        }
        return null;
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
        readMethod(operation);
        return parameterLists.computeIfAbsent(operation, parameters);
    }

    /** The operation's result (null for a void method), its declared type read before it is sized. */
    Field result(BindingOperation operation) {
        readMethod(operation);
        return NativeCall.result(operation);
    }

    /**
     * The types the remote interface's method declares for the operation's parameters and result, when the interface
     * is at hand: the method of the operation's name with as many parameters.
     */
    private void readMethod(BindingOperation operation) {
        if (remoteInterface != null) {
            // computeIfAbsent holds back another thread's estimate of the operation until its types are known
            methodsRead.computeIfAbsent(operation, this::declare);
        }
    }

    private Boolean declare(BindingOperation operation) {
        Class<?> remote = loaded(remoteInterface);
        if (remote == null) {
            return Boolean.FALSE;
        }
        String name = operation.getProperties().get("methodName");
        String methodName = name == null || name.isBlank() ? operation.getName() : name.trim();
        List<Field> parameters;
        Field result;
        try {
            parameters = NativeCall.parameters(operation);
            result = NativeCall.result(operation);
        } catch (IllegalArgumentException e) {
            return Boolean.FALSE; // the WSDL names a part that is not there: the estimate says so
        }
        for (Method method : remote.getMethods()) {
            if (method.getName().equals(methodName) && method.getParameterCount() == parameters.size()) {
                for (int i = 0; i < parameters.size(); i++) {
                    declaredInMethods.put(parameters.get(i), method.getGenericParameterTypes()[i]);
                }
                if (result != null && method.getReturnType() != void.class) {
                    declaredInMethods.put(result, method.getGenericReturnType());
                }
                return Boolean.TRUE;
            }
        }
        return Boolean.FALSE;
    }

    /** The class of a name, loaded once; null when it is not at hand. */
    private Class<?> loaded(String className) {
        return classes.computeIfAbsent(className, name -> {
            for (ClassLoader loader : loaders) {
                try {
                    return Optional.of(Class.forName(name, false, loader));
                } catch (ClassNotFoundException | LinkageError | SecurityException e) {
                    // not there: the next loader, or the WSDL's types
                }
            }
            return Optional.empty();
        }).orElse(null);
    }

    /** The type the field is declared with: by the remote interface's method, or by its bean's class; null if not at hand. */
    private Type declared(Field field) {
        Type declared = declaredInMethods.get(field);
        if (declared != null || !(field.eContainer() instanceof TypeShape owner) || owner.getName() == null) {
            return declared;
        }
        String className = classNames.get(owner.getName());
        for (Class<?> bean = className == null ? null : loaded(className); bean != null; bean = bean.getSuperclass()) {
            try {
                return bean.getDeclaredField(field.getName()).getGenericType();
            } catch (NoSuchFieldException e) {
                // a field of its superclass
            }
        }
        return null;
    }

    /** A declared Java type as RMI-IIOP writes it; null for one this mapping does not know (the WSDL's type counts). */
    private static RmiType ofJava(Type type, Field field) {
        if (type instanceof ParameterizedType generic && generic.getRawType() instanceof Class<?> raw
                && Collection.class.isAssignableFrom(raw) && generic.getActualTypeArguments().length == 1) {
            RmiType item = ofJava(generic.getActualTypeArguments()[0], field);
            return item == null ? null : RmiType.listOf(item);
        }
        if (!(type instanceof Class<?> declared)) {
            return null;
        }
        if (declared == byte[].class) {
            return new RmiType(RmiType.Sort.BINARY, "byte[]", null);
        }
        if (declared.isArray()) {
            RmiType item = ofJava(declared.getComponentType(), field);
            return item == null ? null : RmiType.arrayOf(item);
        }
        return named(declared.getName(), field);
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
        Type declared = declared(field);
        RmiType declaredType = declared == null ? null : ofJava(declared, field);
        if (declaredType != null) {
            return declaredType;
        }
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
