package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.financial.AddShortRequest;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.jca.CommareaLayout;

class CommareaServiceTest {

    /**
     * One position of Financial.wsdl: nillable items of a table, so a null indicator and then the position, whose
     * fields are all optional (minOccurs 0), each behind an indicator: seven strings of PIC X(32), three doubles
     * (COMP-2, 8 bytes) and two timestamps (26).
     */
    private static final int POSITION = 1 + 7 * (1 + 32) + 3 * (1 + 8) + 2 * (1 + 26);

    /** A Quote of Trader.wsdl: six optional fields, unitHistory a counted table of 7 nillable decimals (RecordLayoutsTest). */
    private static final int QUOTE = 134;
    /** A Holding of Trader.wsdl: three optional fields (RecordLayoutsTest). */
    private static final int HOLDING = 35;

    @Test
    void traderRecordsHaveTheLengthsTheWsdlStates() {
        CommareaService trader = bundled("trader");

        CommareaOperation getQuote = trader.operation("getQuote");
        assertEquals("TRADERBL", getQuote.program());
        assertEquals("SYNC_SEND_RECEIVE", getQuote.interactionVerb());
        assertEquals(List.of("requestType", "userId", "company"), getQuote.request().fieldNames());
        // requestType 16, then the optional userId X(8) and company X(20), each behind a null indicator
        assertEquals(16 + (1 + 8) + (1 + 20), getQuote.request().fixedLength());
        assertEquals(46, getQuote.request().fixedLength());
        assertEquals("TRADER-QUOTE-COMMAREA", getQuote.reply().recordName());
        // the optional result: indicator 1 + the quote
        assertEquals(1 + QUOTE, getQuote.reply().fixedLength());
        assertEquals(135, getQuote.reply().fixedLength());
        for (String trade : List.of("buy", "sell")) {
            // and the required shares, S9(9) COMP
            assertEquals(16 + (1 + 8) + (1 + 20) + 4, trader.operation(trade).request().fixedLength());
            assertEquals(50, trader.operation(trade).request().fixedLength());
            assertEquals("TRADER-HOLDING-COMMAREA", trader.operation(trade).reply().recordName());
            assertEquals(1 + HOLDING, trader.operation(trade).reply().fixedLength());
            assertEquals(36, trader.operation(trade).reply().fixedLength());
        }
    }

    @Test
    void financialRecordsGrowByOnePositionPerItem() {
        CommareaOperation addShort = bundled("financial").operation("handleAddShort");
        CommareaLayout request = addShort.request();
        CommareaLayout reply = addShort.reply();
        assertEquals("FINADDSH", addShort.program());
        assertEquals("FIN-ADDSHORT-RESPONSE", reply.recordName());
        // requestType 16, then the optional request: indicator 1 + positions count 4 + requestId 1 + 32 + submittedAt 1 + 26
        assertEquals(16 + 1 + 4 + 33 + 27, request.fixedLength());
        assertEquals(Map.of("request.positions", POSITION), request.lengthPerItem());
        // the optional result: indicator 1 + accepted 1 + 4 + positions count 4 + processedAt 1 + 26 + requestId 1 + 32
        assertEquals(1 + 5 + 4 + 27 + 33, reply.fixedLength());
        assertEquals(Map.of("return.positions", POSITION), reply.lengthPerItem());

        for (int positions : List.of(2, 20, 200)) {
            AddShortRequest in = addShortRequest(positions);
            byte[] requestRecord = addShort.requestRecord(new Object[] {in});
            byte[] replyRecord = addShort.replyRecord(new FinancialImpl().handleAddShort(in));

            assertEquals(81 + positions * POSITION, requestRecord.length);
            assertEquals(70 + positions * POSITION, replyRecord.length);
            assertEquals(SameContent.describe(in), SameContent.describe(addShort.arguments(requestRecord)[0]));
            assertEquals(SameContent.describe(new FinancialImpl().handleAddShort(in)),
                    SameContent.describe(addShort.result(replyRecord)));
        }
    }

    @Test
    void traderCallsRoundTrip() {
        CommareaService trader = bundled("trader");
        TraderImpl local = new TraderImpl();

        byte[] request = trader.operation("buy").requestRecord(new Object[] {"USER0001", "IBM", 10});
        assertEquals("buy", CommareaService.requestType(request));
        assertEquals(List.of("USER0001", "IBM", 10), List.of(trader.operation("buy").arguments(request)));
        byte[] reply = trader.operation("getQuote").replyRecord(local.getQuote("USER0001", "IBM"));
        assertEquals(SameContent.describe(local.getQuote("USER0001", "IBM")),
                SameContent.describe(trader.operation("getQuote").result(reply)));
    }

    @Test
    void onlyServicesWithACicsBindingAreServed() {
        JcaBinding binding = new JcaBinding();
        for (ExampleService service : ExampleServices.all()) {
            boolean served = service.name().equals("trader") || service.name().equals("financial");
            assertEquals(served, binding.serves(service), service.name());
        }
    }

    @Test
    void aWsdlLengthThatDiffersFromTheLayoutIsAnError(@TempDir Path directory) throws Exception {
        Path wsdl = directory.resolve("Trader.wsdl");
        Files.writeString(wsdl, Files.readString(Wsdls.path("Trader.wsdl")).replaceFirst("commareaLength=\"46\"",
                "commareaLength=\"200\""));

        LayoutException e = assertThrows(LayoutException.class, () -> CommareaService.read(wsdl, Trader.class));

        assertTrue(e.getMessage().contains("Trader.wsdl: cics:operation getQuote says commareaLength=\"200\", but its record"
                + " TRADERBL-GETQUOTE-REQUEST is 46 bytes"), e.getMessage());
    }

    static CommareaService bundled(String name) {
        return CommareaService.bundled(ExampleServices.named(name).orElseThrow()).orElseThrow();
    }

    static AddShortRequest addShortRequest(int positions) {
        ExampleService financial = ExampleServices.named("financial").orElseThrow();
        Workload workload = financial.operation("handleAddShort1").defaults().withArrayLength(positions);
        return (AddShortRequest) financial.operation("handleAddShort1").arguments().apply(workload)[0];
    }
}
