package dev.bindwise.runtime.internal.commarea;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The layout text a generated proxy carries, read back into the runtime's layout; and what a bad text says. */
class LayoutTextTest {

    /** Trader's getQuote records as the core lays them out (CicsRecordsTest). */
    static final String GET_QUOTE_REQUEST = "requestType:X(16),userId?:X(8),company?:X(20)";
    static final String GET_QUOTE_REPLY = "return?{" + CommareaLayoutTest.QUOTE + "}";

    /**
     * Each picture names the COBOL item whose bytes the codec writes, as messages quote it: binaries are
     * COMP-5 (their bytes' whole range), and a packed decimal of fraction digits only is SV9(f), not the
     * invalid S9(0)V9(f).
     */
    @Test
    void picturesAreNamedAsValidCobol() {
        assertEquals("PIC S9(4) COMP-5", new Picture.Binary(2).toString());
        assertEquals("PIC S9(18) COMP-5", new Picture.Binary(8).toString());
        assertEquals("PIC S9(13)V9(2) COMP-3", new Picture.Packed(15, 2).toString());
        assertEquals("PIC S9(5) COMP-3", new Picture.Packed(5, 0).toString());
        assertEquals("PIC SV9(3) COMP-3", new Picture.Packed(3, 3).toString());
        CommareaException tooLong = assertThrows(CommareaException.class,
                () -> CommareaLayout.parse("R", "rate:PACKED(3,3)").encodeValues(new java.math.BigDecimal("1.5")));
        assertTrue(tooLong.getMessage().contains("PIC SV9(3) COMP-3"), tooLong.getMessage());
    }

    @Test
    void tradersQuoteRecordsHaveTheLengthsOfTheWsdl() {
        CommareaLayout request = CommareaLayout.parse("TRADERBL-GETQUOTE-REQUEST", GET_QUOTE_REQUEST);
        CommareaLayout reply = CommareaLayout.parse("TRADER-QUOTE-COMMAREA", GET_QUOTE_REPLY);

        assertEquals(List.of("requestType", "userId", "company"), request.fieldNames());
        assertEquals(46, request.fixedLength(), "Trader.wsdl's commareaLength");
        assertEquals(135, reply.fixedLength(), "Trader.wsdl's replyLength");
        CommareaItem.Group quote = (CommareaItem.Group) ((CommareaItem.NullIndicated) reply.fields().get(0)).item();
        CommareaItem.Table history = (CommareaItem.Table) quote.members().get(5);
        assertEquals(new CommareaItem.Table("unitHistory",
                new CommareaItem.NullIndicated(new CommareaItem.Elementary("unitHistory", new Picture.Packed(15, 2))), 0, 7), history);
        assertTrue(history.counted());
    }

    @Test
    void theTextReadsBackToItself() {
        for (String text : List.of(GET_QUOTE_REQUEST, GET_QUOTE_REPLY, "a:FLAG,b:BIN(2),c:BIN(8),d:FLOAT(4),e:FLOAT(8)",
                "grid[3..3][0..*]?{x-1:X(0),y.2:PACKED(1,0)}", "")) {
            assertEquals(text, LayoutText.of(LayoutText.parse(text)), text);
        }
    }

    @Test
    void anUnboundedTableHasALengthPerItem() {
        CommareaLayout layout = CommareaLayout.parse("R", "request?{positions[0..*]?{id?:X(32),price?:FLOAT(8)},stamp:TIMESTAMP}");

        assertEquals(1 + 4 + 26, layout.fixedLength());
        assertEquals(Map.of("request.positions", 1 + 33 + 9), layout.lengthPerItem());
        assertTrue(layout.variable());
    }

    @Test
    void theEmptyTextIsARecordOfNoFields() {
        assertEquals(0, CommareaLayout.parse("NONE", "").fixedLength());
    }

    @Test
    void aWrongCharacterIsNamedWithItsPosition() {
        LayoutTextException e = assertThrows(LayoutTextException.class,
                () -> LayoutText.parse("requestType:X(16),userId=X(8)"));

        assertEquals(24, e.position());
        assertEquals("record layout text, position 24: expected ':', '?', '[' or '{' after the field name 'userId', found '='"
                + "\n  requestType:X(16),userId=X(8)\n                          ^", e.getMessage());
    }

    @Test
    void badTextsSayWhatWasExpectedAndWhere() {
        assertError("a:X(16", 6, "expected ')' after the width, found the end of the text");
        assertError("a:X(16)b:FLAG", 7, "expected ',' before the next item or the end of the text, found 'b'");
        assertError("a:BIN(3)", 2, "BIN(3) of a is no binary integer: its width is 2, 4 or 8 bytes");
        assertError("a:FLOAT(2)", 2, "FLOAT(2) of a is no floating point number");
        assertError("a:PACKED(15,16)", 2, "PACKED(15,16) of a is no packed decimal: it has 1 to 31 digits");
        assertError("a:PIC", 2, "expected a picture (X(n), FLAG, BIN(n), FLOAT(n), PACKED(d,s) or TIMESTAMP) for a, found 'P'");
        assertError("t[5..2]:X(1)", 1, "the table t holds 5 to 2 items: the most cannot be below the least");
        assertError("t[1-2]:X(1)", 3, "expected '..' between the least and the most number of items, found '-'");
        assertError("t[0..x]:X(1)", 5, "expected the most number of items, or '*' for no bound (digits), found 'x'");
        assertError("g{a:X(1)", 8, "expected ',' before the next member or '}' at the end of the group g, found the end of the text");
        assertError("g{a:X(1),a:FLAG}", 9, "the name 'a' is given twice at the same level");
        assertError(",a:FLAG", 0, "expected a field name (a letter or '_' first), found ','");
        assertError("a:X(1), b:FLAG", 7, "expected a field name (a letter or '_' first), found ' '");
        assertError("a:X(123456789)", 4, "the width of a in characters is 123456789, more than any COMMAREA holds");
    }

    private static void assertError(String text, int position, String message) {
        LayoutTextException e = assertInstanceOf(LayoutTextException.class,
                assertThrows(IllegalArgumentException.class, () -> LayoutText.parse(text)));
        assertEquals(position, e.position(), e.getMessage());
        assertTrue(e.getMessage().startsWith("record layout text, position " + position + ": " + message), e.getMessage());
    }
}
