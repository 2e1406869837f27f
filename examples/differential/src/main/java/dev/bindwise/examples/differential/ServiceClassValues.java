package dev.bindwise.examples.differential;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import javax.xml.namespace.QName;

import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlElementWrapper;
import jakarta.xml.bind.annotation.XmlSchemaType;
import jakarta.xml.bind.annotation.XmlType;

/**
 * Random values of a service's own JAXB classes (field access, as the CXF example's are), made by their fields'
 * annotations: null only where the schema JAXB derives allows it (an element not required, or nillable; an
 * attribute not required; a list, or its wrapper where nillable; an item of a list of structures, which JAXB
 * makes nillable), else a value; lists null or of a few items, and empty where a wrapper tells empty from null
 * (an empty list of bare repeated elements is no element, as null is: the schema has one value for both); strings empty, with XML's special characters,
 * outside the Basic Multilingual Plane, with spaces kept, up to thousands of characters; ints and longs at their
 * limits; decimals of 1 to 30 digits, trailing zeros kept; dateTimes, dates and times (as {@code @XmlSchemaType}
 * says) from 1600 to 2199, with offsets of half and three-quarter hours, {@code +14:00}, {@code -12:00} or none,
 * with and without fractions of a second; binaries from empty to 1 MB; QNames. The same random numbers give the
 * same values.
 */
final class ServiceClassValues {

    private static final String[] STRINGS = {"", " ", "plain", "a & b < c > d", "]]>", "<![CDATA[x]]>", "\"quoted\" 'single'",
        "&amp; is not &", "\uD834\uDD1E clef, \uD83D\uDE00 smile, \uD840\uDC0B han", "Z\u00FCrich \u2013 \u00BD \u00DF \u20AC",
        "  two  spaces  ", "tab-free\u00A0nbsp", "\u4E2D\u6587 \u0627\u0644\u0639\u0631\u0628\u064A\u0629", "\uFFFD\uFEFF"};
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 &<>\"'";
    /** Offsets in minutes; none is {@link DatatypeConstants#FIELD_UNDEFINED}. */
    private static final int[] OFFSETS = {0, 330, -570, 840, -720, 60, -180, 345, DatatypeConstants.FIELD_UNDEFINED};
    /** A string parameter is this now and then: the one customer the Orders example knows (findCustomer finds her). */
    private static final String KNOWN = "Ada";
    private static final int[] INTS = {0, -1, 1, Integer.MIN_VALUE, Integer.MAX_VALUE};
    private static final DatatypeFactory DATES;

