package dev.bindwise.maven;

import static dev.bindwise.maven.MojoFixtures.ROOT;
import static dev.bindwise.maven.MojoFixtures.TRADER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.soap.SoapBinding;

/**
 * The same commit builds the same sources and plan wherever it is built: the Trader client project in two folders of
 * two machines, one where the example SOAP and RMI-IIOP servers listen at the WSDL's addresses (a developer running
 * them) and one where nothing does (a CI runner). Without a target profile the goals probe nothing, so the generated
 * sources and the plan are equal byte for byte; asked to probe, the same two builds differ, which shows the servers
 * were there to be found.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class ReproducibleBuildTest {

    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    @TempDir
    Path machines;

    @Test
    void theSameInputsGiveTheSameSourcesAndPlanInAnotherFolderWhetherTheServersListenOrNot() throws Exception {
        Path developer = machines.resolve("home/alice/work/trader-client");
        Path ci = machines.resolve("runner/builds/7/checkout/clients/trader");
        Map<String, String> withServers;
        Map<String, String> probedWithServers;
        String wsdl;
        try (ServerProcess soap = soapServer(); ServerProcess iiop = iiopServer()) {
            // the WSDL names the servers' addresses, so that a build that probed would find them
            wsdl = Files.readString(TRADER.toPath())
                    .replace("http://127.0.0.1:8081/", "http://127.0.0.1:" + soap.port() + "/")
                    .replace("corbaloc:iiop:127.0.0.1:1050", "corbaloc:iiop:127.0.0.1:" + iiop.port());
            assertNotEquals(Files.readString(TRADER.toPath()), wsdl);
            project(developer, wsdl);
            withServers = build(developer, false);
            probedWithServers = build(developer, true);
        }
        project(ci, wsdl);
        Map<String, String> withoutServers = build(ci, false);

        assertEquals(withServers.keySet(), withoutServers.keySet());
        for (String file : withServers.keySet()) {
            assertEquals(withServers.get(file), withoutServers.get(file), file);
        }
        assertTrue(withServers.containsKey("generated-sources/bindwise/dev/bindwise/examples/trader/TraderProxy.java"));
        assertTrue(withServers.containsKey("bindwise/plan.json"), withServers.keySet().toString());
        for (Map.Entry<String, String> file : withServers.entrySet()) {
            assertFalse(file.getValue().contains(machines.toString()), file.getKey() + " names a folder of the machine");
            assertFalse(file.getValue().contains(ROOT.toString()), file.getKey() + " names a folder of the machine");
        }
        String proxy = withServers.get("generated-sources/bindwise/dev/bindwise/examples/trader/TraderProxy.java");
        assertTrue(proxy.matches("(?s).*\n@Generated\\(\\s+value = \"dev\\.bindwise\\.core\\.generate\\.GenerateProxyOperation\","
                + "\\s+comments = \"Bindwise [^\"]+\"\\s+\\)\npublic final class TraderProxy .*"), proxy);
        assertTrue(proxy.contains("import javax.annotation.processing.Generated;"), proxy);
        // the open plan: every binding the Trader offers, each on the condition the proxy checks where it runs
        String plan = withServers.get("bindwise/plan.json");
        assertFalse(plan.contains("createdAt"), plan);
        for (String kind : new String[] {"LOCAL_JAVA", "JCA", "RMI_IIOP", "SOAP"}) {
            assertTrue(plan.contains("\"" + kind + "\""), kind + " in " + plan);
        }

        Map<String, String> probedWithoutServers = build(ci, true);
        assertNotEquals(probedWithServers.get("bindwise/plan.json"), probedWithoutServers.get("bindwise/plan.json"),
                "asked to probe, the builds see whether the servers listen");
    }

    private ServerProcess soapServer() throws IOException {
        try (SoapBinding binding = new SoapBinding()) {
            return ServerProcess.start(binding, 0, machines.resolve("soap-server.log"), READY_WITHIN);
        }
    }

    private ServerProcess iiopServer() throws IOException {
        try (IiopBinding binding = new IiopBinding()) {
            return ServerProcess.start(binding, 0, machines.resolve("iiop-server.log"), READY_WITHIN);
        }
    }

    /** A client project with the WSDL in its conventional folder. */
    private static void project(Path folder, String wsdl) throws IOException {
        Files.writeString(Files.createDirectories(folder.resolve("src/main/wsdl")).resolve("Trader.wsdl"), wsdl);
    }

    /**
     * Runs the select and generate goals with their defaults (probing or not) into a fresh build directory, and
     * returns every file they wrote there, by its path under it.
     */
    private static Map<String, String> build(Path project, boolean probe) throws Exception {
        Path target = project.resolve("target");
        deleteRecursively(target);
        SelectMojo select = MojoFixtures.select(project);
        select.wsdlFile = project.resolve("src/main/wsdl/Trader.wsdl").toFile();
        select.probe = probe;
        select.execute();
        GenerateMojo generate = MojoFixtures.generate(project);
        generate.probe = probe;
        generate.execute();

        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(target)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(target.relativize(file).toString(), new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    private static void deleteRecursively(Path folder) throws IOException {
        if (Files.exists(folder)) {
            try (Stream<Path> walk = Files.walk(folder)) {
                for (Path path : walk.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(path);
                }
            }
        }
    }
}
