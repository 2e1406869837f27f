package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.SoapAttribute;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapSequence;
import dev.bindwise.runtime.soap.SoapElement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.TimeZone;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.junit.jupiter.api.Test;

/**
 * Attributes as the schema declares them ({@link SoapAttribute}): written on the structure's element in
 * their lexical forms, qualified ones in their namespace, a null optional one left out and a null required
 * one refused; read back from there, an absent one as null.
 */
class SchemaAttributesTest {

    private static final SoapValue TAGGED = new SoapValue("urn:t", "tagged", XsdType.STRUCT, 1, 1, false);

    @Test
    void writesEachAttributeOnTheStructuresElementAndLeavesOutANullOptionalOne() {
        Tagged tagged = new Tagged();
        tagged.setId("A-1");
        tagged.setCount(7);
        tagged.setNote("n");
        String xml = write(tagged);
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><ns:tagged id=\"A-1\" count=\"7\"><note>n</note></ns:tagged></ns:op>",
                xml);
    }

    @Test
    void writesQualifiedAttributesWithAPrefixAndTheLexicalForms() throws Exception {
        Tagged tagged = full();
        String xml = write(tagged);
        assertTrue(xml.contains("a1:price=\"1000\""), xml);
        assertTrue(xml.contains("xmlns:a1=\"urn:prices\""), xml);
        assertTrue(xml.contains("at=\"2026-01-02T03:04:05.000-05:30\""), xml);
        assertTrue(xml.matches(".*kind=\"(a\\d):big\".*"), xml);
        assertTrue(xml.contains("=\"urn:kinds\""), xml);
    }

    @Test
    void readsBackEveryAttributeAndAnAbsentOneAsNull() throws Exception {
        Tagged tagged = full();
        Tagged back = read(write(tagged));
        assertEquals("A-1", back.getId());
        assertEquals(-3, back.getCount());
        assertEquals(new BigDecimal("1000"), back.getPrice());
        assertEquals(tagged.getAt().getTimeInMillis(), back.getAt().getTimeInMillis());
        assertEquals(new QName("urn:kinds", "big"), back.getKind());
        assertEquals("n", back.getNote());

        Tagged bare = new Tagged();
        bare.setId("");
        Tagged bareBack = read(write(bare));
        assertEquals("", bareBack.getId(), "an empty attribute stays empty");
        assertNull(bareBack.getCount());
        assertNull(bareBack.getPrice());
        assertNull(bareBack.getAt());
        assertNull(bareBack.getKind());
    }

    @Test
    void aQualifiedAttributeIsNotReadFromAnUnqualifiedOneOfTheSameName() throws Exception {
        Tagged back = read("<ns:op xmlns:ns=\"urn:t\"><ns:tagged id=\"x\" price=\"5\"/></ns:op>");
        assertNull(back.getPrice());
        assertEquals("x", back.getId());
    }

    @Test
    void refusesANullRequiredAttributeSayingWhich() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> write(new Tagged()));
        assertTrue(refused.getMessage().startsWith("op.tagged.@id: attribute id is required"), refused.getMessage());
    }

    private static Tagged full() {
        Tagged tagged = new Tagged();
        tagged.setId("A-1");
        tagged.setCount(-3);
        tagged.setPrice(new BigDecimal("1E+3"));
        GregorianCalendar at = new GregorianCalendar(TimeZone.getTimeZone("GMT-05:30"));
        at.clear();
        at.set(2026, Calendar.JANUARY, 2, 3, 4, 5);
        tagged.setAt(at);
        tagged.setKind(new QName("urn:kinds", "big"));
        tagged.setNote("n");
        return tagged;
    }

    private static String write(Tagged tagged) {
        OMElement wrapper = SchemaWriter.element(new QName("urn:t", "op"));
        SchemaWriter.value(wrapper, TAGGED, tagged, SoapTypes.NONE, "op.tagged");
        return wrapper.toString();
    }

    private static Tagged read(String xml) throws Exception {
        return (Tagged) SchemaReader.childrenOf(AXIOMUtil.stringToOM(xml), SoapTypes.NONE).value(TAGGED, Tagged.class);
    }

    /** A data class with attributes, as the generator writes one. */
    @SoapSequence(value = {"note"}, attributes = {"id", "count", "price", "at", "kind"})
    public static class Tagged {

        @SoapAttribute(name = "id", type = XsdType.STRING, required = true)
        private String id;
        @SoapAttribute(name = "count", type = XsdType.INT)
        private Integer count;
        @SoapAttribute(name = "price", namespace = "urn:prices", type = XsdType.DECIMAL)
        private BigDecimal price;
        @SoapAttribute(name = "at", type = XsdType.DATE_TIME)
        private Calendar at;
        @SoapAttribute(name = "kind", type = XsdType.QNAME)
        private QName kind;
        @SoapElement(name = "note", type = XsdType.STRING, minOccurs = 0)
        private String note;

        public String getId() {
            return id;
        }

        public void setId(String id) {
            this.id = id;
        }

        public Integer getCount() {
            return count;
        }

        public void setCount(Integer count) {
            this.count = count;
        }

        public BigDecimal getPrice() {
            return price;
        }

        public void setPrice(BigDecimal price) {
            this.price = price;
        }

        public Calendar getAt() {
            return at;
        }

        public void setAt(Calendar at) {
            this.at = at;
        }

        public QName getKind() {
            return kind;
        }

        public void setKind(QName kind) {
            this.kind = kind;
        }

        public String getNote() {
            return note;
        }

        public void setNote(String note) {
            this.note = note;
        }
    }
}
