package dev.bindwise.runtime.remote;

import java.util.List;
import java.util.function.Supplier;

import javax.xml.namespace.QName;

import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.soap.SoapOperation;
import dev.bindwise.runtime.soap.XsdType;

/**
 * Run by {@link MissingLibraryTest} in a class loader that has the runtime and this class but neither
 * Axis2 nor an ORB: a plan whose SOAP and RMI-IIOP ports come before a local Java one. Returns the reply
 * and then what the status says of each port left out. Uses only the runtime and the JDK.
 */
public final class WithoutClientLibraries implements Supplier<List<String>> {

    /** The local Java implementation the plan falls back to. */
    public static final class Echo {

        public String echo(String text) {
            return "echo " + text;
        }
    }

    @Override
    public List<String> get() {
        ServicePlan plan = ServicePlan.service("Echo", "test plan")
                .endpoint(new Endpoint.Soap("EchoSoapPort", "http://127.0.0.1:9/axis2/services/Echo", "urn:echo"))
                .endpoint(new Endpoint.RmiIiop("EchoIiopPort", "corbaloc:iiop:127.0.0.1:9", "Echo", "com.example.EchoRemote"))
                .endpoint(new Endpoint.LocalJava("EchoLocalPort", Echo.class.getName(), true))
                .operation(OperationPlan.operation("echo", String.class, true).parameter("text", String.class)
                        .routes(new Route.Soap("EchoSoapPort", "", SoapOperation.wrapped(new QName("urn:echo", "echo"),
                                new QName("urn:echo", "echoResponse")).parameter("", "text", XsdType.STRING, 0, 1, true).build()), new Route.RmiIiop("EchoIiopPort", "echo"),
                                new Route.LocalJava("EchoLocalPort", "echo")))
                .build();
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(), RuntimeOptions.defaults())) {
            String reply = (String) runtime.call(0, "hi");
            if (runtime.status().get(0).current() != BindingKind.LOCAL_JAVA) {
                throw new IllegalStateException("not on the local port: " + runtime.status());
            }
            return java.util.stream.Stream.concat(java.util.stream.Stream.of(reply),
                    runtime.status().get(0).leftOut().stream()).toList();
        }
    }
}
