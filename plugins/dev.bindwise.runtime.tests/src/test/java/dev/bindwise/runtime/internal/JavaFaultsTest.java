package dev.bindwise.runtime.internal;

import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.JavaFault;
import dev.bindwise.runtime.BindingCallException;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.UndeclaredThrowableException;

import org.junit.jupiter.api.Test;

/**
 * A declared fault over local Java (the binding that needs no server; RMI-IIOP converts through the same
 * {@link JavaFaults}): the service's own exception arrives as the generated exception of its fault.
 */
class JavaFaultsTest {

    /** The service's exception, as a WSIF type mapping names it. */
    public static class OutOfStock extends Exception {

        private static final long serialVersionUID = 1L;
        private final String item;

        public OutOfStock(String item) {
            super("no " + item + " left");
            this.item = item;
        }

        public String getItem() {
            return item;
        }

        public int getAvailable() {
            return 0;
        }
    }

    /** A subclass, which the service may throw for the declared fault. */
    public static final class Discontinued extends OutOfStock {

        private static final long serialVersionUID = 1L;

        public Discontinued(String item) {
            super(item);
        }
    }

    /** The fault bean the generator makes from the fault's schema type. */
    public static final class OutOfStockInfo {

        private String message;
        private String item;
        private Integer available;

        public String getMessage() {
            return message;
        }

        public void setMessage(String message) {
            this.message = message;
        }

        public String getItem() {
            return item;
        }

        public void setItem(String item) {
            this.item = item;
        }

        public Integer getAvailable() {
            return available;
        }

        public void setAvailable(Integer available) {
            this.available = available;
        }
    }

    /** The generated exception of the fault, as FaultExceptionSource writes it. */
    public static final class OutOfStockFault extends Exception {

        private static final long serialVersionUID = 1L;
        private final OutOfStockInfo faultInfo;

        public OutOfStockFault(String message, OutOfStockInfo faultInfo) {
            super(message);
            this.faultInfo = faultInfo;
        }

        public OutOfStockInfo getFaultInfo() {
            return faultInfo;
        }
    }

    /** A generated exception whose fault info is the service's exception itself. */
    public static final class OutOfStockItself extends Exception {

        private static final long serialVersionUID = 1L;
        private final OutOfStock faultInfo;

        public OutOfStockItself(String message, OutOfStock faultInfo) {
            super(message);
            this.faultInfo = faultInfo;
        }

        public OutOfStock getFaultInfo() {
            return faultInfo;
        }
    }

    /** The service: reserve throws its own exception for an item it lacks, and an undeclared one for a bad count. */
    public static final class Shop {

        public int reserve(String item, int count) throws OutOfStock {
            if (count < 0) {
                throw new IllegalArgumentException("count must not be negative");
            }
            if (item.startsWith("old")) {
                throw new Discontinued(item);
            }
            if (!item.equals("tea")) {
                throw new OutOfStock(item);
            }
            return count;
        }
    }

    /** A fault bean, as JAX-WS has one: what a SOAP fault's detail carries. */
    public static final class Shortage {

        private String item;
        private int available;

        public String getItem() {
            return item;
        }

        public void setItem(String item) {
            this.item = item;
        }

        public int getAvailable() {
            return available;
        }

        public void setAvailable(int available) {
            this.available = available;
        }
    }

    /** The service's exception written the JAX-WS way: its fault bean holds what it carries, it has no getters of its own. */
    public static final class ShortageException extends Exception {

        private static final long serialVersionUID = 1L;
        private final transient Shortage faultInfo;

        public ShortageException(String message, Shortage faultInfo) {
            super(message);
            this.faultInfo = faultInfo;
        }

        public Shortage getFaultInfo() {
            return faultInfo;
        }
    }

    /** A shop whose exception is JAX-WS's: "tea" is short by its count, "unknown" has no fault bean. */
    public static final class JaxWsShop {

        public int reserve(String item, int count) throws ShortageException {
            if (item.equals("unknown")) {
                throw new ShortageException("no such item", null);
            }
            Shortage shortage = new Shortage();
            shortage.setItem(item);
            shortage.setAvailable(count - 1);
            throw new ShortageException("only " + (count - 1) + " of " + item, shortage);
        }
    }

    private static ServiceRuntime start(JavaFault fault) {
        return start(Shop.class, fault);
    }

