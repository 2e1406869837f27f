package dev.bindwise.runtime.soap;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.util.Base64;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.HexFormat;
import java.util.TimeZone;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.namespace.QName;

/**
 * The XML Schema type of a value the SOAP client writes or reads, with its lexical form: xsd:decimal
 * without an exponent, xsd:double's INF and NaN, xsd:dateTime with the calendar's own offset, xsd:date and
 * xsd:time with only their parts (a Calendar, GregorianCalendar, XMLGregorianCalendar or Date; read back with
 * the offset the text has), base64 and hex for binaries, a Java enum's constant by its name. A QName's text needs its element's
 * namespace declarations and is written and read by the runtime's SOAP client; a
 * STRUCT is an element with children.
 */
public enum XsdType {
    STRING, BOOLEAN, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, DECIMAL, INTEGER, DATE_TIME, DATE, TIME, BASE64_BINARY,
    HEX_BINARY, QNAME, ANY_URI, CHAR, STRUCT;

    private static final DatatypeFactory DATATYPES = datatypes();

    /** The value's lexical form. */
    public String lexical(Object value) {
        switch (this) {
            case FLOAT:
            case DOUBLE:
                double number = ((Number) value).doubleValue();
                return Double.isNaN(number) ? "NaN" : number == Double.POSITIVE_INFINITY ? "INF"
                        : number == Double.NEGATIVE_INFINITY ? "-INF" : value.toString();
            case DECIMAL:
                return ((BigDecimal) value).toPlainString();
            case DATE_TIME:
            case DATE:
            case TIME:
                if (value instanceof XMLGregorianCalendar xml) {
                    return xml.toXMLFormat();
                }
                return calendar(value instanceof Date date ? calendarOf(date) : (Calendar) value).toXMLFormat();
            case BASE64_BINARY:
                return Base64.getEncoder().encodeToString((byte[]) value);
            case HEX_BINARY:
                return HexFormat.of().withUpperCase().formatHex((byte[]) value);
            default:
                // an enumeration's constant by its name, as JAXB writes a Java enum without @XmlEnumValue
                return value instanceof Enum<?> constant ? constant.name() : value.toString();
        }
    }

    /** Whether a Java property of the type can hold this type's values (JAXB's and JAX-RPC's mappings). */
    public boolean holds(Class<?> javaType) {
        Class<?> type = javaType.isPrimitive() ? boxed(javaType) : javaType;
        return switch (this) {
            case STRING -> type == String.class || type.isEnum() || type == Character.class;
            case BOOLEAN -> type == Boolean.class;
            case BYTE -> type == Byte.class;
            case SHORT -> type == Short.class;
            case INT -> type == Integer.class;
            case LONG -> type == Long.class;
            case FLOAT -> type == Float.class;
            case DOUBLE -> type == Double.class;
            case DECIMAL -> type == BigDecimal.class;
            case INTEGER -> type == BigInteger.class;
            case DATE_TIME, DATE, TIME -> Calendar.class.isAssignableFrom(type) && type.isAssignableFrom(GregorianCalendar.class)
                    || type == XMLGregorianCalendar.class || type == Date.class;
            case BASE64_BINARY, HEX_BINARY -> type == byte[].class;
            case QNAME -> type == QName.class;
            case ANY_URI -> type == URI.class || type == String.class;
            case CHAR -> type == Character.class;
            case STRUCT -> !type.isPrimitive() && !type.isArray() && !type.isEnum()
                    && !type.getName().startsWith("java.") && !type.getName().startsWith("javax.");
        };
    }

    private static Class<?> boxed(Class<?> primitive) {
        return java.lang.invoke.MethodType.methodType(primitive).wrap().returnType();
    }

    private static Calendar calendarOf(Date date) {
        GregorianCalendar calendar = new GregorianCalendar();
        calendar.setTime(date);
        return calendar;
    }

    /** A value of the Java type from its lexical form (whitespace around it ignored, as the schema's types do). */
    public Object parse(String text, Class<?> javaType) {
        String trimmed = this == STRING ? text : text.strip();
        switch (this) {
            case BOOLEAN:
                return trimmed.equals("true") || trimmed.equals("1");
            case BYTE:
                return Byte.valueOf(trimmed);
            case SHORT:
                return Short.valueOf(trimmed);
            case INT:
                return Integer.valueOf(trimmed);
            case LONG:
                return Long.valueOf(trimmed);
            case FLOAT:
                return Float.valueOf(special(trimmed));
            case DOUBLE:
                return Double.valueOf(special(trimmed));
            case DECIMAL:
                return new BigDecimal(trimmed);
            case INTEGER:
                return new BigInteger(trimmed);
            case DATE_TIME:
            case DATE:
            case TIME:
                XMLGregorianCalendar xml = DATATYPES.newXMLGregorianCalendar(trimmed);
                if (javaType == XMLGregorianCalendar.class) {
                    return xml;
                }
                // the calendar keeps the offset the text has (+05:30 stays +05:30)
                return javaType == Date.class ? xml.toGregorianCalendar().getTime() : xml.toGregorianCalendar();
            case BASE64_BINARY:
                return Base64.getMimeDecoder().decode(trimmed);
            case HEX_BINARY:
                return HexFormat.of().parseHex(trimmed);
            case ANY_URI:
                return javaType == String.class ? trimmed : URI.create(trimmed);
            case CHAR:
                return text.isEmpty() ? '\0' : text.charAt(0);
            default:
                if (javaType.isEnum()) {
                    return constant(javaType, trimmed);
                }
                return javaType == char.class || javaType == Character.class ? (Object) text.charAt(0) : text;
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> enumType, String name) {
        try {
            return Enum.valueOf((Class) enumType, name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("\"" + name + "\" is none of " + enumType.getName() + "'s constants "
                    + java.util.Arrays.toString(enumType.getEnumConstants()), e);
        }
    }

    private static String special(String text) {
        return text.equals("INF") ? "Infinity" : text.equals("-INF") ? "-Infinity" : text;
    }

    /** The calendar with only the fields this type has, in the calendar's own offset from UTC. */
    private XMLGregorianCalendar calendar(Calendar value) {
        GregorianCalendar gregorian;
        if (value instanceof GregorianCalendar g) {
            gregorian = g;
        } else {
            gregorian = new GregorianCalendar(value.getTimeZone() == null ? TimeZone.getDefault() : value.getTimeZone());
            gregorian.setTimeInMillis(value.getTimeInMillis());
        }
        XMLGregorianCalendar xml = DATATYPES.newXMLGregorianCalendar(gregorian);
        if (this == DATE) {
            xml.setTime(DatatypeConstants.FIELD_UNDEFINED, DatatypeConstants.FIELD_UNDEFINED,
                    DatatypeConstants.FIELD_UNDEFINED, DatatypeConstants.FIELD_UNDEFINED);
        } else if (this == TIME) {
            xml.setYear(DatatypeConstants.FIELD_UNDEFINED);
            xml.setMonth(DatatypeConstants.FIELD_UNDEFINED);
            xml.setDay(DatatypeConstants.FIELD_UNDEFINED);
        }
        return xml;
    }

    private static DatatypeFactory datatypes() {
        try {
            return DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException("this JVM has no javax.xml.datatype implementation: " + e.getMessage(), e);
        }
    }
}
