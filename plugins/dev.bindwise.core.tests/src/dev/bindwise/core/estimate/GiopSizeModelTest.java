package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * The RMI-IIOP size model against GIOP 1.2 messages laid out by hand, byte by byte, as GlassFish ORB writes
 * them. The end-to-end check against the real ORB's bytes for every example operation lives with the
 * RMI-IIOP example (examples/iiop, GiopSizeModelAccuracyTest).
 */
class GiopSizeModelTest {

    /**
     * A request's header up to its body: GIOP header, request ID, response flags and 3 reserved bytes,
     * KeyAddr and padding, the object key (49 bytes, our ORB's), the operation's name, the three service
     * contexts (stream format, code sets, ORB version), padding.
     */
    private static int requestHeader(String operation) {
        int position = 12 + 4 + 4 + 2 + 2 + 4 + 49;
        position = align(position, 4) + 4 + operation.length() + 1;
        position = align(position, 4) + 4;
        position += 4 + 4 + 2;
        position = align(position, 4) + 4 + 4 + 12;
        position += 4 + 4 + 2;
        return position;
    }

    /** A reply's header: GIOP header, request ID, reply status, one service context (ORB version), padding to 8. */
    private static final int REPLY_HEADER = 40;
    /** A String's value tag and its repository ID IDL:omg.org/CORBA/WStringValue:1.0 (34 characters and a NUL) in full. */
    private static final int STRING_TAG_AND_ID = 4 + 4 + 35;
    /** A value tag and an indirection to a repository ID the message carries already. */
    private static final int TAG_AND_INDIRECTION = 4 + 8;

    private static ServiceDescription quotes;
    private static Port port;
    private final GiopSizeModel model = new GiopSizeModel();

