package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.commarea.LayoutException;
import dev.bindwise.core.wsdl.CicsRecords;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * The JCA size model against records counted by hand, and against the lengths the example WSDLs state.
 * The end-to-end check against the bytes the example adapter really sends lives with it (examples/jca).
 */
class CommareaSizeModelTest {

    private final CommareaSizeModel model = new CommareaSizeModel();

    /**
     * The order request: frame 12 (program 8, length 4), requestType 16, customer X(6) 6, rush flag 1,
     * placed (nillable) 1 + 26, total COMP-2 8, reference S9(18) COMP 8, lines a count 4 and per line
     * sku 6 + quantity 4 + price (optional) 1 + 8, tags (0 to 3) a count 4 and three slots of 6.
     */
    @Test
    void aRequestIsItsFrameAndItsFieldsAtTheirWidthsPlusItsLines() throws Exception {
        Port port = port(read("plugins/dev.bindwise.core.tests/resources/wsdl/Commarea.wsdl"));
        BindingOperation order = operation(port, "order");
        int fixed = 12 + 16 + 6 + 1 + (1 + 26) + 8 + 8 + 4 + (4 + 3 * 6);
        int line = 6 + 4 + (1 + 8);

        assertEquals(fixed, model.requestBytes(port, order, new ValueSetting(5, 0, 0, 0)), 1e-9);
        assertEquals(fixed + 3 * line, model.requestBytes(port, order, new ValueSetting(5, 3, 0, 0)), 1e-9);
        // strings are padded to their width and nulls keep theirs: neither changes the record
        assertEquals(fixed + 3 * line, model.requestBytes(port, order, new ValueSetting(75, 3, 0, 0.9)), 1e-9);

        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("customer", "C1");
        arguments.put("lines", new Object[] {Map.of("sku", "A"), Map.of("sku", "B"), Map.of("sku", "C"), Map.of("sku", "D")});
        arguments.put("tags", new Object[] {"x"});
        Values observed = ObservedValues.of(order.getOperation().getInput().getParts().get(0).getShape(), arguments,
                new ValueSetting(5, 0, 0, 0));
        assertEquals(fixed + 4 * line, model.requestBytes(port, order, observed), 1e-9);
    }

    /**
     * The reply: frame 8 (return code 4, length 4), then the nillable Status behind its indicator: accepted
     * S9(4) COMP 2 and notes, a count 4 and 6 bytes a note. A null Status keeps its empty length (6).
     */
    @Test
    void aNullStructureKeepsItsEmptyLengthAndOnlyAPresentOneGrowsWithItsTable() throws Exception {
        Port port = port(read("plugins/dev.bindwise.core.tests/resources/wsdl/Commarea.wsdl"));
        BindingOperation order = operation(port, "order");

        assertEquals(8 + 1 + 2 + 4 + 2 * 6, model.replyBytes(port, order, new ValueSetting(5, 2, 0, 0)), 1e-9);
        assertEquals(8 + 1 + 2 + 4, model.replyBytes(port, order, new ValueSetting(5, 2, 0, 1)), 1e-9);
        assertEquals(8 + 1 + 0.5 * (2 + 4 + 2 * 6) + 0.5 * (2 + 4),
                model.replyBytes(port, order, new ValueSetting(5, 2, 0, 0.5)), 1e-9);
    }

    @Test
    void statedLengthsCountWhereTheSchemaHasNoLayoutAndAreNeededThere() throws Exception {
        Port port = port(read("plugins/dev.bindwise.core.tests/resources/wsdl/Commarea.wsdl"));
        BindingOperation ping = operation(port, "ping");
        ValueSetting setting = new ValueSetting(20, 2, 0, 0);

        assertEquals(12 + 100, model.requestBytes(port, ping, setting), 1e-9);
        assertEquals(8 + 84, model.replyBytes(port, ping, setting), 1e-9);

        ping.getProperties().removeKey("commareaLength");
        LayoutException unsized = assertThrows(LayoutException.class, () -> model.requestBytes(port, ping, setting));
        assertTrue(unsized.getMessage().contains("operation ping: string field 'text' of type ping has no maxLength"),
                unsized.getMessage());
        assertTrue(unsized.getMessage().contains("add a maxLength facet")
                && unsized.getMessage().contains("or state the commareaLength of its cics:operation"), unsized.getMessage());

        ping.getProperties().put("replyLength", "eighty");
        LayoutException notANumber = assertThrows(LayoutException.class, () -> model.replyBytes(port, ping, setting));
        assertTrue(notANumber.getMessage().contains("replyLength=\"eighty\", which is not a length in bytes"),
                notANumber.getMessage());
    }

