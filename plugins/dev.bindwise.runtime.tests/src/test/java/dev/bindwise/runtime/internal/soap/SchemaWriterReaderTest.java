package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;
import dev.bindwise.runtime.soap.SoapSequence;
import dev.bindwise.runtime.soap.SoapElement;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.junit.jupiter.api.Test;

/**
 * The schema-driven codec on its own: what it writes for each case the schema distinguishes (order, absent,
 * nil, qualified, lexical forms), and that it reads back what it wrote.
 */
class SchemaWriterReaderTest {

    private static final String NS = "urn:t";
    private static final List<SoapValue> PARAMETERS = List.of(
            new SoapValue("", "sample", XsdType.STRUCT, 0, 1, false),
            new SoapValue(NS, "count", XsdType.INT, 1, 1, false),
            new SoapValue("", "word", XsdType.STRING, 0, -1, true));

    @Test
    void writesInSchemaOrderLeavingOutNullOptionalsAndNilOnlyWhereNillable() {
        Sample sample = new Sample();
        sample.setName("Ada");
        String xml = write(sample, 3, new String[] {"x", null});
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><sample><name>Ada</name>"
                + "<phone xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/>"
                + "<amount>0</amount></sample><ns:count>3</ns:count><word>x</word>"
                + "<word xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xsi:nil=\"true\"/></ns:op>", xml);
    }

    @Test
    void writesTheLexicalFormsOfTheSchemasTypes() {
        Sample sample = new Sample();
        sample.setName("Ada");
        GregorianCalendar when = new GregorianCalendar(TimeZone.getTimeZone("GMT-05:30"));
        when.clear();
        when.set(2026, Calendar.JANUARY, 2, 3, 4, 5);
        sample.setWhen(when);
        sample.setAmount(new BigDecimal("1E+3"));
        sample.setRatio(Double.NEGATIVE_INFINITY);
        sample.setBlob(new byte[] {1, 2, 3});
        sample.setHex(new byte[] {(byte) 0xab, 0x01});
        sample.setKind(new QName("urn:kinds", "big"));
        String xml = write(sample, 0, null);
        assertTrue(xml.contains("<when>2026-01-02T03:04:05.000-05:30</when>"), xml);
        assertTrue(xml.contains("<amount>1000</amount>"), xml);
        assertTrue(xml.contains("<ratio>-INF</ratio>"), xml);
        assertTrue(xml.contains("<blob>AQID</blob>"), xml);
        assertTrue(xml.contains("<hex>AB01</hex>"), xml);
        assertTrue(xml.contains("<kind xmlns:q=\"urn:kinds\">q:big</kind>"), xml);
    }

    @Test
    void readsBackWhatItWrote() throws Exception {
        Sample sample = new Sample();
        sample.setName("Ada");
        sample.setEmail("");
        GregorianCalendar when = new GregorianCalendar(TimeZone.getTimeZone("GMT+09:00"));
        when.setTimeInMillis(1_790_000_000_123L);
        sample.setWhen(when);
        sample.setAmount(new BigDecimal("-0.000100"));
        sample.setRatio(Double.NaN);
        sample.setBlob(new byte[0]);
        sample.setHex(new byte[] {(byte) 0xff});
        sample.setKind(new QName("urn:kinds", "big"));
        OMElement request = AXIOMUtil.stringToOM(write(sample, 5, new String[] {"a", "b"}));
        SchemaReader reader = SchemaReader.childrenOf(request, SoapTypes.NONE);
        Sample back = (Sample) reader.value(PARAMETERS.get(0), Sample.class);
        assertEquals(5, reader.value(PARAMETERS.get(1), int.class));
        assertArrayEquals(new String[] {"a", "b"}, (String[]) reader.value(PARAMETERS.get(2), String[].class));
        assertEquals("Ada", back.getName());
        assertEquals("", back.getEmail(), "an empty string stays empty");
        assertNull(back.getPhone());
        assertEquals(when.getTimeInMillis(), back.getWhen().getTimeInMillis());
        assertEquals(9 * 3600_000, back.getWhen().get(Calendar.ZONE_OFFSET));
        assertEquals(new BigDecimal("-0.000100"), back.getAmount());
        assertTrue(Double.isNaN(back.getRatio()));
        assertArrayEquals(new byte[0], back.getBlob());
        assertArrayEquals(new byte[] {(byte) 0xff}, back.getHex());
        assertEquals(new QName("urn:kinds", "big"), back.getKind());
    }

    @Test
    void aChildThatIsNoneOfTheStructuresElementsIsPassedOverAndTheOnesAfterItAreRead() throws Exception {
        // the content of an xsd:any wildcard between the schema's elements, as a peer may send it
        OMElement reply = AXIOMUtil.stringToOM("<ns:op xmlns:ns=\"urn:t\"><sample><name>Ada</name>"
                + "<w:extra xmlns:w=\"urn:w\"><email>no</email></w:extra><email>yes</email><amount>2</amount></sample></ns:op>");
        Sample back = (Sample) SchemaReader.childrenOf(reply, SoapTypes.NONE).value(PARAMETERS.get(0), Sample.class);
        assertEquals("Ada", back.getName());
        assertEquals("yes", back.getEmail());
        assertEquals(new BigDecimal("2"), back.getAmount());
    }

    @Test
    void refusesANullForARequiredElementSayingWhich() {
        Sample sample = new Sample();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> write(sample, 1, null));
        assertTrue(refused.getMessage().contains("op.sample.name: name is required"), refused.getMessage());
    }

    private static String write(Sample sample, int count, String[] words) {
        OMElement wrapper = SchemaWriter.element(new QName(NS, "op"));
        SchemaWriter.values(wrapper, PARAMETERS, new Object[] {sample, count, words}, SoapTypes.NONE, "op");
        return wrapper.toString();
    }

    /** A data class as the generator writes one. */
    @SoapSequence({"name", "email", "phone", "when", "amount", "ratio", "blob", "hex", "kind"})
    public static class Sample {

        @SoapElement(name = "name", type = XsdType.STRING)
        private String name;
        @SoapElement(name = "email", type = XsdType.STRING, minOccurs = 0)
        private String email;
        @SoapElement(name = "phone", type = XsdType.STRING, minOccurs = 0, nillable = true)
        private String phone;
        @SoapElement(name = "when", type = XsdType.DATE_TIME, minOccurs = 0)
        private Calendar when;
        @SoapElement(name = "amount", type = XsdType.DECIMAL)
        private BigDecimal amount = BigDecimal.ZERO;
        @SoapElement(name = "ratio", type = XsdType.DOUBLE, minOccurs = 0)
        private Double ratio;
        @SoapElement(name = "blob", type = XsdType.BASE64_BINARY, minOccurs = 0)
        private byte[] blob;
        @SoapElement(name = "hex", type = XsdType.HEX_BINARY, minOccurs = 0)
        private byte[] hex;
        @SoapElement(name = "kind", type = XsdType.QNAME, minOccurs = 0)
        private QName kind;

        public String getName() {
            return name;
        }

        public void setName(String name) {
            this.name = name;
        }

        public String getEmail() {
            return email;
        }

        public void setEmail(String email) {
            this.email = email;
        }

        public String getPhone() {
            return phone;
        }

        public void setPhone(String phone) {
            this.phone = phone;
        }

        public Calendar getWhen() {
            return when;
        }

        public void setWhen(Calendar when) {
            this.when = when;
        }

        public BigDecimal getAmount() {
            return amount;
        }

        public void setAmount(BigDecimal amount) {
            this.amount = amount;
        }

        public Double getRatio() {
            return ratio;
        }

        public void setRatio(Double ratio) {
            this.ratio = ratio;
        }

        public byte[] getBlob() {
            return blob;
        }

        public void setBlob(byte[] blob) {
            this.blob = blob;
        }

        public byte[] getHex() {
            return hex;
        }

        public void setHex(byte[] hex) {
            this.hex = hex;
        }

        public QName getKind() {
            return kind;
        }

        public void setKind(QName kind) {
            this.kind = kind;
        }
    }
}
