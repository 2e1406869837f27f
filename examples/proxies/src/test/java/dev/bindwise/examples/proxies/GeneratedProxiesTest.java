package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/** GeneratedProxies without servers: the plans it makes, and what it says when a proxy does not compile. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class GeneratedProxiesTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();

    @Test
    void aPlanRanksOnlyTheBindingsTheWsdlOffersAndMarksStatefulOperationsNotIdempotent() throws Exception {
        ExampleService google = ExampleServices.named("google").orElseThrow();
        ExampleService trader = ExampleServices.named("trader").orElseThrow();
        SelectionPlan plan = GeneratedProxies.plan(GeneratedProxies.read(google, ROOT), google,
                List.of(BindingKind.JCA, BindingKind.RMI_IIOP, BindingKind.SOAP));
        for (OperationSelection selection : plan.getSelections()) {
            assertEquals(BindingKind.RMI_IIOP, selection.getChosen().getKind(), "Google has no JCA port");
            assertEquals(List.of(BindingKind.SOAP), selection.getFallbacks().stream().map(b -> b.getKind()).toList());
        }
        SelectionPlan trades = GeneratedProxies.plan(GeneratedProxies.read(trader, ROOT), trader, List.of(BindingKind.JCA));
        assertEquals(List.of("getQuote true", "buy false", "sell false"), trades.getSelections().stream()
                .map(s -> s.getOperation() + " " + s.isIdempotent()).toList());
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> GeneratedProxies.plan(GeneratedProxies.read(google, ROOT), google, List.of(BindingKind.JCA)));
        assertTrue(none.getMessage().contains("GoogleSearch.wsdl has no port of [JCA]; its ports are [GoogleSearchSoapPort (SOAP)"),
                none.getMessage());
    }

    @Test
    void selectForARemoteClientLeavesLocalJavaOut() throws Exception {
        ServiceDescription description = GeneratedProxies.read(ExampleServices.named("mappoint").orElseThrow(), ROOT);
        SelectionPlan plan = GeneratedProxies.selectedForRemoteClient(description);
        assertEquals(description.getPortTypes().get(0).getOperations().size(), plan.getSelections().size());
        for (OperationSelection selection : plan.getSelections()) {
            assertTrue(List.of(BindingKind.SOAP, BindingKind.RMI_IIOP).contains(selection.getChosen().getKind()),
                    selection.getOperation() + ": " + selection.getChosen());
            assertTrue(selection.getFallbacks().stream().noneMatch(b -> b.getKind() == BindingKind.LOCAL_JAVA),
                    selection.getOperation() + " falls back to local Java: " + selection.getFallbacks());
        }
    }

    @Test
    void sourcesThatDoNotCompileFailWithJavacsDiagnostics(@TempDir Path work) throws Exception {
        ExampleService travel = ExampleServices.named("travel").orElseThrow();
        Path broken = work.resolve("src/client/travel/Broken.java");
        Files.createDirectories(broken.getParent());
        Files.writeString(broken, "package client.travel;\nclass Broken { int x = \"not a number\"; }\n");
        SelectionPlan plan = GeneratedProxies.plan(GeneratedProxies.read(travel, ROOT), travel, List.of(BindingKind.LOCAL_JAVA));
        IllegalStateException failed = assertThrows(IllegalStateException.class,
                () -> GeneratedProxies.build(travel, plan, ROOT, work));
        assertTrue(failed.getMessage().startsWith("the generated proxy of travel does not compile (" + work.resolve("src") + "):\n"),
                failed.getMessage());
        assertTrue(failed.getMessage().contains("Broken.java:2: error: incompatible types: String cannot be converted to int"),
                failed.getMessage());
    }
}