    @BeforeAll
    static void read() throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        quotes = new WsdlReader(new WsdlReaderOptions(List.of()))
                .read(root.resolve("plugins/dev.bindwise.core.tests/resources/wsdl/EjbQuotes.wsdl"));
        port = quotes.getServices().get(0).getPorts().get(0);
    }

    @Test
    void aStringAndAnIntAreExactlyTheirCdr() {
        assertEquals(BindingKind.RMI_IIOP, model.kind());
        assertEquals(144, align(requestHeader("quote"), 8));
        // symbol "IBMX": tag, repository ID, padding, wstring (length, byte order mark, UTF-16); count: padding, int
        int request = align(requestHeader("quote"), 8) + STRING_TAG_AND_ID + 1 + 4 + 2 + 2 * 4 + 2 + 4;
        assertEquals(208, request);
        assertEquals(request, model.requestBytes(port, operation("quote"), new ValueSetting(4, 0, 0, 0)), 1e-9);
        // the result, a double, right after the reply's header
        assertEquals(REPLY_HEADER + 8, model.replyBytes(port, operation("quote"), new ValueSetting(4, 0, 0, 0)), 1e-9);
    }

    @Test
    void aNullIsFourBytes() {
        // symbol null: a zero value tag; then count
        int request = align(requestHeader("quote"), 8) + 4 + 4;
        assertEquals(request, model.requestBytes(port, operation("quote"), new ValueSetting(4, 0, 0, 1)), 1e-9);
    }

    @Test
    void aNillableIntIsAnIntegerValue() {
        // JAX-RPC maps a nillable xsd:int to java.lang.Integer: a value tag, its repository ID, the int
        String integerId = "RMI:java.lang.Integer:0000000000000000:0000000000000000";
        int request = align(requestHeader("limit"), 8) + 4 + 4 + integerId.length() + 1 + 4;
        assertEquals(request, model.requestBytes(port, operation("limit"), new ValueSetting(4, 0, 0, 0)), 1e-9);
        assertEquals(align(requestHeader("limit"), 8) + 4,
                model.requestBytes(port, operation("limit"), new ValueSetting(4, 0, 0, 1)), 1e-9);
    }

    @Test
    void eachCharacterOfAStringIsTwoBytes() {
        // getStatus() is a property getter: its operation is _get_status, and a request without body ends with its header
        assertEquals(requestHeader("_get_status"), model.requestBytes(port, operation("getStatus"),
                new ValueSetting(10, 0, 0, 0)), 1e-9);
        for (int characters : new int[] {10, 20, 75}) {
            int reply = REPLY_HEADER + STRING_TAG_AND_ID + 1 + 4 + 2 + 2 * characters;
            assertEquals(reply, model.replyBytes(port, operation("getStatus"), new ValueSetting(characters, 0, 0, 0)),
                    1e-9);
        }
        assertEquals(REPLY_HEADER + STRING_TAG_AND_ID + 1 + 4, model.replyBytes(port, operation("getStatus"),
                new ValueSetting(0, 0, 0, 0)), 1e-9, "an empty wstring has no byte order mark");
    }

    @Test
    void aSecondValueOfAClassNamesItsRepositoryIdByIndirection() {
        // count; first "abcde" with WStringValue's repository ID in full; second "abcde" by indirection to it
        int first = STRING_TAG_AND_ID + 1 + 4 + 2 + 2 * 5;
        int second = TAG_AND_INDIRECTION + 4 + 2 + 2 * 5;
        assertEquals(align(requestHeader("compare"), 8) + 4 + first + second,
                model.requestBytes(port, operation("compare"), new ValueSetting(5, 0, 0, 0)), 1e-9);
        assertEquals(STRING_TAG_AND_ID + 1 - TAG_AND_INDIRECTION, first - second);

        // Item[]: tag, RMI:[Lcom.example.quotes.Item;:<hash>:<suid>, length; each Item: tag, repository ID,
        // padding, price (double), name "abc"; the first Item names both repository IDs in full
        String arrayId = "RMI:[Lcom.example.quotes.Item;:0000000000000000:0000000000000000";
        String itemId = "RMI:com.example.quotes.Item:0000000000000000:0000000000000000";
        int empty = align(align(requestHeader("order"), 8) + 4 + 4 + arrayId.length() + 1, 4) + 4;
        int firstItem = 4 + 4 + itemId.length() + 1 + 2 + 8 + STRING_TAG_AND_ID + 1 + 4 + 2 + 2 * 3;
        int laterItem = TAG_AND_INDIRECTION + 4 + 8 + TAG_AND_INDIRECTION + 4 + 2 + 2 * 3;
        assertEquals(136, firstItem);
        assertEquals(48, laterItem);
        for (int items = 0; items <= 3; items++) {
            double expected = empty + (items > 0 ? firstItem + (items - 1) * laterItem : 0);
            assertEquals(expected, model.requestBytes(port, operation("order"), new ValueSetting(3, items, 0, 0)), 1e-9,
                    items + " items");
        }
        // a long array costs its items: the later ones alike, extrapolated past the first few
        double thousand = model.requestBytes(port, operation("order"), new ValueSetting(3, 1000, 0, 0));
        assertEquals(empty + firstItem + 999 * laterItem + fragmentHeaders(empty + firstItem + 999 * laterItem),
                thousand, 1e-6);
    }

    @Test
    void theSameObjectTwiceIsWrittenOnceThenByIndirection() {
        Field wrapper = operation("compare").getOperation().getInput().getParts().get(0).getShape();
        String same = "abcde";
        Map<String, Object> arguments = new LinkedHashMap<>();
        arguments.put("count", 1);
        arguments.put("first", same);
        arguments.put("second", same);
        Values observed = ObservedValues.of(wrapper, arguments, new ValueSetting(5, 0, 0, 0));
        int first = STRING_TAG_AND_ID + 1 + 4 + 2 + 2 * 5;
        assertEquals(align(requestHeader("compare"), 8) + 4 + first + 8,
                model.requestBytes(port, operation("compare"), observed), 1e-9);

        // an equal String that is another object is written in full
        arguments.put("second", new String(same));
        Values distinct = ObservedValues.of(wrapper, arguments, new ValueSetting(5, 0, 0, 0));
        assertEquals(model.requestBytes(port, operation("compare"), new ValueSetting(5, 0, 0, 0)),
                model.requestBytes(port, operation("compare"), distinct), 1e-9);
    }

    @Test
    void aCalendarIsLargeAndLaterOnesShareTheFirstOnesZone() {
        BindingOperation schedule = operation("schedule");
        int nulls = align(requestHeader("schedule"), 8) + 4 + 4;
        assertEquals(nulls, model.requestBytes(port, schedule, present()), 1e-9);
        double first = model.requestBytes(port, schedule, present("start")) - nulls + 4;
        double second = model.requestBytes(port, schedule, present("start", "end")) - nulls + 8 - first;
        // measured on the wire: a message's first GregorianCalendar (UTC) 892 to 928 bytes, the later ones about 400
        assertTrue(first > 880 && first < 940, "first Calendar " + first);
        assertTrue(second >= 396 && second <= 404, "second Calendar " + second);
    }

    @Test
    void largeMessagesTravelAsFourKilobyteFragments() {
        // data: tag, RMI:[B:0000000000000000, length, the bytes
        int beforeBytes = align(requestHeader("upload"), 8) + 4 + 4 + "RMI:[B:0000000000000000".length() + 1 + 4;
        assertEquals(180, beforeBytes);
        assertEquals(4096, model.requestBytes(port, operation("upload"), new ValueSetting(0, 0, 4096 - 180, 0)), 1e-9);
        // one byte more: a second fragment, with its own GIOP header and request ID
        assertEquals(4097 + 16, model.requestBytes(port, operation("upload"), new ValueSetting(0, 0, 4097 - 180, 0)),
                1e-9);
        assertEquals(20_180 + 4 * 16, model.requestBytes(port, operation("upload"), new ValueSetting(0, 0, 20_000, 0)),
                1e-9);
    }

    /** The extra fragments' headers of a message this long: 4 KB fragments, each further one with 16 bytes of header. */
    private static int fragmentHeaders(int message) {
        return message <= 4096 ? 0 : (int) Math.ceil((message - 4096) / 4080.0) * 16;
    }

    private static int align(int position, int boundary) {
        return (position + boundary - 1) / boundary * boundary;
    }

    private static BindingOperation operation(String name) {
        return port.getBinding().getOperations().stream().filter(o -> o.getName().equals(name)).findFirst().orElseThrow();
    }

    /** Values in which only the named fields are present. */
    private static Values present(String... names) {
        Set<String> present = Set.of(names);
        ValueSetting setting = new ValueSetting(5, 0, 0, 0);
        return new Values() {
            @Override
            public double items(Field field) {
                return setting.items(field);
            }

            @Override
            public double presentShare(Field field) {
                return present.contains(field.getName()) ? 1 : 0;
            }

            @Override
            public double stringLength(Field field) {
                return setting.stringLength(field);
            }

            @Override
            public double binaryBytes(Field field) {
                return setting.binaryBytes(field);
            }
        };
    }
}
