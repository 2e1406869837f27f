package dev.bindwise.runtime.internal.soap;

import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.junit.jupiter.api.Test;

/**
 * An optional ({@code minOccurs="0"}) or nillable simple value as the generator now types it, boxed as JAXB does:
 * a null is left out (or sent as nil where nillable) and an absent element reads back as null, not 0.
 */
class BoxedOptionalValuesTest {

    private static final List<SoapValue> VALUES = List.of(
            new SoapValue("", "offset", XsdType.INT, 0, 1, false),
            new SoapValue("", "limit", XsdType.LONG, 0, 1, true),
            new SoapValue("", "count", XsdType.INT, 1, 1, false));

    @Test
    void aNullBoxedValueIsLeftOutOrNilAndReadsBackAsNull() throws Exception {
        OMElement wrapper = SchemaWriter.element(new QName("urn:t", "op"));
        SchemaWriter.values(wrapper, VALUES, new Object[] {null, null, 7}, SoapTypes.NONE, "op");
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><limit xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\""
                + " xsi:nil=\"true\"/><count>7</count></ns:op>", wrapper.toString());

        SchemaReader reader = SchemaReader.childrenOf(AXIOMUtil.stringToOM(wrapper.toString()), SoapTypes.NONE);
        assertNull(reader.value(VALUES.get(0), Integer.class), "absent: null, where an int read 0");
        assertNull(reader.value(VALUES.get(1), Long.class), "nil: null");
        assertEquals(7, reader.value(VALUES.get(2), int.class));
    }

    @Test
    void aBoxedValueIsWrittenAndReadAsItsPrimitiveWouldBe() throws Exception {
        OMElement wrapper = SchemaWriter.element(new QName("urn:t", "op"));
        SchemaWriter.values(wrapper, VALUES, new Object[] {0, -5L, 1}, SoapTypes.NONE, "op");
        SchemaReader reader = SchemaReader.childrenOf(AXIOMUtil.stringToOM(wrapper.toString()), SoapTypes.NONE);
        assertEquals(0, reader.value(VALUES.get(0), Integer.class), "a 0 that was sent stays 0");
        assertEquals(-5L, reader.value(VALUES.get(1), Long.class));
        assertEquals(1, reader.value(VALUES.get(2), int.class));
    }
}
