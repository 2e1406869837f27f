package client;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;

import javax.xml.namespace.QName;

import client.ledger.Entry;
import client.ledger.LedgerProxy;
import client.orders.Badge;
import client.orders.Customer;
import client.orders.Line;
import client.orders.Order;
import client.orders.OrdersProxy;
import client.orders.Tags;
import client.orders.UnknownCustomerFault;
import client.stamp.Document;
import client.stamp.StampProxy;
import client.stamp.Stamped;
import dev.bindwise.examples.cxf.CxfServer;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * Calls of the CXF services through the proxies generated from their WSDLs, written against the generated
 * classes as a user's code is; compiled with them by CxfProxyEndToEndTest, which runs each public method.
 */
public final class CxfScenario implements AutoCloseable {

    private final OrdersProxy proxy;
    private final LedgerProxy ledger;
    private final StampProxy stamp;

    public CxfScenario(CxfServer server) {
        proxy = new OrdersProxy(RuntimeOptions.defaults().address("OrdersPort", server.address("Orders")));
        ledger = new LedgerProxy(RuntimeOptions.defaults().address("LedgerPort", server.address("Ledger")));
        stamp = new StampProxy(RuntimeOptions.defaults().address("StampPort", server.address("Stamp")));
    }

    /** rpc/literal on a SOAP 1.2 port: parts by type in the operation's wrapper, an optional field left out. */
    public void rpcLiteralOverSoap12() {
        Entry entry = new Entry();
        entry.setAmount(new BigDecimal("10.05"));
        GregorianCalendar at = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        at.setTimeInMillis(1_790_000_000_000L);
        entry.setAt(at);
        Entry booked = ledger.book(entry, new BigDecimal("0.25"));
        assertEquals(new BigDecimal("10.30"), booked.getAmount());
        assertEquals(at.getTimeInMillis(), booked.getAt().getTimeInMillis());
        assertNull(booked.getMemo());
    }

    /** document/literal bare with its SOAP action: the body is the parameter's element; hexBinary back. */
    public void bareWithSoapAction() throws Exception {
        Document document = new Document();
        document.setTitle("hello");
        document.setContent("hello".getBytes(StandardCharsets.UTF_8));
        Stamped stamped = stamp.stamp(document);
        assertEquals("hello", stamped.getTitle());
        assertEquals(5, stamped.getLength());
        assertArrayEquals(MessageDigest.getInstance("SHA-256").digest(document.getContent()), stamped.getDigest());
    }

    /** Every field set: each comes back as it went, in its lexical form's precision and offset. */
    public void everyFieldRoundTrips() {
        Order order = fullOrder();
        Order back = proxy.echo(order);
        assertEquals("A-1", back.getId());
        assertEquals("Ada", back.getCustomer().getName());
        assertEquals("ada@example.org", back.getCustomer().getEmail());
        assertEquals("+41 44 000 00 00", back.getCustomer().getPhone());
        assertEquals(7, back.getCustomer().getLoyalty());
        assertEquals(2, back.getLine().size());
        assertEquals("B-2", back.getLine().get(1).getSku());
        assertEquals(3, back.getLine().get(1).getQuantity());
        assertEquals(new BigDecimal("0.10"), back.getLine().get(1).getPrice());
        assertEquals(List.of("rush", "gift"), back.getTags().getTag());
        assertEquals(order.getPlaced().getTimeInMillis(), back.getPlaced().getTimeInMillis());
        assertEquals(2 * 3600_000, back.getPlaced().get(Calendar.ZONE_OFFSET) + back.getPlaced().get(Calendar.DST_OFFSET));
        assertEquals(2026, back.getDue().get(Calendar.YEAR));
        assertEquals(Calendar.DECEMBER, back.getDue().get(Calendar.MONTH));
        assertEquals(24, back.getDue().get(Calendar.DAY_OF_MONTH));
        assertEquals(17, back.getCutoff().get(Calendar.HOUR_OF_DAY));
        assertEquals(30, back.getCutoff().get(Calendar.MINUTE));
        assertEquals(new BigDecimal("12345678901234567890.0100"), back.getTotal());
        assertArrayEquals(new byte[] {0, 1, 2, (byte) 0xff}, back.getSignature());
        assertArrayEquals(new byte[] {(byte) 0xca, (byte) 0xfe}, back.getChecksum());
        assertEquals(new QName("urn:bindwise:category", "express"), back.getCategory());
        assertEquals("handle with care", back.getNote());
        String seen = proxy.describe(order);
        assertTrue(seen.contains("placed=2026-11-26T08:15:30.250+02:00"), seen);
        assertTrue(seen.contains("total=12345678901234567890.0100"), seen);
        assertTrue(seen.contains("checksum=0xcafe"), seen);
    }

