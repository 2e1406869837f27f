package dev.bindwise.examples.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import dev.bindwise.core.generate.GenerateException;
import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * The proxy a user gets from examples/cxf/Orders.wsdl with a plan that calls every operation over SOAP, generated
 * into package {@code client.cxf}, compiled with the scenario written against it (src/test/scenario), loaded.
 */
final class CxfProxy {

    static final Path WSDL = Path.of("Orders.wsdl");

    private CxfProxy() {
    }

    /**
     * Generates, compiles and loads the proxy with the scenario into a fresh {@code work} folder (its sources
     * stay there to be read); returns the scenario class.
     */
    static Class<?> scenario(Path work) throws IOException, WsdlReadException, GenerateException, ClassNotFoundException {
        if (Files.exists(work)) {
            try (Stream<Path> old = Files.walk(work)) {
                for (Path path : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
        ServiceDescription description = new WsdlReader().read(WSDL);
        Path sources = work.resolve("src");
        // every operation over SOAP, the WSDL's one binding; none changes state
        SelectionPlan plan = GeneratedProxies.plan(description, operation -> false, List.of(BindingKind.SOAP));
        new GenerateProxyOperation(new GenerateRequest(description, plan, null, "client.cxf", sources)).execute(null);
        Path scenario = Path.of("src/test/scenario/client/cxf/OrdersScenario.java");
        Files.copy(scenario, sources.resolve("client/cxf/OrdersScenario.java"));
        Path classes = GeneratedProxies.compile("Orders (Apache CXF)", sources, work.resolve("classes"));
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, CxfProxy.class.getClassLoader());
        return loader.loadClass("client.cxf.OrdersScenario");
    }

    /** The service's WSDL as CXF publishes it, with the address the saved copy has. */
    static String liveWsdl(CxfServer server) throws IOException {
        try (InputStream in = URI.create(server.address() + "?wsdl").toURL().openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace(server.address(),
                    "http://127.0.0.1:8080" + CxfServer.PATH);
        }
    }
}
