package dev.bindwise.examples.proxies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.Calibration;
import dev.bindwise.core.estimate.Calibration.Fit;
import dev.bindwise.core.estimate.CostTable;
import dev.bindwise.core.estimate.Measurements;
import dev.bindwise.core.select.SelectionOperation;
import dev.bindwise.core.select.SelectionRequest;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.BindingMeasurement;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * What a proxy measured where it runs, written to a file and read back as the costs the next selection compares: the
 * Trader proxy, generated and compiled, learning over SOAP, JCA and RMI-IIOP against the example servers (each in a
 * JVM of its own, on loopback) until every binding of every operation has timed calls; its runtime writes
 * {@code measurements.json}, which {@code --calibration} (Calibration.load) fits the cost lines to.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class MeasurementsEndToEndTest {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", "../..")).toAbsolutePath().normalize();
    private static final Duration READY_WITHIN = Duration.ofSeconds(60);
    /** The plan's ranking: SOAP first, so that learning has the others to try. */
    private static final List<BindingKind> RANKING = List.of(BindingKind.SOAP, BindingKind.JCA, BindingKind.RMI_IIOP);
    /** Timed calls each binding needs before the file is written; learning tries the others until they have them. */
    private static final int TIMED_CALLS = 8;
    private static final int MOST_CALLS = 20_000;

    @TempDir
    static Path logs;
    private static final List<ServerProcess> SERVERS = new ArrayList<>();
    private static final Map<BindingKind, InetSocketAddress> serversByKind = new EnumMap<>(BindingKind.class);

    @BeforeAll
    static void startServers() {
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

    @Test
    void theMeasurementsAProxyWritesCarryItsBytesAndGiveTheCostsTheNextSelectionCompares(@TempDir Path project)
            throws Exception {
        ExampleService trader = ExampleServices.named("trader").orElseThrow();
        ServiceDescription description = GeneratedProxies.read(trader, ROOT);
        SelectionPlan plan = GeneratedProxies.plan(description, trader, RANKING);
        Path file = project.resolve(Measurements.FILE_NAME);
        try (GeneratedProxy generated = GeneratedProxies.build(trader, plan, ROOT, project)) {
            Object proxy = generated.open(serversByKind,
                    RuntimeOptions.defaults().learningShare(0.5).learningSeed(33));
            try {
                Object remote = generated.asServiceInterface(proxy, trader.serviceInterface());
                ServiceRuntime runtime = generated.runtime(proxy);
                int calls = 0;
                while (!everyBindingTimed(runtime.status())) {
                    assertTrue(calls < MOST_CALLS, "every binding had " + TIMED_CALLS + " timed calls within "
                            + MOST_CALLS + " calls: " + runtime.status());
                    for (ExampleOperation operation : trader.operations()) {
                        operation.invoke(trader.serviceInterface(), remote, operation.defaults());
                        calls++;
                    }
                }
                runtime.writeMeasurements(file);
                for (OperationStatus status : runtime.status()) {
                    for (BindingMeasurement binding : status.measured()) {
                        String where = status.operation() + " over " + binding.kind();
                        if (binding.kind() == BindingKind.RMI_IIOP) {
                            assertNull(binding.medianBytes(), where + ": the ORB's messages are not counted");
                        } else {
                            assertTrue(binding.medianBytes() > 0, where + " counted its bytes: " + binding);
                        }
                        if (binding.kind() == BindingKind.JCA) {
                            // fixed-length COMMAREA records: every call moves the same bytes
                            assertEquals(binding.leastBytes(), binding.mostBytes(), where + ": " + binding);
                        }
                    }
                }
            } finally {
                ((AutoCloseable) proxy).close();
            }
        }

        Measurements measurements = Measurements.load(file);
        assertEquals("Trader", measurements.service());
        assertEquals(trader.operations().size(), measurements.operations().size());
        Calibration calibration = Calibration.load(file);
        for (Measurements.Operation operation : measurements.operations()) {
            operation.bindings().forEach(binding -> System.out.printf("measured %s over %s: %s ms, %s bytes a call%n",
                    operation.name(), binding.kind(), binding.medianMillis(), binding.medianBytes()));
        }
        calibration.fits().values().forEach(fit -> System.out.printf("fitted %s: %.4f ms + %.4f us/KB (%s)%n", fit.kind(),
                fit.cost().fixedMillis(), fit.cost().millisPerByte() * 1000 * 1024, fit.adjustment()));
        // one sample per operation: Trader's operations move different bytes, so SOAP and JCA get a line each
        for (BindingKind kind : List.of(BindingKind.SOAP, BindingKind.JCA)) {
            Fit fit = calibration.fits().get(kind);
            assertNotNull(fit, kind + " was fitted: " + calibration);
            assertEquals(trader.operations().size(), fit.samples(), kind + ": " + fit);
        }
        Fit iiop = calibration.fits().get(BindingKind.RMI_IIOP);
        assertEquals(CostTable.defaults().cost(BindingKind.RMI_IIOP).millisPerByte(), iiop.cost().millisPerByte(), 0);
        assertTrue(iiop.adjustment().startsWith("bytes not counted over RMI_IIOP"), iiop.adjustment());

        // the next selection starts from them: the same path as --calibration
        SelectionPlan next = new SelectionOperation(SelectionRequest.of(description).withCalibrationFile(file))
                .execute(null).plan();
        assertEquals(trader.operations().size(), next.getSelections().size());
        assertEquals(CostTable.defaults().calibratedBy(calibration).asMap(), CostTable.calibratedBy(file).asMap());
    }

    private static boolean everyBindingTimed(List<OperationStatus> statuses) {
        return statuses.stream().allMatch(status -> status.measured().size() == RANKING.size()
                && status.measured().stream().allMatch(binding -> binding.window() >= TIMED_CALLS));
    }
}
