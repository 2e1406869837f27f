package dev.bindwise.core.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.nio.file.Path;
import java.rmi.Remote;
import java.rmi.RemoteException;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;

/**
 * The RMI-IIOP size model where the service's classes are at hand: a parameter or a bean's field has the type its
 * class declares, which the WSDL cannot tell. JAXB binds a repeated element to a {@code java.util.List}, which the
 * ORB writes as a java.util.ArrayList (custom-marshalled, so chunked: its size field, then as optional data its size
 * again and each item as an abstract interface, a flag and the item's value), and an optional int to an Integer; the
 * random services of examples/accuracy, whose Java is JAXB's, showed RMI-IIOP estimates far off while they were
 * sized as JAX-RPC's {@code int[]}. Laid out by hand as {@link GiopSizeModelTest} lays out its messages.
 */
class GiopDeclaredTypesTest {

    /** The remote interface the WSDL's ejb:address names. */
    public interface BasketsRemote extends Remote {
        int count(List<Integer> counts) throws RemoteException;

        int fill(Basket basket) throws RemoteException;

        int mark(List<Boolean> marks) throws RemoteException;

        int book(List<Slot> slots) throws RemoteException;
    }

    /** The bean the WSDL's type mapping names, as wsimport writes its fields. */
    public static class Basket implements Serializable {
        private static final long serialVersionUID = 1L;
        private List<Integer> counts;
        private Integer limit;
    }

    /** A bean with an optional dateTime. */
    public static class Slot implements Serializable {
        private static final long serialVersionUID = 1L;
        private java.util.Calendar at;
    }

    private static final String ARRAY_LIST_ID = "RMI:java.util.ArrayList:0000000000000000:0000000000000000";
    private static final String ARRAY_LIST_DATA_ID = "RMI:org.omg.custom.java.util.ArrayList:0000000000000000:0000000000000000";
    private static final String INTEGER_ID = "RMI:java.lang.Integer:0000000000000000:0000000000000000";
    private static final String BASKET_ID = "RMI:" + Basket.class.getName() + ":0000000000000000:0000000000000000";

    private static Port port;
    private final GiopSizeModel model = new GiopSizeModel();

