package dev.bindwise.examples.cxf;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
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
 * The proxies a user gets from the CXF services' WSDLs (examples/cxf/NAME.wsdl) with a plan that calls every
 * operation over SOAP, generated into package {@code client.NAME}, compiled with the scenario written against it (src/test/scenario), loaded.
 */
final class CxfProxy {


    private CxfProxy() {
    }

    /** The saved WSDL of a service. */
    static Path wsdl(String service) {
        return Path.of(service + ".wsdl");
    }

    /**
     * Generates the proxies of every service (package {@code client.NAME}), compiles them with the scenario into
     * a fresh {@code work} folder (their sources stay there to be read) and loads them; returns the scenario class.
     */
    static Class<?> scenario(Path work) throws IOException, WsdlReadException, GenerateException, ClassNotFoundException {
        clear(work);
        Path sources = work.resolve("src");
        for (String service : CxfServer.SERVICES) {
            ServiceDescription description = new WsdlReader().read(wsdl(service));
            // every operation over SOAP, the WSDL's one binding; none changes state
            SelectionPlan plan = GeneratedProxies.plan(description, operation -> false, List.of(BindingKind.SOAP));
            new GenerateProxyOperation(new GenerateRequest(description, plan, null,
                    "client." + service.toLowerCase(Locale.ROOT), sources)).execute(null);
        }
        Files.copy(Path.of("src/test/scenario/client/CxfScenario.java"), sources.resolve("client/CxfScenario.java"));
        Path classes = GeneratedProxies.compile("the Apache CXF examples", sources, work.resolve("classes"));
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, CxfProxy.class.getClassLoader());
        return loader.loadClass("client.CxfScenario");
    }

    /** The service's own classes the Orders WSDL's types are mapped to, by schema type. */
    private static final String ORDERS_TYPE_MAPPING = """
            <format:typeMapping xmlns:format="http://schemas.xmlsoap.org/wsdl/formatbinding/" encoding="Java" style="Java">
              <format:typeMap typeName="tns:order" formatType="dev.bindwise.examples.cxf.Order"/>
              <format:typeMap typeName="tns:customer" formatType="dev.bindwise.examples.cxf.Customer"/>
              <format:typeMap typeName="tns:line" formatType="dev.bindwise.examples.cxf.Line"/>
              <format:typeMap typeName="tns:badge" formatType="dev.bindwise.examples.cxf.Badge"/>
              <format:typeMap typeName="tns:unknownCustomer" formatType="dev.bindwise.examples.cxf.UnknownCustomer"/>
            </format:typeMapping>
            """;

    /**
     * The proxy of the Orders service generated from its WSDL with a format:typeMapping (as WSIF WSDLs carry one)
     * that names the service's own classes, so that they are the proxy's types; package {@code mapped.orders},
     * compiled with the scenario written against it (src/test/scenario/mapped) into a fresh {@code work} folder and
     * loaded; returns the scenario class.
     */
    static Class<?> mappedScenario(Path work) throws IOException, WsdlReadException, GenerateException,
            ClassNotFoundException {
        clear(work);
        String soapBinding = "<soap:binding style=\"document\" transport=\"http://schemas.xmlsoap.org/soap/http\"/>";
        String orders = Files.readString(wsdl("Orders"), StandardCharsets.UTF_8);
        if (!orders.contains(soapBinding)) {
            throw new IllegalStateException(wsdl("Orders") + " has no " + soapBinding + " to put the type mapping after");
        }
        Path mapped = Files.createDirectories(work).resolve("OrdersMapped.wsdl");
        Files.writeString(mapped, orders.replace(soapBinding, soapBinding + "\n" + ORDERS_TYPE_MAPPING));
        ServiceDescription description = new WsdlReader().read(mapped);
        SelectionPlan plan = GeneratedProxies.plan(description, operation -> false, List.of(BindingKind.SOAP));
        Path sources = work.resolve("src");
        new GenerateProxyOperation(new GenerateRequest(description, plan, null, "mapped.orders", sources)).execute(null);
        Files.copy(Path.of("src/test/scenario/mapped/MappedOrdersScenario.java"),
                sources.resolve("mapped/MappedOrdersScenario.java"));
        Path classes = GeneratedProxies.compile("the CXF Orders proxy with the service's classes", sources,
                work.resolve("classes"));
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, CxfProxy.class.getClassLoader());
        return loader.loadClass("mapped.MappedOrdersScenario");
    }

    private static void clear(Path work) throws IOException {
        if (Files.exists(work)) {
            try (Stream<Path> old = Files.walk(work)) {
                for (Path path : old.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(path);
                }
            }
        }
    }

    /** A service's WSDL as CXF publishes it, with the address the saved copy has (port 8080). */
    static String liveWsdl(CxfServer server, String service) throws IOException {
        try (InputStream in = URI.create(server.address(service) + "?wsdl").toURL().openStream()) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace(server.address(service),
                    "http://127.0.0.1:8080/cxf/" + service);
        }
    }

    /** Runs one case of a loaded scenario; what the case threw is thrown as it is. */
    static void runCase(Object scenario, String scenarioCase) throws Throwable {
        try {
            scenario.getClass().getMethod(scenarioCase).invoke(scenario);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Closes a scenario and stops its server, either of them null when its start failed. */
    static void close(Object scenario, CxfServer server) throws Exception {
        if (scenario != null) {
            ((AutoCloseable) scenario).close();
        }
        if (server != null) {
            server.stop();
        }
    }
}
