package dev.bindwise.examples.wildfly;

import java.nio.file.Path;
import java.util.List;

import dev.bindwise.examples.ExampleService;

/** The WildFly example as the examples' proxy builder ({@code GeneratedProxies}) takes it. */
final class GreeterProxies {

    /** The repository root, which the example's WSDL path is relative to. */
    static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    /** The bean has no local Java binding: the implementation is only for the record. */
    static final ExampleService SERVICE = new ExampleService("wildfly", GreeterRemote.class, GreeterBean::new,
            "examples/wildfly/Greeter.wsdl", List.of());
    static final String SOAP_PORT = "GreeterSoapPort";
    static final String IIOP_PORT = "GreeterIiopPort";

    /** The port type as the tests call it through the generated proxy (GeneratedProxy.asServiceInterface). */
    interface Greeter {

        String greet(String name);

        int add(int a, int b);
    }

    private GreeterProxies() {
    }
}
