package dev.bindwise.examples.differential;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import jakarta.jws.Oneway;
import jakarta.jws.WebParam;
import jakarta.jws.WebResult;
import jakarta.xml.bind.annotation.XmlType;
import jakarta.xml.ws.WebFault;

import dev.bindwise.examples.cxf.Badge;
import dev.bindwise.examples.cxf.Customer;
import dev.bindwise.examples.cxf.CxfServer;
import dev.bindwise.examples.cxf.Line;
import dev.bindwise.examples.cxf.Order;
import dev.bindwise.examples.cxf.OrdersService;
import dev.bindwise.examples.cxf.UnknownCustomer;
import dev.bindwise.examples.cxf.ledger.Entry;
import dev.bindwise.examples.cxf.ledger.LedgerService;
import dev.bindwise.examples.cxf.stamp.Document;
import dev.bindwise.examples.cxf.stamp.StampService;
import dev.bindwise.examples.cxf.stamp.Stamped;

/**
 * A service of the CXF example (examples/cxf) as the differential benchmark calls it: its WSDL as CXF publishes it
 * (examples/cxf/NAME.wsdl), extended as a WSIF WSDL is, with a {@code format:typeMapping} that names the service's
 * own classes (so that they are the proxy's types), a local Java port (java:binding) whose class is the
 * implementation and an RMI-IIOP port (ejb:binding) of its remote twin, their type mappings naming for a fault
 * the exception the service throws.
 *
 * @param classes the service's own classes its schema types are mapped to, each by its {@code @XmlType} name
 * @param takingNull the operations whose implementation takes a null argument (the others would fail on one
 *        whatever the binding: Ledger's rpc parts and Stamp's bare document are never absent)
 */
record CxfExample(Class<?> implementation, List<Class<?>> classes, Set<String> takingNull) {

    /** Orders (document/literal wrapped), Ledger (rpc/literal, SOAP 1.2), Stamp (document/literal bare). */
    static List<CxfExample> all() {
        return List.of(new CxfExample(OrdersService.class, List.of(Order.class, Customer.class, Line.class, Badge.class,
                UnknownCustomer.class), Set.of("echo", "describe", "tags", "remember", "findCustomer")),
                new CxfExample(LedgerService.class, List.of(Entry.class), Set.of()),
                new CxfExample(StampService.class, List.of(Document.class, Stamped.class), Set.of()));
    }

    /** The arguments of a call, made from the service, the operation and the call's number alone: equal each time. */
    Object[] arguments(Method operation, int call) {
        return new ServiceClassValues(new Random(Objects.hash(name(), operation.getName(), call)))
                .arguments(operation, takingNull.contains(operation.getName()));
    }

    Class<?> serviceInterface() {
        return CxfServer.serviceInterface(implementation);
    }

    /** The name of its path, WSDL file and port type. */
    String name() {
        return serviceInterface().getSimpleName();
    }

    Object newImplementation() {
        try {
            return implementation.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(implementation + " cannot be made", e);
        }
    }

    /** The service interface's operations, by name. */
    List<Method> operations() {
        return Arrays.stream(serviceInterface().getMethods()).sorted(Comparator.comparing(Method::getName)).toList();
    }

    /** The name of the parameter's element or part. */
    static String parameterName(Parameter parameter) {
        WebParam web = parameter.getAnnotation(WebParam.class);
        return web != null && !web.name().isEmpty() ? web.name() : parameter.getName();
    }

