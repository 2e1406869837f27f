package dev.bindwise.examples.accuracy;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import dev.bindwise.core.estimate.Estimator;
import dev.bindwise.core.estimate.PointEstimate;
import dev.bindwise.core.estimate.ValueSetting;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.driver.ByteCountingRelay;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.model.ServiceDescription;

/**
 * The measuring half of the harness, in a JVM whose class path holds the random services' classes: starts
 * the SOAP (Axis2) and RMI-IIOP (GlassFish ORB) servers of the services in JVMs of their own, puts a
 * byte-counting relay in front of each, calls every operation with random data at a few points of the space
 * through the runtime's clients (the example bindings'), and writes beside each point the mean bytes on the
 * wire and what {@code estimate --at} gives there ({@link Estimator#at}) from the service's WSDL.
 * <p>
 * Arguments: {@code --seeds 1,2,3 --settings N --out DIR}. Writes {@code DIR/results.tsv}
 * ({@link Result}) and each service's WSDL.
 */
public final class AccuracyRun {

    private static final Duration SERVER_START = Duration.ofSeconds(180);

    private AccuracyRun() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            options.put(args[i], args[i + 1]);
        }
        List<Long> seeds = Arrays.stream(options.getOrDefault("--seeds", "1").split(",")).map(Long::parseLong).toList();
        int settings = Integer.parseInt(options.getOrDefault("--settings", "3"));
        Path out = Path.of(options.getOrDefault("--out", "target/accuracy"));
        Files.createDirectories(out);
        List<Result> results = run(seeds, settings, out);
        List<String> lines = new ArrayList<>(List.of(Result.HEADER));
        results.forEach(result -> lines.add(result.line()));
        Files.write(out.resolve("results.tsv"), lines, StandardCharsets.UTF_8);
        System.exit(0);
    }

    static List<Result> run(List<Long> seeds, int settingsPerService, Path out) throws Exception {
        String seedList = String.join(",", seeds.stream().map(String::valueOf).toList());
        List<ExampleService> services = RandomServicesServer.exampleServices(seeds);
        List<Result> results = new ArrayList<>();
        try (ServerProcess soapServer = server("SOAP", List.of(), seedList, out);
                ServerProcess iiopServer = server("RMI_IIOP", IiopBinding.JVM_OPTIONS, seedList, out);
                ByteCountingRelay soapRelay = new ByteCountingRelay(soapServer.port());
                ByteCountingRelay iiopRelay = new ByteCountingRelay(iiopServer.port());
                SoapBinding soap = new SoapBinding();
                IiopBinding iiop = new IiopBinding()) {
            Estimator estimator = Estimator.withDefaults();
            for (ExampleService example : services) {
                RandomService service = RandomService.of(seedOf(example, seeds));
                Path wsdl = out.resolve(service.name() + ".wsdl");
                Files.writeString(wsdl, new ServiceSources(service).wsdl(soapRelay.port(), iiopRelay.port()));
                ServiceDescription description = new WsdlReader().read(wsdl);
                // the SOAP client's routes carry the schema of this WSDL (SoapBinding reads it by the service's wsdl)
                ExampleService described = new ExampleService(example.name(), example.serviceInterface(),
                        example.implementation(), wsdl.toAbsolutePath().toString(), example.operations());
                Random random = new Random(service.seed());
                List<Integer> points = pointsOf(random, settingsPerService);
                for (ExampleBinding binding : List.of(soap, iiop)) {
                    ByteCountingRelay relay = binding == soap ? soapRelay : iiopRelay;
                    Object client = binding.client(described, example.serviceInterface(), "127.0.0.1", relay.port());
                    for (RandomService.Operation operation : service.operations()) {
                        Method method = Arrays.stream(example.serviceInterface().getMethods())
                                .filter(m -> m.getName().equals(operation.name())).findFirst().orElseThrow();
                        // the first call on a connection carries what the protocol sends once: not counted
                        call(method, client, service, operation, Settings.WARM_UP, 0, random);
                        for (int point : points) {
                            ValueSetting setting = Settings.at(point);
                            long request = 0;
                            long reply = 0;
                            for (int c = 0; c < Settings.CALLS; c++) {
                                relay.reset();
                                call(method, client, service, operation, Settings.control(point), c, random);
                                ByteCountingRelay.Counts counts = relay.counts();
                                request += counts.requestBytes();
                                reply += counts.replyBytes();
                            }
                            PointEstimate estimate = estimator.at(description, setting).stream()
                                    .filter(e -> e.operation().equals(operation.name()) && e.kind() == binding.kind())
                                    .findFirst().orElseThrow(() -> new IllegalStateException("no estimate of " + operation.name()
                                            + " over " + binding.kind() + " in " + wsdl));
                            results.add(new Result(service.seed(), operation.name(), binding.kind().name(), setting,
                                    (double) request / Settings.CALLS, (double) reply / Settings.CALLS, estimate.requestBytes(), estimate.replyBytes()));
                        }
                    }
                }
            }
        }
        return results;
    }

    private static long seedOf(ExampleService example, List<Long> seeds) {
        return seeds.stream().filter(seed -> RandomService.of(seed).exampleName().equals(example.name())).findFirst().orElseThrow();
    }

    /** Distinct points of the grid, drawn from the service's own random numbers. */
    private static List<Integer> pointsOf(Random random, int count) {
        List<Integer> points = new ArrayList<>();
        while (points.size() < Math.min(count, Settings.count())) {
            int point = random.nextInt(Settings.count());
            if (!points.contains(point)) {
                points.add(point);
            }
        }
        return points;
    }

    private static void call(Method method, Object client, RandomService service, RandomService.Operation operation,
            int control, int call, Random random) throws Exception {
        RandomValues values = new RandomValues(service, control, call, random, AccuracyRun.class.getClassLoader());
        try {
            method.invoke(client, values.arguments(operation, control));
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(service.name() + "." + operation.name() + " at " + Settings.at(Settings.pointOf(control)) + " failed: "
                    + e.getCause(), e.getCause());
        }
    }

    private static ServerProcess server(String kind, List<String> jvmOptions, String seeds, Path out) throws IOException {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-D" + RandomServicesServer.KIND + "=" + kind);
        options.add("-D" + RandomServicesServer.SEEDS + "=" + seeds);
        return ServerProcess.start(kind, RandomServicesServer.class.getName(), options, 0, out.resolve(kind + "-server.log"),
                SERVER_START);
    }
}
