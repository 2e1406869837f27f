package dev.bindwise.core.estimate;

/**
 * How GlassFish ORB 5.0 writes the JDK classes that WSDL types map to, read from the messages of our
 * example services field by field. The JDK classes that have a writeObject method are custom-marshalled,
 * in RMI-IIOP stream format version 2 (the client asks for it in its RMICustomMaxStreamFormat service
 * context): their values are chunked; each such class's part begins with the format version and a flag
 * (defaultWriteObject was called), its serializable fields follow (primitives first, each group sorted by
 * name, as for any class), and what writeObject writes beyond them follows as a value of its own,
 * {@code org.omg.custom.<class>}, or as a null value when it writes nothing more.
 */
final class JdkValueEncodings {

    private static final String GREGORIAN_CALENDAR = RmiType.repositoryId("java.util.GregorianCalendar");
    private static final String CALENDAR_CUSTOM_DATA = RmiType.customDataId("java.util.Calendar");
    private static final String SIMPLE_TIME_ZONE = RmiType.repositoryId("java.util.SimpleTimeZone");
    private static final String SIMPLE_TIME_ZONE_CUSTOM_DATA = RmiType.customDataId("java.util.SimpleTimeZone");
    private static final String ZONE_INFO = RmiType.repositoryId("sun.util.calendar.ZoneInfo");
    private static final String ARRAY_LIST = RmiType.repositoryId("java.util.ArrayList");
    private static final String ARRAY_LIST_CUSTOM_DATA = RmiType.customDataId("java.util.ArrayList");
    private static final String BIG_DECIMAL = RmiType.repositoryId("java.math.BigDecimal");
    private static final String BIG_INTEGER = RmiType.repositoryId("java.math.BigInteger");
    private static final String INT_ARRAY = RmiType.arrayOf(RmiType.primitive(RmiType.Sort.INT)).repositoryId();
    private static final String BOOLEAN_ARRAY = RmiType.arrayOf(RmiType.primitive(RmiType.Sort.BOOLEAN)).repositoryId();
    private static final String BYTE_ARRAY = RmiType.arrayOf(RmiType.primitive(RmiType.Sort.BYTE)).repositoryId();

    /**
     * The time zone our example data carries (UTC), whose ID is part of the first Calendar of a message. A
     * zone with daylight saving rules is larger: its ZoneInfo carries its transitions too.
     */
    private static final String ZONE_ID = "UTC";
    /** Calendar.FIELD_COUNT: the lengths of a Calendar's fields and isSet arrays. */
    private static final int CALENDAR_FIELDS = 17;
    /** The shared objects of the Calendars of a message: each Calendar's zone is the same ZoneInfo. */
    private static final String ZONE = "zone";
    private static final String ZONE_ID_STRING = "zone ID";
    private static final String MONTH_LENGTHS = "SimpleTimeZone month lengths";

    private JdkValueEncodings() {
    }

    /** A java.lang.String: a boxed wstring, {@code IDL:omg.org/CORBA/WStringValue:1.0}. */
    static void string(CdrSizeStream cdr, double characters) {
        cdr.beginValue(RmiType.WSTRING_VALUE, false);
        cdr.wstring(characters);
        cdr.endValue();
    }

    /** An array of primitives: its length and its items (byte[], int[], ...). */
    static void primitiveArray(CdrSizeStream cdr, String repositoryId, double items, int itemSize) {
        cdr.beginValue(repositoryId, false);
        cdr.primitive(4);
        if (items > 0) {
            cdr.primitive(itemSize);
            cdr.octets((items - 1) * itemSize);
        }
        cdr.endValue();
    }

    /**
     * A GregorianCalendar (about 900 bytes as the first of a message, 400 after it): Calendar's part
     * (custom-marshalled: its fields, the fields and isSet arrays, its zone as a SimpleTimeZone made for
     * the occasion, then as optional data the real zone, a ZoneInfo), then GregorianCalendar's own field.
     * All Calendars of a message are taken to share their zone, as Calendars made in one JVM do: the
     * later ones refer to the first one's ZoneInfo, zone ID and month lengths by indirection.
     */
    static void calendar(CdrSizeStream cdr) {
        cdr.beginValue(GREGORIAN_CALENDAR, true);
        formatVersionAndDefaultFlag(cdr);
        // areFieldsSet, firstDayOfWeek, isTimeSet, lenient, minimalDaysInFirstWeek, nextStamp, serialVersionOnStream, time
        cdr.primitive(1);
        cdr.primitive(4);
        cdr.primitive(1);
        cdr.primitive(1);
        cdr.primitive(4);
        cdr.primitive(4);
        cdr.primitive(4);
        cdr.primitive(8);
        primitiveArray(cdr, INT_ARRAY, CALENDAR_FIELDS, 4);
        primitiveArray(cdr, BOOLEAN_ARRAY, CALENDAR_FIELDS, 1);
        simpleTimeZone(cdr);
        cdr.beginValue(CALENDAR_CUSTOM_DATA, true);
        cdr.primitive(1); // writeObject(zone): an abstract interface, here a value
        cdr.sharedObject(ZONE, () -> zoneInfo(cdr));
        cdr.endValue();
        cdr.primitive(8); // GregorianCalendar.gregorianCutover
        cdr.endValue();
    }