    @BeforeAll
    static void read() throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        ServiceDescription baskets = new WsdlReader(new WsdlReaderOptions(List.of()))
                .read(root.resolve("plugins/dev.bindwise.core.tests/resources/wsdl/EjbBaskets.wsdl"));
        port = baskets.getServices().get(0).getPorts().get(0);
    }

    @Test
    void aListParameterIsAnArrayListOfIntegerValues() {
        int body = align(requestHeader("count"), 8);
        int empty = emptyArrayListEnd(body);
        assertEquals(empty + 4, model.requestBytes(port, operation("count"), new ValueSetting(5, 0, 0, 0)), 1e-9,
                "an empty list: the ArrayList's value, its custom data with its size, one end tag for both");
        // one item: its flag, then an Integer value, chunked as it is nested in a chunked one, and the end tag of all three
        int item = align(empty + 1, 4) + 4 + 4 + INTEGER_ID.length() + 1;
        item = align(item, 4) + 4 + 4;
        assertEquals(item + 4, model.requestBytes(port, operation("count"), new ValueSetting(5, 1, 0, 0)), 1e-9);
    }

    @Test
    void aBeansListFieldIsAnArrayListAndItsOptionalIntAnInteger() {
        // the bean; its fields in name order (no primitives): counts, an empty ArrayList; limit, null
        int bean = align(requestHeader("fill"), 8) + 4 + 4 + BASKET_ID.length() + 1;
        int counts = emptyArrayListEnd(bean) + 4;
        int limit = align(counts, 4) + 4;
        assertEquals(limit, model.requestBytes(port, operation("fill"), new ValueSetting(5, 0, 0, 1)), 1e-9);
        // limit there: an Integer value, not chunked (the ArrayList's chunks have ended)
        int present = align(counts, 4) + 4 + 4 + INTEGER_ID.length() + 1;
        present = align(present, 4) + 4;
        assertEquals(present, model.requestBytes(port, operation("fill"), new ValueSetting(5, 0, 0, 0)), 1e-9);
    }

    /**
     * A boxed boolean is Boolean.TRUE or Boolean.FALSE, which a message writes in full once each and then refers to:
     * further items of a {@code List<Boolean>} cost their flag and an indirection (12 bytes), where a value of their own
     * would cost about 28 (its tag, an indirection to its repository ID, a chunk with the boolean, an end tag). The
     * random services' Lists of Booleans were estimated up to 40 % too large before.
     */
    @Test
    void laterBooleansOfAMessageReferToTheFirstTrueAndFalse() {
        double four = model.requestBytes(port, operation("mark"), new ValueSetting(5, 4, 0, 0));
        double eight = model.requestBytes(port, operation("mark"), new ValueSetting(5, 8, 0, 0));
        double first = model.requestBytes(port, operation("mark"), new ValueSetting(5, 1, 0, 0))
                - model.requestBytes(port, operation("mark"), new ValueSetting(5, 0, 0, 0));
        assertTrue(first > 24, "the first Boolean is written in full: " + first);
        assertTrue(eight - four < 4 * 14, "four more Booleans, mostly indirections: " + (eight - four));
    }

    /**
     * A message's first Calendar carries the time zone the later ones refer to. Where a slot's dateTime is mostly
     * null, each further slot is less likely to be the first with one, so each costs less than the one before: arrays
     * of up to eight items are written item by item, where the average of the second and third item taken for every
     * further one had random services' arrays of eight such structures 6 % too large.
     */
    @Test
    void laterItemsCostLessWhereTheyAreLessLikelyToCarryTheFirstCalendar() {
        ValueSetting[] slots = new ValueSetting[9];
        double[] bytes = new double[9];
        for (int n = 0; n <= 8; n++) {
            slots[n] = new ValueSetting(5, n, 0, 0.9);
            bytes[n] = model.requestBytes(port, operation("book"), slots[n]);
        }
        assertTrue(bytes[8] - bytes[7] < bytes[3] - bytes[2], "the eighth slot costs " + (bytes[8] - bytes[7])
                + " bytes, the third " + (bytes[3] - bytes[2]));
        assertTrue(bytes[3] - bytes[2] < bytes[2] - bytes[1], "the third slot costs " + (bytes[3] - bytes[2])
                + " bytes, the second " + (bytes[2] - bytes[1]));
    }

    /**
     * Where an empty ArrayList written from {@code position} ends, before its end tag: its flag; its value tag and
     * repository ID; a chunk with the format version, the defaultWriteObject flag and its size; its custom data's tag and
     * repository ID, and a chunk with the size again.
     */
    private static int emptyArrayListEnd(int position) {
        int at = align(position + 1, 4) + 4 + 4 + ARRAY_LIST_ID.length() + 1;
        at = align(at, 4) + 4 + 1 + 1;
        at = align(at, 4) + 4;
        at = align(at, 4) + 4 + 4 + ARRAY_LIST_DATA_ID.length() + 1;
        at = align(at, 4) + 4;
        return align(at, 4) + 4;
    }

    /** As {@link GiopSizeModelTest}'s: the request's header up to its body. */
    private static int requestHeader(String operation) {
        int position = 12 + 4 + 4 + 2 + 2 + 4 + 49;
        position = align(position, 4) + 4 + operation.length() + 1;
        position = align(position, 4) + 4;
        position += 4 + 4 + 2;
        position = align(position, 4) + 4 + 4 + 12;
        position += 4 + 4 + 2;
        return position;
    }

    private static int align(int position, int boundary) {
        return (position + boundary - 1) / boundary * boundary;
    }

    private static BindingOperation operation(String name) {
        return port.getBinding().getOperations().stream().filter(o -> o.getName().equals(name)).findFirst().orElseThrow();
    }
}
