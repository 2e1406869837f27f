package dev.bindwise.core.commarea;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** The one-line text of a record layout, as generated proxies hand it to the runtime. */
class RecordLayoutTextTest {

    @Test
    void tradersQuoteRequestAndReply() throws Exception {
        BindingOperation getQuote = cicsOperation("examples/trader/Trader.wsdl", "getQuote");

        assertEquals("requestType:X(16),userId?:X(8),company?:X(20)", RecordLayoutText.of(CicsRecords.request(getQuote)));
        assertEquals("return?{asOf?:TIMESTAMP,commissionBuy?:BIN(4),commissionSell?:BIN(4),company?:X(20),"
                + "sharePrice?:PACKED(15,2),unitHistory[0..7]?:PACKED(15,2)}", RecordLayoutText.of(CicsRecords.reply(getQuote)));
    }

    @Test
    void anUnboundedTableIsWrittenWithAStar() throws Exception {
        BindingOperation addShort = cicsOperation("examples/financial/Financial.wsdl", "handleAddShort");

        String request = RecordLayoutText.of(CicsRecords.request(addShort));

        assertEquals(true, request.contains("positions[0..*]"), request);
    }

    private static BindingOperation cicsOperation(String wsdl, String name) throws Exception {
        ServiceDescription description = new WsdlReader().read(Path.of("../..").resolve(wsdl));
        return description.getBindings().stream().filter(b -> b.getKind() == BindingKind.JCA)
                .flatMap(b -> b.getOperations().stream()).filter(o -> o.getName().equals(name)).findFirst().orElseThrow();
    }
}
