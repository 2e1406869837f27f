package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.model.OperationSelection;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;

/**
 * A proxy for each example service, generated into a fresh folder as a user's project would get it,
 * compiled with javax.tools, loaded, and called over each binding the WSDL offers against the examples'
 * real servers (SOAP, RMI-IIOP and the COMMAREA transaction server each in a JVM of its own, started once
 * for the class, on loopback): every operation's reply must equal the local implementation's, and every
 * call must have gone over the binding the plan chose.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GeneratedProxyEndToEndTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final Duration READY_WITHIN = Duration.ofSeconds(60);
    private static final List<BindingKind> BINDINGS = List.of(BindingKind.LOCAL_JAVA, BindingKind.SOAP,
            BindingKind.RMI_IIOP, BindingKind.JCA);

    @TempDir
    static Path logs;
    private static final List<ServerProcess> SERVERS = new ArrayList<>();
    /** The running servers by binding kind, as GeneratedProxy.open takes them. */
    private static final Map<BindingKind, InetSocketAddress> serversByKind = new EnumMap<>(BindingKind.class);

    /** Starts the three servers side by side: each JVM takes seconds to get ready. */
    @BeforeAll
    static void startServers() throws Exception {
        List<ExampleBinding> bindings = List.of(new SoapBinding(), new IiopBinding(), new JcaBinding());
        List<CompletableFuture<ServerProcess>> starting = new ArrayList<>();
        for (ExampleBinding binding : bindings) {
            starting.add(CompletableFuture.supplyAsync(() -> {
                try (binding) {
                    return ServerProcess.start(binding, 0, logs.resolve(binding.name() + "-server.log"), READY_WITHIN);
                } catch (IOException e) {
                    throw new UncheckedIOException(binding.name() + " server did not start", e);
                }
            }));
        }
        // wait for all, so that those that started are stopped after the class even when another did not start
        CompletableFuture.allOf(starting.toArray(CompletableFuture[]::new)).exceptionally(failure -> null).join();
        starting.stream().filter(f -> !f.isCompletedExceptionally()).map(CompletableFuture::join).forEach(SERVERS::add);
        for (int i = 0; i < bindings.size(); i++) {
            serversByKind.put(bindings.get(i).kind(), new InetSocketAddress("127.0.0.1", starting.get(i).join().port()));
        }
    }

    @AfterAll
    static void stopServers() {
        SERVERS.forEach(ServerProcess::close);
    }

    /** Every service over every binding its WSDL has a port of (JCA: the cics bindings of Trader and Financial). */
    static Stream<Arguments> runs() throws Exception {
        List<Arguments> runs = new ArrayList<>();
        for (ExampleService service : ExampleServices.all()) {
            ServiceDescription description = GeneratedProxies.read(service, ROOT);
            for (BindingKind binding : BINDINGS) {
                if (description.getServices().get(0).getPorts().stream().anyMatch(port -> port.getKind() == binding)) {
                    runs.add(Arguments.of(service.name(), binding));
                }
            }
        }
        return runs.stream();
    }

    @ParameterizedTest(name = "{0} over {1}")
    @MethodSource("runs")
    void theGeneratedProxyAnswersAsTheServiceDoesOverTheChosenBinding(String name, BindingKind binding,
            @TempDir Path project) throws Exception {
        ExampleService service = ExampleServices.named(name).orElseThrow();
        ServiceDescription description = GeneratedProxies.read(service, ROOT);
        List<BindingKind> ranking = new ArrayList<>(List.of(binding));
        BINDINGS.stream().filter(kind -> kind != binding).forEach(ranking::add);
        SelectionPlan plan = GeneratedProxies.plan(description, service, ranking);

        try (GeneratedProxy generated = GeneratedProxies.build(service, plan, ROOT, project)) {
            // a repeated parameter is a List, as wsimport types it, where the service takes an array (MapPoint's
            // LatLong[]): the runtime hands the service an array of the List's items
            assertEquals(signatures(service.serviceInterface()).stream().map(GeneratedProxyEndToEndTest::asLists).sorted().toList(),
                    signatures(generated.generatedInterface()), "the generated interface has the service's own signatures");
            ServicePlan carried = (ServicePlan) generated.proxyClass().getField("PLAN").get(null);
            assertEquals(description.getPortTypes().get(0).getOperations().size(), carried.operations().size());
            // local Java only on the instance the application gives: the implementation is on this class path too
            callEveryOperation(generated, service, operation -> binding,
                    binding == BindingKind.LOCAL_JAVA ? givenLocally(description, service) : RuntimeOptions.defaults());
        }
    }

    /** Options that give every local Java port of the service a fresh implementation, as an application would. */
    private static RuntimeOptions givenLocally(ServiceDescription description, ExampleService service) {
        RuntimeOptions options = RuntimeOptions.defaults();
        description.getServices().get(0).getPorts().stream().filter(port -> port.getKind() == BindingKind.LOCAL_JAVA)
                .forEach(port -> options.localService(port.getName(), service.implementation()));
        return options;
    }

    /** What select chooses for a client in another JVM: only remote bindings, and the calls go where it chose. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("services")
    void theProxyOfTheSelectedPlanAnswersOverTheBindingsSelectChose(String name, @TempDir Path project) throws Exception {
        ExampleService service = ExampleServices.named(name).orElseThrow();
        SelectionPlan plan = GeneratedProxies.selectedForRemoteClient(GeneratedProxies.read(service, ROOT));
        for (OperationSelection selection : plan.getSelections()) {
            assertTrue(selection.getChosen() != null && selection.getChosen().getKind() != BindingKind.LOCAL_JAVA,
                    selection.getOperation() + " goes over a remote binding: " + selection.getChosen());
            assertFalse(selection.getFallbacks().stream().anyMatch(b -> b.getKind() == BindingKind.LOCAL_JAVA),
                    "local Java is not accessible from another JVM");
        }
        try (GeneratedProxy generated = GeneratedProxies.build(service, plan, ROOT, project)) {
            callEveryOperation(generated, service, operation -> plan.getSelections().stream()
                    .filter(s -> s.getOperation().equals(operation)).findFirst().orElseThrow().getChosen().getKind(),
                    RuntimeOptions.defaults());
        }
    }

    /**
     * An RMI-IIOP port pointed at a relay in front of its server: the calls cross the relay, which counts their
     * bytes, though the server's references name the server's own port (./bindwise report measures the proxy so).
     */
    @Test
    void theCallsOfAnRmiIiopPortAtARelayCrossIt(@TempDir Path project) throws Exception {
        ExampleService trader = ExampleServices.named("trader").orElseThrow();
        ExampleOperation getQuote = trader.operation("getQuote");
        SelectionPlan plan = GeneratedProxies.plan(GeneratedProxies.read(trader, ROOT), trader,
                List.of(BindingKind.RMI_IIOP, BindingKind.SOAP));
        try (ByteCountingRelay relay = new ByteCountingRelay(serversByKind.get(BindingKind.RMI_IIOP).getPort());
                GeneratedProxy generated = GeneratedProxies.build(trader, plan, ROOT, project)) {
            Map<BindingKind, InetSocketAddress> servers = new EnumMap<>(serversByKind);
            servers.put(BindingKind.RMI_IIOP, new InetSocketAddress("127.0.0.1", relay.port()));
            Object proxy = generated.open(servers);
            try {
                Object remote = generated.asServiceInterface(proxy, trader.serviceInterface());
                getQuote.invoke(trader.serviceInterface(), remote, getQuote.defaults());
                relay.reset();
                getQuote.invoke(trader.serviceInterface(), remote, getQuote.defaults());

                ByteCountingRelay.Counts call = relay.counts();
                assertTrue(call.requestBytes() > 100 && call.replyBytes() > 100, "the call went around the relay: " + call);
                assertEquals(BindingKind.RMI_IIOP, generated.status(proxy).stream()
                        .filter(status -> status.operation().equals(getQuote.methodName())).findFirst().orElseThrow().current());
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }
    }

    static Stream<String> services() {
        return ExampleServices.all().stream().map(ExampleService::name);
    }

    /**
     * Calls every example operation through the proxy, seen as the service's own interface, and through a
     * fresh local implementation: the replies must be the same (for a stateful operation, their shape);
     * then each operation's calls must still go over the binding expected.
     */
    private static void callEveryOperation(GeneratedProxy generated, ExampleService service,
            java.util.function.Function<String, BindingKind> expectedBinding, RuntimeOptions options) throws Exception {
        Object proxy = generated.open(serversByKind, options);
        try {
            Object remote = generated.asServiceInterface(proxy, service.serviceInterface());
            Object local = service.implementation().get();
            for (ExampleOperation operation : service.operations()) {
                Object expected = operation.invoke(service.serviceInterface(), local, operation.defaults());
                Object reply = operation.invoke(service.serviceInterface(), remote, operation.defaults());
                assertEquals(operation.comparable(expected), operation.comparable(reply),
                        service.name() + "." + operation.name() + " through the generated proxy");
            }
            List<OperationStatus> status = generated.status(proxy);
            assertEquals(generated.plan().getSelections().size(), status.size());
            for (OperationStatus each : status) {
                assertEquals(expectedBinding.apply(each.operation()).name(),
                        each.current() == null ? "none" : each.current().name(), each.toString());
            }
        } finally {
            ((AutoCloseable) proxy).close();
        }
    }

    /** Each method as "result name(parameter types)", sorted. */
    private static List<String> signatures(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
                .map(m -> m.getGenericReturnType().getTypeName() + " " + m.getName() + Arrays.stream(m.getGenericParameterTypes())
                        .map(java.lang.reflect.Type::getTypeName).collect(Collectors.joining(", ", "(", ")")))
                .sorted().toList();
    }

    /** A signature with each array of objects (not byte[]) as a List of its items, as wsimport types a repeated element. */
    private static String asLists(String signature) {
        return signature.replaceAll("\\b(?!byte\\[)([\\w.$]+)\\[\\]", "java.util.List<$1>");
    }
}