    private static ServiceRuntime start(Class<?> shop, JavaFault fault) {
        ServicePlan plan = ServicePlan.service("Shop", "test plan")
                .endpoint(new Endpoint.LocalJava("ShopPort", shop.getName(), true))
                .operation(OperationPlan.operation("reserve", int.class, false)
                        .parameter("item", String.class).parameter("count", int.class)
                        .route(new Route.LocalJava("ShopPort", "reserve", fault)))
                .build();
        return ServiceRuntime.start(plan, JavaFaultsTest.class.getClassLoader(), RuntimeOptions.defaults());
    }

    /** What the call threw, unwrapped as the generated proxy unwraps a declared fault. */
    private static Throwable thrownBy(ServiceRuntime runtime, String item, int count) {
        UndeclaredThrowableException undeclared = assertThrows(UndeclaredThrowableException.class,
                () -> runtime.call(0, item, count));
        return undeclared.getCause();
    }

    @Test
    void theServicesExceptionArrivesAsTheGeneratedExceptionWithItsPropertiesAsFaultInfo() {
        try (ServiceRuntime runtime = start(new JavaFault(OutOfStock.class, OutOfStockFault.class))) {
            assertEquals(2, runtime.call(0, "tea", 2));
            OutOfStockFault fault = assertInstanceOf(OutOfStockFault.class, thrownBy(runtime, "coffee", 1));
            assertEquals("no coffee left", fault.getMessage());
            assertEquals("no coffee left", fault.getFaultInfo().getMessage());
            assertEquals("coffee", fault.getFaultInfo().getItem());
            assertEquals(0, fault.getFaultInfo().getAvailable(), "an int getter fills an Integer property");
            assertInstanceOf(OutOfStock.class, fault.getCause(), "the service's exception is kept as the cause");

            OutOfStockFault subclass = assertInstanceOf(OutOfStockFault.class, thrownBy(runtime, "old tea", 1));
            assertEquals("old tea", subclass.getFaultInfo().getItem());
        }
    }

    @Test
    void aJaxWsExceptionsFaultBeanIsTheFaultInfo() {
        try (ServiceRuntime runtime = start(JaxWsShop.class, new JavaFault(ShortageException.class, OutOfStockFault.class))) {
            OutOfStockFault fault = assertInstanceOf(OutOfStockFault.class, thrownBy(runtime, "tea", 3));
            assertEquals("only 2 of tea", fault.getMessage());
            assertEquals("tea", fault.getFaultInfo().getItem(), "from getFaultInfo(), not the exception's own getters");
            assertEquals(2, fault.getFaultInfo().getAvailable());
            assertEquals(null, fault.getFaultInfo().getMessage(), "the fault bean has no message; the exception's is not taken");

            OutOfStockFault withoutBean = assertInstanceOf(OutOfStockFault.class, thrownBy(runtime, "unknown", 1));
            assertEquals("no such item", withoutBean.getMessage());
            assertEquals(null, withoutBean.getFaultInfo(), "a null fault bean is a null fault info: nothing is made up");
        }
    }

    @Test
    void whenTheFaultInfoIsTheServicesExceptionItIsTheExceptionItself() {
        try (ServiceRuntime runtime = start(new JavaFault(OutOfStock.class, OutOfStockItself.class))) {
            OutOfStockItself fault = assertInstanceOf(OutOfStockItself.class, thrownBy(runtime, "coffee", 1));
            assertSame(fault.getCause(), fault.getFaultInfo());
            assertEquals("coffee", fault.getFaultInfo().getItem());
        }
    }

    @Test
    void anUndeclaredExceptionReachesTheCallerAsTheServiceThrewIt() {
        try (ServiceRuntime runtime = start(new JavaFault(OutOfStock.class, OutOfStockFault.class))) {
            IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> runtime.call(0, "tea", -1));
            assertEquals("count must not be negative", thrown.getMessage());
        }
    }

    @Test
    void aFaultExceptionWithoutTheGeneratedConstructorLeavesTheRouteOutSayingWhy() {
        try (ServiceRuntime runtime = start(new JavaFault(OutOfStock.class, IllegalStateException.class))) {
            assertThrows(BindingCallException.class, () -> runtime.call(0, "tea", 1));
            String why = runtime.status().get(0).leftOut().toString();
            assertTrue(why.contains("the fault exception java.lang.IllegalStateException has no public getFaultInfo()"), why);
        }
    }
}