    /** Trader's records have one length each, which its cics binding states: the layout gives the same. */
    @Test
    void traderMessagesAreTheLengthsItsWsdlStatesPlusTheFrames() throws Exception {
        Port port = port(read("examples/trader/Trader.wsdl"));
        Map<String, List<Integer>> stated = Map.of("getQuote", List.of(46, 135), "buy", List.of(50, 36),
                "sell", List.of(50, 36));
        for (Map.Entry<String, List<Integer>> each : stated.entrySet()) {
            BindingOperation operation = operation(port, each.getKey());
            int request = each.getValue().get(0);
            int reply = each.getValue().get(1);
            assertEquals(request, CicsRecords.statedRequestLength(operation).getAsInt(), each.getKey());
            assertEquals(reply, CicsRecords.statedReplyLength(operation).getAsInt(), each.getKey());
            for (ValueSetting setting : List.of(new ValueSetting(5, 0, 0, 0), new ValueSetting(75, 10, 0, 0.9))) {
                assertEquals(12 + request, model.requestBytes(port, operation, setting), 1e-9, each.getKey());
                assertEquals(8 + reply, model.replyBytes(port, operation, setting), 1e-9, each.getKey());
            }
            // without the attributes, the layout alone gives the same lengths
            operation.getProperties().removeKey("commareaLength");
            operation.getProperties().removeKey("replyLength");
            assertEquals(12 + request, model.requestBytes(port, operation, new ValueSetting(5, 0, 0, 0)), 1e-9, each.getKey());
            assertEquals(8 + reply, model.replyBytes(port, operation, new ValueSetting(5, 0, 0, 0)), 1e-9, each.getKey());
        }
    }

    /**
     * Financial's records grow by one position per item: a null indicator and the position's twelve optional
     * fields, seven X(32), three COMP-2 and two timestamps, each behind its own indicator.
     */
    @Test
    void financialMessagesGrowByOnePositionPerItem() throws Exception {
        Port port = port(read("examples/financial/Financial.wsdl"));
        BindingOperation addShort = operation(port, "handleAddShort");
        int position = 1 + 7 * (1 + 32) + 3 * (1 + 8) + 2 * (1 + 26);
        // requestType 16, request indicator 1, positions count 4, requestId 1 + 32, submittedAt 1 + 26
        int request = 16 + 1 + 4 + 33 + 27;
        // return indicator 1, accepted 1 + 4, positions count 4, processedAt 1 + 26, requestId 1 + 32
        int reply = 1 + 5 + 4 + 27 + 33;
        for (int positions : List.of(0, 2, 20, 200)) {
            ValueSetting setting = new ValueSetting(12, positions, 0, 0);
            assertEquals(12 + request + positions * position, model.requestBytes(port, addShort, setting), 1e-9);
            assertEquals(8 + reply + positions * position, model.replyBytes(port, addShort, setting), 1e-9);
        }
    }

    @Test
    void itSizesTheJcaBinding() {
        assertEquals(BindingKind.JCA, model.kind());
    }

    static ServiceDescription read(String relative) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        return new WsdlReader().read(root.resolve(relative));
    }

    static Port port(ServiceDescription description) {
        return description.getServices().get(0).getPorts().stream().filter(p -> p.getKind() == BindingKind.JCA)
                .findFirst().orElseThrow(() -> new AssertionError("no JCA port"));
    }

    static BindingOperation operation(Port port, String name) {
        return port.getBinding().getOperations().stream().filter(o -> o.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no operation " + name));
    }
}
