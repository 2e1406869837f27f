package dev.bindwise.examples.accuracy;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.TimeZone;

import dev.bindwise.examples.accuracy.RandomService.Member;
import dev.bindwise.examples.accuracy.RandomService.Occurrence;
import dev.bindwise.examples.accuracy.RandomService.Operation;
import dev.bindwise.examples.accuracy.RandomService.StructType;

/**
 * Values of a service of the every-construct profile that go where a binding may lose something: null only
 * where the member's occurrence allows it, Lists null, empty or of a few items, their simple items nil where
 * nillable;
 * strings empty, with XML's special characters ({@code & < > ]]> " '}), outside the Basic Multilingual Plane,
 * with spaces kept, up to thousands of characters (never a control character); ints and longs at their
 * limits; doubles {@code -0.0}, {@code NaN}, the infinities and the extremes; decimals of 1 to 30 digits with
 * scales up to their precision, trailing zeros kept; dateTimes from 1600 to 2199 in zones with offsets (half
 * and three-quarter hours, {@code +14:00}, {@code -12:00}) and milliseconds; binaries from empty to 1 MB; a
 * structure sometimes as one of its subclasses. The same random numbers give the same values.
 */
public final class EdgeValues {

    private static final String[] STRINGS = {"", " ", "plain", "a & b < c > d", "]]>", "<![CDATA[x]]>", "\"quoted\" 'single'",
        "&amp; is not &", "\uD834\uDD1E clef, \uD83D\uDE00 smile, \uD840\uDC0B han", "Z\u00FCrich \u2013 \u00BD \u00DF \u20AC",
        "  two  spaces  ", "tab-free\u00A0nbsp", "\u4E2D\u6587 \u0627\u0644\u0639\u0631\u0628\u064A\u0629", "\uFFFD\uFEFF"};
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 &<>\"'";
    private static final String[] OFFSETS = {"UTC", "GMT+05:30", "GMT-09:30", "GMT+14:00", "GMT-12:00", "GMT+01:00",
        "GMT-03:00", "GMT+05:45", "GMT+00:00"};
    /** The infinities too (xsd:double's INF and -INF). */
    private static final double[] DOUBLES = {0.0, -0.0, Double.NaN, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
        1e-300, 0.1, 1.0 / 3, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY};
    private static final float[] FLOATS = {0.0f, -0.0f, Float.NaN, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 0.1f, 1.0e-7f, Float.MIN_NORMAL};

    private final RandomService service;
    private final Random random;
    private final ClassLoader loader;
    /** How many beans are being filled, one inside the other: a subclass may hold its base, so deep down none is chosen. */
    private int depth;

    public EdgeValues(RandomService service, Random random, ClassLoader loader) {
        this.service = service;
        this.random = random;
        this.loader = loader;
    }

    /** The values of one call, made from its service, operation and control alone. */
    public static EdgeValues of(RandomService service, String operation, int control, String side, ClassLoader loader) {
        return new EdgeValues(service, new Random(Objects.hash(service.seed(), operation, control, side)), loader);
    }

    /** The arguments of a call, the control last. */
    public Object[] arguments(Operation operation, int control) {
        Object[] arguments = new Object[operation.parameters().size()];
        for (int i = 0; i < arguments.length - 1; i++) {
            arguments[i] = value(operation.parameters().get(i));
        }
        arguments[arguments.length - 1] = control;
        return arguments;
    }

    /** A value of the member: null only where its occurrence allows it. */
    public Object value(Member member) {
        if (member.array()) {
            double draw = random.nextDouble();
            if (draw < 0.1) {
                return null;
            }
            int items = draw < 0.2 ? 0 : 1 + random.nextInt(random.nextDouble() < 0.9 ? 4 : 12);
            List<Object> list = new ArrayList<>(items);
            for (int i = 0; i < items; i++) {
                boolean nil = member.occurrence() == Occurrence.NILLABLE && random.nextDouble() < 0.15;
                list.add(nil ? null : item(member));
            }
            return list;
        }
        if (member.occurrence() != Occurrence.REQUIRED && random.nextDouble() < 0.25) {
            return null;
        }
        return item(member);
    }

