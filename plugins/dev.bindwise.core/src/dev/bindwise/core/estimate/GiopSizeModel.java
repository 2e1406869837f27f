package dev.bindwise.core.estimate;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.stream.Collectors;

import dev.bindwise.core.wsdl.NativeCall;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;

/**
 * The bytes of an RMI-IIOP call (GIOP 1.2, CDR) as our ORB, GlassFish ORB 5.0, writes them: the 12-byte
 * GIOP header, the request header (request ID, response flags, the target's object key, the operation's
 * IDL name, three service contexts) or the reply header (request ID, status, one service context), the
 * body aligned to 8, and the parameters or the result in CDR as Java-to-IDL marshals them: primitives
 * aligned to their size, everything else as value types (Strings as boxed UTF-16 wstrings, beans with
 * their fields, primitives first, each group in name order, arrays with their length, the JDK's Calendar,
 * BigDecimal and BigInteger custom-marshalled and chunked), a repository ID in full the first time the
 * message names it and as an indirection after that, a null as 4 bytes, an object the message carries
 * already as an indirection. Messages over 4 KB travel as 4 KB fragments.
 * <p>
 * The model is of the steady state of a connection: the first request and reply on a connection also
 * carry a SendingContextRunTime service context with a CodeBase reference (166 bytes of data; our clients
 * spend them on their naming lookup). The parameters of a call are the elements of the input's wrapper (or
 * its parts) in the order of the ejb:operation's parameterOrder; its result is the output's returnPart.
 * Which objects a message carries more than once comes from {@link Values#perObject()}; the Calendars of a
 * message are taken to share one time zone (see {@link JdkValueEncodings#calendar}).
 */
public final class GiopSizeModel implements SizeModel {

    private static final int GIOP_HEADER = 12;
    /** GlassFish ORB sends a larger message as fragments of this size. */
    private static final int FRAGMENT_SIZE = 4096;
    /** A further fragment's GIOP header and request ID. */
    private static final int FRAGMENT_HEADER = 16;
    /**
     * The object key of a servant of our ORB (GlassFish ORB 5.0, RootPOA): measured. It holds the ORB's
     * magic and IDs, the POA's name and the servant's 8-byte object ID.
     */
    private static final int OBJECT_KEY_BYTES = 49;
    /**
     * The service contexts of a request, by the length of their data: RMICustomMaxStreamFormat (the
     * stream format version, 2), CodeSets (ISO 8859-1 and UTF-16), and GlassFish's ORB version ("NEO").
     */
    private static final int[] REQUEST_CONTEXTS = {2, 12, 2};
    /** The service context of a reply: GlassFish's ORB version. */
    private static final int[] REPLY_CONTEXTS = {2};
    /** A structure nested deeper than this is taken as null (a type that refers to itself). */
    private static final int MAX_DEPTH = 12;
    /** Decimal text length of a number when the values say nothing about it (as the SOAP model takes it). */
    private static final double TYPICAL_DECIMAL_LENGTH = 6;
    private static final double TYPICAL_INTEGER_LENGTH = 3;
    /** The two Boolean objects autoboxing gives, each written in full once in a message. */
    private static final String BOOLEAN_TRUE = "Boolean.TRUE";
    private static final String BOOLEAN_FALSE = "Boolean.FALSE";
    /** Items of an array of Booleans sized as they come; after them both are written in all but an eighth of messages. */
    private static final int BOOLEANS_IN_FULL = 3;

    /** The Java types of each binding's fields, worked out once for the life of this model. */
    private final Map<Binding, JavaTypeMapping> typesByBinding = Collections.synchronizedMap(new WeakHashMap<>());

    @Override
    public BindingKind kind() {
        return BindingKind.RMI_IIOP;
    }

    private JavaTypeMapping typesOf(Binding binding) {
        if (binding == null) {
            return new JavaTypeMapping(null);
        }
        return typesByBinding.computeIfAbsent(binding, JavaTypeMapping::new);
    }

    @Override
    public double requestBytes(Port port, BindingOperation operation, Values observed) {
        Values values = observed.perObject();
        Binding binding = binding(port, operation);
        JavaTypeMapping types = typesOf(binding);
        List<Field> parameters = types.parameters(operation, NativeCall::parameters);
        CdrSizeStream cdr = requestHeader(binding, operation, types);
        if (!parameters.isEmpty()) {
            cdr.align(8);
        }
        for (Field parameter : parameters) {
            member(cdr, parameter, types, values, 0);
        }
        return onTheWire(cdr.position());
    }

