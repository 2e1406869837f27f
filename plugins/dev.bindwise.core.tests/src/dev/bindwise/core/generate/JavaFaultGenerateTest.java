package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.Operation;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.Port;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;

/**
 * A wsdl:fault on the bindings that call the service's Java classes, as Apache WSIF wrote it (the fault part's type
 * mapped by format:typeMap to the exception the service throws): the routes name which exception is which generated
 * one, and a mapping that cannot work is refused at generate time, saying what to write instead.
 */
class JavaFaultGenerateTest {

    /** The ejb and java bindings' mapping of the fault's type: EJB_MAP and JAVA_MAP are replaced per test. */
    private static final String WSDL = """
            <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:xsd="http://www.w3.org/2001/XMLSchema"
                xmlns:ejb="http://schemas.xmlsoap.org/wsdl/ejb/" xmlns:java="http://schemas.xmlsoap.org/wsdl/java/"
                xmlns:format="http://schemas.xmlsoap.org/wsdl/formatbinding/"
                targetNamespace="urn:shop" xmlns:tns="urn:shop">
              <types><xsd:schema targetNamespace="urn:shop">
                <xsd:complexType name="outOfStock"><xsd:sequence>
                  <xsd:element name="item" type="xsd:string"/><xsd:element name="available" type="xsd:int"/>
                </xsd:sequence></xsd:complexType>
              </xsd:schema></types>
              <message name="reserveRequest"><part name="item" type="xsd:string"/><part name="count" type="xsd:int"/></message>
              <message name="reserveResponse"><part name="reserved" type="xsd:int"/></message>
              <message name="OutOfStockFault"><part name="outOfStock" type="tns:outOfStock"/></message>
              <portType name="Shop"><operation name="reserve" parameterOrder="item count">
                <input message="tns:reserveRequest"/><output message="tns:reserveResponse"/>
                <fault name="ft1" message="tns:OutOfStockFault"/>
              </operation></portType>
              <binding name="ShopEjbBinding" type="tns:Shop">
                <ejb:binding/>
                <format:typeMapping encoding="Java" style="Java">EJB_MAP</format:typeMapping>
                <operation name="reserve"><ejb:operation methodName="reserve" parameterOrder="item count" interface="remote"
                    returnPart="reserved"/><input/><output/><fault name="ft1"/></operation>
              </binding>
              <binding name="ShopJavaBinding" type="tns:Shop">
                <java:binding/>
                <format:typeMapping encoding="Java" style="Java">JAVA_MAP</format:typeMapping>
                <operation name="reserve"><java:operation methodName="reserve" parameterOrder="item count"
                    returnPart="reserved"/><input/><output/><fault name="ft1"/></operation>
              </binding>
              <service name="ShopService">
                <port name="ShopIiopPort" binding="tns:ShopEjbBinding">
                  <ejb:address className="com.example.shop.ShopRemote" jndiName="Shop" jndiProviderURL="corbaloc:iiop:127.0.0.1:2809"/>
                </port>
                <port name="ShopJavaPort" binding="tns:ShopJavaBinding"><java:address className="com.example.shop.ShopImpl"/></port>
              </service>
            </definitions>
            """;
    private static final String MAP = "<format:typeMap typeName=\"tns:outOfStock\" formatType=\"%s\"/>";

    @Test
    void eachJavaRouteNamesTheServicesExceptionOfTheFaultAndItsGeneratedException(@TempDir Path out) throws Exception {
        String mapped = MAP.formatted("com.example.shop.OutOfStockException");
        ServiceDescription description = read(out, mapped, MAP.formatted("com.example.shop.LocalOutOfStock"));

        GenerateResult result = generate(description, out);

        Path folder = out.resolve("src/client/shop");
        assertTrue(Files.readString(folder.resolve("Shop.java")).contains(
                "int reserve(String item, int count) throws OutOfStockFault;"), "the interface declares the fault");
        String fault = Files.readString(folder.resolve("OutOfStockFault.java"));
        assertTrue(fault.contains("public OutOfStockFault(String message, OutOfStock faultInfo)"), fault);
        assertTrue(fault.contains("public OutOfStock getFaultInfo()"), fault);
        String info = Files.readString(folder.resolve("OutOfStock.java"));
        assertTrue(info.contains("private String item;") && info.contains("private int available;"),
                "the fault info is a data class of the fault's schema type, not the mapped exception:\n" + info);
        String proxy = Files.readString(folder.resolve("ShopProxy.java")).replaceAll("\\s+", " ");
        assertTrue(proxy.contains("new Route.RmiIiop(\"ShopIiopPort\", \"reserve\", new JavaFault(OutOfStockException.class,"
                + " OutOfStockFault.class))"), proxy);
        assertTrue(proxy.contains("new Route.LocalJava(\"ShopJavaPort\", \"reserve\", new JavaFault(LocalOutOfStock.class,"
                + " OutOfStockFault.class))"), "each binding its own mapping: " + proxy);
        assertTrue(result.serviceClasses().stream().anyMatch(c -> c.name().equals("com.example.shop.OutOfStockException")
                && c.neededToCompile()), result.serviceClasses().toString());
    }

