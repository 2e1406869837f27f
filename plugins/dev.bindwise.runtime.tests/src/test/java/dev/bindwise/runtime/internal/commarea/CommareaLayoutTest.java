package dev.bindwise.runtime.internal.commarea;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.examples.Dates;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.trader.Holding;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.TraderImpl;

/**
 * The codec: COMMAREA records written from Java beans and read back, byte for byte, in the layouts the
 * core gives Trader.wsdl's types (the core's CommareaLayoutsTest checks that it gives these texts).
 */
class CommareaLayoutTest {

    private static final HexFormat HEX = HexFormat.of().withUpperCase();

    /** Trader.wsdl's Quote, as the core lays it out. */
    static final String QUOTE = "asOf?:TIMESTAMP,commissionBuy?:BIN(4),commissionSell?:BIN(4),company?:X(20),"
            + "sharePrice?:PACKED(15,2),unitHistory[0..7]?:PACKED(15,2)";
    /** Trader.wsdl's Holding, as the core lays it out. */
    static final String HOLDING = "company?:X(20),shares?:BIN(4),value?:PACKED(15,2)";
    /** A field of every kind a record lays out, some behind null indicators, and a counted bounded table. */
    private static final String SAMPLE = "flag:FLAG,small:BIN(2),big:BIN(8),ratio:FLOAT(4),note?:X(10),when?:TIMESTAMP,"
            + "scores[0..3]:BIN(4)";

    /**
     * Quote's fields in the order of the schema (Axis2's: alphabetical), each optional (minOccurs 0) and so
     * behind a null indicator: asOf X(26) + commissionBuy, commissionSell S9(9) COMP (4 each) + company X(20)
     * + sharePrice S9(13)V99 COMP-3 (8) + unitHistory, 0 to 7 nillable items: a count and 7 slots.
     */
    @Test
    void quoteIs134BytesLaidOutAsACopybookWould() {
        CommareaLayout layout = CommareaLayout.parse("TRADER-QUOTE-COMMAREA", QUOTE);
        assertEquals((1 + 26) + (1 + 4) + (1 + 4) + (1 + 20) + (1 + 8) + (4 + 7 * (1 + 8)), layout.fixedLength());
        assertEquals(Map.of(), layout.lengthPerItem());

        Quote quote = new TraderImpl().getQuote("USER0001", "IBM");
        quote.setSharePrice(new BigDecimal("123.45"));
        byte[] record = layout.encode(quote);

        assertEquals(134, record.length);
        assertEquals(134, layout.length(quote));
        assertEquals("00", HEX.formatHex(record, 0, 1), "asOf is there");
        assertEquals("2005-09-09-18.18.30.830000", new String(record, 1, 26, Ebcdic.CP037), "asOf: a UTC timestamp");
        assertEquals("00" + "0000000A" + "00" + "0000000C", HEX.formatHex(record, 27, 37), "commissions 10 and 12: binary");
        assertEquals("00" + "C9C2D4" + "40".repeat(17), HEX.formatHex(record, 37, 58), "company: EBCDIC 'IBM', space padded");
        assertEquals("00" + "000000000012345C", HEX.formatHex(record, 58, 67), "sharePrice: packed decimal 123.45");
        assertEquals("00000007", HEX.formatHex(record, 67, 71), "unitHistory: 7 items");
        assertEquals("00" + "000000000001246C", HEX.formatHex(record, 71, 80), "unitHistory[0]: packed decimal 12.46");
        assertEquals("00" + "000000000001306C", HEX.formatHex(record, 125, 134), "unitHistory[6]: packed decimal 13.06");
        assertEquals(SameContent.describe(quote), SameContent.describe(layout.decode(record, Quote.class)));
    }

    /** company X(20), shares S9(9) COMP, value S9(13)V99 COMP-3, each behind a null indicator. */
    @Test
    void holdingIs35Bytes() {
        CommareaLayout layout = CommareaLayout.parse("TRADER-HOLDING-COMMAREA", HOLDING);
        assertEquals((1 + 20) + (1 + 4) + (1 + 8), layout.fixedLength());

        Holding holding = new TraderImpl().buy("USER0001", "IBM", 10);
        byte[] record = layout.encode(holding);

        assertEquals(35, record.length);
        assertEquals("00" + "C9C2D4" + "40".repeat(17), HEX.formatHex(record, 0, 21), "company: EBCDIC 'IBM', space padded");
        assertEquals("00" + "0000000A", HEX.formatHex(record, 21, 26), "shares: binary 10");
        assertEquals("00" + "000000000012760C", HEX.formatHex(record, 26, 35), "value: packed decimal 127.60");
        assertEquals(SameContent.describe(holding), SameContent.describe(layout.decode(record, Holding.class)));
    }

    @Test
    void negativeDecimalsArePackedWithSignD() {
        CommareaLayout layout = CommareaLayout.parse("TRADER-HOLDING-COMMAREA", HOLDING);
        Holding holding = new Holding();
        holding.setCompany("IBM");
        holding.setValue(new BigDecimal("-9876543210987.65"));

        byte[] record = layout.encode(holding);

        assertEquals("987654321098765D", HEX.formatHex(record, 27, 35));
        assertEquals(new BigDecimal("-9876543210987.65"), layout.decode(record, Holding.class).getValue());
    }