    /** The saved WSDL (relative to the repository's root) extended with the type mapping and the local Java port. */
    String extendedWsdl(Path root) throws IOException {
        Path saved = root.resolve("examples/cxf").resolve(name() + ".wsdl");
        String wsdl = Files.readString(saved, StandardCharsets.UTF_8);
        Map<String, String> types = new TreeMap<>();
        classes.forEach(type -> types.put(type.getAnnotation(XmlType.class).name(), type.getName()));
        String typeMapping = typeMapping(types);
        // a Java or EJB binding maps a fault's element to the exception the method throws (its info is getFaultInfo())
        for (Method operation : operations()) {
            for (Class<?> thrown : operation.getExceptionTypes()) {
                WebFault fault = thrown.getAnnotation(WebFault.class);
                if (fault != null) {
                    types.put(fault.name(), thrown.getName());
                }
            }
        }
        String javaPort = "    <wsdl:port binding=\"tns:" + name() + "JavaBinding\" name=\"" + name() + "LocalPort\">\n"
                + "      <java:address className=\"" + implementation.getName() + "\"/>\n    </wsdl:port>\n";
        // the IIOP address is the example server's naming service, which the benchmark's proxies are pointed at
        String iiopPort = "    <wsdl:port binding=\"tns:" + name() + "IiopBinding\" name=\"" + name() + "IiopPort\">\n"
                + "      <ejb:address className=\"" + remoteName() + "\" jndiName=\"" + name() + "\"\n"
                + "          initialContextFactory=\"com.sun.jndi.cosnaming.CNCtxFactory\" jndiProviderURL=\"corbaloc:iiop:127.0.0.1:1050\"/>\n"
                + "    </wsdl:port>\n";
        String extended = insertAfter(wsdl, "<wsdl:definitions ", "xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\" "
                + "xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\" xmlns:format=\"http://schemas.xmlsoap.org/wsdl/formatbinding/\" ",
                saved);
        int soapBinding = extended.indexOf(":binding style=");
        if (soapBinding < 0) {
            throw new IllegalStateException(saved + " has no SOAP binding element to put the type mapping in");
        }
        int end = extended.indexOf("/>", soapBinding) + 2;
        extended = extended.substring(0, end) + typeMapping + extended.substring(end);
        extended = insertAfter(extended, "  </wsdl:binding>\n", nativeBinding("Java", "java", "", types)
                + nativeBinding("Iiop", "ejb", " interface=\"remote\"", types), saved);
        return insertBefore(extended, "  </wsdl:service>", javaPort + iiopPort, saved);
    }

    /** The RMI-IIOP twin of its interface, beside the example server's ({@code dev.bindwise.examples.iiop}). */
    String remoteName() {
        return "dev.bindwise.examples.iiop." + name() + "Remote";
    }

    /**
     * A binding of Java calls (WSIF's java or ejb): its type mapping, and each operation's method, its parameters
     * in order and, but for a one-way operation, the part it returns.
     */
    private String nativeBinding(String suffix, String prefix, String operationAttributes, Map<String, String> types) {
        StringBuilder binding = new StringBuilder("  <wsdl:binding name=\"" + name() + suffix + "Binding\" type=\"tns:" + name()
                + "\">\n    <" + prefix + ":binding/>" + typeMapping(types) + "\n");
        for (Method operation : operations()) {
            String parameters = Arrays.stream(operation.getParameters()).map(CxfExample::parameterName)
                    .collect(Collectors.joining(" "));
            WebResult result = operation.getAnnotation(WebResult.class);
            boolean oneWay = operation.isAnnotationPresent(Oneway.class);
            binding.append("    <wsdl:operation name=\"").append(operation.getName()).append("\">\n      <").append(prefix)
                    .append(":operation methodName=\"").append(operation.getName()).append("\" parameterOrder=\"").append(parameters)
                    .append("\"").append(operationAttributes)
                    .append(oneWay ? "" : " returnPart=\"" + (result == null ? "return" : result.name()) + "\"")
                    .append("/>\n      <wsdl:input name=\"").append(operation.getName()).append("\"/>\n");
            if (!oneWay) {
                binding.append("      <wsdl:output name=\"").append(operation.getName()).append("Response\"/>\n");
            }
            binding.append("    </wsdl:operation>\n");
        }
        return binding.append("  </wsdl:binding>\n").toString();
    }

    private static String typeMapping(Map<String, String> classesByType) {
        return "\n    <format:typeMapping encoding=\"Java\" style=\"Java\">\n" + classesByType.entrySet().stream()
                .map(type -> "      <format:typeMap typeName=\"tns:" + type.getKey() + "\" formatType=\"" + type.getValue() + "\"/>\n")
                .collect(Collectors.joining()) + "    </format:typeMapping>";
    }

    private static String insertAfter(String text, String anchor, String inserted, Path file) {
        int at = text.indexOf(anchor);
        if (at < 0) {
            throw new IllegalStateException(file + " has no " + anchor.strip() + " to extend");
        }
        return text.substring(0, at + anchor.length()) + inserted + text.substring(at + anchor.length());
    }

    private static String insertBefore(String text, String anchor, String inserted, Path file) {
        int at = text.indexOf(anchor);
        if (at < 0) {
            throw new IllegalStateException(file + " has no " + anchor.strip() + " to extend");
        }
        return text.substring(0, at) + inserted + text.substring(at);
    }
}
