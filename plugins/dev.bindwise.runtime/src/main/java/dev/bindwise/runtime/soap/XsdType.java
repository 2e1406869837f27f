package dev.bindwise.runtime.soap;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.util.Base64;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HexFormat;
import java.util.TimeZone;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;

/**
 * The XML Schema type of a value the SOAP client writes or reads, with its lexical form: xsd:decimal
 * without an exponent, xsd:double's INF and NaN, xsd:dateTime with the calendar's own offset, xsd:date and
 * xsd:time with only their parts, base64 and hex for binaries. A QName's text needs its element's
 * namespace declarations and is written and read by {@link SchemaWriter} and {@link SchemaReader}; a
 * STRUCT is an element with children.
 */
public enum XsdType {
    STRING, BOOLEAN, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, DECIMAL, INTEGER, DATE_TIME, DATE, TIME, BASE64_BINARY,
    HEX_BINARY, QNAME, ANY_URI, CHAR, STRUCT;

    private static final DatatypeFactory DATATYPES = datatypes();

    /** The value's lexical form. */
    String lexical(Object value) {
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
                return calendar((Calendar) value).toXMLFormat();
            case BASE64_BINARY:
                return Base64.getEncoder().encodeToString((byte[]) value);
            case HEX_BINARY:
                return HexFormat.of().withUpperCase().formatHex((byte[]) value);
            default:
                return value.toString();
        }
    }

    /** A value of the Java type from its lexical form (whitespace around it ignored, as the schema's types do). */
    Object parse(String text, Class<?> javaType) {
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
                return DATATYPES.newXMLGregorianCalendar(trimmed).toGregorianCalendar();
            case BASE64_BINARY:
                return Base64.getMimeDecoder().decode(trimmed);
            case HEX_BINARY:
                return HexFormat.of().parseHex(trimmed);
            case ANY_URI:
                return URI.create(trimmed);
            case CHAR:
                return text.isEmpty() ? '\0' : text.charAt(0);
            default:
                return javaType == char.class || javaType == Character.class ? (Object) text.charAt(0) : text;
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
