package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.SameContent;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.financial.AddShortRequest;
import dev.bindwise.examples.financial.AddShortResponse;
import dev.bindwise.examples.financial.FinancialImpl;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;

/** The bundled WSDLs' cics bindings as the server runs them: programs, records, and the server's side of a call. */
class CommareaServiceTest {

    @Test
    void everyOperationHasItsProgramVerbAndRecords() {
        CommareaService trader = bundled("trader");
        for (String name : List.of("getQuote", "buy", "sell")) {
            CommareaOperation operation = trader.operation(name);
            assertEquals("TRADERBL", operation.program(), name);
            assertEquals("SYNC_SEND_RECEIVE", operation.interactionVerb(), name);
            assertEquals(name, operation.method().getName());
        }
        assertEquals(List.of("requestType", "userId", "company", "shares"), trader.operation("buy").request().fieldNames());
        assertEquals("TRADER-HOLDING-COMMAREA", trader.operation("sell").reply().recordName());

        CommareaOperation addShort = bundled("financial").operation("handleAddShort");
        assertEquals("FINADDSH", addShort.program());
        assertEquals("FIN-ADDSHORT-RESPONSE", addShort.reply().recordName());
    }

    /** The server reads a call's arguments from the request record after its request type and writes the result's record. */
    @Test
    void theServerReadsTheArgumentsAndWritesTheResult() {
        CommareaOperation buy = bundled("trader").operation("buy");
        byte[] request = buy.request().encodeValues("buy", "USER0001", "IBM", 10);
        assertEquals("buy", CommareaService.requestType(request));
        assertEquals(List.of("USER0001", "IBM", 10), List.of(buy.arguments(request)));

        CommareaOperation getQuote = bundled("trader").operation("getQuote");
        Quote quote = new TraderImpl().getQuote("USER0001", "IBM");
        assertEquals(SameContent.describe(quote),
                SameContent.describe(getQuote.reply().decodeValues(getQuote.replyRecord(quote), Quote.class)[0]));

        CommareaOperation addShort = bundled("financial").operation("handleAddShort");
        for (int positions : List.of(0, 2, 200)) {
            AddShortRequest in = addShortRequest(positions);
            AddShortResponse out = new FinancialImpl().handleAddShort(in);
            byte[] requestRecord = addShort.request().encodeValues("handleAddShort", in);
            assertEquals(SameContent.describe(in), SameContent.describe(addShort.arguments(requestRecord)[0]));
            assertEquals(SameContent.describe(out), SameContent.describe(
                    addShort.reply().decodeValues(addShort.replyRecord(out), AddShortResponse.class)[0]));
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