    private Object item(Member member) {
        return switch (member.kind()) {
            case STRING -> text();
            case ENUMERATION -> member.literals().get(random.nextInt(member.literals().size()));
            case INT -> random.nextDouble() < 0.3 ? new int[] {0, -1, 1, Integer.MIN_VALUE, Integer.MAX_VALUE}[random.nextInt(5)]
                    : random.nextInt();
            case LONG -> random.nextDouble() < 0.3 ? new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE}[random.nextInt(4)]
                    : random.nextLong();
            case DOUBLE -> random.nextDouble() < 0.4 ? DOUBLES[random.nextInt(DOUBLES.length)]
                    : (random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(40) - 20);
            case BYTE -> random.nextDouble() < 0.3 ? new byte[] {0, -1, 1, Byte.MIN_VALUE, Byte.MAX_VALUE}[random.nextInt(5)]
                    : (byte) random.nextInt();
            case SHORT -> random.nextDouble() < 0.3 ? new short[] {0, -1, 1, Short.MIN_VALUE, Short.MAX_VALUE}[random.nextInt(5)]
                    : (short) random.nextInt();
            case FLOAT -> random.nextDouble() < 0.4 ? FLOATS[random.nextInt(FLOATS.length)]
                    : (float) ((random.nextDouble() - 0.5) * Math.pow(10, random.nextInt(20) - 10));
            case INTEGER -> integer();
            case BOOLEAN -> random.nextBoolean();
            case DECIMAL -> decimal();
            case DATE_TIME -> dateTime();
            case BINARY -> bytes();
            case STRUCT -> bean(member.struct());
        };
    }

    private String text() {
        double draw = random.nextDouble();
        if (draw < 0.5) {
            return STRINGS[random.nextInt(STRINGS.length)];
        }
        int length = draw < 0.95 ? random.nextInt(40) : random.nextInt(5000);
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append(random.nextDouble() < 0.02 ? "\uD83D\uDE80" : String.valueOf(LETTERS.charAt(random.nextInt(LETTERS.length()))));
        }
        return text.toString();
    }

    /**
     * 1 to 30 digits, a scale from 0 to all of them, sometimes negative, trailing zeros kept; one in five tiny (a
     * few digits at a scale of 7 to 30, which BigDecimal.toString writes in E notation).
     */
    private BigDecimal decimal() {
        if (random.nextDouble() < 0.2) {
            return BigDecimal.valueOf(random.nextInt(1000), 7 + random.nextInt(24));
        }
        int digits = 1 + random.nextInt(30);
        StringBuilder unscaled = new StringBuilder();
        for (int i = 0; i < digits; i++) {
            unscaled.append((char) ('0' + random.nextInt(10)));
        }
        BigDecimal decimal = new BigDecimal(new BigInteger(unscaled.toString()), random.nextInt(digits + 1));
        return random.nextBoolean() ? decimal.negate() : decimal;
    }

    /** 1 to 40 digits, sometimes negative (beyond a long from 19 digits on). */
    private BigInteger integer() {
        StringBuilder digits = new StringBuilder().append((char) ('1' + random.nextInt(9)));
        for (int i = random.nextInt(40); i > 0; i--) {
            digits.append((char) ('0' + random.nextInt(10)));
        }
        BigInteger integer = random.nextDouble() < 0.1 ? BigInteger.ZERO : new BigInteger(digits.toString());
        return random.nextBoolean() ? integer.negate() : integer;
    }

    /** A time from 1600 to 2199 with milliseconds, in a zone of a fixed offset. */
    private Calendar dateTime() {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone(OFFSETS[random.nextInt(OFFSETS.length)]));
        calendar.clear();
        calendar.set(1600 + random.nextInt(600), random.nextInt(12), 1 + random.nextInt(28), random.nextInt(24),
                random.nextInt(60), random.nextInt(60));
        calendar.set(Calendar.MILLISECOND, random.nextInt(1000));
        calendar.getTimeInMillis();
        return calendar;
    }

    /** Empty, a few bytes, up to 64 KB, or up to 1 MB. */
    private byte[] bytes() {
        double draw = random.nextDouble();
        int count = draw < 0.1 ? 0 : draw < 0.7 ? random.nextInt(100) : draw < 0.97 ? random.nextInt(65_536)
                : random.nextInt(1 << 20) + 1;
        byte[] bytes = new byte[count];
        random.nextBytes(bytes);
        return bytes;
    }

    /** A bean of the type, or (one time in three, where there are any, but deep down) of one of its subclasses. */
    private Object bean(StructType type) {
        List<StructType> kinds = new ArrayList<>(List.of(type));
        if (depth < 3) {
            service.types().stream().filter(t -> extendsType(t, type)).forEach(kinds::add);
        }
        StructType chosen = kinds.size() > 1 && random.nextDouble() < 0.33 ? kinds.get(1 + random.nextInt(kinds.size() - 1)) : type;
        depth++;
        try {
            Class<?> beanClass = Class.forName(service.javaPackage() + "." + chosen.name(), true, loader);
            Object bean = beanClass.getConstructor().newInstance();
            for (Member field : chosen.fields()) {
                Class<?> fieldClass = field.array() ? List.class : itemClass(field);
                String setter = "set" + Character.toUpperCase(field.name().charAt(0)) + field.name().substring(1);
                beanClass.getMethod(setter, fieldClass).invoke(bean, value(field));
            }
            return bean;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot fill a " + chosen.name() + " of " + service.javaPackage() + ": " + e, e);
        } finally {
            depth--;
        }
    }

    private static boolean extendsType(StructType candidate, StructType type) {
        for (StructType base = candidate.base(); base != null; base = base.base()) {
            if (base == type) {
                return true;
            }
        }
        return false;
    }

    /** The Java class of one item of the member: primitive where it is required, else (and in a List) boxed. */
    Class<?> itemClass(Member member) {
        boolean primitive = member.primitive() && !member.array();
        return switch (member.kind()) {
            case STRING, ENUMERATION -> String.class;
            case INT -> primitive ? int.class : Integer.class;
            case LONG -> primitive ? long.class : Long.class;
            case DOUBLE -> primitive ? double.class : Double.class;
            case BYTE -> primitive ? byte.class : Byte.class;
            case SHORT -> primitive ? short.class : Short.class;
            case FLOAT -> primitive ? float.class : Float.class;
            case INTEGER -> BigInteger.class;
            case BOOLEAN -> primitive ? boolean.class : Boolean.class;
            case DECIMAL -> BigDecimal.class;
            case DATE_TIME -> Calendar.class;
            case BINARY -> byte[].class;
            case STRUCT -> {
                try {
                    yield Class.forName(service.javaPackage() + "." + member.struct().name(), false, loader);
                } catch (ClassNotFoundException e) {
                    throw new IllegalStateException("the classes of " + service.javaPackage() + " are not on the class path", e);
                }
            }
        };
    }
}
