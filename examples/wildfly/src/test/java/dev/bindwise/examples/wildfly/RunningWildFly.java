package dev.bindwise.examples.wildfly;

import java.nio.file.Path;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * One WildFly for all the module's tests: the first test class that asks for a {@link WildFlyServer}
 * parameter starts it (booting takes 5-30 s here), and JUnit closes it when the whole run ends, whether the
 * tests passed or not (it is kept in the root context's store, which closes what it holds).
 */
final class RunningWildFly implements ParameterResolver {

    /** Where the build puts the server and the module (the module's pom sets these). */
    private static final Path HOME = Path.of(System.getProperty("wildfly.home", "target/wildfly/wildfly-37.0.1.Final"));
    static final Path MODULE = Path.of(System.getProperty("wildfly.ejb.module",
            "target/dev.bindwise.examples.wildfly-0.1.0-SNAPSHOT-ejb.jar"));
    static final String DEPLOYMENT = WildFlyInstall.DEPLOYMENT;

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == WildFlyServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getRoot().getStore(ExtensionContext.Namespace.create(RunningWildFly.class))
                .getOrComputeIfAbsent(WildFlyServer.class, key -> start(), WildFlyServer.class);
    }

    private static WildFlyServer start() {
        try {
            long started = System.nanoTime();
            WildFlyServer server = new WildFlyInstall(HOME, MODULE).start();
            System.out.printf("WildFly (pid %d) ready with %s in %.1f s: HTTP %s, IIOP %s%n", server.pid(), DEPLOYMENT,
                    (System.nanoTime() - started) / 1e9, server.http(), server.iiop());
            return server;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("WildFly could not be started from " + HOME, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while WildFly started", e);
        }
    }
}
