package dev.bindwise.core.commarea;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.Field;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeShape;
import dev.bindwise.model.ValueKind;

/**
 * COMMAREA records laid out from schema types, as a COBOL copybook would lay them out; written in the
 * runtime's layout text, whose widths and bytes the runtime's tests check.
 */
class CommareaLayoutsTest {

    /**
     * Quote's fields in schema order, each optional (minOccurs 0) and so behind a null indicator: asOf X(26),
     * commissionBuy and commissionSell S9(9) COMP, company X(20), sharePrice S9(13)V99 COMP-3, and unitHistory,
     * 0 to 7 nillable decimals; Holding's company X(20), shares S9(9) COMP and value S9(13)V99 COMP-3.
     */
    @Test
    void tradersTypesAreLaidOutAsACopybookWould() throws Exception {
        ServiceDescription trader = read("examples/trader/Trader.wsdl");

        assertEquals("asOf?:TIMESTAMP,commissionBuy?:BIN(4),commissionSell?:BIN(4),company?:X(20),"
                + "sharePrice?:PACKED(15,2),unitHistory[0..7]?:PACKED(15,2)",
                CommareaLayouts.of(type(trader, "Quote"), "TRADER-QUOTE-COMMAREA").text());
        assertEquals("company?:X(20),shares?:BIN(4),value?:PACKED(15,2)",
                CommareaLayouts.of(type(trader, "Holding"), "TRADER-HOLDING-COMMAREA").text());
    }

    /** Every kind that has a picture; optional and nillable fields behind indicators; tables of fixed and varying counts. */
    @Test
    void everyKindHasItsPicture() {
        Field note = field("note", ValueKind.STRING);
        note.setMaxLength(10);
        note.setMinOccurs(0);
        Field when = field("when", ValueKind.DATE_TIME);
        when.setNillable(true);
        Field days = field("days", ValueKind.INT);
        days.setMinOccurs(3);
        days.setMaxOccurs(3);
        Field scores = field("scores", ValueKind.INT);
        scores.setMinOccurs(0);
        scores.setMaxOccurs(-1);
        scores.setNillable(true);

        TypeShape sample = type("Sample", field("flag", ValueKind.BOOLEAN), field("small", ValueKind.SHORT),
                field("big", ValueKind.LONG), field("ratio", ValueKind.FLOAT), field("share", ValueKind.DOUBLE),
                field("amount", ValueKind.DECIMAL), note, when, days, scores);

        assertEquals("flag:FLAG,small:BIN(2),big:BIN(8),ratio:FLOAT(4),share:FLOAT(8),amount:PACKED(15,2),"
                + "note?:X(10),when?:TIMESTAMP,days[3..3]:BIN(4),scores[0..*]?:BIN(4)",
                CommareaLayouts.of(sample, "SAMPLE").text());
    }

    @Test
    void aStringWithoutMaxLengthIsAnErrorThatSaysWhatToAdd() {
        TypeShape note = type("Note", field("text", ValueKind.STRING));

        LayoutException e = assertThrows(LayoutException.class, () -> CommareaLayouts.of(note, "NOTE"));

        assertTrue(e.getMessage().contains("'text' of type Note"), e.getMessage());
        assertTrue(e.getMessage().contains("add a maxLength facet"), e.getMessage());
    }

    @Test
    void typesWithoutAFixedLayoutAreErrors() {
        Field data = field("data", ValueKind.BASE64_BINARY);
        data.setXsdType("{http://www.w3.org/2001/XMLSchema}base64Binary");
        TypeShape binary = type("Blob", data);
        assertTrue(assertThrows(LayoutException.class, () -> CommareaLayouts.of(binary, "BLOB")).getMessage()
                .contains("'data' of type Blob is base64Binary"));

        TypeShape node = type("Node");
        Field next = field("next", ValueKind.STRUCT);
        next.setType(node);
        node.getFields().add(next);
        assertTrue(assertThrows(LayoutException.class, () -> CommareaLayouts.of(node, "NODE")).getMessage()
                .contains("type Node contains itself"));

        TypeShape open = type("Open", field("name", ValueKind.INT));
        open.setAnyContent(true);
        assertTrue(assertThrows(LayoutException.class, () -> CommareaLayouts.of(open, "OPEN")).getMessage()
                .contains("type Open admits xsd:any content"));
    }

    private static ServiceDescription read(String relative) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        return new WsdlReader().read(root.resolve(relative));
    }

    private static TypeShape type(ServiceDescription description, String localName) {
        return description.getTypes().stream().filter(t -> t.getName().endsWith("}" + localName)).findFirst()
                .orElseThrow(() -> new AssertionError("no type " + localName));
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
