package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.BindingClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.time.Duration;

import org.junit.jupiter.api.Test;

/**
 * An application without the Jakarta Connectors API: the runtime alone, in a class loader of its own that
 * does not see jakarta.resource. Its JCA ports are not accessible, and say which library to add.
 */
class MissingConnectorsApiTest {

    @Test
    void aJcaPortWithoutTheConnectorsApiIsNotAccessibleAndNamesTheLibrary() throws Exception {
        URL runtime = ServiceRuntime.class.getProtectionDomain().getCodeSource().getLocation();
        try (URLClassLoader withoutJca = new URLClassLoader(new URL[] {runtime}, ClassLoader.getPlatformClassLoader())) {
            assertThrows(ClassNotFoundException.class, () -> withoutJca.loadClass("jakarta.resource.cci.ConnectionFactory"));
            Class<?> endpointType = withoutJca.loadClass(Endpoint.class.getName());
            Object endpoint = withoutJca.loadClass(Endpoint.Jca.class.getName())
                    .getConstructor(String.class, String.class, String.class).newInstance("JcaPort", "tcp://127.0.0.1:1", "");
            Class<?> optionsType = withoutJca.loadClass(RuntimeOptions.class.getName());
            Method open = withoutJca.loadClass(BindingClients.class.getName())
                    .getDeclaredMethod("open", endpointType, ClassLoader.class, optionsType);
            open.setAccessible(true);

            Object client = open.invoke(null, endpoint, withoutJca, optionsType.getMethod("defaults").invoke(null));
            Object accessibility = withoutJca.loadClass(BindingClient.class.getName()).getMethod("probe", Duration.class)
                    .invoke(client, Duration.ofSeconds(1));

            assertEquals(false, accessibility.getClass().getMethod("accessible").invoke(accessibility));
            String reason = (String) accessibility.getClass().getMethod("reason").invoke(accessibility);
            assertTrue(reason.startsWith("JCA port JcaPort cannot be called: its client library, the Jakarta Connectors API "
                    + "(jakarta.resource:jakarta.resource-api 2.1) and the application's resource adapter, is not on the class "
                    + "path of the application (java.lang.NoClassDefFoundError: jakarta/resource/"), reason);
        }
    }
}
