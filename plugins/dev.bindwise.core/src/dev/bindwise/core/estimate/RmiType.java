package dev.bindwise.core.estimate;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A Java type as RMI-IIOP marshals it (OMG Java-to-IDL mapping): a primitive, or a value type with its
 * repository ID.
 *
 * @param sort what kind of type it is
 * @param className the declared class (for {@link Sort#WRAPPER}, {@link Sort#BEAN} and the JDK classes)
 * @param component the item type of an array, the primitive of a wrapper; otherwise null
 */
record RmiType(Sort sort, String className, RmiType component) {

    enum Sort {
        BOOLEAN(1, "Z", "boolean", "Boolean"), BYTE(1, "B", "octet", "Byte"), CHAR(2, "C", "wchar", "Character"),
        SHORT(2, "S", "short", "Short"), INT(4, "I", "long", "Integer"), LONG(8, "J", "long_long", "Long"),
        FLOAT(4, "F", "float", "Float"), DOUBLE(8, "D", "double", "Double"),
        STRING, CALENDAR, BIG_DECIMAL, BIG_INTEGER,
        /** byte[] of an xsd:base64Binary or xsd:hexBinary: its length is the field's binary size. */
        BINARY,
        /** java.lang.Integer and the other boxes of a nillable primitive. */
        WRAPPER,
        /** A Serializable class with default serialization: a data bean. */
        BEAN,
        /** A Java array of the items of a repeated field. */
        ARRAY,
        /** A {@code java.util.List} of the items of a repeated field (JAXB's), on the wire a java.util.ArrayList. */
        LIST;

        /** Bytes of a primitive (0 for a value type). */
        final int size;
        /** The primitive's code in a Java array class name. */
        final String code;
        /** The primitive's IDL name. */
        final String idl;
        /** The primitive's wrapper class. */
        final String box;

        Sort() {
            this(0, null, null, null);
        }

        Sort(int size, String code, String idl, String box) {
            this.size = size;
            this.code = code;
            this.idl = idl;
            this.box = box == null ? null : "java.lang." + box;
        }

        /** The primitive's name in Java source. */
        String javaName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The repository ID of java.lang.String, which RMI-IIOP writes as a boxed IDL wstring. */
    static final String WSTRING_VALUE = "IDL:omg.org/CORBA/WStringValue:1.0";
    /**
     * Stands for the class hash and the serial version UID in an RMI repository ID
     * ({@code RMI:class:hash:suid}): each is 16 hexadecimal digits, zero-padded, whatever the class.
     */
    private static final String HASH = "0000000000000000";

    static final RmiType STRING_TYPE = new RmiType(Sort.STRING, "java.lang.String", null);

    private static final Map<RmiType, String> REPOSITORY_IDS = new ConcurrentHashMap<>();

    static RmiType primitive(Sort sort) {
        return new RmiType(sort, null, null);
    }

    static RmiType arrayOf(RmiType component) {
        return new RmiType(Sort.ARRAY, null, component);
    }

    static RmiType listOf(RmiType component) {
        return new RmiType(Sort.LIST, "java.util.ArrayList", component);
    }

    /** The RMI repository ID of a class: {@code RMI:<class>:<hash>:<suid>}. */
    static String repositoryId(String className) {
        return "RMI:" + className + ":" + HASH + ":" + HASH;
    }

    /** The repository ID of the optional data that a custom-marshalled class writes (stream format 2). */
    static String customDataId(String className) {
        return repositoryId("org.omg.custom." + className);
    }

    boolean isPrimitive() {
        return sort.size > 0;
    }

    /**
     * The repository ID the value's tag names: one String per type, so that the size stream's lookups of
     * what the message carries already hash and compare it once (an estimate asks thousands of times).
     */
    String repositoryId() {
        return REPOSITORY_IDS.computeIfAbsent(this, RmiType::describeRepositoryId);
    }

    private String describeRepositoryId() {
        if (sort == Sort.STRING) {
            return WSTRING_VALUE;
        }
        if (sort == Sort.ARRAY || sort == Sort.BINARY) {
            // arrays of primitives have no serial version UID: RMI:[I:0000000000000000
            return innermost().isPrimitive() ? "RMI:" + binaryName() + ":" + HASH : repositoryId(binaryName());
        }
        return repositoryId(className);
    }

    /** The name Class.getName() gives the type: [I, [Ljava.lang.String;, [[B, com.example.Bean. */
    String binaryName() {
        if (isPrimitive()) {
            return sort.code;
        }
        if (sort == Sort.BINARY) {
            return "[B";
        }
        if (sort == Sort.ARRAY) {
            boolean nested = component.isPrimitive() || component.sort == Sort.ARRAY || component.sort == Sort.BINARY;
            return "[" + (nested ? component.binaryName() : "L" + component.className + ";");
        }
        return className;
    }

    /** The type's name in a mangled IDL operation name (Java-to-IDL 1.3.2.6 and 1.3.6). */
    String idlName() {
        if (isPrimitive()) {
            return sort.idl;
        }
        if (sort == Sort.STRING) {
            return "CORBA_WStringValue";
        }
        if (sort == Sort.ARRAY || sort == Sort.BINARY) {
            int dimensions = 0;
            RmiType item = this;
            while (item.sort == Sort.ARRAY || item.sort == Sort.BINARY) {
                dimensions++;
                item = item.sort == Sort.BINARY ? primitive(Sort.BYTE) : item.component;
            }
            String module;
            String simple;
            if (item.isPrimitive()) {
                module = "";
                simple = item.sort.idl;
            } else if (item.sort == Sort.STRING) {
                module = "CORBA_";
                simple = "WStringValue";
            } else {
                int dot = item.className.lastIndexOf('.');
                module = dot < 0 ? "" : item.className.substring(0, dot).replace('.', '_') + "_";
                simple = item.className.substring(dot + 1);
            }
            return "org_omg_boxedRMI_" + module + "seq" + dimensions + "_" + simple;
        }
        return className.replace('.', '_');
    }

    private RmiType innermost() {
        RmiType item = this;
        while (item.sort == Sort.ARRAY) {
            item = item.component;
        }
        return item.sort == Sort.BINARY ? primitive(Sort.BYTE) : item;
    }
}
