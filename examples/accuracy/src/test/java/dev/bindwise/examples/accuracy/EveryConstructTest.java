package dev.bindwise.examples.accuracy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.namespace.QName;

import org.junit.jupiter.api.Test;

import dev.bindwise.examples.accuracy.RandomService.Kind;
import dev.bindwise.examples.accuracy.RandomService.Member;
import dev.bindwise.examples.accuracy.RandomService.Occurrence;
import dev.bindwise.examples.accuracy.RandomService.StructType;

/**
 * The every-construct profile of the generator, as the differential benchmark's 100 services draw it, and the
 * field texts it compares by: nothing a user could tell apart is equal.
 */
class EveryConstructTest {

    @Test
    void aHundredServicesHaveEveryKindInEveryOccurrenceAndTheShapesAround() {
        Set<String> seen = new HashSet<>();
        for (long seed = 5000; seed < 5100; seed++) {
            RandomService service = RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed);
            for (StructType type : service.types()) {
                if (type.base() != null) {
                    seen.add("inheritance");
                }
                type.fields().forEach(field -> note(field, seen));
                if (type.arrayDepth() >= 2) {
                    seen.add("nested arrays of structures");
                }
            }
            service.operations().forEach(operation -> operation.parameters().forEach(parameter -> note(parameter, seen)));
            String wsdl = new ServiceSources(service).wsdl(1, 2);
            assertTrue(wsdl.contains("<java:address className=\"" + new ServiceSources(service).implementationName() + "\"/>"), wsdl);
        }
        for (Kind kind : Kind.values()) {
            for (Occurrence occurrence : Occurrence.values()) {
                assertTrue(seen.contains(kind + " " + occurrence), kind + " " + occurrence + " in none of 100 services: " + seen);
            }
        }
        for (String shape : List.of("inheritance", "nested arrays of structures", "array of STRING", "array of STRUCT",
                "array of BOOLEAN", "ENUMERATION")) {
            assertTrue(seen.contains(shape), shape + " in none of 100 services: " + seen);
        }
    }

    /**
     * A repeated value is a {@code java.util.List} of boxed items in the service's Java, whether or not its WSDL makes
     * the items nillable ({@code List<Integer>}), as JAXB binds the schema: so a proxy generated from the WSDL has the
     * service's own signatures.
     */
    @Test
    void repeatedValuesAreListsOfBoxedItemsAsJaxbBindsThem() {
        int arrays = 0;
        for (long seed = 5000; seed < 5100; seed++) {
            RandomService service = RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed);
            ServiceSources sources = new ServiceSources(service);
            String wsdl = sources.wsdl(1, 2);
            Map<String, String> javaSources = sources.javaSources();
            for (StructType type : service.types()) {
                String complexType = wsdl.substring(wsdl.indexOf("<xsd:complexType name=\"" + type.name() + "\">"));
                complexType = complexType.substring(0, complexType.indexOf("</xsd:complexType>"));
                String bean = javaSources.get(service.javaPackage() + "." + type.name());
                for (Member field : type.ownFields()) {
                    if (!field.array() || !field.kind().primitive()) {
                        continue;
                    }
                    arrays++;
                    Matcher element = Pattern.compile("<xsd:element name=\"" + field.name()
                            + "\"[^>]*maxOccurs=\"unbounded\"[^>]*/>").matcher(complexType);
                    assertTrue(element.find(), field + " in " + complexType);
                    Matcher declared = Pattern.compile("private java\\.util\\.List<(\\w+)> " + field.name() + ";")
                            .matcher(bean);
                    assertTrue(declared.find(), field + " in " + bean);
                    assertTrue(Character.isUpperCase(declared.group(1).charAt(0)), service.name() + "." + type.name() + "."
                            + field.name() + ": " + element.group() + " is " + declared.group());
                }
            }
        }
        assertTrue(arrays >= 10, "only " + arrays + " repeated primitives in 100 services");
    }

    /**
     * Structures have attributes of every simple kind, required and optional, as the WSDL's {@code xsd:attribute}
     * (use="required" where required) and the bean's {@code @XmlAttribute} (left out of propOrder, which lists
     * elements); a structure with a required attribute is never nillable, since a nil element needs them too.
     */
    @Test
    void structuresHaveRequiredAndOptionalAttributesOfEverySimpleKind() {
        Set<String> seen = new HashSet<>();
        for (long seed = 5000; seed < 5100; seed++) {
            RandomService service = RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed);
            ServiceSources sources = new ServiceSources(service);
            String wsdl = sources.wsdl(1, 2);
            for (StructType type : service.types()) {
                String complexType = wsdl.substring(wsdl.indexOf("<xsd:complexType name=\"" + type.name() + "\">"));
                complexType = complexType.substring(0, complexType.indexOf("</xsd:complexType>"));
                String bean = sources.javaSources().get(service.javaPackage() + "." + type.name());
                for (Member field : type.ownFields()) {
                    if (!field.attribute()) {
                        continue;
                    }
                    boolean required = field.occurrence() == Occurrence.REQUIRED;
                    seen.add(field.kind() + " " + field.occurrence());
                    assertTrue(complexType.matches("(?s).*<xsd:attribute name=\"" + field.name() + "\" type=\"[^\"]+\""
                            + (required ? " use=\"required\"" : "") + "/>.*"), field + " in " + complexType);
                    assertTrue(bean.contains("@jakarta.xml.bind.annotation.XmlAttribute(name = \"" + field.name() + "\""
                            + (required ? ", required = true" : "") + ") private"), field + " in " + bean);
                    assertTrue(!bean.contains("propOrder = {") || !bean.substring(bean.indexOf("propOrder = {"),
                            bean.indexOf("})")).contains("\"" + field.name() + "\""), field + " in the propOrder of " + bean);
                }
            }
            for (RandomService.Operation operation : service.operations()) {
                for (Member member : operation.parameters()) {
                    assertTrue(member.struct() == null || !member.struct().hasRequiredAttribute()
                            || member.occurrence() != Occurrence.NILLABLE, member.toString());
                }
            }
        }
        for (Kind kind : List.of(Kind.STRING, Kind.ENUMERATION, Kind.INT, Kind.LONG, Kind.DOUBLE, Kind.BOOLEAN, Kind.DECIMAL,
                Kind.DATE_TIME, Kind.BYTE, Kind.SHORT, Kind.FLOAT, Kind.INTEGER)) {
            for (Occurrence occurrence : List.of(Occurrence.REQUIRED, Occurrence.OPTIONAL)) {
                assertTrue(seen.contains(kind + " " + occurrence), "no " + occurrence + " " + kind + " attribute in 100 services: " + seen);
            }
        }
    }

    private static void note(Member member, Set<String> seen) {
        seen.add(member.kind() + " " + member.occurrence());
        seen.add(member.kind().name());
        if (member.array()) {
            seen.add("array of " + member.kind());
        }
    }

    @Test
    void theAccuracyProfileStillMakesTheServicesItMadeBefore() {
        // the every-construct profile draws more random numbers; the accuracy profile's seeds must not move
        RandomService service = RandomService.of(1091);
        assertEquals("Random1091", service.name());
        assertTrue(service.operations().stream().anyMatch(o -> o.name().equals("submitContact")), service.operations().toString());
        for (StructType type : service.types()) {
            for (Member field : type.fields()) {
                assertEquals(field.kind().primitive() ? Occurrence.REQUIRED : Occurrence.NILLABLE, field.occurrence(), field.toString());
            }
        }
    }

    @Test
    void fieldTextsTellApartWhatAUserCan() {
        assertNotEquals(FieldValues.of("v", null), FieldValues.of("v", ""));
        assertNotEquals(FieldValues.of("v", new String[0]), FieldValues.of("v", null));
        assertNotEquals(FieldValues.of("v", new BigDecimal("1.50")), FieldValues.of("v", new BigDecimal("1.5")));
        assertNotEquals(FieldValues.of("v", -0.0), FieldValues.of("v", 0.0));
        assertNotEquals(FieldValues.of("v", 5), FieldValues.of("v", 5L));
        assertNotEquals(FieldValues.of("v", new byte[] {1, 2}), FieldValues.of("v", new byte[] {1, 3}));
        assertNotEquals(FieldValues.of("v", "\uD834\uDD1E"), FieldValues.of("v", "??"));
        Calendar india = at("GMT+05:30", 1969);
        india.getTimeInMillis();
        Calendar utc = (Calendar) india.clone();
        utc.setTimeZone(TimeZone.getTimeZone("UTC"));
        assertEquals(india.getTimeInMillis(), utc.getTimeInMillis());
        assertNotEquals(FieldValues.of("v", india), FieldValues.of("v", utc), "the same instant at another offset");
        assertEquals(Map.of("v", "Calendar 1969-07-20T20:17:40.123+05:30"), FieldValues.of("v", india));
        assertEquals(Map.of("v", "\"a&b {U+1D11E}\""), FieldValues.of("v", "a&b \uD834\uDD1E"));
        // JAXB's dateTime keeps its offset and its fraction's digits; a QName is its namespace and local name
        assertEquals(Map.of("v", "XMLGregorianCalendar 1969-07-20T20:17:40.120+05:30"),
                FieldValues.of("v", DATES.newXMLGregorianCalendar("1969-07-20T20:17:40.120+05:30")));
        assertNotEquals(FieldValues.of("v", DATES.newXMLGregorianCalendar("1969-07-20T20:17:40+05:30")),
                FieldValues.of("v", DATES.newXMLGregorianCalendar("1969-07-20T14:47:40Z")));
        assertEquals(FieldValues.of("v", new QName("urn:a", "b", "p")), FieldValues.of("v", new QName("urn:a", "b", "q")));
        assertNotEquals(FieldValues.of("v", new QName("urn:a", "b")), FieldValues.of("v", new QName("urn:c", "b")));
    }

    private static final DatatypeFactory DATES = dates();

    private static DatatypeFactory dates() {
        try {
            return DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Calendar at(String zone, int year) {
        GregorianCalendar calendar = new GregorianCalendar(TimeZone.getTimeZone(zone));
        calendar.clear();
        calendar.set(year, Calendar.JULY, 20, 20, 17, 40);
        calendar.set(Calendar.MILLISECOND, 123);
        return calendar;
    }
}
