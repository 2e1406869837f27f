package dev.bindwise.examples.wildfly.bench;

import dev.bindwise.examples.wildfly.GreetingRefused;

/** The Greeter port type as the load driver calls it, over either binding's client. */
public interface Greeter {

    /** @throws GreetingRefused for a blank name, as the bean and its WSDL's declared fault */
    String greet(String name) throws GreetingRefused;

    int add(int a, int b);
}
