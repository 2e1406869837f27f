package dev.bindwise.core.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.model.ServiceDescription;

/** Generated sources compile whatever the paths and names they quote; packages Java forbids are refused. */
class HostileGenerateTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    @BeforeAll
    static void loadRules() throws Exception {
        GenerateProxyOperationTest.loadRules();
    }

    @Test
    void pathsAndNamesThatCouldEndACommentStayInIt(@TempDir Path folder) throws Exception {
        // a folder "we*" then "/" ends a block comment; a line break or its unicode escape ends a line comment
        Path hostile = Files.createDirectories(folder.resolve("we*").resolve("line\nbreak \\u000a class X {} \\\\u"));
        String wsdl = Files.readString(ROOT.resolve("plugins/dev.bindwise.core.tests/resources/generate/Inventory.wsdl"))
                .replace("http://example.com/inventory", "urn:inventory*/\\u000a");
        // the header names the WSDL by its file name (never its folders): a star and a line break in the name too
        // (a backslash ends a folder's name there, as on Windows)
        Path file = Files.writeString(hostile.resolve("Inventory*\nbreak.wsdl"), wsdl);
        ServiceDescription description = new WsdlReader().read(file);
        Path out = folder.resolve("out");
        new GenerateProxyOperation(new GenerateRequest(description, GenerateProxyOperationTest.select(description),
                "plans/plan*\r.xmi", "client.proxy", out)).execute(null);

        Path sources = out.resolve("client/proxy");
        String item = Files.readString(sources.resolve("Item.java"));
        assertTrue(item.contains("// WSDL: Inventory*\\nbreak.wsdl\n"), item);
        assertTrue(item.contains("// Selection plan: plan*\\r.xmi"), item);
        assertFalse(item.contains(folder.toString()), "no folder of this machine: " + item);
        assertTrue(item.contains("urn:inventory*\\/\\\\u000a"), item);
        // everything but the proxy needs only the JDK and the runtime's annotations: compile it as a user's build would
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter diagnostics = new StringWriter();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
            boolean compiled = javac.getTask(diagnostics, files, null, List.of("--release", "17", "-Xlint:all", "-Werror",
                    "-implicit:none", "-classpath", RuntimeClassPath.entry(), "-d", folder.resolve("classes").toString()), null, files.getJavaFileObjectsFromPaths(
                            List.of(sources.resolve("Inventory.java"), sources.resolve("Item.java"),
                                    sources.resolve("Price.java")))).call();
            assertTrue(compiled, diagnostics.toString());
        }
    }

    @Test
    void twoValuesOfOneNameInAnInputAreRefusedAsTheJaxWsToolsDo(@TempDir Path folder) throws Exception {
        String line = "<xsd:element name=\"waypoints\" type=\"tns:LatLong\" minOccurs=\"0\" maxOccurs=\"unbounded\" nillable=\"true\"/>";
        String wsdl = Files.readString(ROOT.resolve("examples/mappoint/MapPoint.wsdl"));
        assertTrue(wsdl.contains(line));
        Path file = Files.writeString(folder.resolve("MapPoint.wsdl"), wsdl.replace(line,
                line + "<xsd:element name=\"dataSourceName\" type=\"xsd:string\"/>"));
        ServiceDescription description = new WsdlReader().read(file);
        GenerateException refused = assertThrows(GenerateException.class, () -> new GenerateProxyOperation(
                new GenerateRequest(description, GenerateProxyOperationTest.select(description), null, "client.proxy",
                        folder.resolve("out"))).execute(null));
        assertTrue(refused.getMessage().contains("the input of operation calculateRoute has two values named"
                + " dataSourceName in Java: rename one in the schema"), refused.getMessage());
        assertTrue(Files.notExists(folder.resolve("out")), "nothing is written");
    }

    @Test
    void aNameLongerThanAClassFileHoldsIsRefusedBeforeAnythingIsWritten(@TempDir Path folder) throws Exception {
        String wsdl = Files.readString(ROOT.resolve("examples/cxf/Orders.wsdl"));
        String name = "name=\"email\"";
        assertTrue(wsdl.contains(name));
        Path file = Files.writeString(folder.resolve("Orders.wsdl"), wsdl.replaceFirst(name,
                "name=\"" + "N".repeat(70_000) + "\""));
        ServiceDescription description = new WsdlReader().read(file);
        GenerateException refused = assertThrows(GenerateException.class, () -> new GenerateProxyOperation(
                new GenerateRequest(description, GenerateProxyOperationTest.select(description), null, "client.orders",
                        folder.resolve("out"))).execute(null));
        assertTrue(refused.getMessage().contains("is 70000 bytes long; a Java class file holds a name or string of at"
                + " most 65535 bytes"), refused.getMessage());
        assertTrue(Files.notExists(folder.resolve("out")), "nothing is written");
        assertEquals(65_535 * 3L, ClassFileLimits.modifiedUtf8Length("\u20ac".repeat(65_535)));
        assertEquals(5, ClassFileLimits.modifiedUtf8Length("a\u0000\u00e9"), "NUL takes two bytes in modified UTF-8");
    }

    @Test
    void commentTextKeepsOrdinaryTextAndDisarmsTheRest() {
        assertEquals("/home/me/Trader.wsdl", CommentText.of("/home/me/Trader.wsdl"));
        assertEquals("C:\\data\\Trader.wsdl", CommentText.of("C:\\data\\Trader.wsdl"));
        assertEquals("C:\\\\users\\\\uu", CommentText.of("C:\\users\\uu"), "an escape start gets a second backslash");
        assertEquals("\\\\u000a", CommentText.of("\\\\u000a"), "an even run of backslashes is no escape already");
        assertEquals("a\\nb\\rc *\\/ d/", CommentText.of("a\nb\rc */ d/"));
    }

    @Test
    void packagesJavaForbidsAreRefused() throws Exception {
        for (String forbidden : List.of("java.lang", "java", "java.util.concurrent")) {
            GenerateException refused = assertThrows(GenerateException.class,
                    () -> GenerateProxyOperation.checkPackage(forbidden));
            assertTrue(refused.getMessage().startsWith("\"" + forbidden + "\" is a package of Java itself"),
                    refused.getMessage());
        }
        for (String notJava : List.of("class", "a..b", "com.example.int", "1st", "")) {
            assertThrows(GenerateException.class, () -> GenerateProxyOperation.checkPackage(notJava), notJava);
        }
        GenerateProxyOperation.checkPackage("javax.example");
        GenerateProxyOperation.checkPackage("com.example.javas");
    }
}
