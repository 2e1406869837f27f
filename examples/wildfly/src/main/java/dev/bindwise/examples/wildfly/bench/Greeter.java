package dev.bindwise.examples.wildfly.bench;

/** The Greeter port type as the load driver calls it, over either binding's client. */
public interface Greeter {

    String greet(String name);

    int add(int a, int b);
}
