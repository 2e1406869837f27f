package dev.bindwise.core.publish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.wsdl.TestFiles;
import dev.bindwise.core.wsdl.WsdlReadException;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.core.wsdl.WsdlReaderOptions;
import dev.bindwise.model.Binding;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.model.TypeMapEntry;
import dev.bindwise.runtime.BindingKind;

/**
 * The publisher's side (paper 3.1): bindings added to a SOAP-only WSDL, made from the examples by
 * taking their other bindings out, and read back by the step-1 reader.
 */
class AddBindingsOperationTest {

    private static final String GOOGLE = "http://bindwise.dev/examples/google";
    private static final String TRADER = "http://bindwise.dev/examples/trader";

    @TempDir
    Path folder;

    private static final NewBinding.Ejb GOOGLE_EJB = new NewBinding.Ejb("dev.bindwise.examples.iiop.GoogleSearchRemote",
            "GoogleSearch", "corbaloc:iiop:127.0.0.1:1050", "com.sun.jndi.cosnaming.CNCtxFactory",
            Map.of("GoogleSearchResult", "dev.bindwise.examples.google.GoogleSearchResult",
                    "ResultElement", "dev.bindwise.examples.google.ResultElement"));
    private static final NewBinding.LocalJava GOOGLE_JAVA = new NewBinding.LocalJava(
            "dev.bindwise.examples.google.GoogleSearchImpl", Map.of());

    @Test
    void anRmiIiopBindingAndPortReadBackWithTheirOperationAndJavaTypeMapping() throws Exception {
        Path wsdl = soapOnlyGoogle();
        AddBindingsResult result = new AddBindingsOperation(wsdl, List.of(GOOGLE_EJB)).execute(null);

        ServiceDescription read = readBack(result);
        Port port = port(read, "GoogleSearchIiopPort");
        assertEquals(BindingKind.RMI_IIOP, port.getKind());
        assertEquals("GoogleSearch", port.getAddress());
        assertEquals("corbaloc:iiop:127.0.0.1:1050", port.getProperties().get("jndiProviderURL"));
        Binding binding = port.getBinding();
        assertEquals("GoogleSearchIiopBinding", binding.getName());
        BindingOperation operation = binding.getOperations().get(0);
        assertEquals("doGoogleSearch", operation.getName());
        assertEquals("key q start maxResults filter restrict safeSearch lr ie oe", operation.getProperties().get("parameterOrder"));
        assertEquals("return", operation.getProperties().get("returnPart"));
        assertEquals(Map.of("{" + GOOGLE + "}GoogleSearchResult", "dev.bindwise.examples.google.GoogleSearchResult",
                "{" + GOOGLE + "}ResultElement", "dev.bindwise.examples.google.ResultElement"), javaTypes(binding, "Java"));
        assertKeepsTheOriginal(result);
    }

    @Test
    void aLocalJavaBindingWithoutTypeMappingsWritesNone() throws Exception {
        AddBindingsResult result = new AddBindingsOperation(soapOnlyGoogle(), List.of(GOOGLE_JAVA)).execute(null);

        Port port = port(readBack(result), "GoogleSearchLocalPort");
        assertEquals(BindingKind.LOCAL_JAVA, port.getKind());
        assertEquals("dev.bindwise.examples.google.GoogleSearchImpl", port.getAddress());
        assertEquals("GoogleSearchJavaBinding", port.getBinding().getName());
        assertTrue(port.getBinding().getTypeMappings().isEmpty());
        assertTrue(!result.newText().contains("format:"), "no typeMapping asked for, none written");
        assertKeepsTheOriginal(result);
    }

    @Test
    void aCicsBindingGetsTheCommareaLengthsOfItsRecordsAsTheTraderExampleStatesThem() throws Exception {
        Path wsdl = soapOnly(TestFiles.example("trader/Trader.wsdl"), "Trader", List.of("Iiop", "Cics", "Java"),
                List.of("Iiop", "Cics", "Local"));
        NewBinding.Cics cics = new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA",
                Map.of(NewBinding.Cics.EVERY_OPERATION, "TRADERBL"),
                Map.of("Quote", "TRADER-QUOTE-COMMAREA", "Holding", "TRADER-HOLDING-COMMAREA"));
        AddBindingsResult result = new AddBindingsOperation(wsdl, List.of(cics)).execute(null);