    static {
        try {
            DATES = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Random random;

    ServiceClassValues(Random random) {
        this.random = random;
    }

    /** Arguments of the operation; a parameter may be null only where {@code nullable} says. */
    Object[] arguments(Method operation, boolean nullable) {
        Type[] types = operation.getGenericParameterTypes();
        Object[] arguments = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            arguments[i] = nullable && random.nextDouble() < 0.1 ? null
                    : types[i] == String.class && random.nextDouble() < 0.3 ? KNOWN : value(types[i], null, false);
        }
        return arguments;
    }

    /**
     * A value of the type, never null.
     *
     * @param schemaType the {@code @XmlSchemaType} name where given (a calendar's dateTime, date or time)
     * @param wrapped whether a list is in a wrapper element ({@code @XmlElementWrapper}), which tells empty from null
     */
    private Object value(Type type, String schemaType, boolean wrapped) {
        if (type instanceof ParameterizedType list && list.getRawType() == List.class) {
            Type item = list.getActualTypeArguments()[0];
            // a list of bare repeated elements has no empty value of its own: no element is null (see mayBeNull)
            int items = wrapped && random.nextDouble() < 0.2 ? 0 : 1 + random.nextInt(4);
            boolean nillable = item instanceof Class<?> itemClass && itemClass.isAnnotationPresent(XmlType.class);
            List<Object> values = new ArrayList<>();
            for (int i = 0; i < items; i++) {
                values.add(nillable && random.nextDouble() < 0.15 ? null : value(item, schemaType, false));
            }
            return values;
        }
        Class<?> type1 = (Class<?>) type;
        if (type1 == String.class) {
            return string();
        }
        if (type1 == int.class || type1 == Integer.class) {
            return random.nextBoolean() ? INTS[random.nextInt(INTS.length)] : random.nextInt();
        }
        if (type1 == long.class || type1 == Long.class) {
            return random.nextBoolean() ? (long) INTS[random.nextInt(INTS.length)] * (random.nextBoolean() ? 1 : 1L << 32) : random.nextLong();
        }
        if (type1 == BigDecimal.class) {
            return decimal();
        }
        if (type1 == XMLGregorianCalendar.class) {
            return calendar(schemaType == null ? "dateTime" : schemaType);
        }
        if (type1 == byte[].class) {
            return bytes();
        }
        if (type1 == QName.class) {
            return new QName("urn:bindwise:" + letters(1 + random.nextInt(8), "abcdefghijklmnopqrstuvwxyz"),
                    "n" + letters(random.nextInt(12), "abcdefghijklmnopqrstuvwxyz0123456789-._"));
        }
        if (type1.isAnnotationPresent(XmlType.class)) {
            return structure(type1);
        }
        throw new IllegalArgumentException("no random values of " + type + " yet");
    }

    /** A structure of the class, each field set or null as its annotations allow. */
    private Object structure(Class<?> type) {
        try {
            Object structure = type.getDeclaredConstructor().newInstance();
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())) {
                    continue;
                }
                field.setAccessible(true);
                if (field.getType().isPrimitive() || random.nextDouble() >= 0.2 || !mayBeNull(field)) {
                    XmlSchemaType schemaType = field.getAnnotation(XmlSchemaType.class);
                    field.set(structure, value(field.getGenericType(), schemaType == null ? null : schemaType.name(),
                            field.isAnnotationPresent(XmlElementWrapper.class)));
                }
            }
            return structure;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot fill a " + type.getName(), e);
        }
    }

    /** Whether the schema JAXB derives from the field lets it be absent or nil. */
    private static boolean mayBeNull(Field field) {
        XmlAttribute attribute = field.getAnnotation(XmlAttribute.class);
        if (attribute != null) {
            return !attribute.required();
        }
        XmlElementWrapper wrapper = field.getAnnotation(XmlElementWrapper.class);
        if (wrapper != null) {
            return wrapper.nillable() || !wrapper.required();
        }
        XmlElement element = field.getAnnotation(XmlElement.class);
        return element == null || !element.required() || element.nillable();
    }

    private String string() {
        double draw = random.nextDouble();
        if (draw < 0.6) {
            return STRINGS[random.nextInt(STRINGS.length)];
        }
        return letters(draw < 0.95 ? random.nextInt(40) : random.nextInt(5000), LETTERS);
    }

    private String letters(int length, String from) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(from.charAt(random.nextInt(from.length())));
        }
        return text.toString();
    }

    /** 1 to 30 digits, a scale up to their number (trailing zeros kept), either sign. */
    private BigDecimal decimal() {
        int digits = 1 + random.nextInt(30);
        BigInteger unscaled = new BigInteger(letters(digits, "0123456789"));
        BigDecimal value = new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(), random.nextInt(digits + 1));
        return value;
    }

    private XMLGregorianCalendar calendar(String schemaType) {
        int year = 1600 + random.nextInt(600);
        int month = 1 + random.nextInt(12);
        int day = 1 + random.nextInt(28);
        int offset = OFFSETS[random.nextInt(OFFSETS.length)];
        BigDecimal fraction = switch (random.nextInt(4)) {
            case 0 -> null;
            case 1 -> new BigDecimal(BigInteger.valueOf(random.nextInt(1000)), 3);
            case 2 -> new BigDecimal(BigInteger.valueOf(random.nextInt(10)), 1);
            default -> BigDecimal.ZERO.setScale(3);
        };
        int hour = random.nextInt(24);
        int minute = random.nextInt(60);
        int second = random.nextInt(60);
        return switch (schemaType) {
            case "date" -> DATES.newXMLGregorianCalendarDate(year, month, day, offset);
            case "time" -> DATES.newXMLGregorianCalendarTime(hour, minute, second, fraction, offset);
            default -> DATES.newXMLGregorianCalendar(BigInteger.valueOf(year), month, day, hour, minute, second, fraction, offset);
        };
    }

    /** Empty, a few bytes, up to 64 KB, or now and then a whole 1 MB. */
    private byte[] bytes() {
        double draw = random.nextDouble();
        int length = draw < 0.15 ? 0 : draw < 0.8 ? random.nextInt(64) : draw < 0.98 ? random.nextInt(64 * 1024) : 1024 * 1024;
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }
}
