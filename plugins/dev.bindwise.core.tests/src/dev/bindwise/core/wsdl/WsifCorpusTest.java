package dev.bindwise.core.wsdl;

import static dev.bindwise.core.wsdl.TestFiles.named;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

import dev.bindwise.model.Binding;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * Every WSDL of the WSIF corpus ({@code ../shared/corpus/wsif}), not a chosen few: the valid ones read
 * with each binding recognised by kind, the ones its INDEX.md marks expected-invalid fail with an error
 * that names the file and line. The kinds expected are taken from the file itself, with a plain DOM
 * parser, so the test does not trust the reader to grade itself.
 */
class WsifCorpusTest {

    private static final String WSDL = "http://schemas.xmlsoap.org/wsdl/";

    /** The binding element namespaces and the kind each stands for. */
    private static final Map<String, BindingKind> KIND_BY_NAMESPACE = Map.of(
            "http://schemas.xmlsoap.org/wsdl/soap/", BindingKind.SOAP,
            "http://schemas.xmlsoap.org/wsdl/soap12/", BindingKind.SOAP,
            "http://schemas.xmlsoap.org/wsdl/ejb/", BindingKind.RMI_IIOP,
            "http://schemas.xmlsoap.org/wsdl/java/", BindingKind.LOCAL_JAVA,
            "http://schemas.xmlsoap.org/wsdl/jms/", BindingKind.JMS,
            "http://schemas.xmlsoap.org/wsdl/myeis/", BindingKind.JCA,
            "http://schemas.xmlsoap.org/wsdl/http/", BindingKind.HTTP);

    static Stream<String> wsdlFiles() throws IOException {
        Path corpus = TestFiles.corpus();
        try (Stream<Path> files = Files.walk(corpus)) {
            List<String> names = files.filter(file -> file.toString().endsWith(".wsdl"))
                    .map(file -> corpus.relativize(file).toString().replace('\\', '/')).sorted().toList();
            return names.stream();
        }
    }

    /** The files INDEX.md lists under "Expected-invalid files". */
    static Set<String> expectedInvalid() throws IOException {
        String index = Files.readString(TestFiles.corpus().resolve("INDEX.md"));
        String section = index.substring(index.indexOf("## Expected-invalid files"));
        Matcher entry = Pattern.compile("(?m)^- `([^`]+)`").matcher(section);
        Set<String> names = new java.util.TreeSet<>();
        while (entry.find()) {
            names.add(entry.group(1));
        }
        return names;
    }

