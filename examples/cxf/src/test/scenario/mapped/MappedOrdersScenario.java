package mapped;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;

import javax.xml.datatype.DatatypeFactory;

import dev.bindwise.examples.cxf.Badge;
import dev.bindwise.examples.cxf.Customer;
import dev.bindwise.examples.cxf.CxfServer;
import dev.bindwise.examples.cxf.Line;
import dev.bindwise.examples.cxf.Order;
import dev.bindwise.runtime.RuntimeOptions;
import mapped.orders.OrdersProxy;
import mapped.orders.UnknownCustomerFault;

/**
 * Calls of the CXF Orders service through the proxy generated from its WSDL with a format:typeMapping that names
 * the service's own classes (dev.bindwise.examples.cxf.Order, Customer, Line, Badge, UnknownCustomer), so that the
 * SOAP client writes and reads those classes by the schema (the service-class path). What the service received
 * (describe: the service's JAXB objects in words) and what the caller got back (echo) are compared with what was
 * sent, in the same words ({@code toString()}). Compiled with the generated sources by
 * CxfServiceClassesEndToEndTest, which runs each public method.
 */
public final class MappedOrdersScenario implements AutoCloseable {

    private final OrdersProxy proxy;

    public MappedOrdersScenario(CxfServer server) {
        proxy = new OrdersProxy(RuntimeOptions.defaults().address("OrdersPort", server.address("Orders")));
    }

    /** Every field set: order, nested classes, the wrapped tags, dates with their offsets, decimals, binaries, a QName. */
    public void everyFieldRoundTrips() {
        Order order = Order.sample();
        assertEquals(order.toString(), proxy.describe(order), "what the service received");
        assertEquals(order.toString(), proxy.echo(order).toString(), "what the caller got back");
    }

    /** Offsets other than whole hours, a date before 1970, a decimal of 30 digits and one below 1E-6 (no exponent). */
    public void offsetsAndDecimalsKeepTheirValue() throws Exception {
        DatatypeFactory dates = DatatypeFactory.newInstance();
        Order order = Order.sample();
        order.setPlaced(dates.newXMLGregorianCalendar("1969-07-20T20:17:40.000+05:30"));
        order.setDue(dates.newXMLGregorianCalendar("1901-01-01-09:30"));
        order.setTotal(new BigDecimal("0.000000001"));
        order.setLine(List.of(new Line("C-3", 1, new BigDecimal("123456789012345678901234567890"))));
        String sent = order.toString();
        assertTrue(sent.contains("total=0.000000001"), sent);
        assertEquals(sent, proxy.describe(order), "what the service received");
        assertEquals(sent, proxy.echo(order).toString(), "what the caller got back");
    }

    /** Nulls: left out where optional, nil only where nillable (CXF validates); the service reads null, never "" or 0. */
    public void nullsArriveAsNulls() {
        Order order = new Order();
        order.setId("A-2");
        order.setCustomer(new Customer("Ada", null, null, 0));
        order.setTotal(BigDecimal.ONE);
        String seen = proxy.describe(order);
        assertEquals(order.toString(), seen, "what the service received");
        for (String absent : new String[] {"email=null", "phone=null", "line=null", "tags=null", "placed=null",
                "due=null", "cutoff=null", "signature=null", "checksum=null", "category=null", "note=null"}) {
            assertTrue(seen.contains(absent), absent + " in " + seen);
        }
        Order back = proxy.echo(order);
        // a bare repeated element that is not there reads as an empty list (empty and null are the same on the wire)
        assertEquals(order.toString().replace("line=null", "line=[]"), back.toString(), "what the caller got back");
    }

    /** Empty is not null: an empty string, an empty wrapped list and empty bytes arrive empty. */
    public void emptiesArriveEmpty() {
        Order order = Order.sample();
        order.setCustomer(new Customer("Ada", "", "", 0));
        order.setNote("");
        order.setTags(List.of());
        order.setSignature(new byte[0]);
        String sent = order.toString();
        assertTrue(sent.contains("tags=[]"), sent);
        assertEquals(sent, proxy.describe(order), "what the service received");
        assertEquals(sent, proxy.echo(order).toString(), "what the caller got back");
        order.setLine(List.of());
        assertTrue(proxy.describe(order).contains("line=null"), "an empty bare repeated element is not on the wire");
    }

    /** A repeated parameter and result straight in the wrappers. */
    public void repeatedParameterAndResult() {
        assertEquals(List.of("a", "b", "c"), proxy.tags(List.of("a", "b", "c")));
        assertEquals(List.of(), proxy.tags(List.of()));
    }

    /** The declared fault arrives as its generated exception, its info the service's own class. */
    public void declaredFaultIsItsException() {
        UnknownCustomerFault fault = assertThrows(UnknownCustomerFault.class, () -> proxy.findCustomer("Bob"));
        assertEquals("Bob", fault.getFaultInfo().getName());
        assertEquals("only Ada is a customer of this example", fault.getFaultInfo().getReason());
    }

    /** An absent result is null; a found customer's absent and nil fields are null. */
    public void absentResultIsNull() throws UnknownCustomerFault {
        assertNull(proxy.findCustomer(""));
        Customer ada = proxy.findCustomer("Ada");
        assertEquals(new Customer("Ada", null, null, 3).toString(), ada.toString());
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

    /**
     * Against a server with CXF's robust one-way, which answers a one-way call once it has processed it: each call
     * after a one-way call is answered (a one-way call's HTTP reply used to stay unread on its pooled connection,
     * and the next call failed with NoHttpResponseException), and sees what the one-way call left.
     */
    public void callsAfterOneWayCallsAreAnswered() {
        for (int i = 0; i < 5; i++) {
            String text = "robust " + i;
            proxy.remember(text);
            assertEquals(text, proxy.remembered(), "the call right after the one-way call " + i);
            proxy.remember(text + " again");
            Order order = Order.sample();
            assertEquals(order.toString(), proxy.echo(order).toString(), "a call of another operation after it");
        }
    }

    /** Attributes of the service's class: each goes out in its lexical form; a null optional one is left out. */
    public void attributesRoundTrip() throws Exception {
        Badge badge = new Badge();
        badge.setCode("B-7");
        badge.setLevel(3);
        badge.setIssuer("front desk");
        badge.setVisits(12);
        badge.setCredit(new BigDecimal("0.000000001"));
        badge.setIssued(DatatypeFactory.newInstance().newXMLGregorianCalendar("2026-11-28T09:15:30+05:30"));
        badge.setHolder("Ada");
        Badge back = proxy.issueBadge(badge);
        assertEquals(badge.toString(), back.getHolder(), "what the service received");
        Badge sparse = new Badge();
        sparse.setCode("B-8");
        assertEquals(sparse.toString(), proxy.issueBadge(sparse).getHolder(), "what the service received");
    }

    /** A null for an element that is required and not nillable is refused here, saying which, before anything is sent. */
    public void requiredNullIsRefusedBeforeSending() {
        Order order = Order.sample();
        order.setId(null);
        RuntimeException refused = assertThrows(RuntimeException.class, () -> proxy.echo(order));
        assertTrue(String.valueOf(refused.getMessage()).contains("id is required"), String.valueOf(refused.getMessage()));
    }

    @Override
    public void close() {
        proxy.close();
    }
}