    @Test
    void aFaultMappedToAClassThatIsNoExceptionIsRefused(@TempDir Path out) throws Exception {
        ServiceDescription description = read(out, MAP.formatted("java.util.Date"), MAP.formatted("com.example.shop.OutOfStockException"));
        GenerateException refused = assertThrows(GenerateException.class, () -> generate(description, out));
        assertEquals("port ShopIiopPort (RMI-IIOP): binding ShopEjbBinding maps the fault ft1 (message OutOfStockFault) to"
                + " java.util.Date, which is no exception class: a service's Java method throws only subclasses of"
                + " java.lang.Throwable; name in format:typeMap formatType the exception class the service throws for"
                + " this fault", refused.getMessage());
    }

    @Test
    void aBrokenFaultMappingOfABindingThePlanDoesNotRouteToIsNoObstacle(@TempDir Path out) throws Exception {
        ServiceDescription description = read(out, MAP.formatted("OutOfStockException"), MAP.formatted("com.example.shop.OutOfStockException"));
        new GenerateProxyOperation(new GenerateRequest(description, plan(description, "ShopJavaPort"), null, "client.shop",
                out.resolve("src"))).execute(null);
        String proxy = Files.readString(out.resolve("src/client/shop/ShopProxy.java")).replaceAll("\\s+", " ");
        assertTrue(proxy.contains("new JavaFault(OutOfStockException.class, OutOfStockFault.class)"), proxy);
        GenerateException refused = assertThrows(GenerateException.class,
                () -> generate(description, out.resolve("routed to both")));
        assertTrue(refused.getMessage().startsWith("port ShopIiopPort (RMI-IIOP): binding ShopEjbBinding: the WSDL's Java"
                + " type mapping maps the fault ft1 to \"OutOfStockException\", which is not a Java class name"),
                refused.getMessage());
    }

    @Test
    void aRoutedJavaBindingThatMapsNoExceptionToAFaultIsRefused(@TempDir Path out) throws Exception {
        ServiceDescription description = read(out, "", MAP.formatted("com.example.shop.OutOfStockException"));
        GenerateException refused = assertThrows(GenerateException.class, () -> generate(description, out));
        assertTrue(refused.getMessage().startsWith("port ShopIiopPort (RMI-IIOP): operation reserve declares the fault"
                + " OutOfStockFault, but binding ShopEjbBinding maps no exception class to it"), refused.getMessage());
        assertTrue(refused.getMessage().contains("add <format:typeMap typeName=\"outOfStock\" formatType=\"the exception"
                + " class the service throws\"/>"), refused.getMessage());
    }

    private static ServiceDescription read(Path folder, String ejbMap, String javaMap) throws Exception {
        Path wsdl = Files.writeString(folder.resolve("Shop.wsdl"), WSDL.replace("EJB_MAP", ejbMap).replace("JAVA_MAP", javaMap));
        return new WsdlReader().read(wsdl);
    }

    private static GenerateResult generate(ServiceDescription description, Path out) throws GenerateException {
        return new GenerateProxyOperation(new GenerateRequest(description, plan(description, "ShopIiopPort", "ShopJavaPort"),
                null, "client.shop", out.resolve("src"))).execute(null);
    }

    /** A plan that calls each operation over the ports given, in their order. */
    private static SelectionPlan plan(ServiceDescription description, String... ports) {
        ModelFactory model = ModelFactory.eINSTANCE;
        SelectionPlan plan = model.createSelectionPlan();
        plan.setWsdlLocation(description.getLocation());
        plan.setCreatedAt(Instant.EPOCH.toString());
        for (Operation operation : description.getPortTypes().get(0).getOperations()) {
            OperationSelection selection = model.createOperationSelection();
            selection.setPortType(description.getPortTypes().get(0).getName());
            selection.setOperation(operation.getName());
            selection.setIdempotent(false);
            for (String name : ports) {
                Port port = description.getServices().get(0).getPorts().stream()
                        .filter(candidate -> candidate.getName().equals(name)).findFirst().orElseThrow();
                RankedBinding binding = model.createRankedBinding();
                binding.setKind(port.getKind());
                binding.setPort(port.getName());
                binding.setAddress(port.getAddress());
                binding.setRank(selection.getChosen() == null ? 1 : selection.getFallbacks().size() + 2);
                if (selection.getChosen() == null) {
                    selection.setChosen(binding);
                } else {
                    selection.getFallbacks().add(binding);
                }
            }
            plan.getSelections().add(selection);
        }
        return plan;
    }
}