    /** Nulls: absent where optional, nil where nillable; the service reads null, never "" or one null item. */
    public void nullsArriveAsNulls() {
        Order order = new Order();
        order.setId("A-2");
        Customer customer = new Customer();
        customer.setName("Ada");
        order.setCustomer(customer);
        order.setTotal(BigDecimal.ONE);
        String seen = proxy.describe(order);
        for (String absent : new String[] {"email=null", "phone=null", "line=null", "tags=null", "placed=null", "due=null",
                "cutoff=null", "signature=null", "checksum=null", "category=null", "note=null"}) {
            assertTrue(seen.contains(absent), absent + " in " + seen);
        }
        Order back = proxy.echo(order);
        assertNull(back.getCustomer().getEmail());
        assertNull(back.getCustomer().getPhone());
        assertNull(back.getTags());
        assertNull(back.getPlaced());
        assertNull(back.getSignature());
        assertNull(back.getChecksum());
        assertNull(back.getCategory());
        assertNull(back.getNote());
        assertEquals(List.of(), back.getLine(), "a repeated element that is not there is an empty List");
    }

    /** Empty is not null: an empty string and an empty wrapped list arrive empty. */
    public void emptiesArriveEmpty() {
        Order order = fullOrder();
        order.getCustomer().setEmail("");
        order.setNote("");
        // empty Lists as xjc's classes have them: a new Tags's getter makes its List on first use
        Tags tags = new Tags();
        tags.getTag();
        order.setTags(tags);
        order.getLine().clear();
        order.setSignature(new byte[0]);
        String seen = proxy.describe(order);
        assertTrue(seen.contains("email=\"\""), seen);
        assertTrue(seen.contains("note=\"\""), seen);
        assertTrue(seen.contains("tags=[]"), seen);
        assertTrue(seen.contains("line=null"), "an empty bare repeated element is not on the wire: " + seen);
        Order back = proxy.echo(order);
        assertEquals("", back.getCustomer().getEmail());
        assertEquals("", back.getNote());
        assertNotNull(back.getTags());
        assertEquals(List.of(), back.getTags().getTag());
        assertEquals(0, back.getSignature().length);
    }

    /** A repeated parameter and result straight in the wrappers. */
    public void repeatedParameterAndResult() {
        assertEquals(List.of("a", "b", "c"), proxy.tags(List.of("a", "b", "c")));
        assertEquals(List.of(), proxy.tags(List.of()));
        // repeated elements without a wrapper: null is no element, as empty is, and reads back empty
        assertEquals(List.of(), proxy.tags(null));
    }

    /** The declared fault arrives as its generated checked exception, with its detail. */
    public void declaredFaultIsItsException() {
        UnknownCustomerFault fault = assertThrows(UnknownCustomerFault.class, () -> proxy.findCustomer("Bob"));
        assertEquals("Bob", fault.getFaultInfo().getName());
        assertEquals("only Ada is a customer of this example", fault.getFaultInfo().getReason());
        assertEquals("no customer Bob", fault.getMessage());
    }

    /** An absent result is null; a result's absent and nil fields are null. */
    public void absentResultIsNull() throws UnknownCustomerFault {
        assertNull(proxy.findCustomer(""));
        Customer ada = proxy.findCustomer("Ada");
        assertEquals("Ada", ada.getName());
        assertNull(ada.getEmail());
        assertNull(ada.getPhone());
        assertEquals(3, ada.getLoyalty());
    }

    /** A one-way call returns once sent; the service has it soon after. */
    public void oneWayArrives() throws InterruptedException {
        String text = "remember " + System.nanoTime();
        proxy.remember(text);
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!text.equals(proxy.remembered()) && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(text, proxy.remembered());
    }

    /** A null for an element that is required and not nillable is refused here, saying which, before anything is sent. */
    public void requiredNullIsRefusedBeforeSending() {
        Order order = fullOrder();
        order.setId(null);
        RuntimeException refused = assertThrows(RuntimeException.class, () -> proxy.echo(order));
        assertTrue(String.valueOf(refused.getMessage()).contains("id is required"), String.valueOf(refused.getMessage()));
    }

