package dev.bindwise.core.commarea;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;
import dev.bindwise.runtime.BindingKind;

/** COMMAREA records laid out from schema types, as a COBOL copybook would lay them out. */
class RecordLayoutsTest {

    /**
     * Quote's fields in schema order, each optional (minOccurs 0) and so behind a null indicator: asOf X(26),
     * commissionBuy and commissionSell S9(9) COMP, company X(20), sharePrice S9(13)V99 COMP-3, and unitHistory,
     * 0 to 7 nillable decimals: a count and seven slots.
     */
    @Test
    void quoteIsLaidOutAsACopybookWould() throws Exception {
        RecordLayout quote = RecordLayouts.of(type(read("examples/trader/Trader.wsdl"), "Quote"), "TRADER-QUOTE-COMMAREA");

        assertEquals(List.of("asOf", "commissionBuy", "commissionSell", "company", "sharePrice", "unitHistory"),
                quote.fieldNames());
        assertEquals(List.of("PIC X(26) timestamp", "PIC S9(9) COMP", "PIC S9(9) COMP", "PIC X(20)",
                "PIC S9(13)V9(2) COMP-3"), quote.fields().subList(0, 5).stream()
                        .map(item -> ((RecordItem.Elementary) ((RecordItem.NullIndicated) item).item()).picture().toString())
                        .toList());
        RecordItem.Table history = (RecordItem.Table) quote.fields().get(5);
        assertTrue(history.counted() && history.bounded() && history.item() instanceof RecordItem.NullIndicated);
        assertEquals((1 + 26) + (1 + 4) + (1 + 4) + (1 + 20) + (1 + 8) + (4 + 7 * (1 + 8)), quote.fixedLength());
        assertEquals(134, quote.fixedLength());
        assertEquals(Map.of(), quote.lengthPerItem());
    }

    @Test
    void unboundedTablesGiveTheirLengthPerItemByPath() throws Exception {
        ServiceDescription financial = read("examples/financial/Financial.wsdl");
        BindingOperation addShort = jcaOperation(financial, "handleAddShort");

        RecordLayout request = CicsRecords.request(addShort);
        RecordLayout reply = CicsRecords.reply(addShort);

        assertEquals("FINADDSH-HANDLEADDSHORT-REQUEST", request.name());
        assertEquals(List.of("requestType", "request"), request.fieldNames());
        assertEquals("FIN-ADDSHORT-RESPONSE", reply.name(), "named by the COBOL type mapping");
        int position = 1 + 7 * (1 + 32) + 3 * (1 + 8) + 2 * (1 + 26);
        assertEquals(Map.of("request.positions", position), request.lengthPerItem());
        assertEquals(Map.of("return.positions", position), reply.lengthPerItem());
        assertTrue(request.variable() && reply.variable());
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

    @Test
    void aStringWithoutMaxLengthIsAnErrorThatSaysWhatToAdd() {
        TypeShape note = type("Note", field("text", ValueKind.STRING));

        LayoutException e = assertThrows(LayoutException.class, () -> RecordLayouts.of(note, "NOTE"));

        assertTrue(e.getMessage().contains("'text' of type Note"), e.getMessage());
        assertTrue(e.getMessage().contains("add a maxLength facet"), e.getMessage());
    }

    @Test
    void typesWithoutAFixedLayoutAreErrors() {
        Field data = field("data", ValueKind.BASE64_BINARY);
        data.setXsdType("{http://www.w3.org/2001/XMLSchema}base64Binary");
        TypeShape binary = type("Blob", data);
        assertTrue(assertThrows(LayoutException.class, () -> RecordLayouts.of(binary, "BLOB")).getMessage()
                .contains("'data' of type Blob is base64Binary"));

        TypeShape node = type("Node");
        Field next = field("next", ValueKind.STRUCT);
        next.setType(node);
        node.getFields().add(next);
        assertTrue(assertThrows(LayoutException.class, () -> RecordLayouts.of(node, "NODE")).getMessage()
                .contains("type Node contains itself"));

        TypeShape open = type("Open", field("name", ValueKind.INT));
        open.setAnyContent(true);
        assertTrue(assertThrows(LayoutException.class, () -> RecordLayouts.of(open, "OPEN")).getMessage()
                .contains("type Open admits xsd:any content"));
    }

    @Test
    void aFixedCountTableHasNoCountAndEveryKindItsWidth() {
        Field flag = field("flag", ValueKind.BOOLEAN);
        Field small = field("small", ValueKind.SHORT);
        Field big = field("big", ValueKind.LONG);
        Field ratio = field("ratio", ValueKind.FLOAT);
        Field amount = field("amount", ValueKind.DECIMAL);
        Field days = field("days", ValueKind.INT);
        days.setMinOccurs(3);
        days.setMaxOccurs(3);

        RecordLayout layout = RecordLayouts.of(type("Sample", flag, small, big, ratio, amount, days), "SAMPLE");

        assertEquals(1 + 2 + 8 + 4 + 8 + 3 * 4, layout.fixedLength());
        assertTrue(!((RecordItem.Table) layout.fields().get(5)).counted());
    }

    private static ServiceDescription read(String relative) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        return new WsdlReader().read(root.resolve(relative));
    }

    private static TypeShape type(ServiceDescription description, String localName) {
        return description.getTypes().stream().filter(t -> t.getName().endsWith("}" + localName)).findFirst()
                .orElseThrow(() -> new AssertionError("no type " + localName));
    }

    private static BindingOperation jcaOperation(ServiceDescription description, String name) {
        return description.getBindings().stream().filter(b -> b.getKind() == BindingKind.JCA)
                .flatMap(b -> b.getOperations().stream()).filter(o -> o.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no JCA operation " + name));
    }

    private static TypeShape type(String name, Field... fields) {
        TypeShape type = ModelFactory.eINSTANCE.createTypeShape();
        type.setName("{urn:test}" + name);
        type.getFields().addAll(List.of(fields));
        return type;
    }

    private static Field field(String name, ValueKind kind) {
        Field field = ModelFactory.eINSTANCE.createField();
        field.setName(name);
        field.setKind(kind);
        return field;
    }
}