    /** The GIOP header and the request header: after them the stream holds nothing but its position. */
    private static CdrSizeStream requestHeader(Binding binding, BindingOperation operation, JavaTypeMapping types) {
        CdrSizeStream cdr = new CdrSizeStream(GIOP_HEADER);
        cdr.primitive(4); // request ID
        cdr.octets(4); // response flags, 3 reserved bytes
        cdr.primitive(2); // target address: KeyAddr
        cdr.primitive(4);
        cdr.octets(OBJECT_KEY_BYTES);
        cdr.string(types.operationName(operation, bound -> idlOperationName(binding, bound, types)));
        serviceContexts(cdr, REQUEST_CONTEXTS);
        return cdr;
    }

    /**
     * The binding's Java types, where the request header ends, the parameters and the result: the operation's name
     * counts for its request header's length alone, and a reply's header is the same for every operation.
     */
    @Override
    public Object signature(Port port, BindingOperation operation) {
        Binding binding = binding(port, operation);
        JavaTypeMapping types = typesOf(binding);
        return Arrays.asList(types, requestHeader(binding, operation, types).position(),
                types.parameters(operation, NativeCall::parameters), NativeCall.result(operation));
    }

    /** The reply of a call that returns normally; a void method's reply is its header. */
    @Override
    public double replyBytes(Port port, BindingOperation operation, Values observed) {
        Values values = observed.perObject();
        JavaTypeMapping types = typesOf(binding(port, operation));
        Field result = types.result(operation);
        CdrSizeStream cdr = new CdrSizeStream(GIOP_HEADER);
        cdr.primitive(4); // request ID
        cdr.primitive(4); // reply status
        serviceContexts(cdr, REPLY_CONTEXTS);
        if (result != null) {
            cdr.align(8);
            member(cdr, result, types, values, 0);
        }
        return onTheWire(cdr.position());
    }

    /** A message of this many bytes as fragments on the wire. */
    private static double onTheWire(double message) {
        if (message <= FRAGMENT_SIZE) {
            return message;
        }
        double further = Math.ceil((message - FRAGMENT_SIZE) / (FRAGMENT_SIZE - FRAGMENT_HEADER));
        return message + further * FRAGMENT_HEADER;
    }

    private static void serviceContexts(CdrSizeStream cdr, int[] dataLengths) {
        cdr.primitive(4);
        for (int length : dataLengths) {
            cdr.primitive(4); // context ID
            cdr.primitive(4);
            cdr.octets(length);
        }
    }

    // ---------------------------------------------------------------- values

    /** A parameter, a result or a bean's field: a primitive, an array, or a value that may be null or shared. */
    private void member(CdrSizeStream cdr, Field field, JavaTypeMapping types, Values values, int depth) {
        RmiType type = types.of(field);
        if (type.sort() == RmiType.Sort.ARRAY || type.sort() == RmiType.Sort.LIST) {
            array(cdr, field, type, types, values, depth);
        } else {
            item(cdr, field, type, types, values, depth);
        }
    }

    private void item(CdrSizeStream cdr, Field field, RmiType type, JavaTypeMapping types, Values values, int depth) {
        if (type.isPrimitive()) {
            primitive(cdr, type.sort());
            return;
        }
        if (depth > MAX_DEPTH) {
            cdr.nullValue();
            return;
        }
        double present = values.presentShare(field);
        // a value that is always there (or never) needs no branch: sizing every message at every point of the space
        // makes an item of each value, and a branch's lambdas are most of what that allocates
        if (present >= 1) {
            presentItem(cdr, field, type, types, values, depth);
        } else if (present <= 0) {
            cdr.nullValue();
        } else {
            cdr.either(present, () -> presentItem(cdr, field, type, types, values, depth), cdr::nullValue);
        }
    }

    private void presentItem(CdrSizeStream cdr, Field field, RmiType type, JavaTypeMapping types, Values values, int depth) {
        double shared = values.sharedShare(field);
        // the first value of a field is seldom one met before: later ones are
        if (shared <= 0) {
            value(cdr, field, type, types, values, depth);
            return;
        }
        boolean likelyShared = shared >= 0.5 && cdr.tallied(field) >= 1;
        cdr.either(shared, cdr::indirection, () -> value(cdr, field, type, types, values, depth), likelyShared);
        // only fields whose values may be shared ask how often they were met
        cdr.tally(field);
    }