    /** Attributes (JAXB's @XmlAttribute): every value goes out as an attribute, in its lexical form, and comes back. */
    public void attributesRoundTrip() {
        Badge badge = new Badge();
        badge.setCode("B-7");
        badge.setLevel(3);
        badge.setIssuer("");
        badge.setVisits(-12);
        badge.setCredit(new BigDecimal("1234.50"));
        GregorianCalendar issued = new GregorianCalendar(TimeZone.getTimeZone("GMT+02:00"));
        issued.clear();
        issued.set(2026, Calendar.NOVEMBER, 26, 8, 15, 30);
        issued.set(Calendar.MILLISECOND, 250);
        badge.setIssued(issued);
        badge.setHolder("Ada");
        Badge back = proxy.issueBadge(badge);
        assertEquals("code=\"B-7\", level=3, issuer=\"\", visits=-12, credit=1234.50,"
                + " issued=2026-11-26T08:15:30.250+02:00, holder=\"Ada\"", back.getHolder(), "what the service read");
        assertEquals("B-7", back.getCode());
        assertEquals(3, back.getLevel());
        assertEquals("", back.getIssuer());
        assertEquals(-12, back.getVisits());
        assertEquals(new BigDecimal("1234.50"), back.getCredit());
        assertEquals(issued.getTimeInMillis(), back.getIssued().getTimeInMillis());
    }

    /** A null optional attribute is not on the wire (the service reads null, not "" or 0), and none comes back. */
    public void nullAttributesAreAbsent() {
        Badge badge = new Badge();
        badge.setCode("");
        Badge back = proxy.issueBadge(badge);
        assertEquals("code=\"\", level=0, issuer=null, visits=null, credit=null, issued=null, holder=null", back.getHolder());
        assertEquals("", back.getCode());
        assertNull(back.getIssuer());
        assertNull(back.getVisits());
        assertNull(back.getCredit());
        assertNull(back.getIssued());
    }

    /** A null required attribute is refused before anything is sent, naming it. */
    public void requiredAttributeNullIsRefused() {
        Badge badge = new Badge();
        badge.setLevel(1);
        RuntimeException refused = assertThrows(RuntimeException.class, () -> proxy.issueBadge(badge));
        assertTrue(String.valueOf(refused.getMessage()).contains("attribute code is required"),
                String.valueOf(refused.getMessage()));
    }

    static Order fullOrder() {
        Order order = new Order();
        order.setId("A-1");
        Customer customer = new Customer();
        customer.setName("Ada");
        customer.setEmail("ada@example.org");
        customer.setPhone("+41 44 000 00 00");
        customer.setLoyalty(7);
        order.setCustomer(customer);
        order.getLine().addAll(List.of(line("A-1", 1, "9.99"), line("B-2", 3, "0.10")));
        Tags tags = new Tags();
        tags.getTag().addAll(List.of("rush", "gift"));
        order.setTags(tags);
        GregorianCalendar placed = new GregorianCalendar(TimeZone.getTimeZone("GMT+02:00"));
        placed.clear();
        placed.set(2026, Calendar.NOVEMBER, 26, 8, 15, 30);
        placed.set(Calendar.MILLISECOND, 250);
        order.setPlaced(placed);
        GregorianCalendar due = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        due.clear();
        due.set(2026, Calendar.DECEMBER, 24);
        order.setDue(due);
        GregorianCalendar cutoff = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        cutoff.clear();
        cutoff.set(1970, Calendar.JANUARY, 1, 17, 30, 0);
        order.setCutoff(cutoff);
        order.setTotal(new BigDecimal("12345678901234567890.0100"));
        order.setSignature(new byte[] {0, 1, 2, (byte) 0xff});
        order.setChecksum(new byte[] {(byte) 0xca, (byte) 0xfe});
        order.setCategory(new QName("urn:bindwise:category", "express"));
        order.setNote("handle with care");
        return order;
    }

    private static Line line(String sku, int quantity, String price) {
        Line line = new Line();
        line.setSku(sku);
        line.setQuantity(quantity);
        line.setPrice(new BigDecimal(price));
        return line;
    }

    /** One echo of the full order through the proxy, for the peer benchmark; returns the order's id as it came back. */
    public String echoFullOrder() {
        return proxy.echo(FULL_ORDER).getId();
    }

    private static final Order FULL_ORDER = fullOrder();

    @Override
    public void close() {
        proxy.close();
        ledger.close();
        stamp.close();
    }
}
