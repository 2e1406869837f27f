package dev.bindwise.examples;

/** Local Java: the implementation called in the client's own JVM, no wire at all. */
public final class LocalJavaBinding implements ExampleBinding {

    @Override
    public String kind() {
        return "LOCAL_JAVA";
    }

    @Override
    public boolean serves(ExampleService service) {
        return true;
    }

    @Override
    public String serverMainClass() {
        return null;
    }

    @Override
    public <T> T client(ExampleService service, Class<T> serviceInterface, String host, int port) {
        return serviceInterface.cast(service.implementation().get());
    }

    @Override
    public void close() {
        // nothing held
    }
}