    private void value(CdrSizeStream cdr, Field field, RmiType type, JavaTypeMapping types, Values values, int depth) {
        switch (type.sort()) {
            case STRING:
                JdkValueEncodings.string(cdr, values.stringLength(field));
                break;
            case CALENDAR:
                JdkValueEncodings.calendar(cdr);
                break;
            case BIG_DECIMAL:
                // the decimal point is no digit
                JdkValueEncodings.bigDecimal(cdr, JdkValueEncodings.magnitudeBytes(
                        values.numberLength(field, TYPICAL_DECIMAL_LENGTH) - 1));
                break;
            case BIG_INTEGER:
                JdkValueEncodings.bigInteger(cdr, JdkValueEncodings.magnitudeBytes(
                        values.numberLength(field, TYPICAL_INTEGER_LENGTH)));
                break;
            case BINARY:
                JdkValueEncodings.primitiveArray(cdr, type.repositoryId(), values.binaryBytes(field), 1);
                break;
            case WRAPPER:
                if (type.component().sort() == RmiType.Sort.BOOLEAN) {
                    // a boxed boolean is Boolean.TRUE or Boolean.FALSE: a message carries each in full once, then refers to it
                    cdr.either(0.5, () -> cdr.sharedObject(BOOLEAN_TRUE, () -> wrapper(cdr, type)),
                            () -> cdr.sharedObject(BOOLEAN_FALSE, () -> wrapper(cdr, type)));
                } else {
                    wrapper(cdr, type);
                }
                break;
            case ARRAY:
            case LIST:
                array(cdr, field, type, types, values, depth);
                break;
            default:
                bean(cdr, field, type, types, values, depth);
        }
    }

    /** A boxed primitive: its value tag and repository ID, then the primitive. */
    private static void wrapper(CdrSizeStream cdr, RmiType type) {
        cdr.beginValue(type.repositoryId(), false);
        primitive(cdr, type.component().sort());
        cdr.endValue();
    }

    /** A Java array: its length, then its items (an array's items are the field's values). */
    private void array(CdrSizeStream cdr, Field field, RmiType type, JavaTypeMapping types, Values values, int depth) {
        RmiType item = type.component();
        double items = values.items(field);
        if (type.sort() == RmiType.Sort.LIST) {
            JdkValueEncodings.arrayList(cdr, () -> items(cdr, field, item, items, true, types, values, depth));
            return;
        }
        if (item.isPrimitive()) {
            JdkValueEncodings.primitiveArray(cdr, type.repositoryId(), items, item.sort().size);
            return;
        }
        cdr.beginValue(type.repositoryId(), false);
        cdr.primitive(4);
        items(cdr, field, item, items, false, types, values, depth);
        cdr.endValue();
    }

    /**
     * The items of an array or a List (a List's each after an abstract interface's flag). Booleans beyond the first
     * few are references to the Boolean.TRUE or FALSE written already: {@link CdrSizeStream#repeat} would take the
     * chance that the third item is one not met yet for every further one, and a List of eight Booleans about 30
     * bytes too large.
     */
    private void items(CdrSizeStream cdr, Field field, RmiType item, double count, boolean flagged, JavaTypeMapping types,
            Values values, int depth) {
        Runnable one = () -> {
            if (flagged) {
                cdr.primitive(1);
            }
            item(cdr, field, item, types, values, depth + 1);
        };
        boolean booleans = item.sort() == RmiType.Sort.WRAPPER && item.component().sort() == RmiType.Sort.BOOLEAN;
        if (!booleans || count <= BOOLEANS_IN_FULL) {
            cdr.repeat(count, one);
            return;
        }
        cdr.repeat(BOOLEANS_IN_FULL, one);
        cdr.repeat(count - BOOLEANS_IN_FULL, () -> {
            if (flagged) {
                cdr.primitive(1);
            }
            cdr.indirection();
        });
    }