        assertTrue(result.newText().contains("xmlns:cics=\"http://schemas.xmlsoap.org/wsdl/cics/\""));
        ServiceDescription read = readBack(result);
        Port port = port(read, "TraderCicsPort");
        assertEquals(BindingKind.JCA, port.getKind());
        assertEquals("CICSA", port.getProperties().get("serverName"));
        Map<String, String> expected = Map.of("getQuote", "46/135", "buy", "50/36", "sell", "50/36");
        for (BindingOperation operation : port.getBinding().getOperations()) {
            assertEquals("TRADERBL", operation.getProperties().get("functionName"));
            assertEquals(expected.get(operation.getName()), operation.getProperties().get("commareaLength") + "/"
                    + operation.getProperties().get("replyLength"), operation.getName());
        }
        assertEquals(Map.of("{" + TRADER + "}Quote", "TRADER-QUOTE-COMMAREA", "{" + TRADER + "}Holding", "TRADER-HOLDING-COMMAREA"),
                javaTypes(port.getBinding(), "COBOL"));
        assertTrue(result.notes().isEmpty(), () -> "every length is known: " + result.notes());
        assertKeepsTheOriginal(result);
    }

    @Test
    void aCicsRecordWithoutFixedLengthLeavesTheLengthOutAndSaysWhy() throws Exception {
        NewBinding.Cics cics = new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA", Map.of("doGoogleSearch", "GOOGLE"), Map.of());
        AddBindingsResult result = new AddBindingsOperation(soapOnlyGoogle(), List.of(cics)).execute(null);

        BindingOperation operation = port(readBack(result), "GoogleSearchCicsPort").getBinding().getOperations().get(0);
        assertEquals("GOOGLE", operation.getProperties().get("functionName"));
        assertTrue(!operation.getProperties().containsKey("commareaLength"));
        assertTrue(result.notes().stream().anyMatch(note -> note.contains("commareaLength left out") && note.contains("maxLength")),
                () -> "the note says the strings lack a maxLength: " + result.notes());
    }

    @Test
    void allThreeKindsAtOnceDeclareOnlyTheMissingNamespacesInTheRootsOwnLayout() throws Exception {
        Path wsdl = soapOnlyGoogle();
        String original = Files.readString(wsdl);
        String withoutDeclarations = original.replace("\n    xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\"", "")
                .replace("\n    xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\"", "");
        Files.writeString(wsdl, withoutDeclarations);
        NewBinding.Cics cics = new NewBinding.Cics("tcp://127.0.0.1:2006", "CICSA", Map.of("*", "GOOGLE"), Map.of());
        AddBindingsResult result = new AddBindingsOperation(wsdl, List.of(GOOGLE_EJB, cics, GOOGLE_JAVA)).execute(null);

        assertTrue(result.newText().contains("xmlns:format=\"http://schemas.xmlsoap.org/wsdl/formatbinding/\"\n"
                + "    xmlns:ejb=\"http://schemas.xmlsoap.org/wsdl/ejb/\"\n    xmlns:cics=\"http://schemas.xmlsoap.org/wsdl/cics/\"\n"
                + "    xmlns:java=\"http://schemas.xmlsoap.org/wsdl/java/\">"), result.newText());
        ServiceDescription read = readBack(result);
        assertEquals(List.of("GoogleSearchSoapPort", "GoogleSearchIiopPort", "GoogleSearchCicsPort", "GoogleSearchLocalPort"),
                read.getServices().get(0).getPorts().stream().map(Port::getName).toList());
        assertEquals(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA, BindingKind.LOCAL_JAVA),
                read.getServices().get(0).getPorts().stream().map(Port::getKind).toList());
        assertEquals(3, result.added().size());
        assertKeepsTheOriginal(result);
        assertTrue(result.newText().contains("\n  <binding name=\"GoogleSearchIiopBinding\" type=\"tns:GoogleSearch\">\n"
                + "    <ejb:binding/>\n    <format:typeMapping encoding=\"Java\" style=\"Java\">\n"), "the file's own indentation");
    }

    @Test
    void writingToTheWsdlItselfNeedsConsentAndCancelledLeavesItAsItWas() throws Exception {
        Path wsdl = soapOnlyGoogle();
        byte[] before = Files.readAllBytes(wsdl);
        AddBindingsOperation operation = new AddBindingsOperation(wsdl, List.of(GOOGLE_JAVA));

        AddBindingsException refused = assertThrows(AddBindingsException.class,
                () -> new WriteWsdlOperation(operation.execute(null), wsdl, false).execute(null));
        assertTrue(refused.getMessage().contains("exists"), refused.getMessage());
        assertEquals(new String(before, StandardCharsets.UTF_8), Files.readString(wsdl));

        AddBindingsResult result = operation.execute(null);
        new WriteWsdlOperation(result, wsdl, true).execute(null);
        assertEquals(result.newText(), Files.readString(wsdl));
        assertEquals(BindingKind.LOCAL_JAVA, port(new WsdlReader().read(wsdl), "GoogleSearchLocalPort").getKind());
    }

    @Test
    void refusesAKindTheWsdlAlreadyHas() {
        AddBindingsException refused = assertThrows(AddBindingsException.class,
                () -> new AddBindingsOperation(TestFiles.example("google/GoogleSearch.wsdl"), List.of(GOOGLE_EJB)).execute(null));
        assertTrue(refused.getMessage().contains("already has a RMI-IIOP binding for GoogleSearch (GoogleSearchIiopBinding)"),
                refused.getMessage());
    }

    @Test
    void refusesAWsdlWithSeveralPortTypesOrNone() throws Exception {
        Path wsdl = soapOnlyGoogle();
        String text = Files.readString(wsdl);
        Files.writeString(wsdl, text.replace("  <binding name=\"GoogleSearchSoapBinding\"",
                "  <portType name=\"Other\"/>\n\n  <binding name=\"GoogleSearchSoapBinding\""));
        AddBindingsException several = assertThrows(AddBindingsException.class,
                () -> new AddBindingsOperation(wsdl, List.of(GOOGLE_JAVA)).execute(null));
        assertTrue(several.getMessage().contains("has 2 port types (GoogleSearch, Other)"), several.getMessage());

        Path none = folder.resolve("None.wsdl");
        Files.writeString(none, "<definitions xmlns=\"http://schemas.xmlsoap.org/wsdl/\" targetNamespace=\"urn:x\"/>\n");
        AddBindingsException noPortType = assertThrows(AddBindingsException.class,
                () -> new AddBindingsOperation(none, List.of(GOOGLE_JAVA)).execute(null));
        assertTrue(noPortType.getMessage().contains("has no port type"), noPortType.getMessage());
    }

    @Test
    void refusesBadNamesSayingWhichAndWhatIsExpected() throws Exception {
        Path wsdl = soapOnlyGoogle();
        byte[] before = Files.readAllBytes(wsdl);
        NewBinding.Ejb badEjb = new NewBinding.Ejb("com..Remote", "GoogleSearch", "http://host:1050", null, Map.of());
        String ejb = assertThrows(AddBindingsException.class, () -> new AddBindingsOperation(wsdl, List.of(badEjb)).execute(null))
                .getMessage();
        assertTrue(ejb.contains("'com..Remote' is not a Java class name"), ejb);
        assertTrue(ejb.contains("'http://host:1050' is not a CORBA object URL"), ejb);

        NewBinding.Cics badCics = new NewBinding.Cics("tcp://host", "CICSA", Map.of("search", "TOOLONGNAME"),
                Map.of("NoSuchType", "X-"));
        String cics = assertThrows(AddBindingsException.class, () -> new AddBindingsOperation(wsdl, List.of(badCics)).execute(null))
                .getMessage();
        assertTrue(cics.contains("needs a scheme, host and port"), cics);
        assertTrue(cics.contains("'search', which is no operation of GoogleSearch"), cics);
        assertTrue(cics.contains("the program of doGoogleSearch is missing"), cics);
        assertTrue(cics.contains("no complex type 'NoSuchType'"), cics);
        assertTrue(cics.contains("is not a COBOL name"), cics);
        assertEquals(new String(before, StandardCharsets.UTF_8), Files.readString(wsdl), "a refusal writes nothing");
    }

    // ---------------------------------------------------------------- helpers

    /** GoogleSearch.wsdl with its RMI-IIOP and local Java bindings and ports taken out: SOAP only. */
    /** Asked to, Add Bindings declares operations idempotent on the port type (issue 31), and the reader reads it. */
    @Test
    void theOperationsThePublisherNamesAreDeclaredIdempotent() throws Exception {
        Path wsdl = soapOnlyGoogle();
        String undeclared = Files.readString(wsdl).replace(" bindwise:idempotent=\"true\"", "")
                .replace(" xmlns:bindwise=\"http://bindwise.dev/wsdl/extensions/\"", "");
        Files.writeString(wsdl, undeclared);
        assertTrue(!new WsdlReader().read(wsdl).getPortTypes().get(0).getOperations().get(0).isIdempotent());

        AddBindingsResult result = new AddBindingsOperation(wsdl, List.of(GOOGLE_JAVA),
                WsdlReaderOptions.defaults(), Set.of("doGoogleSearch")).execute(null);

        assertTrue(result.newText().contains("<operation name=\"doGoogleSearch\" bindwise:idempotent=\"true\">"),
                result.newText());
        assertTrue(result.newText().contains("xmlns:bindwise=\"http://bindwise.dev/wsdl/extensions/\""), result.newText());
        Files.writeString(wsdl, result.newText());
        ServiceDescription read = new WsdlReader().read(wsdl);
        assertTrue(read.getPortTypes().get(0).getOperations().get(0).isIdempotent());

        AddBindingsException unknown = assertThrows(AddBindingsException.class, () -> new AddBindingsOperation(wsdl,
                List.of(), WsdlReaderOptions.defaults(), Set.of("doSearch")).execute(null));
        assertEquals("Cannot declare doSearch idempotent: GoogleSearch has no such operation; its operations are"
                + " doGoogleSearch.", unknown.getMessage());
    }

    private Path soapOnlyGoogle() throws IOException, WsdlReadException {
        return soapOnly(TestFiles.example("google/GoogleSearch.wsdl"), "GoogleSearch", List.of("Iiop", "Java"),
                List.of("Iiop", "Local"));
    }

    private Path soapOnly(Path example, String name, List<String> bindings, List<String> ports)
            throws IOException, WsdlReadException {
        String text = Files.readString(example);
        for (String binding : bindings) {
            text = cut(text, "\n  <binding name=\"" + name + binding + "Binding\"", "</binding>\n");
        }
        for (String port : ports) {
            text = cut(text, "\n    <port name=\"" + name + port + "Port\"", "</port>");
        }
        assertTrue(!text.contains("ejb:binding") && !text.contains("java:binding") && !text.contains("cics:binding"));
        Path wsdl = folder.resolve(example.getFileName());
        Files.writeString(wsdl, text);
        assertEquals(List.of(BindingKind.SOAP), new WsdlReader().read(wsdl).getBindings().stream().map(Binding::getKind).toList(),
                "the input is SOAP only");
        return wsdl;
    }

    private static String cut(String text, String from, String to) {
        int start = text.indexOf(from);
        assertTrue(start >= 0, () -> "no " + from);
        int end = text.indexOf(to, start) + to.length();
        return text.substring(0, start) + text.substring(end);
    }

    private ServiceDescription readBack(AddBindingsResult result) throws Exception {
        Path written = Files.createTempFile(folder, "result", ".wsdl");
        Files.writeString(written, result.newText());
        return new WsdlReader().read(written);
    }

    private static Port port(ServiceDescription description, String name) {
        return TestFiles.named(description.getServices().get(0).getPorts(), Port::getName, name);
    }

    private static Map<String, String> javaTypes(Binding binding, String encoding) {
        return binding.getTypeMappings().stream().filter(mapping -> encoding.equals(mapping.getEncoding()))
                .flatMap(mapping -> mapping.getEntries().stream())
                .collect(java.util.stream.Collectors.toMap(TypeMapEntry::getTypeName, TypeMapEntry::getFormatType));
    }

    /** Every character of the original is still there, in order (only insertions were made), the comment too. */
    private static void assertKeepsTheOriginal(AddBindingsResult result) {
        String original = result.originalText();
        String now = result.newText();
        int at = 0;
        for (int i = 0; i < now.length() && at < original.length(); i++) {
            if (now.charAt(i) == original.charAt(at)) {
                at++;
            }
        }
        assertEquals(original.length(), at, "the new text holds the original text unchanged, with insertions only");
        int comment = original.indexOf("<!--");
        assertTrue(comment >= 0 && now.contains(original.substring(comment, original.indexOf("-->") + 3)), "the comment is kept");
        assertTrue(now.length() > original.length());
    }
}