    @Test
    void theCorpusIsWhatItsIndexSays() throws IOException {
        assertEquals(60, wsdlFiles().count(), "INDEX.md counts 60 WSDL files");
        Set<String> invalid = expectedInvalid();
        assertEquals(8, invalid.size(), "INDEX.md lists 8 expected-invalid files: " + invalid);
        Set<String> present = wsdlFiles().collect(Collectors.toSet());
        assertTrue(present.containsAll(invalid), "every expected-invalid file is in the corpus");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("wsdlFiles")
    void readsEveryValidFileAndRefusesEveryBadOne(String name) throws Exception {
        Path corpus = TestFiles.corpus();
        Path file = corpus.resolve(name);
        // WSIF named class-path resources in imports; the two source roots of the corpus stand in for it.
        Path[] importRoots = {corpus.resolve("samples/jca/ra"), corpus.resolve("src")};
        if (expectedInvalid().contains(name)) {
            WsdlReadException error = assertThrows(WsdlReadException.class, () -> TestFiles.read(file, importRoots));
            String fileName = file.getFileName().toString();
            assertTrue(error.getFile() != null && error.getFile().endsWith(fileName), error.getMessage());
            assertTrue(error.getLine() > 0, "the error gives a line: " + error.getMessage());
            assertTrue(error.getMessage().startsWith(error.getFile() + ":" + error.getLine() + ":"), error.getMessage());
            assertNotNull(error.getAdvice(), "the error says what to do: " + error.getMessage());
            return;
        }
        ServiceDescription description = TestFiles.read(file, importRoots);
        Map<String, BindingKind> expected = bindingKindsWrittenIn(file);
        for (Map.Entry<String, BindingKind> binding : expected.entrySet()) {
            Binding read = named(description.getBindings(), Binding::getName, binding.getKey());
            assertEquals(binding.getValue(), read.getKind(), "kind of binding " + binding.getKey());
        }
        for (var service : description.getServices()) {
            for (Port port : service.getPorts()) {
                if (port.getBinding() != null) {
                    assertEquals(port.getBinding().getKind(), port.getKind(), "port " + port.getName());
                }
            }
        }
    }

    @Test
    void addressBookHasAllFivePortsByKind() throws Exception {
        ServiceDescription description = TestFiles.read(
                TestFiles.corpus().resolve("test/addressbook/wsifservice/AddressBook.wsdl"));
        Map<String, BindingKind> ports = new LinkedHashMap<>();
        description.getServices().get(0).getPorts().forEach(port -> ports.put(port.getName(), port.getKind()));
        assertEquals(Map.of("SOAPPort", BindingKind.SOAP, "AXISPort", BindingKind.SOAP,
                "JavaPort", BindingKind.LOCAL_JAVA, "SOAPJMSPort", BindingKind.SOAP,
                "NativeJmsPort", BindingKind.JMS), ports);
        Binding soapOverJms = named(description.getBindings(), Binding::getName, "SOAPJmsBinding");
        assertEquals("http://schemas.xmlsoap.org/soap/jms", soapOverJms.getTransport());
        assertEquals("http://localhost:8080/soap/servlet/rpcrouter",
                named(description.getServices().get(0).getPorts(), Port::getName, "SOAPPort").getAddress());
    }

    @Test
    void ejbAndJcaSamplesReadAsRmiIiopAndJca() throws Exception {
        Path corpus = TestFiles.corpus();
        ServiceDescription ejb = TestFiles.read(corpus.resolve("samples/ejb/AddressBook.wsdl"));
        Port ejbPort = ejb.getServices().get(0).getPorts().get(0);
        assertEquals(BindingKind.RMI_IIOP, ejbPort.getKind());
        assertFalse(ejb.getBindings().get(0).getTypeMappings().isEmpty(), "format:typeMapping is read");

        ServiceDescription jca = TestFiles.read(
                corpus.resolve("samples/jca/customer/com/myeis/customer/CustomerInfoMYEISService.wsdl"),
                corpus.resolve("samples/jca/ra"));
        Port jcaPort = jca.getServices().get(0).getPorts().get(0);
        assertEquals(BindingKind.JCA, jcaPort.getKind());
        assertEquals("repositoryLocation=local", jcaPort.getAddress());
        assertTrue(jca.getImportedLocations().size() >= 2, "the binding and interface files are read too");
    }

    @Test
    void looseButUsableFilesReadWithWarnings() throws Exception {
        Path corpus = TestFiles.corpus();
        ServiceDescription inout = TestFiles.read(corpus.resolve("test/inout/wsifservice/Inout.wsdl"));
        assertTrue(inout.getWarnings().stream().anyMatch(w -> w.getMessage().contains("'whoami'")
                && w.getMessage().contains("not offered")), "the unbindable whoami is reported");
        Binding docBinding = named(inout.getBindings(), Binding::getName, "SOAPHttpDocBinding");
        assertFalse(docBinding.getOperations().isEmpty(), "the binding's other operations stay offered");

        ServiceDescription remote = TestFiles.read(corpus.resolve("test/addressbook/ImportingAddressBook.wsdl"));
        assertTrue(remote.getWarnings().stream().anyMatch(w -> w.getMessage().contains("never fetches")),
                "a remote import is reported, not fetched");
    }

    /** Each binding the file itself defines, with the kind its first protocol element stands for. */
    private static Map<String, BindingKind> bindingKindsWrittenIn(Path file) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Element root = factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
        Map<String, BindingKind> kinds = new LinkedHashMap<>();
        NodeList bindings = root.getElementsByTagNameNS(WSDL, "binding");
        for (int i = 0; i < bindings.getLength(); i++) {
            Element binding = (Element) bindings.item(i);
            if (binding.getParentNode() != root) {
                continue;
            }
            BindingKind kind = BindingKind.OTHER;
            for (Node child = binding.getFirstChild(); child != null; child = child.getNextSibling()) {
                if (child instanceof Element element && KIND_BY_NAMESPACE.containsKey(element.getNamespaceURI())
                        && "binding".equals(element.getLocalName())) {
                    kind = KIND_BY_NAMESPACE.get(element.getNamespaceURI());
                    break;
                }
            }
            kinds.put(binding.getAttribute("name"), kind);
        }
        return kinds;
    }
}