    /**
     * A data bean (default serialization, not chunked): the fields of each class from the top of its
     * hierarchy down (a type extending another is a subclass), primitives first, each group by name.
     */
    private void bean(CdrSizeStream cdr, Field field, RmiType type, JavaTypeMapping types, Values values, int depth) {
        cdr.beginValue(type.repositoryId(), false);
        TypeShape shape = field.getType();
        if (shape != null) {
            for (Field child : types.writeOrder(shape, GiopSizeModel::writeOrder)) {
                member(cdr, child, types, values, depth + 1);
            }
        }
        cdr.endValue();
    }

    /** The fields of each class from the top of the hierarchy down, primitives first, each group by name. */
    private static List<Field> writeOrder(TypeShape shape, JavaTypeMapping types) {
        List<Field> order = new ArrayList<>();
        for (List<Field> level : hierarchy(shape)) {
            List<Field> ordered = new ArrayList<>(level);
            ordered.sort(Comparator.comparing((Field f) -> !types.of(f).isPrimitive())
                    .thenComparing(Field::getName, Comparator.nullsFirst(Comparator.naturalOrder())));
            order.addAll(ordered);
        }
        return order;
    }

    /** A shape's fields by class, the base type's first (the reader puts a base's fields before the type's own). */
    private static List<List<Field>> hierarchy(TypeShape shape) {
        Deque<List<Field>> levels = new ArrayDeque<>();
        Set<TypeShape> met = new HashSet<>();
        for (TypeShape type = shape; type != null && met.add(type); type = type.getBase()) {
            TypeShape base = type.getBase();
            int inherited = base == null || met.contains(base) ? 0
                    : Math.min(base.getFields().size(), type.getFields().size());
            levels.addFirst(type.getFields().subList(inherited, type.getFields().size()));
        }
        return new ArrayList<>(levels);
    }

    private static void primitive(CdrSizeStream cdr, RmiType.Sort sort) {
        if (sort == RmiType.Sort.CHAR) {
            cdr.octets(1 + 2 + 2); // a GIOP 1.2 wchar: its length, a byte order mark, UTF-16
        } else {
            cdr.primitive(sort.size);
        }
    }

    // ---------------------------------------------------------------- the operation

    /**
     * The operation's name on the wire (Java-to-IDL 1.3.4): the method's name; a property getter's is
     * {@code _get_} and the property; an overloaded method's is mangled with its parameters' IDL types; a
     * leading underscore becomes {@code J_}.
     */
    private static String idlOperationName(Binding binding, BindingOperation operation, JavaTypeMapping types) {
        String method = methodName(operation);
        List<Field> parameters = NativeCall.parameters(operation);
        Field result = NativeCall.result(operation);
        String property = propertyOf(method, parameters, result, types);
        if (property != null) {
            return "_get_" + property;
        }
        String name = method.startsWith("_") ? "J" + method : method;
        long sameName = binding == null ? 1 : types.methodNameCounts(binding, GiopSizeModel::methodName).getOrDefault(method, 1L);
        if (sameName > 1) {
            name += "__" + parameters.stream().map(p -> types.of(p).idlName()).collect(Collectors.joining("__"));
        }
        return name;
    }

    private static String methodName(BindingOperation operation) {
        String method = operation.getProperties().get("methodName");
        return method == null || method.isBlank() ? operation.getName() : method.trim();
    }

    /** The property a getter reads (getX(), or isX() returning boolean), as java.beans decapitalizes it. */
    private static String propertyOf(String method, List<Field> parameters, Field result, JavaTypeMapping types) {
        if (!parameters.isEmpty() || result == null) {
            return null;
        }
        String property = null;
        if (method.length() > 3 && method.startsWith("get") && Character.isUpperCase(method.charAt(3))) {
            property = method.substring(3);
        } else if (method.length() > 2 && method.startsWith("is") && Character.isUpperCase(method.charAt(2))
                && types.of(result).sort() == RmiType.Sort.BOOLEAN) {
            property = method.substring(2);
        }
        if (property == null) {
            return null;
        }
        boolean acronym = property.length() > 1 && Character.isUpperCase(property.charAt(1));
        return acronym ? property : Character.toLowerCase(property.charAt(0)) + property.substring(1);
    }

    private static Binding binding(Port port, BindingOperation operation) {
        if (operation.eContainer() instanceof Binding binding) {
            return binding;
        }
        return port == null ? null : port.getBinding();
    }
}
