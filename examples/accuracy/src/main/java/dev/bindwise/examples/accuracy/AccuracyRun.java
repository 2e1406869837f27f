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
import dev.bindwise.core.estimate.SoapStack;
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
 * Arguments: {@code --seeds 1,2,3 --settings N --out DIR --profile ACCURACY|EVERY_CONSTRUCT}. Writes
 * {@code DIR/results.tsv} ({@link Result}) and each service's WSDL. The accuracy profile's services are served over
 * SOAP by Axis2's POJO receiver; the every-construct profile's (attributes, optional and required members, Lists),
 * which a bean serializer cannot write as their schema says, by Apache CXF's JAX-WS with their WSDL, as the
 * differential benchmark serves them ({@link #CXF_SERVER}, in the benchmarks' class path).
 */
public final class AccuracyRun {

    private static final Duration SERVER_START = Duration.ofSeconds(180);

    /**
     * The SOAP server of the every-construct profile: the differential benchmark's (its module depends on this
     * one, so it is named, not linked; the benchmarks' jar holds both).
     */
    static final String CXF_SERVER = "dev.bindwise.examples.differential.RandomServicesCxfServer";
    /** The system property naming the folder that server writes the WSDLs it serves to. */
    private static final String CXF_WSDL_FOLDER = "bindwise.differential.wsdls";

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
        RandomService.Profile profile = RandomService.Profile.valueOf(options.getOrDefault("--profile", "ACCURACY"));
        Files.createDirectories(out);
        boolean again = options.containsKey("--estimate-again");
        List<Result> results = again ? estimateAgain(out) : run(profile, seeds, settings, out);
        List<String> lines = new ArrayList<>(List.of(Result.HEADER));
        results.forEach(result -> lines.add(result.line()));
        Files.write(out.resolve(again ? AGAIN : "results.tsv"), lines, StandardCharsets.UTF_8);
        System.exit(0);
    }

    /** The file {@link #estimateAgain} writes beside the run's results.tsv. */
    static final String AGAIN = "results-estimated-again.tsv";

    /**
     * The points of a finished run (its results.tsv and WSDLs in {@code out}, its services' classes on the class
     * path) estimated again by the models at hand, beside the wire bytes it measured: what a change to a model does,
     * without serving or calling anything.
     */
    static List<Result> estimateAgain(Path out) throws Exception {
        Map<Long, ServiceDescription> descriptions = new LinkedHashMap<>();
        Map<Long, Estimator> estimators = new LinkedHashMap<>();
        List<Result> results = new ArrayList<>();
        List<String> lines = Files.readAllLines(out.resolve("results.tsv"), StandardCharsets.UTF_8);
        for (Result measured : lines.subList(1, lines.size()).stream().map(Result::parse).toList()) {
            ServiceDescription description = descriptions.get(measured.seed());
            if (description == null) {
                RandomService.Profile profile = Arrays.stream(RandomService.Profile.values())
                        .filter(p -> Files.exists(wsdlOf(out, p, measured.seed()))).findFirst()
                        .orElseThrow(() -> new IOException("no WSDL of seed " + measured.seed() + " in " + out));
                description = new WsdlReader().read(wsdlOf(out, profile, measured.seed()));
                descriptions.put(measured.seed(), description);
                estimators.put(measured.seed(), estimator(profile));
            }
            PointEstimate estimate = estimators.get(measured.seed()).at(description, measured.setting()).stream()
                    .filter(e -> e.operation().equals(measured.operation()) && e.kind().name().equals(measured.binding()))
                    .findFirst().orElseThrow(() -> new IllegalStateException("no estimate of " + measured.operation() + " over "
                            + measured.binding() + " of seed " + measured.seed()));
            results.add(new Result(measured.seed(), measured.operation(), measured.binding(), measured.setting(),
                    measured.wireRequest(), measured.wireReply(), estimate.requestBytes(), estimate.replyBytes()));
        }
        return results;
    }

    private static Path wsdlOf(Path out, RandomService.Profile profile, long seed) {
        return out.resolve(RandomService.of(profile, seed).name() + ".wsdl");
    }

    /**
     * The estimator of a profile's services, its SOAP replies as their server's stack writes them: Apache CXF the
     * every-construct profile's, Axis2 the accuracy profile's.
     */
    static Estimator estimator(RandomService.Profile profile) {
        return Estimator.withDefaults().withSoapStack(profile == RandomService.Profile.EVERY_CONSTRUCT ? SoapStack.CXF : SoapStack.AXIS2);
    }

    static List<Result> run(RandomService.Profile profile, List<Long> seeds, int settingsPerService, Path out) throws Exception {
        String seedList = String.join(",", seeds.stream().map(String::valueOf).toList());
        List<ExampleService> services = seeds.stream().map(seed -> RandomServicesServer.exampleService(RandomService.of(profile, seed))).toList();
        List<Result> results = new ArrayList<>();
        try (ServerProcess soapServer = server("SOAP", List.of(), profile, seedList, out);
                ServerProcess iiopServer = server("RMI_IIOP", IiopBinding.JVM_OPTIONS, profile, seedList, out);
                ByteCountingRelay soapRelay = new ByteCountingRelay(soapServer.port());
                ByteCountingRelay iiopRelay = new ByteCountingRelay(iiopServer.port());
                SoapBinding soap = new SoapBinding();
                IiopBinding iiop = new IiopBinding()) {
            Estimator estimator = estimator(profile);
            for (ExampleService example : services) {
                RandomService service = RandomService.of(profile, seedOf(profile, example, seeds));
                Path wsdl = out.resolve(service.name() + ".wsdl");
                ServiceSources sources = new ServiceSources(service);
                Files.writeString(wsdl, sources.wsdl(soapRelay.port(), iiopRelay.port()));
                ServiceDescription description = new WsdlReader().read(wsdl);
                // the SOAP client's routes carry the schema of this WSDL (SoapBinding reads it by the service's wsdl)
                ExampleService described = new ExampleService(example.name(), example.serviceInterface(),
                        example.implementation(), wsdl.toAbsolutePath().toString(), example.operations());
                Random random = new Random(service.seed());
                List<Integer> points = pointsOf(random, settingsPerService);
                for (ExampleBinding binding : List.of(soap, iiop)) {
                    ByteCountingRelay relay = binding == soap ? soapRelay : iiopRelay;
                    Object client = binding == soap
                            ? soap.client(described, example.serviceInterface(), "http://127.0.0.1:" + relay.port() + sources.soapPath())
                            : binding.client(described, example.serviceInterface(), "127.0.0.1", relay.port());
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

    private static long seedOf(RandomService.Profile profile, ExampleService example, List<Long> seeds) {
        return seeds.stream().filter(seed -> RandomService.of(profile, seed).exampleName().equals(example.name())).findFirst().orElseThrow();
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

    private static ServerProcess server(String kind, List<String> jvmOptions, RandomService.Profile profile, String seeds,
            Path out) throws IOException {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-D" + RandomServicesServer.KIND + "=" + kind);
        options.add("-D" + RandomServicesServer.SEEDS + "=" + seeds);
        options.add("-D" + RandomServicesServer.PROFILE + "=" + profile.name());
        options.add("-D" + ReceivedValues.REPLIES_AT_POINTS + "=true");
        options.add("-D" + CXF_WSDL_FOLDER + "=" + out.resolve("served-wsdls"));
        boolean cxf = kind.equals("SOAP") && profile == RandomService.Profile.EVERY_CONSTRUCT;
        return ServerProcess.start(kind, cxf ? CXF_SERVER : RandomServicesServer.class.getName(), options, 0,
                out.resolve(kind + "-server.log"), SERVER_START);
    }
}
