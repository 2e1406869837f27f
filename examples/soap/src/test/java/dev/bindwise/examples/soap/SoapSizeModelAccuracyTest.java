package dev.bindwise.examples.soap;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import dev.bindwise.core.estimate.ObservedValues;
import dev.bindwise.core.estimate.SoapSizeModel;
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
 * The SOAP size model (core) against the bytes the relay counts for the real Axis2 server: every
 * operation of every example service, at its default workload and with shorter and longer strings and
 * arrays, each estimate from the WSDL and the values of that very call, within 15 % of the wire.
 */
@Timeout(180)
class SoapSizeModelAccuracyTest {

    private static final double TOLERANCE = 0.15;

    @Test
    void everyOperationIsEstimatedWithinFifteenPercentOfTheWire(@TempDir Path logs) throws Exception {
        SoapBinding binding = new SoapBinding();
        SoapSizeModel model = new SoapSizeModel();
        Path root = Path.of(System.getProperty("bindwise.root", "../.."));
        List<String> report = new ArrayList<>();
        double worst = 0;
        try (ServerProcess server = ServerProcess.start("SOAP", binding.serverMainClass(), binding.serverJvmOptions(),
                0, logs.resolve("soap.log"), Duration.ofSeconds(60));
                ByteCountingRelay relay = new ByteCountingRelay(server.port()); binding) {
            for (ExampleService service : ExampleServices.all()) {
                ServiceDescription description = new WsdlReader().read(root.resolve(service.wsdl()));
                Port port = description.getServices().get(0).getPorts().stream()
                        .filter(p -> p.getKind() == BindingKind.SOAP).findFirst().orElseThrow();
                Object client = binding.client(service, service.serviceInterface(), "127.0.0.1", relay.port());
                for (ExampleOperation operation : service.operations()) {
                    BindingOperation bound = port.getBinding().getOperations().stream()
                            .filter(o -> o.getName().equals(operation.methodName())).findFirst().orElseThrow();
                    for (Workload workload : workloads(operation.defaults())) {
                        Object[] arguments = operation.arguments().apply(workload);
                        relay.reset();
                        Object reply = operation.invoke(service.serviceInterface(), client, workload);
                        ByteCountingRelay.Counts wire = relay.counts();

                        Field input = bound.getOperation().getInput().getParts().get(0).getShape();
                        Field output = bound.getOperation().getOutput().getParts().get(0).getShape();
                        ValueSetting unseen = new ValueSetting(workload.stringLength(), 0, 0, 0);
                        double request = model.requestBytes(port, bound,
                                ObservedValues.of(input, parameters(input, arguments), unseen));
                        double replyBytes = model.replyBytes(port, bound,
                                ObservedValues.of(output, Map.of("return", reply), unseen));
                        double requestError = error(request, wire.requestBytes());
                        double replyError = error(replyBytes, wire.replyBytes());
                        worst = Math.max(worst, Math.max(Math.abs(requestError), Math.abs(replyError)));
                        report.add(String.format(Locale.ROOT, "%s.%s %s: request %d est %.0f (%+.1f%%), reply %d est %.0f (%+.1f%%)",
                                service.name(), operation.name(), workload, wire.requestBytes(), request,
                                100 * requestError, wire.replyBytes(), replyBytes, 100 * replyError));
                    }
                }
            }
        }
        String table = String.join("\n", report);
        System.out.println(table);
        assertTrue(worst <= TOLERANCE, "largest error " + Math.round(worst * 1000) / 10.0 + " %:\n" + table);
    }

    /** The default workload, and shorter and longer strings and arrays around it. */
    private static List<Workload> workloads(Workload defaults) {
        List<Workload> workloads = new ArrayList<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(Math.min(30, Math.max(5, defaults.stringLength() * 2)))));
        if (defaults.arrayLength() > 0 && defaults.arrayLength() <= 10) {
            workloads.add(defaults.withArrayLength(2));
        }
        return workloads;
    }

    /** The wrapper's fields in order are the method's parameters in order (document/literal wrapped). */
    private static Map<String, Object> parameters(Field wrapper, Object[] arguments) {
        Map<String, Object> parameters = new LinkedHashMap<>();
        List<Field> fields = wrapper.getType().getFields();
        for (int i = 0; i < arguments.length; i++) {
            parameters.put(fields.get(i).getName(), arguments[i]);
        }
        return parameters;
    }

    private static double error(double estimate, long measured) {
        return (estimate - measured) / measured;
    }
}