    @Test
    void everyKindRoundTripsWithNullIndicatorsAndACountedTable() {
        CommareaLayout layout = CommareaLayout.parse("SAMPLE", SAMPLE);
        // flag 1 + small 2 + big 8 + ratio 4 + (indicator + note 10) + (indicator + when 26) + (count + 3 x 4)
        assertEquals(1 + 2 + 8 + 4 + 11 + 27 + 16, layout.fixedLength());

        Sample full = sample("a note", new int[] {7, 8});
        byte[] record = layout.encode(full);
        assertEquals(69, record.length, "a bounded table keeps its slots: the record has one length");
        assertEquals("E8", HEX.formatHex(record, 0, 1), "flag 'Y'");
        assertEquals("00", HEX.formatHex(record, 15, 16), "note is there");
        assertEquals("00000002" + "00000007" + "00000008" + "00000000", HEX.formatHex(record, 53, 69));
        assertEquals(SameContent.describe(full), SameContent.describe(layout.decode(record, Sample.class)));

        Sample empty = sample(null, null);
        empty.setWhen(null);
        byte[] nulls = layout.encode(empty);
        assertEquals(69, nulls.length);
        assertEquals("FF" + "00".repeat(10), HEX.formatHex(nulls, 15, 26), "a null note: indicator X'FF', low-values");
        Sample decoded = layout.decode(nulls, Sample.class);
        assertNull(decoded.getNote());
        assertNull(decoded.getWhen());
        assertEquals(0, decoded.getScores().length);
    }

    @Test
    void valuesThatDoNotFitTheirFieldsAreErrorsNamingTheField() {
        CommareaLayout quotes = CommareaLayout.parse("TRADER-QUOTE-COMMAREA", QUOTE);
        Quote quote = new TraderImpl().getQuote("USER0001", "IBM");

        quote.setCompany("A COMPANY NAME LONGER THAN TWENTY");
        assertMessage(quotes, quote, "value of company is 33 characters long, its field holds 20");

        // code page 037 has no byte for the euro sign nor for characters beyond U+FFFF: no silent X'3F' for them
        quote = new TraderImpl().getQuote("USER0001", "IBM");
        quote.setCompany("PRIX 5 \u20AC");
        assertMessage(quotes, quote, "value of company holds '\u20AC' (U+20AC) at position 7, which EBCDIC code page 037 has no byte for");
        quote.setCompany("SMILE \uD83D\uDE00");
        assertMessage(quotes, quote, "holds '\uD83D\uDE00' (U+1F600) at position 6");
        quote.setCompany("\u00C4\u001A\u00E9\u00AC x");
        assertEquals("63" + "3F" + "51" + "5F", HEX.formatHex(quotes.encode(quote), 38, 42),
                "Latin-1 and U+001A have their bytes");

        quote = new TraderImpl().getQuote("USER0001", "IBM");
        quote.setSharePrice(new BigDecimal("1.005"));
        assertMessage(quotes, quote, "has more than 2 fraction digits");

        quote = new TraderImpl().getQuote("USER0001", "IBM");
        quote.setUnitHistory(Arrays.copyOf(quote.getUnitHistory(), 8));
        assertMessage(quotes, quote, "unitHistory has 8 items; its table holds 0 to 7");

        CommareaLayout stamps = CommareaLayout.parse("STAMP", "when:TIMESTAMP");
        Sample noTime = sample("a note", null);
        noTime.setWhen(null);
        assertMessage(stamps, noTime, "when is required");
    }

    @Test
    void aQuoteWithNullsAndAShorterHistoryKeepsItsLength() {
        CommareaLayout quotes = CommareaLayout.parse("TRADER-QUOTE-COMMAREA", QUOTE);
        Quote quote = new TraderImpl().getQuote("USER0001", "IBM");
        quote.setAsOf(null);
        quote.setCompany(null);
        quote.setUnitHistory(new BigDecimal[] {new BigDecimal("1.00"), null});

        byte[] record = quotes.encode(quote);

        assertEquals(134, record.length);
        assertEquals("FF" + "00".repeat(26), HEX.formatHex(record, 0, 27), "a null asOf: indicator X'FF', low-values");
        assertEquals("00000002", HEX.formatHex(record, 67, 71), "unitHistory: 2 items");
        assertEquals("FF", HEX.formatHex(record, 80, 81), "unitHistory[1] is null");
        assertEquals(SameContent.describe(quote), SameContent.describe(quotes.decode(record, Quote.class)));
    }

    @Test
    void aRecordOfTheWrongLengthIsAnError() {
        CommareaLayout holdings = CommareaLayout.parse("TRADER-HOLDING-COMMAREA", HOLDING);
        byte[] record = holdings.encode(new TraderImpl().buy("USER0001", "IBM", 1));

        assertThrows(CommareaException.class, () -> holdings.decode(Arrays.copyOf(record, 34), Holding.class));
        CommareaException longer = assertThrows(CommareaException.class,
                () -> holdings.decode(Arrays.copyOf(record, 36), Holding.class));
        assertTrue(longer.getMessage().contains("1 bytes after its last field"), longer.getMessage());
    }

    private static void assertMessage(CommareaLayout layout, Object bean, String expected) {
        CommareaException e = assertThrows(CommareaException.class, () -> layout.encode(bean));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().startsWith("record " + layout.recordName()), e.getMessage());
    }

    private static Sample sample(String note, int[] scores) {
        Sample sample = new Sample();
        sample.setFlag(true);
        sample.setSmall((short) -2);
        sample.setBig(1L << 40);
        sample.setRatio(0.5f);
        sample.setNote(note);
        sample.setWhen(Dates.at(1));
        sample.setScores(scores);
        return sample;
    }
}
