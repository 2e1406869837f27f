package dev.bindwise.runtime.internal.soap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import javax.xml.namespace.QName;

import org.apache.axiom.om.OMElement;
import org.apache.axiom.om.util.AXIOMUtil;
import org.junit.jupiter.api.Test;

import dev.bindwise.runtime.soap.SoapElement;
import dev.bindwise.runtime.soap.SoapSequence;
import dev.bindwise.runtime.soap.SoapValue;
import dev.bindwise.runtime.soap.XsdType;

/**
 * Lists over SOAP as a generated proxy has them ({@code List<T>} parameters and results, a data class's List made on
 * first use without a setter, as xjc writes it): null, empty, one and many items written as repeated elements and
 * read back; a repeated element without a wrapper cannot tell null from empty, so both are no element and read back
 * as an empty List (docs/generate.md); the caller's value is never changed by writing it.
 */
class ListValuesTest {

    private static final SoapValue WORD = new SoapValue("", "word", XsdType.STRING, 0, -1, true);
    private static final SoapValue SHELF = new SoapValue("", "shelf", XsdType.STRUCT, 0, -1, false);

    @Test
    void aListParameterIsOneElementPerItemAndReadsBackAsAList() throws Exception {
        for (List<String> words : Arrays.<List<String>>asList(List.of("one"), List.of("a", "", "c"), Arrays.asList("a", null, "b"))) {
            OMElement written = AXIOMUtil.stringToOM(write(WORD, words));
            assertEquals(words, SchemaReader.childrenOf(written, SoapTypes.NONE).value(WORD, List.class, String.class));
        }
        for (List<String> none : Arrays.asList(null, List.<String>of())) {
            String xml = write(WORD, none);
            assertEquals("<ns:op xmlns:ns=\"urn:t\"/>", xml, "no element for " + none);
            assertEquals(List.of(), SchemaReader.childrenOf(AXIOMUtil.stringToOM(xml), SoapTypes.NONE).value(WORD, List.class));
        }
    }

    @Test
    void aListOfDataClassesReadsItsItemsAsTheClassTheResultNames() throws Exception {
        Shelf first = new Shelf();
        first.getRating().addAll(List.of(5, 4));
        Shelf second = new Shelf();
        String xml = write(SHELF, List.of(first, second));
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><shelf><rating>5</rating><rating>4</rating></shelf><shelf/></ns:op>", xml);
        List<?> back = (List<?>) SchemaReader.childrenOf(AXIOMUtil.stringToOM(xml), SoapTypes.NONE).value(SHELF, List.class,
                Shelf.class);
        assertEquals(2, back.size());
        assertEquals(List.of(5, 4), ((Shelf) back.get(0)).getRating());
        assertEquals(List.of(), ((Shelf) back.get(1)).getRating());
    }

    @Test
    void aDataClassesListIsWrittenFromItsFieldWithoutMakingIt() throws Exception {
        Shelf shelf = new Shelf();
        assertEquals("<ns:op xmlns:ns=\"urn:t\"><shelf/></ns:op>", write(SHELF, List.of(shelf)));
        assertNull(shelf.rating, "writing a null List does not make it an empty one");

        for (List<Integer> ratings : List.of(List.of(3), List.of(1, 2, 3))) {
            Shelf full = new Shelf();
            full.getRating().addAll(ratings);
            List<Integer> before = new ArrayList<>(full.getRating());
            List<?> read = (List<?>) SchemaReader.childrenOf(AXIOMUtil.stringToOM(write(SHELF, List.of(full))), SoapTypes.NONE)
                    .value(SHELF, List.class, Shelf.class);
            assertEquals(ratings, ((Shelf) read.get(0)).getRating());
            assertEquals(before, full.rating, "the caller's List as it was");
        }
    }

    private static String write(SoapValue element, Object value) {
        OMElement wrapper = SchemaWriter.element(new QName("urn:t", "op"));
        SchemaWriter.values(wrapper, List.of(element), new Object[] {value}, SoapTypes.NONE, "op");
        return wrapper.toString();
    }

    /** A data class as the generator writes one for a structure with a repeated int. */
    @SoapSequence({"rating"})
    public static class Shelf {

        @SoapElement(name = "rating", type = XsdType.INT, minOccurs = 0, maxOccurs = -1)
        private List<Integer> rating;

        public List<Integer> getRating() {
            if (rating == null) {
                rating = new ArrayList<>();
            }
            return this.rating;
        }
    }
}
