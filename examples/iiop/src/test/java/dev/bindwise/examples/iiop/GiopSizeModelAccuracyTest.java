package dev.bindwise.examples.iiop;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.GiopSizeModel;
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
import dev.bindwise.model.ServiceDescription;

/**
 * The RMI-IIOP size model (core) against the bytes the relay counts for the real GlassFish ORB server:
 * every operation of every example service (Financial at 1, 10 and 100 KB), at its default workload and
 * with shorter and longer strings, arrays and binaries and without nulls, each estimate from the WSDL and
 * the values of that very call, within 15 % of the wire. Calls are measured in the steady state of the
 * connection, as the model counts them: each service is called once before its calls are measured.
 */
@Timeout(300)
class GiopSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationIsEstimatedWithinFifteenPercentOfTheWire(@TempDir Path logs) throws Exception {
        IiopBinding binding = new IiopBinding();
        GiopSizeModel model = new GiopSizeModel();
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<String> report = new ArrayList<>();
        List<Double> requestErrors = new ArrayList<>();
        List<Double> replyErrors = new ArrayList<>();
        try (ServerProcess server = ServerProcess.start("RMI-IIOP", binding.serverMainClass(), binding.serverJvmOptions(),
                0, logs.resolve("iiop.log"), Duration.ofSeconds(60));
                ByteCountingRelay relay = new ByteCountingRelay(server.port()); binding) {
            for (ExampleService service : ExampleServices.all()) {
                ServiceDescription description = new WsdlReader().read(root.resolve(service.wsdl()));
                Port port = description.getServices().get(0).getPorts().stream()
                        .filter(p -> p.getKind() == BindingKind.RMI_IIOP).findFirst().orElseThrow();
                Object client = binding.client(service, service.serviceInterface(), "127.0.0.1", relay.port());
                ExampleOperation first = service.operations().get(0);
                first.invoke(service.serviceInterface(), client, first.defaults()); // the steady state
                for (ExampleOperation operation : service.operations()) {
                    BindingOperation bound = port.getBinding().getOperations().stream()
                            .filter(o -> o.getName().equals(operation.methodName())).findFirst().orElseThrow();
                    Method method = operation.method(service.serviceInterface());
                    for (Workload workload : workloads(operation.defaults())) {
                        Object[] arguments = operation.arguments().apply(workload);
                        relay.reset();
                        Object reply = method.invoke(client, arguments);
                        ByteCountingRelay.Counts wire = relay.counts();

                        Field input = bound.getOperation().getInput().getParts().get(0).getShape();
                        Field output = bound.getOperation().getOutput().getParts().get(0).getShape();
                        ValueSetting unseen = new ValueSetting(workload.stringLength(), 0, 0, 0);
                        double request = model.requestBytes(port, bound,
                                ObservedValues.of(input, parameters(bound, arguments), unseen));
                        double replyBytes = model.replyBytes(port, bound, ObservedValues.of(output,
                                Map.of(bound.getProperties().get("returnPart"), reply), unseen));
                        double requestError = error(request, wire.requestBytes());
                        double replyError = error(replyBytes, wire.replyBytes());
                        requestErrors.add(Math.abs(requestError));
                        replyErrors.add(Math.abs(replyError));
                        report.add(String.format(Locale.ROOT,
                                "%-30s %-34s request %7d est %9.1f (%+5.1f%%)  reply %7d est %9.1f (%+5.1f%%)",
                                service.name() + "." + operation.name(), describe(workload), wire.requestBytes(),
                                request, 100 * requestError, wire.replyBytes(), replyBytes, 100 * replyError));
                    }
                }
            }
        }
        List<Double> all = new ArrayList<>(requestErrors);
        all.addAll(replyErrors);
        report.add(String.format(Locale.ROOT, "%d cases; |error| median / max: requests %.1f%% / %.1f%%, replies"
                + " %.1f%% / %.1f%%, all %.1f%% / %.1f%%", requestErrors.size(), 100 * median(requestErrors),
                100 * max(requestErrors), 100 * median(replyErrors), 100 * max(replyErrors), 100 * median(all),
                100 * max(all)));
        String table = String.join("\n", report);
        System.out.println(table);
        assertTrue(max(all) <= TOLERANCE, "largest error " + Math.round(max(all) * 1000) / 10.0 + " %:\n" + table);
    }

    /**
     * The default workload; shorter and longer strings; fewer and more items of short arrays; a smaller
     * and a larger binary; no nulls where the default leaves some out.
     */
    private static List<Workload> workloads(Workload defaults) {
        LinkedHashSet<Workload> workloads = new LinkedHashSet<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(Math.min(30, Math.max(5, defaults.stringLength() * 2)))));
        if (defaults.arrayLength() > 0 && defaults.arrayLength() <= 10) {
            workloads.add(defaults.withArrayLength(1));
            workloads.add(defaults.withArrayLength(2 * defaults.arrayLength()));
        }
        if (defaults.binaryBytes() > 0) {
            workloads.add(defaults.withBinaryBytes(defaults.binaryBytes() / 4));
            workloads.add(defaults.withBinaryBytes(defaults.binaryBytes() * 3));
        }
        if (defaults.nullRatio() > 0) {
            workloads.add(defaults.withNullRatio(0));
        }
        return new ArrayList<>(workloads);
    }

    /** The arguments by the names the ejb:operation's parameterOrder gives them, in order. */
    private static Map<String, Object> parameters(BindingOperation operation, Object[] arguments) {
        String[] names = operation.getProperties().get("parameterOrder").trim().split("\\s+");
        Map<String, Object> parameters = new LinkedHashMap<>();
        for (int i = 0; i < arguments.length; i++) {
            parameters.put(names[i], arguments[i]);
        }
        return parameters;
    }

    private static String describe(Workload workload) {
        return String.format(Locale.ROOT, "str %d arr %d bin %d null %.1f", workload.stringLength(),
                workload.arrayLength(), workload.binaryBytes(), workload.nullRatio());
    }

    private static double error(double estimate, long measured) {
        return (estimate - measured) / measured;
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        int middle = sorted.size() / 2;
        return sorted.size() % 2 == 1 ? sorted.get(middle) : (sorted.get(middle - 1) + sorted.get(middle)) / 2;
    }

    private static double max(List<Double> values) {
        return values.stream().mapToDouble(Double::doubleValue).max().orElse(0);
    }
}
