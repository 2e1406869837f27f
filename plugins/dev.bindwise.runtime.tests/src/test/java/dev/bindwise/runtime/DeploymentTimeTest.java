package dev.bindwise.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import javax.xml.namespace.QName;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

import dev.bindwise.runtime.soap.SoapOperation;

/**
 * The decision taken where the proxy runs: the background probes' backoff, a port that answers again taking
 * its rank back, and a plan file made on the target replacing the compiled plan's rankings.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class DeploymentTimeTest {

    /** A second implementation, so that status tells the two local ports apart by what they answer. */
    public static final class LoudGreeter {

        public String greet(String name, int times) {
            return ("HELLO " + name + " ").repeat(times).trim();
        }
    }

    @TempDir
    Path folder;

    @Test
    void theBackoffIsGrpcsOneSecondFirstTimesOnePointSixWithTwentyPercentJitterCapped() {
        List<Long> middle = new ArrayList<>();
        for (int attempt = 0; attempt < 10; attempt++) {
            middle.add(Backoff.DEFAULT.delayNanos(attempt, () -> 0.5) / 1_000_000);
        }
        assertEquals(List.of(1000L, 1600L, 2560L, 4096L, 6553L, 10485L, 16777L, 26843L, 30000L, 30000L), middle);
        assertEquals(800, Backoff.DEFAULT.delayNanos(0, () -> 0) / 1_000_000);
        assertEquals(36000, Backoff.DEFAULT.delayNanos(40, () -> 1) / 1_000_000);
    }

    @Test
    void aPortThatAnswersAgainTakesItsRankBackWithoutACallerProbingIt() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        ServicePlan plan = ServicePlan.service("Greeter", "test plan")
                .endpoint(new Endpoint.Soap("GreeterSoapPort", "http://127.0.0.1:" + port + "/services/Greeter", "urn:greeter"))
                .endpoint(new Endpoint.LocalJava("GreeterPort", LocalJavaRuntimeTest.Greeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .routes(new Route.Soap("GreeterSoapPort", "", SoapOperation.wrapped(
                                new QName("urn:greeter", "greet"), new QName("urn:greeter", "greetResponse")).build()), new Route.LocalJava("GreeterPort", "greet")))
                .build();
        RuntimeOptions options = RuntimeOptions.defaults().retryAfter(Duration.ofMillis(100)).probeTimeout(Duration.ofMillis(500));
        try (ServiceRuntime runtime = ServiceRuntime.start(plan, getClass().getClassLoader(), options)) {
            OperationStatus status = runtime.status().get(0);
            assertEquals(BindingKind.LOCAL_JAVA, status.current(), status.toString());
            assertTrue(status.leftOut().get(0).contains("refused: nothing listens on 127.0.0.1:" + port)
                    && status.leftOut().get(0).contains("probed again in "), status.leftOut().toString());
            HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
            server.start();
            try {
                long until = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while (runtime.status().get(0).current() != BindingKind.SOAP && System.nanoTime() - until < 0) {
                    Thread.sleep(20);
                }
                status = runtime.status().get(0);
                assertEquals(BindingKind.SOAP, status.current(), status.toString());
                assertEquals(List.of(), status.leftOut());
            } finally {
                server.stop(0);
            }
        }
    }

    private static ServicePlan twoGreeters() {
        return ServicePlan.service("Greeter", "test plan").wsdl("Greeter.wsdl")
                .endpoint(new Endpoint.LocalJava("GreeterPort", LocalJavaRuntimeTest.Greeter.class.getName(), true))
                .endpoint(new Endpoint.LocalJava("LoudPort", LoudGreeter.class.getName(), true))
                .operation(OperationPlan.operation("greet", String.class, true)
                        .parameter("name", String.class).parameter("times", int.class)
                        .routes(new Route.LocalJava("GreeterPort", "greet"), new Route.LocalJava("LoudPort", "greet")))
                .build();
    }

    /** A plan file as select writes it (PlanReport.json), with what the runtime reads of it. */
    private Path planFile(String wsdl, String chosenPort, String fallbackPort) throws IOException {
        return Files.writeString(folder.resolve("plan.json"), """
                {
                  "format": "bindwise.plan/1",
                  "wsdl": "/srv/app/%s",
                  "createdAt": "2026-11-26T07:00:00Z",
                  "operations": [
                    {
                      "portType": "Greeter",
                      "operation": "greet",
                      "idempotent": true,
                      "chosen": { "rank": 1, "kind": "LOCAL_JAVA", "port": "%s", "address": null },
                      "fallbacks": [ { "rank": 2, "kind": "LOCAL_JAVA", "port": "%s" } ],
                      "decision": { "why": "the rule \\"P3 ...\\" \\u00e9" }
                    }
                  ]
                }
                """.formatted(wsdl, chosenPort, fallbackPort));
    }

    @Test
    void aPlanFileMadeOnTheTargetReplacesTheCompiledRankings() throws Exception {
        Path file = planFile("Greeter.wsdl", "LoudPort", "GreeterPort");
        try (ServiceRuntime runtime = ServiceRuntime.start(twoGreeters(), getClass().getClassLoader(),
                RuntimeOptions.defaults().learningShare(0).planFile(file))) {
            assertEquals("HELLO Ada", runtime.call(0, "Ada", 1));
            assertEquals("LoudPort", runtime.status().get(0).port());
            assertTrue(runtime.plan().source().startsWith(file + " of 2026-11-26T07:00:00Z"), runtime.plan().source());
        }
    }

    @Test
    void aPlanFilesDeploymentRankingComesBeforeItsChoice() throws Exception {
        Path file = Files.writeString(folder.resolve("deployment.json"), """
                { "format": "bindwise.plan/1", "wsdl": "Greeter.wsdl",
                  "operations": [ { "portType": "Greeter", "operation": "greet",
                    "chosen": { "port": "GreeterPort" }, "fallbacks": [],
                    "deployment": [ { "port": "LoudPort", "conditions": [ "LOCAL_INSTANCE: ..." ] }, { "port": "GreeterPort" } ] } ] }
                """);
        try (ServiceRuntime runtime = ServiceRuntime.start(twoGreeters(), getClass().getClassLoader(),
                RuntimeOptions.defaults().learningShare(0).planFile(file))) {
            assertEquals("HELLO Ada", runtime.call(0, "Ada", 1));
        }
    }

    @Test
    void aPlanFileForAnotherWsdlOrNotAPlanLeavesTheCompiledPlan() throws Exception {
        Path other = planFile("Other.wsdl", "LoudPort", "GreeterPort");
        Path broken = Files.writeString(folder.resolve("broken.json"), "{ \"format\": \"bindwise.plan/1\", ");
        for (Path file : List.of(other, broken, folder.resolve("missing.json"))) {
            try (ServiceRuntime runtime = ServiceRuntime.start(twoGreeters(), getClass().getClassLoader(),
                    RuntimeOptions.defaults().learningShare(0).planFile(file))) {
                assertEquals("hello Ada", runtime.call(0, "Ada", 1), file.toString());
                assertEquals("test plan", runtime.plan().source());
            }
        }
    }
}
