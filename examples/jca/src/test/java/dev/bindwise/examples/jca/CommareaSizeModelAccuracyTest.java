package dev.bindwise.examples.jca;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.commarea.CicsRecords;
import dev.bindwise.core.estimate.CommareaSizeModel;
import dev.bindwise.core.estimate.ObservedValues;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.model.BindingKind;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;

/**
 * The JCA size model (core) against the bytes the relay counts between the real adapter and the real
 * COMMAREA server: every operation of every example service whose WSDL has a JCA port, at its default
 * workload and at shorter and longer strings and other table lengths, each estimate from the WSDL and
 * the values of that very call. The project's bar is 15 %; the model counts every byte the adapter
 * writes, so it is held to the exact count as well.
 */
@Timeout(120)
class CommareaSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationWithAJcaPortIsEstimatedToTheByte(@TempDir Path logs) throws Exception {
        CommareaSizeModel model = new CommareaSizeModel();
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<String> report = new ArrayList<>();
        List<Double> errors = new ArrayList<>();
        List<String> inexact = new ArrayList<>();
        List<String> sized = new ArrayList<>();
        try (JcaBinding binding = new JcaBinding();
                ServerProcess server = ServerProcess.start("JCA", binding.serverMainClass(), binding.serverJvmOptions(),
                        0, logs.resolve("jca.log"), Duration.ofSeconds(60));
                ByteCountingRelay relay = new ByteCountingRelay(server.port())) {
            for (ExampleService service : ExampleServices.all()) {
                Optional<Port> jca = new WsdlReader().read(root.resolve(service.wsdl())).getServices().get(0).getPorts()
                        .stream().filter(p -> p.getKind() == BindingKind.JCA).findFirst();
                assertEquals(jca.isPresent(), binding.serves(service), service.name() + ": a JCA port in its WSDL");
                if (jca.isEmpty()) {
                    continue;
                }
                Port port = jca.get();
                Object client = binding.client(service, service.serviceInterface(), "127.0.0.1", relay.port());
                for (ExampleOperation operation : service.operations()) {
                    BindingOperation bound = port.getBinding().getOperations().stream()
                            .filter(o -> o.getName().equals(operation.methodName())).findFirst().orElseThrow();
                    sized.add(service.name() + "." + operation.name());
                    for (Workload workload : workloads(operation.defaults())) {
                        Object[] arguments = operation.arguments().apply(workload);
                        relay.reset();
                        Object reply = operation.invoke(service.serviceInterface(), client, workload);
                        ByteCountingRelay.Counts wire = relay.counts();

                        Field input = bound.getOperation().getInput().getParts().get(0).getShape();
                        Field output = bound.getOperation().getOutput().getParts().get(0).getShape();
                        ValueSetting unseen = new ValueSetting(workload.stringLength(), 0, 0, 0);
                        double request = model.requestBytes(port, bound,
                                ObservedValues.of(input, parameters(bound, arguments), unseen));
                        double replyBytes = model.replyBytes(port, bound,
                                ObservedValues.of(output, Map.of(CicsRecords.results(bound).get(0).getName(), reply), unseen));
                        double requestError = error(request, wire.requestBytes());
                        double replyError = error(replyBytes, wire.replyBytes());
                        errors.add(Math.abs(requestError));
                        errors.add(Math.abs(replyError));
                        String line = String.format(Locale.ROOT, "%-28s %-22s %8d %10.0f %+7.2f%% %8d %10.0f %+7.2f%%",
                                service.name() + "." + operation.name(), label(workload), wire.requestBytes(), request,
                                100 * requestError, wire.replyBytes(), replyBytes, 100 * replyError);
                        report.add(line);
                        if (request != wire.requestBytes() || replyBytes != wire.replyBytes()) {
                            inexact.add(line);
                        }
                    }
                }
            }
        }
        double[] sorted = errors.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double median = sorted.length % 2 == 1 ? sorted[sorted.length / 2]
                : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
        double worst = sorted[sorted.length - 1];
        String table = String.format(Locale.ROOT, "%-28s %-22s %8s %10s %8s %8s %10s %8s%n", "operation", "workload",
                "req wire", "req est", "error", "rep wire", "rep est", "error") + String.join("\n", report)
                + String.format(Locale.ROOT, "%n%d estimates: median error %.2f %%, largest %.2f %%", sorted.length,
                        100 * median, 100 * worst);
        System.out.println(table);

        assertTrue(sized.containsAll(List.of("trader.getQuote", "trader.buy", "trader.sell", "financial.handleAddShort1",
                "financial.handleAddShort10", "financial.handleAddShort100")), sized.toString());
        assertTrue(worst <= TOLERANCE, "largest error " + Math.round(worst * 1000) / 10.0 + " %:\n" + table);
        assertFalse(report.isEmpty());
        assertEquals(List.of(), inexact, "estimates that miss the wire by a byte or more:\n" + table);
    }

    /** The default workload, shorter and longer strings, and for an operation with a table, other lengths of it. */
    private static List<Workload> workloads(Workload defaults) {
        List<Workload> workloads = new ArrayList<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(30)));
        if (defaults.arrayLength() > 0) {
            workloads.addAll(List.of(defaults.withArrayLength(0), defaults.withArrayLength(1),
                    defaults.withArrayLength(defaults.arrayLength() * 3 / 2)));
        }
        return workloads;
    }

    private static String label(Workload workload) {
        return "strings " + workload.stringLength() + ", items " + workload.arrayLength();
    }

    /** The call's parameters by name, in the order the request record holds them. */
    private static Map<String, Object> parameters(BindingOperation operation, Object[] arguments) {
        List<Field> fields = CicsRecords.parameters(operation);
        assertEquals(fields.size(), arguments.length, operation.getName() + " " + Arrays.toString(arguments));
        Map<String, Object> parameters = new LinkedHashMap<>();
        for (int i = 0; i < arguments.length; i++) {
            parameters.put(fields.get(i).getName(), arguments[i]);
        }
        return parameters;
    }

    private static double error(double estimate, long measured) {
        return (estimate - measured) / measured;
    }
}
