package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.Accessibility;
import dev.bindwise.runtime.internal.LocalJavaClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.bindwise.runtime.soap.SoapOperation;

/** The runtime over local Java, the one binding that needs no server: ranking, start-up check, errors. */
class LocalJavaRuntimeTest {

    /** The service's interface, as a provider's client jar ships it. */
    public interface Greeting {

        String greet(String name, int times);
    }

    /** A service implementation as a java:address className names it. */
    public static final class Greeter implements Greeting {

        /** What this instance was asked: a local call reaches this very object, a call elsewhere does not. */
        final List<String> asked = new java.util.concurrent.CopyOnWriteArrayList<>();

        @Override
        public String greet(String name, int times) {
            if (times < 0) {
                throw new IllegalArgumentException("times must not be negative");
            }
            asked.add(name);
            return ("hello " + name + " ").repeat(times).trim();
        }
    }

    /** The port as a generated proxy writes it: the java:address class, no co-location declared. */
    private static ServicePlan undeclared() {
        return ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName()))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .route(new Route.LocalJava("GreeterPort", "greet")))
                .build();
    }

    @Test
    void aClassOnTheClassPathAloneDoesNotMakeCallsLocal() {
        try (ServiceRuntime runtime = start(undeclared())) {
            BindingCallException thrown = assertThrows(BindingCallException.class, () -> runtime.call(0, "Ada", 1));
            OperationStatus status = runtime.status().get(0);
            assertEquals(null, status.current());
            assertTrue(status.leftOut().get(0).startsWith("LOCAL_JAVA GreeterPort: local Java: no instance given in"
                    + " RuntimeOptions for port GreeterPort"), status.leftOut().toString());
            assertTrue(thrown.getMessage().contains("a class on the class path alone does not make calls local"),
                    thrown.getMessage());
        }
    }

    @Test
    void anInstanceGivenInTheOptionsIsTheOneCalledAndStatusSaysSo() {
        Greeter given = new Greeter();
        try (ServiceRuntime runtime = ServiceRuntime.start(undeclared(), getClass().getClassLoader(),
                RuntimeOptions.defaults().localInstance(Greeter.class, given))) {
            assertEquals("hello Ada", runtime.call(0, "Ada", 1));
            assertEquals(List.of("Ada"), given.asked, "the call reached the instance given");
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.LOCAL_JAVA, status.current());
            assertEquals("local Java: an instance given in RuntimeOptions.localInstance(" + Greeter.class.getName()
                    + ".class, ...)", status.basis());
        }
    }

    @Test
    void aFactoryGivenForTheServicesInterfaceServesThePortOfItsImplementation() {
        Greeter made = new Greeter();
        try (ServiceRuntime runtime = ServiceRuntime.start(undeclared(), getClass().getClassLoader(),
                RuntimeOptions.defaults().localService(Greeting.class, () -> made))) {
            assertEquals("hello Bo hello Bo", runtime.call(0, "Bo", 2));
            assertEquals(List.of("Bo"), made.asked);
        }
    }

    @Test
    void anInstanceGivenForAnotherTypeLeavesThePortOut() {
        try (ServiceRuntime runtime = ServiceRuntime.start(undeclared(), getClass().getClassLoader(),
                RuntimeOptions.defaults().localService(Runnable.class, () -> () -> { }))) {
            assertThrows(BindingCallException.class, () -> runtime.call(0, "Ada", 1));
            assertTrue(runtime.status().get(0).leftOut().get(0).contains("no instance given"),
                    runtime.status().get(0).leftOut().toString());
        }
    }

    @Test
    void aTargetProfilesCoLocationMakesTheClassItselfAndStatusSaysSo() {
        ServicePlan plan = ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName()),
                        Condition.colocated("client.sameJvm = true (declared in colocated.json:4)"))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .route(new Route.LocalJava("GreeterPort", "greet")))
                .build();
        try (ServiceRuntime runtime = start(plan)) {
            assertEquals("hello Cy", runtime.call(0, "Cy", 1));
            assertTrue(runtime.status().get(0).basis().startsWith("local Java: the target profile declares the service"
                    + " co-located"), runtime.status().get(0).basis());
            assertEquals(List.of(Condition.probeOf(BindingKind.LOCAL_JAVA),
                    Condition.colocated("client.sameJvm = true (declared in colocated.json:4)")), plan.conditions("GreeterPort"));
        }
    }

    private static ServicePlan plan(String firstClass, String methodName) {
        return ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("MissingPort", firstClass, true))
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .routes(new Route.LocalJava("MissingPort", methodName), new Route.LocalJava("GreeterPort", "greet")))
                .build();
    }

    private static ServiceRuntime start(ServicePlan plan) {
        return ServiceRuntime.start(plan, LocalJavaRuntimeTest.class.getClassLoader(), RuntimeOptions.defaults());
    }

    @Test
    void aPortWhoseClassIsNotInThisJvmIsLeftOutAtStartAndCallsGoToTheNextBinding() {
        try (ServiceRuntime runtime = start(plan("com.example.NotHere", "greet"))) {
            assertEquals("hello Ada hello Ada", runtime.call(0, "Ada", 2));
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.LOCAL_JAVA, status.current());
            assertEquals("GreeterPort", status.port());
            assertEquals(1, status.leftOut().size());
            assertTrue(status.leftOut().get(0).contains("com.example.NotHere"), status.leftOut().get(0));
        }
    }

    @Test
    void theServicesOwnExceptionReachesTheCallerUnchanged() {
        try (ServiceRuntime runtime = start(plan(Greeter.class.getName(), "greet"))) {
            IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> runtime.call(0, "Ada", -1));
            assertEquals("times must not be negative", thrown.getMessage());
            assertEquals("MissingPort", runtime.status().get(0).port(), "the first port serves: nothing failed in transport");
        }
    }

    @Test
    void aMethodTheImplementationLacksLeavesItsRouteOutWithTheReason() {
        try (ServiceRuntime runtime = start(plan(Greeter.class.getName(), "salute"))) {
            assertEquals("hello Bo", runtime.call(0, "Bo", 1));
            List<String> leftOut = runtime.status().get(0).leftOut();
            assertTrue(leftOut.get(0).contains("has no public method salute(String, int)"), leftOut.toString());
        }
    }

    @Test
    void whenNoRouteIsLeftTheCallFailsSayingWhyForEach() {
        ServicePlan plan = ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.LocalJava("MissingPort", "com.example.NotHere", true))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .route(new Route.LocalJava("MissingPort", "greet")))
                .build();
        try (ServiceRuntime runtime = start(plan)) {
            BindingCallException thrown = assertThrows(BindingCallException.class, () -> runtime.call(0, "Ada", 1));
            assertTrue(thrown.getMessage().contains("Greeter.greet could not be called over any binding of its plan (test plan)"),
                    thrown.getMessage());
            assertTrue(thrown.getMessage().contains("the class com.example.NotHere of port MissingPort is not in this JVM"), thrown.getMessage());
        }
    }

    @Test
    void aPlanRoutingToAPortItDoesNotListIsRefused() {
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> ServicePlan.service("Greeter", "p")
                .endpoint(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, true).route(new Route.Soap("SoapPort", "", SoapOperation.bare().build())))
                .build());
        assertEquals("operation greet of Greeter routes to port SoapPort, which the plan does not list; it lists [GreeterPort]",
                thrown.getMessage());
    }

    @Test
    void anAddressGivenInTheOptionsReplacesTheWsdlsOne() {
        ServicePlan plan = plan("com.example.NotHere", "greet");
        RuntimeOptions options = RuntimeOptions.defaults().address("MissingPort", Greeter.class.getName());
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(), options)) {
            assertEquals("hello Cy", runtime.call(0, "Cy", 1));
            assertEquals("MissingPort", runtime.status().get(0).port());
        }
        assertSame(plan.endpoint("MissingPort"), RuntimeOptions.defaults().locate(plan.endpoint("MissingPort")));
    }

    @Test
    void oneOperationIsCalledThroughTheClientWithoutAPlan() throws Throwable {
        OperationPlan greet = OperationPlan.operation("greet", String.class, true)
                .parameter("name", String.class).parameter("times", int.class)
                .route(new Route.LocalJava("GreeterPort", "greet")).build();
        try (LocalJavaClient client = new LocalJavaClient(new Endpoint.LocalJava("GreeterPort", Greeter.class.getName(), true),
                getClass().getClassLoader(), RuntimeOptions.defaults())) {
            assertEquals(Accessibility.ok(), client.probe(Duration.ofSeconds(1)));
            assertEquals("hello Di hello Di", client.prepare(greet, greet.routes().get(0)).invoke(new Object[] {"Di", 2}));
        }
    }
}
