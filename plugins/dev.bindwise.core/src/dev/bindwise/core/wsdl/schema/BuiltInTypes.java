package dev.bindwise.core.wsdl.schema;

import java.util.HashMap;
import java.util.Map;

import dev.bindwise.model.ValueKind;

/** The value kind of each XML Schema built-in type, including names from the 1999 draft. */
final class BuiltInTypes {

    private static final Map<String, ValueKind> KINDS = new HashMap<>();

    static {
        for (String name : new String[] {"string", "normalizedString", "token", "language", "Name", "NCName",
                "NMTOKEN", "NMTOKENS", "ID", "IDREF", "IDREFS", "ENTITY", "ENTITIES", "NOTATION", "duration",
                "gYearMonth", "gYear", "gMonthDay", "gDay", "gMonth", "anySimpleType",
                // 1999 draft names
                "timeDuration", "recurringDuration", "century", "year", "month", "recurringDay"}) {
            KINDS.put(name, ValueKind.STRING);
        }
        KINDS.put("boolean", ValueKind.BOOLEAN);
        KINDS.put("byte", ValueKind.BYTE);
        KINDS.put("unsignedByte", ValueKind.SHORT);
        KINDS.put("short", ValueKind.SHORT);
        KINDS.put("unsignedShort", ValueKind.INT);
        KINDS.put("int", ValueKind.INT);
        KINDS.put("unsignedInt", ValueKind.LONG);
        KINDS.put("long", ValueKind.LONG);
        for (String name : new String[] {"integer", "unsignedLong", "nonPositiveInteger", "negativeInteger",
                "nonNegativeInteger", "positiveInteger"}) {
            KINDS.put(name, ValueKind.INTEGER);
        }
        KINDS.put("float", ValueKind.FLOAT);
        KINDS.put("double", ValueKind.DOUBLE);
        KINDS.put("decimal", ValueKind.DECIMAL);
        KINDS.put("dateTime", ValueKind.DATE_TIME);
        KINDS.put("timeInstant", ValueKind.DATE_TIME);
        KINDS.put("date", ValueKind.DATE);
        KINDS.put("recurringDate", ValueKind.DATE);
        KINDS.put("time", ValueKind.TIME);
        KINDS.put("base64Binary", ValueKind.BASE64_BINARY);
        KINDS.put("base64", ValueKind.BASE64_BINARY);
        KINDS.put("binary", ValueKind.BASE64_BINARY);
        KINDS.put("hexBinary", ValueKind.HEX_BINARY);
        KINDS.put("QName", ValueKind.QNAME);
        KINDS.put("anyURI", ValueKind.ANY_URI);
        KINDS.put("uriReference", ValueKind.ANY_URI);
        KINDS.put("anyType", ValueKind.ANY);
    }

    private BuiltInTypes() {
    }

    /** The kind of a type in the XML Schema namespace, or null for a name that is not built in. */
    static ValueKind kindOf(String localName) {
        return KINDS.get(localName);
    }
}
