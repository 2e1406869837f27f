package dev.bindwise.examples.driver;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.ObservedValues;
import dev.bindwise.core.estimate.SizeModel;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.Workload;
import dev.bindwise.model.BindingOperation;
import dev.bindwise.model.Field;
import dev.bindwise.model.Port;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;

/**
 * A size model against the wire: calls each operation of the example services over one binding's real
 * server, through the byte-counting relay, and sets the bytes counted beside the model's estimate from
 * the WSDL and the values of that very call. Each call is made twice on one connection and the second
 * is counted: the steady state a client sees, without what a protocol sends once per connection.
 */
public final class WireSizeCheck {

    /** One call: the bytes on the wire and the estimate. */
    public record Case(String service, String operation, BindingKind binding, Workload workload, long wireRequest,
            long wireReply, double estimatedRequest, double estimatedReply) {

        public double requestError() {
            return (estimatedRequest - wireRequest) / wireRequest;
        }

        public double replyError() {
            return (estimatedReply - wireReply) / wireReply;
        }

        public double worstError() {
            return Math.max(Math.abs(requestError()), Math.abs(replyError()));
        }

        public String describe() {
            return String.format(Locale.ROOT, "%-9s %-10s %-18s %-24s request %7d est %9.0f (%+5.1f%%)  reply %7d est %9.0f (%+5.1f%%)",
                    binding, service, operation, label(workload), wireRequest, estimatedRequest, 100 * requestError(),
                    wireReply, estimatedReply, 100 * replyError());
        }
    }

    private WireSizeCheck() {
    }

    /**
     * @param root the repository root (the WSDLs are read from there)
     * @param workloads the workloads to call each operation with
     */
    public static List<Case> run(ExampleBinding binding, SizeModel model, List<ExampleService> services, Path root,
            Function<ExampleOperation, List<Workload>> workloads, Path logFolder) throws Exception {
        List<Case> cases = new ArrayList<>();
        try (ServerProcess server = ServerProcess.start(binding, 0,
                logFolder.resolve(binding.name() + "-sizes.log"), Duration.ofSeconds(90));
                ByteCountingRelay relay = new ByteCountingRelay(server.port()); binding) {
            for (ExampleService service : services) {
                ServiceDescription description = new WsdlReader().read(root.resolve(service.wsdl()));
                Port port = description.getServices().stream().flatMap(s -> s.getPorts().stream())
                        .filter(p -> p.getKind() == model.kind()).findFirst().orElse(null);
                if (port == null || !binding.serves(service)) {
                    continue;
                }
                Object client = binding.client(service, service.serviceInterface(), "127.0.0.1", relay.port());
                for (ExampleOperation operation : service.operations()) {
                    BindingOperation bound = port.getBinding().getOperations().stream()
                            .filter(o -> o.getName().equals(operation.methodName())).findFirst().orElseThrow();
                    for (Workload workload : workloads.apply(operation)) {
                        Object[] arguments = operation.arguments().apply(workload);
                        operation.invoke(service.serviceInterface(), client, workload);
                        relay.reset();
                        Object reply = operation.invoke(service.serviceInterface(), client, workload);
                        ByteCountingRelay.Counts wire = relay.counts();
                        Field input = bound.getOperation().getInput().getParts().get(0).getShape();
                        Field output = bound.getOperation().getOutput().getParts().get(0).getShape();
                        ValueSetting unseen = new ValueSetting(workload.stringLength(), 0, 0, 0);
                        cases.add(new Case(service.name(), operation.name(), binding.kind(), workload,
                                wire.requestBytes(), wire.replyBytes(),
                                model.requestBytes(port, bound, ObservedValues.of(input, parameters(input, arguments), unseen)),
                                model.replyBytes(port, bound, ObservedValues.of(output, Map.of("return", reply), unseen))));
                    }
                }
            }
        }
        return cases;
    }

    /**
     * Every standard size model against the wire of its binding's server, for each binding on the class
     * path: the cases by binding kind, in the models' order.
     */
    public static Map<BindingKind, List<Case>> everyModel(List<ExampleService> services, Path root,
            Function<ExampleOperation, List<Workload>> workloads, Path logFolder) throws Exception {
        Map<BindingKind, ExampleBinding> bindings = new EnumMap<>(BindingKind.class);
        Bench.availableBindings().forEach(binding -> bindings.put(binding.kind(), binding));
        Map<BindingKind, List<Case>> cases = new LinkedHashMap<>();
        for (SizeModel model : Estimator.standardModels()) {
            ExampleBinding binding = bindings.get(model.kind());
            if (binding != null) {
                cases.put(binding.kind(), run(binding, model, services, root, workloads, logFolder));
            }
        }
        return cases;
    }

    /** The default workload, with shorter and longer strings and, for arrays of a few items, fewer items. */
    public static List<Workload> around(Workload defaults) {
        List<Workload> workloads = new ArrayList<>(List.of(defaults, defaults.withStringLength(5),
                defaults.withStringLength(Math.min(30, Math.max(5, defaults.stringLength() * 2)))));
        if (defaults.arrayLength() > 0 && defaults.arrayLength() <= 10) {
            workloads.add(defaults.withArrayLength(2));
        }
        return workloads;
    }

    /** Median and largest absolute error over requests and replies of the cases. */
    public static double[] medianAndMaxError(List<Case> cases) {
        double[] errors = cases.stream()
                .flatMapToDouble(c -> Arrays.stream(new double[] {Math.abs(c.requestError()), Math.abs(c.replyError())}))
                .sorted().toArray();
        if (errors.length == 0) {
            return new double[] {0, 0};
        }
        int middle = errors.length / 2;
        double median = errors.length % 2 == 1 ? errors[middle] : (errors[middle - 1] + errors[middle]) / 2;
        return new double[] {median, errors[errors.length - 1]};
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

    private static String label(Workload workload) {
        return String.format(Locale.ROOT, "s%d a%d b%d n%.1f", workload.stringLength(), workload.arrayLength(),
                workload.binaryBytes(), workload.nullRatio());
    }
}
