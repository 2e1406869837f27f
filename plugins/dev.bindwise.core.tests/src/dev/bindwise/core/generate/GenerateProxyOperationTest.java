package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import dev.bindwise.core.discovery.FactNames;
import dev.bindwise.core.operation.BadInputException;
import dev.bindwise.core.policy.RuleBase;
import dev.bindwise.core.select.PlanReport;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.EndpointFact;
import dev.bindwise.model.Fact;
import dev.bindwise.model.FactSource;
import dev.bindwise.model.Facts;
import dev.bindwise.model.ModelFactory;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.RankedBinding;
import dev.bindwise.model.Port;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.model.ServiceDescription;

/** Proxy generation from real selection plans of the example WSDLs, and what regeneration does with files. */
class GenerateProxyOperationTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    /** A method declaration, whitespace collapsed: result, name, parameters. */
    private static final Pattern METHOD = Pattern.compile("([\\w.\\[\\]<>]+) (\\w+)\\(([^)]*)\\);");

    private static RuleBase rules;

    @BeforeAll
    static void loadRules() throws Exception {
        rules = RuleBase.loadDefault();
    }

    /**
     * The extended WSDLs of the example services of examples/services-api, whose Java interfaces the generated ones are
     * compared with (examples/cxf's are a peer's, with no Java mapping; examples/wildfly has its own test).
     */
    static List<String> exampleWsdls() throws IOException {
        Path services = ROOT.resolve("examples/services-api/src/main/java/dev/bindwise/examples");
        try (Stream<Path> files = Files.walk(ROOT.resolve("examples"), 2)) {
            return files.filter(p -> p.toString().endsWith(".wsdl")
                    && Files.isDirectory(services.resolve(p.getParent().getFileName().toString())))
                    .map(p -> ROOT.relativize(p).toString()).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("exampleWsdls")
    void eachExampleGetsItsInterfaceWithTheServicesSignaturesAndAProxyRoutingInThePlansOrder(String wsdl, @TempDir Path out)
            throws Exception {
        ServiceDescription description = new WsdlReader().read(ROOT.resolve(wsdl));
        SelectionPlan plan = select(description);
        String portType = description.getPortTypes().get(0).getName();

        GenerateResult result = generate(description, plan, "plans/" + portType + ".xmi", out);

        Path folder = out.resolve("client/proxy");
        assertEquals(List.of(folder.resolve(portType + ".java"), folder.resolve(portType + "Proxy.java")),
                result.files().stream().map(GeneratedFile::path).toList(),
                "every structure is mapped to the service's own classes: no data class");
        assertTrue(result.files().stream().allMatch(f -> f.outcome() == GeneratedFile.Outcome.CREATED));

        String serviceInterface = Files.readString(folder.resolve(portType + ".java"));
        Path ownInterface = ROOT.resolve("examples/services-api/src/main/java/dev/bindwise/examples")
                .resolve(Path.of(wsdl).getParent().getFileName()).resolve(portType + ".java");
        // a repeated parameter is a List, as wsimport has it, where a JAX-RPC-era service takes an array (MapPoint's
        // LatLong[] waypoints): the runtime hands the service an array of the List's items
        assertEquals(methods(Files.readString(ownInterface)).stream().map(m -> m.replaceAll("\\b(?!byte\\[)(\\w+)\\[\\] ", "List<$1> ")).toList(),
                methods(serviceInterface), "the generated interface declares the methods of " + ownInterface.getFileName());

        String proxy = Files.readString(folder.resolve(portType + "Proxy.java"));
        assertTrue(proxy.contains("public final class " + portType + "Proxy implements " + portType + ", AutoCloseable"));
        for (OperationSelection selection : plan.getSelections()) {
            // one ranking: the proxy routes in the order select prints as the proxy's (the plan's deployment ranking)
            List<String> ranked = selection.getDeployment().stream().map(RankedBinding::getPort).toList();
            assertEquals(ranked, routedPorts(proxy, selection.getOperation()), selection.getOperation() + "'s routes");
            assertEquals(PlanReport.proxyRanking(selection), selection.getDeployment().stream()
                    .map(b -> b.getKind().name()).collect(Collectors.joining(", ")));
            assertTrue(proxy.contains("OperationPlan.operation(\"" + selection.getOperation() + "\", ")
                    && proxy.contains(", " + selection.isIdempotent() + ")"));
        }

        for (String source : List.of(serviceInterface, proxy)) {
            List<String> header = source.lines().limit(6).toList();
            assertEquals("// Generated by Bindwise " + BindwiseVersion.get() + ".", header.get(0));
            // file names, not their folders; the plan's time only where it has one (a plan made by probing)
            assertEquals("// WSDL: " + GenerateProxyOperation.fileName(description.getLocation()), header.get(1));
            assertEquals("// Selection plan: " + portType + ".xmi"
                    + (plan.getCreatedAt() == null ? "" : ", created " + plan.getCreatedAt()), header.get(2));
            assertTrue(header.get(5).startsWith("// bindwise-content-hash: sha256:"), header.get(5));
            assertTrue(ContentHash.intact(source), "the recorded hash is the content's");
        }
    }

    @Test
    void structuresWithoutAJavaMappingGetDataClassesAndTheSourcesCompile(@TempDir Path out) throws Exception {
        ServiceDescription inventory = new WsdlReader().read(ROOT.resolve("plugins/dev.bindwise.core.tests/resources/generate/Inventory.wsdl"));
        GenerateResult result = generate(inventory, select(inventory), null, out);

        Path folder = out.resolve("client/proxy");
        assertEquals(List.of("Inventory.java", "InventoryProxy.java", "Item.java", "Price.java"),
                result.files().stream().map(f -> f.path().getFileName().toString()).toList());
        assertEquals(List.of("List<Item> findItems(String query, int limit, Integer offset);", "void restock(Item item);",
                "Integer countItems(String query);"),
                methods(Files.readString(folder.resolve("Inventory.java"))));
        String item = Files.readString(folder.resolve("Item.java"));
        for (String member : List.of("public class Item implements Serializable", "public Item()", "private String sku;",
                "private int count;", "private Integer reserved;", "private boolean inStock;", "private Price price;",
                "private byte[] photo;", "private List<String> tags;", "private Calendar updated;", "public boolean isInStock()",
                "public void setReserved(Integer reserved)", "public Price getPrice()",
                // optional: boxed, so that null is left out and an absent element reads as null, as JAXB has it
                "private Integer rating;", "public Integer getRating()",
                // repeated: a List, items boxed, a getter that makes the list on first use and no setter, as xjc writes it
                "private List<Integer> ratings;",
                "private Long revision;", "private int shelf;")) {
            assertTrue(item.contains(member), member + " in\n" + item);
        }
        assertTrue(Files.readString(folder.resolve("Price.java")).contains("private BigDecimal amount;"));
        assertTrue(item.replaceAll("\\s", "").contains("@SoapSequence(value={\"sku\",\"count\",\"reserved\",\"inStock\",\"price\",\"photo\",\"tags\",\"updated\",\"rating\",\"ratings\"},attributes={\"revision\",\"shelf\"})"),
                "the schema's order, for the SOAP client:\n" + item);
        String proxy = Files.readString(folder.resolve("InventoryProxy.java"));
        String proxyCode = proxy.replaceAll("\\s", "");
        assertTrue(proxyCode.contains("@SuppressWarnings(\"unchecked\")publicList<Item>findItems(Stringquery,intlimit,Integeroffset){"
                + "return(List<Item>)runtime.call(0,query,limit,offset);"), proxy);
        // List.class erases the items: the plan names them, so that a reply's are read as Items
        assertTrue(proxyCode.contains("OperationPlan.operation(\"findItems\",List.class,") && proxyCode.contains(".resultItems(Item.class)"),
                proxy);
        assertFalse(item.contains("setTags") || item.contains("setRatings"), "no setter of a List, as xjc writes it:\n" + item);
        String itemCode = item.replaceAll("\\s", "");
        assertTrue(itemCode.contains("publicList<Integer>getRatings(){if(ratings==null){ratings=newArrayList<>();}returnthis.ratings;}"),
                "a List made on first use:\n" + item);
        // javac's serial lint would fail a user's -Werror build over a List field of a Serializable class
        assertTrue(itemCode.contains("@SuppressWarnings(\"serial\")@SoapElement(name=\"ratings\""), item);
        assertTrue(proxy.contains("return (Integer) runtime.call(2, query);"), proxy);
        assertTrue(proxy.contains("        runtime.call(1, item);"), proxy);

        // everything but the proxy needs only the JDK and the runtime's annotations: compile it as a user's build would
        List<Path> sources = Stream.of("Inventory.java", "Item.java", "Price.java").map(folder::resolve).toList();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, files, null, List.of("--release", "17", "-Xlint:all", "-Werror",
                    "-implicit:none", "-classpath", RuntimeClassPath.entry(), "-d", out.resolve("classes").toString()), null, files.getJavaFileObjectsFromPaths(sources)).call();
            assertTrue(compiled, diagnostics.toString());
        }
    }

    @Test
    void regenerationReplacesFilesAsGeneratedAndKeepsTheOnesTheUserEdited(@TempDir Path out) throws Exception {
        ServiceDescription trader = new WsdlReader().read(ROOT.resolve("examples/trader/Trader.wsdl"));
        SelectionPlan plan = select(trader);
        generate(trader, plan, "plan.xmi", out);
        Path folder = out.resolve("client/proxy");
        Path proxy = folder.resolve("TraderProxy.java");
        String edited = Files.readString(proxy).replace("    public ServiceRuntime runtime() {",
                "    /** Mine: how many calls went out. */\n    public int calls;\n\n    public ServiceRuntime runtime() {");
        Files.writeString(proxy, edited);

        GenerateResult same = generate(trader, plan, "plan.xmi", out);
        assertEquals(GeneratedFile.Outcome.UNCHANGED, same.files().get(0).outcome(), "the interface is as generated");
        GeneratedFile kept = same.files().get(1);
        assertEquals(GeneratedFile.Outcome.KEPT, kept.outcome());
        assertEquals(edited, Files.readString(proxy), "the user's file is left as the user wrote it");
        assertEquals(folder.resolve("TraderProxy.java.generated"), kept.newGeneration());
        assertFalse(Files.readString(kept.newGeneration()).contains("public int calls;"));
        assertTrue(kept.difference().contains("\n-    public int calls;\n"), kept.difference());
        assertEquals(List.of(kept), same.kept());

        SelectionPlan newer = select(trader);
        newer.setCreatedAt("2031-01-01T00:00:00Z");
        GenerateResult again = generate(trader, newer, "plan.xmi", out);
        assertEquals(GeneratedFile.Outcome.REPLACED, again.files().get(0).outcome(), "a new plan replaces the unedited interface");
        assertTrue(Files.readString(folder.resolve("Trader.java")).contains("created 2031-01-01T00:00:00Z"));
        assertEquals(GeneratedFile.Outcome.KEPT, again.files().get(1).outcome());
        assertEquals(edited, Files.readString(proxy));
        assertTrue(Files.readString(kept.newGeneration()).contains("created 2031-01-01T00:00:00Z"),
                "the new generation beside it is the newest");

        Files.writeString(proxy, Files.readString(kept.newGeneration()));
        GenerateResult merged = generate(trader, newer, "plan.xmi", out);
        assertEquals(GeneratedFile.Outcome.UNCHANGED, merged.files().get(1).outcome(), "the user took the new generation");
        assertFalse(Files.exists(kept.newGeneration()), "the new generation beside it is gone once taken");
    }

    @Test
    void aFileBindwiseDidNotWriteStopsTheGenerationBeforeAnythingIsWritten(@TempDir Path out) throws Exception {
        ServiceDescription trader = new WsdlReader().read(ROOT.resolve("examples/trader/Trader.wsdl"));
        Path own = out.resolve("client/proxy/TraderProxy.java");
        Files.createDirectories(own.getParent());
        String mine = "package client.proxy;\n\n/** Written by hand. */\npublic class TraderProxy {\n}\n";
        Files.writeString(own, mine);

        GenerateException refused = assertThrows(GenerateException.class, () -> generate(trader, select(trader), null, out));
        assertTrue(refused.getMessage().contains(own + " was not generated by Bindwise"), refused.getMessage());
        assertEquals(mine, Files.readString(own));
        assertFalse(Files.exists(out.resolve("client/proxy/Trader.java")), "nothing else was written either");
    }

    @Test
    void aPlanForAnotherWsdlIsRefused(@TempDir Path out) throws Exception {
        ServiceDescription google = new WsdlReader().read(ROOT.resolve("examples/google/GoogleSearch.wsdl"));
        ServiceDescription trader = new WsdlReader().read(ROOT.resolve("examples/trader/Trader.wsdl"));

        GenerateException refused = assertThrows(GenerateException.class,
                () -> generate(trader, select(google), "google.xmi", out));
        // a plan names its WSDL by the file name (the same plan wherever it is made)
        assertTrue(refused.getMessage().startsWith("the plan was made for GoogleSearch.wsdl, not for "
                + trader.getLocation()), refused.getMessage());
        assertFalse(Files.exists(out.resolve("client")));
    }

    @Test
    void theServicesOwnClassesAreListedAndGeneratedOnlyWhereNoRoutedBindingPassesThem(@TempDir Path out) throws Exception {
        ServiceDescription trader = new WsdlReader().read(ROOT.resolve("examples/trader/Trader.wsdl"));
        GenerateResult everyBinding = generate(trader, select(trader), null, out.resolve("all"));
        assertEquals(List.of("dev.bindwise.examples.trader.Quote", "dev.bindwise.examples.trader.Holding"),
                everyBinding.serviceClasses().stream().filter(GenerateResult.ServiceClass::neededToCompile)
                        .map(GenerateResult.ServiceClass::name).toList(), "the type mapping's classes, named by the sources");
        assertTrue(everyBinding.serviceClasses().contains(new GenerateResult.ServiceClass("dev.bindwise.examples.iiop.TraderRemote",
                "TraderIiopPort", "called over RMI-IIOP at TraderIiopPort")), everyBinding.serviceClasses()::toString);
        assertTrue(everyBinding.needServiceClasses().contains("TraderIiopPort (RMI-IIOP)"), everyBinding.needServiceClasses()::toString);
        GenerateException refused = assertThrows(GenerateException.class, () -> new GenerateProxyOperation(
                new GenerateRequest(trader, select(trader), null, "client.proxy", out.resolve("refused"), true)).execute(null));
        assertTrue(refused.getMessage().contains("passes the service's own classes: they cannot be generated"), refused.getMessage());

        SelectionPlan soapOnly = select(trader);
        for (OperationSelection selection : soapOnly.getSelections()) {
            RankedBinding soap = PlanMatch.ranking(selection).stream().filter(b -> b.getKind() == BindingKind.SOAP).findFirst()
                    .orElseThrow();
            selection.getFallbacks().clear();
            selection.getDeployment().clear();
            selection.setChosen(soap);
        }
        Path generated = out.resolve("soap");
        GenerateResult result = new GenerateProxyOperation(new GenerateRequest(trader, soapOnly, null, "client.proxy", generated, true))
                .execute(null);
        assertEquals(List.of(), result.serviceClasses(), "nothing left for the client to bring");
        assertEquals(List.of("client/proxy/Trader.java", "client/proxy/TraderProxy.java", "dev/bindwise/examples/trader/Quote.java",
                "dev/bindwise/examples/trader/Holding.java"), result.files().stream()
                        .map(f -> generated.relativize(f.path()).toString().replace('\\', '/')).toList());
        String quote = Files.readString(generated.resolve("dev/bindwise/examples/trader/Quote.java"));
        assertTrue(quote.contains("public class Quote implements Serializable") && quote.contains("public List<BigDecimal> getUnitHistory()"),
                quote);
        assertTrue(Files.readString(generated.resolve("client/proxy/Trader.java")).contains("import dev.bindwise.examples.trader.Quote;"));
    }

    /** Attributes (local, global by ref, from a group, of an extension) become @SoapAttribute fields. */
    @Test
    void attributesOfTheSchemaBecomeSoapAttributesAndTheSourcesCompile(@TempDir Path out) throws Exception {
        Path wsdl = Files.writeString(out.resolve("Tags.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" xmlns:tns="urn:a">
                  <types><xsd:schema targetNamespace="urn:a" elementFormDefault="qualified">
                    <xsd:attribute name="price" type="xsd:decimal"/>
                    <xsd:attributeGroup name="audit"><xsd:attribute name="at" type="xsd:dateTime"/></xsd:attributeGroup>
                    <xsd:complexType name="Base"><xsd:sequence><xsd:element name="note" type="xsd:string"/></xsd:sequence>
                      <xsd:attribute name="id" type="xsd:string" use="required"/></xsd:complexType>
                    <xsd:complexType name="Tag"><xsd:complexContent><xsd:extension base="tns:Base">
                      <xsd:sequence><xsd:element name="label" type="xsd:string" minOccurs="0"/></xsd:sequence>
                      <xsd:attribute name="count" type="xsd:int"/>
                      <xsd:attribute name="weight" type="xsd:int" use="required" form="qualified"/>
                      <xsd:attribute ref="tns:price"/>
                      <xsd:attributeGroup ref="tns:audit"/>
                    </xsd:extension></xsd:complexContent></xsd:complexType>
                    <xsd:complexType name="Amount"><xsd:simpleContent><xsd:extension base="xsd:decimal">
                      <xsd:attribute name="currency" type="xsd:string"/></xsd:extension></xsd:simpleContent></xsd:complexType>
                    <xsd:element name="tag"><xsd:complexType><xsd:sequence><xsd:element name="tag" type="tns:Tag"/>
                      </xsd:sequence></xsd:complexType></xsd:element>
                    <xsd:element name="tagResponse"><xsd:complexType><xsd:sequence>
                      <xsd:element name="return" type="tns:Tag"/></xsd:sequence></xsd:complexType></xsd:element>
                  </xsd:schema></types>
                  <message name="in"><part name="parameters" element="tns:tag"/></message>
                  <message name="out"><part name="parameters" element="tns:tagResponse"/></message>
                  <portType name="Tags"><operation name="tag"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Tags">
                    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="tag"><soap:operation soapAction=""/>
                      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
                  </binding>
                  <service name="S"><port name="TagsPort" binding="tns:B"><soap:address location="http://localhost:1/t"/></port></service>
                </definitions>
                """);
        ServiceDescription description = new WsdlReader().read(wsdl);
        generate(description, select(description), null, out.resolve("src"));
        Path folder = out.resolve("src/client/proxy");
        // javapoet breaks annotations over lines: compare without whitespace
        String base = Files.readString(folder.resolve("Base.java")).replaceAll("\\s", "");
        assertTrue(base.contains("@SoapSequence(value={\"note\"},attributes={\"id\"})"), base);
        assertTrue(base.contains("@SoapAttribute(name=\"id\",type=XsdType.STRING,required=true)privateStringid;"), base);
        String tag = Files.readString(folder.resolve("Tag.java")).replaceAll("\\s", "");
        for (String member : List.of("publicclassTagextendsBase",
                // the base's fields again, as the schema reader flattens an extension
                "@SoapSequence(value={\"note\",\"label\"},attributes={\"id\",\"count\",\"weight\",\"price\",\"at\"})",
                "@SoapAttribute(name=\"count\",type=XsdType.INT)privateIntegercount;",
                "@SoapAttribute(name=\"weight\",namespace=\"urn:a\",type=XsdType.INT,required=true)privateintweight;",
                "@SoapAttribute(name=\"price\",namespace=\"urn:a\",type=XsdType.DECIMAL)privateBigDecimalprice;",
                "@SoapAttribute(name=\"at\",type=XsdType.DATE_TIME)privateCalendarat;")) {
            assertTrue(tag.contains(member), member + " in\n" + tag);
        }
        String proxy = Files.readString(folder.resolve("TagsProxy.java"));
        assertTrue(proxy.contains("SoapOperation.wrapped("), "the operation is written by schema:\n" + proxy);

        List<Path> sources = Stream.of("Tags.java", "Tag.java", "Base.java").map(folder::resolve).toList();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, files, null, List.of("--release", "17", "-Xlint:all", "-Werror",
                    "-implicit:none", "-classpath", RuntimeClassPath.entry(), "-d", out.resolve("classes").toString()), null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            assertTrue(compiled, diagnostics.toString());
        }
    }

    /** A name that is a Java keyword gets JAXB's and wsimport's '_' before it; a property named class is JAXB's clazz. */
    @Test
    void keywordNamesAreTheNamesJaxbGivesThem(@TempDir Path out) throws Exception {
        Path wsdl = Files.writeString(out.resolve("Notes.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:a" xmlns:tns="urn:a">
                  <types><xsd:schema targetNamespace="urn:a">
                    <xsd:complexType name="Note"><xsd:sequence><xsd:element name="return" type="xsd:string"/>
                      <xsd:element name="class" type="xsd:int"/></xsd:sequence></xsd:complexType>
                    <xsd:element name="new"><xsd:complexType><xsd:sequence><xsd:element name="default" type="xsd:string"/>
                      </xsd:sequence></xsd:complexType></xsd:element>
                    <xsd:element name="newResponse"><xsd:complexType><xsd:sequence>
                      <xsd:element name="return" type="tns:Note"/></xsd:sequence></xsd:complexType></xsd:element>
                  </xsd:schema></types>
                  <message name="in"><part name="parameters" element="tns:new"/></message>
                  <message name="out"><part name="parameters" element="tns:newResponse"/></message>
                  <portType name="Notes"><operation name="new"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Notes">
                    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="new"><soap:operation soapAction=""/>
                      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
                  </binding>
                  <service name="S"><port name="NotesPort" binding="tns:B"><soap:address location="http://localhost:1/n"/></port></service>
                </definitions>
                """);
        ServiceDescription description = new WsdlReader().read(wsdl);
        generate(description, select(description), null, out.resolve("src"));
        Path folder = out.resolve("src/client/proxy");
        assertEquals(List.of("Note _new(String _default);"), methods(Files.readString(folder.resolve("Notes.java"))));
        String note = Files.readString(folder.resolve("Note.java"));
        for (String member : List.of("private String _return;", "public String getReturn()", "public void setReturn(String _return)",
                "private int clazz;", "public int getClazz()", "public void setClazz(int clazz)")) {
            assertTrue(note.contains(member), member + " in\n" + note);
        }
        List<Path> sources = Stream.of("Notes.java", "Note.java").map(folder::resolve).toList();
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, files, null, List.of("--release", "17", "-Xlint:all", "-Werror",
                    "-implicit:none", "-classpath", RuntimeClassPath.entry(), "-d", out.resolve("classes").toString()), null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            assertTrue(compiled, diagnostics.toString());
        }
    }

    /** SOAP-encoded messages are not written by schema: refused at generate time, saying what to do. */
    @Test
    void anRpcEncodedSoapRouteIsRefused(@TempDir Path out) throws Exception {
        Path wsdl = Files.writeString(out.resolve("Encoded.wsdl"), """
                <definitions xmlns="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"
                    xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="urn:e" xmlns:tns="urn:e">
                  <message name="in"><part name="x" type="xsd:string"/></message>
                  <message name="out"><part name="y" type="xsd:string"/></message>
                  <portType name="Echo"><operation name="echo"><input message="tns:in"/><output message="tns:out"/></operation></portType>
                  <binding name="B" type="tns:Echo">
                    <soap:binding style="rpc" transport="http://schemas.xmlsoap.org/soap/http"/>
                    <operation name="echo">
                      <soap:operation soapAction=""/>
                      <input><soap:body use="encoded" namespace="urn:e" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/></input>
                      <output><soap:body use="encoded" namespace="urn:e" encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"/></output>
                    </operation>
                  </binding>
                  <service name="S"><port name="EchoPort" binding="tns:B"><soap:address location="http://localhost:1/e"/></port></service>
                </definitions>
                """);
        ServiceDescription description = new WsdlReader().read(wsdl);
        GenerateException refused = assertThrows(GenerateException.class,
                () -> generate(description, select(description), null, out.resolve("src")));
        assertTrue(refused.getMessage().startsWith("port EchoPort: operation echo is rpc/encoded"), refused.getMessage());
        assertTrue(refused.getMessage().contains("ask for a document/literal or rpc/literal binding"), refused.getMessage());
    }

    @Test
    void theDefaultPackageIsTheTargetNamespacesAsJaxbMakesIt() throws Exception {
        ServiceDescription trader = new WsdlReader().read(ROOT.resolve("examples/trader/Trader.wsdl"));
        assertEquals("dev.bindwise.examples.trader", GenerateProxyOperation.defaultPackage(trader));
        ServiceDescription orders = ModelFactory.eINSTANCE.createServiceDescription();
        orders.setTargetNamespace("http://www.example.com/break/orders.xsd");
        assertEquals("com.example._break.orders", GenerateProxyOperation.defaultPackage(orders),
                "a keyword segment gets a '_' as xjc gives it, no fallback");
        GenerateException refused = assertThrows(GenerateException.class, () -> GenerateProxyOperation.checkPackage("com.class.x"));
        assertTrue(refused.getMessage().startsWith("\"com.class.x\" is not a Java package name"), refused.getMessage());
    }

    private static GenerateResult generate(ServiceDescription description, SelectionPlan plan, String planFile, Path out)
            throws GenerateException {
        return new GenerateProxyOperation(new GenerateRequest(description, plan, planFile, "client.proxy", out))
                .execute(null);
    }

    /** A plan as select makes it where every port answers and the JCA adapter reaches its system. */
    static SelectionPlan select(ServiceDescription description) throws BadInputException {
        Facts facts = ModelFactory.eINSTANCE.createFacts();
        Fact jca = ModelFactory.eINSTANCE.createFact();
        jca.setName(FactNames.JCA_ADAPTER_REACHABLE);
        jca.setValue("true");
        jca.setSource(FactSource.DECLARED);
        facts.getFacts().add(jca);
        for (Port port : description.getServices().get(0).getPorts()) {
            EndpointFact endpoint = ModelFactory.eINSTANCE.createEndpointFact();
            endpoint.setPort(port.getName());
            endpoint.setKind(port.getKind());
            endpoint.setAddress(port.getAddress());
            endpoint.setAccessible(true);
            endpoint.setReason("answered");
            endpoint.setSource(FactSource.PROBED);
            facts.getEndpoints().add(endpoint);
        }
        SelectionPlan plan = new SelectionOperation(SelectionRequest.of(description).withFacts(facts).withRules(rules))
                .execute(null).plan();
        for (OperationSelection selection : plan.getSelections()) {
            assertTrue(selection.getChosen() != null, selection.getOperation() + " has a binding");
        }
        return plan;
    }

    /** The method declarations of a Java interface's source, comments left out and whitespace collapsed. */
    private static List<String> methods(String source) {
        String code = source.replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "").replaceAll("\\s+", " ")
                .replace("( ", "(").replace(" )", ")");
        List<String> methods = new ArrayList<>();
        Matcher matcher = METHOD.matcher(code);
        while (matcher.find()) {
            methods.add(matcher.group());
        }
        return methods;
    }

    /** The ports of an operation's routes in the proxy's plan, in their order. */
    private static List<String> routedPorts(String proxy, String operation) {
        int start = proxy.indexOf("OperationPlan.operation(\"" + operation + "\"");
        int end = proxy.indexOf("OperationPlan.operation(", start + 1);
        String block = proxy.substring(start, end < 0 ? proxy.indexOf(".build()", start) : end);
        List<String> ports = new ArrayList<>();
        Matcher route = Pattern.compile("new Route\\.\\w+\\(\"(\\w+)\"").matcher(block);
        while (route.find()) {
            ports.add(route.group(1));
        }
        return ports;
    }
}