    /**
     * A java.util.ArrayList, as a List a JAXB bean or method declares is marshalled: written where a List is
     * declared, an abstract interface (a flag, then the value); its field size, then as optional data
     * writeObject's size again and the items, each itself an abstract interface (a flag, then the item's value),
     * which {@code items} writes.
     */
    static void arrayList(CdrSizeStream cdr, Runnable items) {
        cdr.primitive(1);
        cdr.beginValue(ARRAY_LIST, true);
        formatVersionAndDefaultFlag(cdr);
        cdr.primitive(4); // size
        cdr.beginValue(ARRAY_LIST_CUSTOM_DATA, true);
        cdr.primitive(4); // writeInt(size)
        items.run();
        cdr.endValue();
        cdr.endValue();
    }

    /** java.math.BigDecimal: its scale, and its unscaled value as a BigInteger. */
    static void bigDecimal(CdrSizeStream cdr, double magnitudeBytes) {
        cdr.beginValue(BIG_DECIMAL, true);
        formatVersionAndDefaultFlag(cdr);
        cdr.primitive(4); // scale
        bigInteger(cdr, magnitudeBytes);
        cdr.nullValue(); // nothing written beyond the fields
        cdr.endValue();
    }

    /** java.math.BigInteger: five ints, and its magnitude as a byte[]. */
    static void bigInteger(CdrSizeStream cdr, double magnitudeBytes) {
        cdr.beginValue(BIG_INTEGER, true);
        formatVersionAndDefaultFlag(cdr);
        for (int i = 0; i < 5; i++) { // bitCount, bitLength, firstNonzeroByteNum, lowestSetBit, signum
            cdr.primitive(4);
        }
        primitiveArray(cdr, BYTE_ARRAY, magnitudeBytes, 1);
        cdr.nullValue();
        cdr.endValue();
    }

    /** Bytes of the magnitude of a number of so many decimal digits. */
    static double magnitudeBytes(double digits) {
        return digits <= 0 ? 0 : Math.ceil(digits * Math.log(10) / Math.log(2) / 8);
    }

    /** The zone field Calendar.writeObject writes: a SimpleTimeZone equivalent to the ZoneInfo. */
    private static void simpleTimeZone(CdrSizeStream cdr) {
        cdr.beginValue(SIMPLE_TIME_ZONE, true);
        cdr.sharedObject(ZONE_ID_STRING, () -> string(cdr, ZONE_ID.length())); // TimeZone.ID
        formatVersionAndDefaultFlag(cdr);
        for (int i = 0; i < 16; i++) { // dstSavings ... startYear
            cdr.primitive(4);
        }
        cdr.primitive(1); // useDaylight
        cdr.sharedObject(MONTH_LENGTHS, () -> primitiveArray(cdr, BYTE_ARRAY, 12, 1));
        cdr.beginValue(SIMPLE_TIME_ZONE_CUSTOM_DATA, true);
        cdr.primitive(4); // the rules: their length and 6 bytes
        cdr.octets(6);
        cdr.primitive(1); // writeObject(times): a value
        primitiveArray(cdr, INT_ARRAY, 2, 4);
        cdr.endValue();
        cdr.endValue();
    }

    /** The ZoneInfo itself (no writeObject): its ID, four ints, a boolean and three arrays, null for UTC. */
    private static void zoneInfo(CdrSizeStream cdr) {
        cdr.beginValue(ZONE_INFO, true);
        cdr.sharedObject(ZONE_ID_STRING, () -> string(cdr, ZONE_ID.length()));
        for (int i = 0; i < 4; i++) { // checksum, dstSavings, rawOffset, rawOffsetDiff
            cdr.primitive(4);
        }
        cdr.primitive(1); // willGMTOffsetChange
        for (int i = 0; i < 3; i++) { // offsets, simpleTimeZoneParams, transitions
            cdr.nullValue();
        }
        cdr.endValue();
    }

    private static void formatVersionAndDefaultFlag(CdrSizeStream cdr) {
        cdr.primitive(1);
        cdr.primitive(1);
    }
}
