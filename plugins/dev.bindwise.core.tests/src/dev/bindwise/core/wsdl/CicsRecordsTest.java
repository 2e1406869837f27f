package dev.bindwise.core.wsdl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.internal.commarea.CommareaLayout;

/** The records of the operations of a cics binding: the request type and parameters in, the result out. */
class CicsRecordsTest {

    @Test
    void tradersQuoteRequestAndReply() throws Exception {
        BindingOperation getQuote = jcaOperation(read("examples/trader/Trader.wsdl"), "getQuote");

        CommareaLayout request = CicsRecords.request(getQuote);
        CommareaLayout reply = CicsRecords.reply(getQuote);

        assertEquals("TRADERBL-GETQUOTE-REQUEST", request.recordName());
        assertEquals("requestType:X(16),userId?:X(8),company?:X(20)", request.text());
        assertEquals("TRADER-QUOTE-COMMAREA", reply.recordName(), "named by the COBOL type mapping");
        assertEquals("return?{asOf?:TIMESTAMP,commissionBuy?:BIN(4),commissionSell?:BIN(4),company?:X(20),"
                + "sharePrice?:PACKED(15,2),unitHistory[0..7]?:PACKED(15,2)}", reply.text());
    }

    @Test
    void unboundedTablesGiveTheirLengthPerItemByPath() throws Exception {
        BindingOperation addShort = jcaOperation(read("examples/financial/Financial.wsdl"), "handleAddShort");

        CommareaLayout request = CicsRecords.request(addShort);
        CommareaLayout reply = CicsRecords.reply(addShort);

        assertEquals("FINADDSH-HANDLEADDSHORT-REQUEST", request.recordName());
        assertEquals(List.of("requestType", "request"), request.fieldNames());
        assertEquals("FIN-ADDSHORT-RESPONSE", reply.recordName(), "named by the COBOL type mapping");
        int position = 1 + 7 * (1 + 32) + 3 * (1 + 8) + 2 * (1 + 26);
        assertEquals(Map.of("request.positions", position), request.lengthPerItem());
        assertEquals(Map.of("return.positions", position), reply.lengthPerItem());
        assertTrue(request.variable() && reply.variable());
    }

    @Test
    void theRequestFieldsAreTheRequestTypeAndTheParametersItemForItem() throws Exception {
        BindingOperation buy = jcaOperation(read("examples/trader/Trader.wsdl"), "buy");

        assertEquals(CicsRecords.request(buy).fieldNames(),
                CicsRecords.requestFields(buy).stream().map(field -> field.getName()).toList());
        assertEquals(CicsRecords.REQUEST_TYPE_LENGTH, CicsRecords.requestFields(buy).get(0).getMaxLength());
    }

    @Test
    void aStatedLengthThatDiffersFromTheLayoutIsAnError() throws Exception {
        BindingOperation getQuote = jcaOperation(read("examples/trader/Trader.wsdl"), "getQuote");
        CicsRecords.checkStatedLengths(getQuote, CicsRecords.request(getQuote), CicsRecords.reply(getQuote));

        getQuote.getProperties().put("commareaLength", "200");
        LayoutException e = assertThrows(LayoutException.class,
                () -> CicsRecords.checkStatedLengths(getQuote, CicsRecords.request(getQuote), CicsRecords.reply(getQuote)));
        assertEquals("cics:operation getQuote says commareaLength=\"200\", but its record TRADERBL-GETQUOTE-REQUEST is 46"
                + " bytes: correct the attribute", e.getMessage());
    }

    private static ServiceDescription read(String relative) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        return new WsdlReader().read(root.resolve(relative));
    }

    private static BindingOperation jcaOperation(ServiceDescription description, String name) {
        return description.getBindings().stream().filter(b -> b.getKind() == BindingKind.JCA)
                .flatMap(b -> b.getOperations().stream()).filter(o -> o.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no JCA operation " + name));
    }
}
