package dev.bindwise.examples.differential;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Consumer;

import jakarta.jws.Oneway;

import dev.bindwise.core.select.PlanReport;
import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleOperation;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.ServerMain;
import dev.bindwise.examples.Workload;
import dev.bindwise.examples.accuracy.AccuracyHarness;
import dev.bindwise.examples.accuracy.EdgeValues;
import dev.bindwise.examples.accuracy.FieldValues;
import dev.bindwise.examples.accuracy.RandomService;
import dev.bindwise.examples.accuracy.RandomServicesServer;
import dev.bindwise.examples.accuracy.ReceivedValues;
import dev.bindwise.examples.accuracy.ServiceSources;
import dev.bindwise.examples.cxf.CxfServer;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.iiop.IiopServer;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.model.Port;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * The calling half of the differential benchmark, in a JVM whose class path holds the random services'
 * classes ({@link DifferentialHarness} starts it). Starts the random services' SOAP (Apache CXF's JAX-WS with
 * each service's WSDL, {@link RandomServicesCxfServer}) and RMI-IIOP (GlassFish ORB) servers and the example services' SOAP, RMI-IIOP and COMMAREA servers, each in a JVM of
 * its own. For each service it generates one proxy (GenerateProxyOperation, compiled with javax.tools) and
 * opens it once per binding the WSDL offers, each instance pinned to that binding by a plan file that ranks
 * only it (what {@code select} writes on a target that offers one binding), local Java handed the
 * implementation. Each call is made with the same values over every binding: the fields of the reply are
 * compared with the reply the service makes to those values (for a random service worked out from them,
 * {@link ReceivedValues#reply}; for an example service its implementation called directly, in the same order),
 * and for a random service the fields its implementation received (written by it wherever it ran,
 * {@link ReceivedValues}) with those sent. The CXF example's services are served in this JVM (CXF, the example
 * ORB server) and compared the same way, both sides ({@link ReceivedCalls}). Every instance's calls must have gone
 * over its binding (its runtime's status).
 * <p>
 * Arguments: {@code --seeds 1,2 --calls N --example-calls N --cxf-calls N --root DIR --out DIR}. Writes
 * {@code DIR/differences.tsv} ({@link Difference}) and {@code DIR/summary.tsv} ({@link Outcome}).
 */
public final class DifferentialRun {

    /** The bindings compared, where a service offers them. */
    static final List<BindingKind> BINDINGS = List.of(BindingKind.LOCAL_JAVA, BindingKind.SOAP, BindingKind.RMI_IIOP,
            BindingKind.JCA);
    private static final Duration SERVER_START = Duration.ofSeconds(180);
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(30);

    private final Path out;
    private final BufferedWriter differences;
    private final Outcome.Tally tally = new Outcome.Tally();
    private final Map<BindingKind, Path> receivedBy = new EnumMap<>(BindingKind.class);

    private DifferentialRun(Path out, BufferedWriter differences) {
        this.out = out;
        this.differences = differences;
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = AccuracyHarness.options(args, Map.of("--seeds", "", "--calls", "0", "--example-calls", "0",
                "--cxf-calls", "0", "--root", ".", "--out", "target/differential"));
        List<Long> seeds = options.get("--seeds").isBlank() ? List.of() : AccuracyHarness.parseSeeds(options.get("--seeds"));
        Path out = Path.of(options.get("--out"));
        Files.createDirectories(out);
        try (BufferedWriter differences = Files.newBufferedWriter(out.resolve("differences.tsv"), StandardCharsets.UTF_8)) {
            DifferentialRun run = new DifferentialRun(out, differences);
            run.run(seeds, Integer.parseInt(options.get("--calls")), Integer.parseInt(options.get("--example-calls")),
                    Integer.parseInt(options.get("--cxf-calls")), Path.of(options.get("--root")));
            Files.write(out.resolve("summary.tsv"), run.tally.lines(), StandardCharsets.UTF_8);
        }
        System.exit(0);
    }

    private void run(List<Long> seeds, int calls, int exampleCalls, int cxfCalls, Path root) throws Exception {
        List<RandomService> services = seeds.stream().map(seed -> RandomService.of(RandomService.Profile.EVERY_CONSTRUCT, seed)).toList();
        for (BindingKind kind : List.of(BindingKind.LOCAL_JAVA, BindingKind.SOAP, BindingKind.RMI_IIOP)) {
            receivedBy.put(kind, Files.createDirectories(out.resolve("received").resolve(kind.name())));
        }
        // local Java runs the implementation in this JVM: it writes what it received here
        System.setProperty(ReceivedValues.FOLDER, receivedBy.get(BindingKind.LOCAL_JAVA).toString());
        List<ServerProcess> servers = new ArrayList<>();
        try {
            if (!services.isEmpty()) {
                String seedList = String.join(",", seeds.stream().map(String::valueOf).toList());
                ServerProcess soap = randomServer(BindingKind.SOAP, List.of(), seedList);
                servers.add(soap);
                ServerProcess iiop = randomServer(BindingKind.RMI_IIOP, IiopBinding.JVM_OPTIONS, seedList);
                servers.add(iiop);
                Map<BindingKind, InetSocketAddress> at = new EnumMap<>(BindingKind.class);
                at.put(BindingKind.SOAP, new InetSocketAddress("127.0.0.1", soap.port()));
                at.put(BindingKind.RMI_IIOP, new InetSocketAddress("127.0.0.1", iiop.port()));
                int operations = services.stream().mapToInt(s -> s.operations().size()).sum();
                int perOperation = (calls + operations - 1) / operations;
                for (RandomService service : services) {
                    callRandomService(service, perOperation, at);
                }
            }
            if (exampleCalls > 0) {
                Map<BindingKind, InetSocketAddress> at = new EnumMap<>(BindingKind.class);
                for (ExampleBinding binding : List.of(new SoapBinding(), new IiopBinding(), new JcaBinding())) {
                    try (binding) {
                        ServerProcess server = ServerProcess.start(binding, 0, out.resolve("example-" + binding.name() + "-server.log"),
                                SERVER_START);
                        servers.add(server);
                        at.put(binding.kind(), new InetSocketAddress("127.0.0.1", server.port()));
                    }
                }
                for (ExampleService service : ExampleServices.all()) {
                    callExampleService(service, exampleCalls, root, at);
                }
            }
            if (cxfCalls > 0) {
                callCxfServices(cxfCalls, root);
            }
        } finally {
            servers.forEach(ServerProcess::close);
        }
    }

    private ServerProcess randomServer(BindingKind kind, List<String> jvmOptions, String seeds) throws IOException {
        List<String> options = new ArrayList<>(jvmOptions);
        options.add("-D" + RandomServicesServer.KIND + "=" + kind.name());
        options.add("-D" + RandomServicesServer.SEEDS + "=" + seeds);
        options.add("-D" + RandomServicesServer.PROFILE + "=" + RandomService.Profile.EVERY_CONSTRUCT.name());
        options.add("-D" + ReceivedValues.FOLDER + "=" + receivedBy.get(kind));
        options.add("-D" + RandomServicesCxfServer.WSDL_FOLDER + "=" + out.resolve("served-wsdls"));
        // SOAP by a schema-driven server (CXF's JAX-WS with the WSDL), RMI-IIOP by the example ORB server
        String server = kind == BindingKind.SOAP ? RandomServicesCxfServer.class.getName() : RandomServicesServer.class.getName();
        return ServerProcess.start(kind.name(), server, options, 0, out.resolve("random-" + kind.name() + "-server.log"),
                SERVER_START);
    }

    // ------------------------------------------------------------------ random services

    private void callRandomService(RandomService service, int perOperation, Map<BindingKind, InetSocketAddress> at)
            throws Exception {
        String wsdlName = service.name() + ".wsdl";
        Files.writeString(out.resolve(wsdlName), new ServiceSources(service).wsdl(at.get(BindingKind.SOAP).getPort(),
                at.get(BindingKind.RMI_IIOP).getPort()));
        ExampleService example = RandomServicesServer.exampleService(service);
        example = new ExampleService(example.name(), example.serviceInterface(), example.implementation(), wsdlName, List.of());
        try (Pinned pinned = Pinned.open(example, new WsdlReader().read(out.resolve(wsdlName)), out,
                out.resolve("proxies").resolve(service.name()), at, this::found)) {
            tally.service(service.name(), pinned.kinds());
            if (pinned.kinds().isEmpty()) {
                return;
            }
            for (RandomService.Operation operation : service.operations()) {
                Method method = pinned.method(operation.name());
                for (int c = 0; c < perOperation; c++) {
                    int control = tally.nextCall();
                    Object[] sentArguments = arguments(service, operation, control);
                    Map<String, String> sent = ReceivedValues.fields(operation, sentArguments);
                    Map<String, String> expected = FieldValues.of("return", ReceivedValues.reply(service, operation, sentArguments));
                    for (BindingKind kind : pinned.kinds()) {
                        // values of their own for each binding: local Java must not hand the others' objects on
                        Reply reply = pinned.call(kind, method, arguments(service, operation, control));
                        tally.invocation();
                        Map<String, String> received = ReceivedValues.take(receivedBy.get(kind), service, operation.name(), control);
                        Call call = new Call(service.name(), operation.name(), control, kind.name());
                        if (received != null) {
                            call.compare("request", sent, received, this::found);
                        } else if (reply.failure() == null) {
                            found(call.difference("request", "(call)", "received by the service", "never reached it"));
                        }
                        compareReply(call, expected, reply);
                    }
                }
            }
            pinned.checkRoutes(service.name());
        } catch (IllegalStateException e) {
            // a proxy that cannot be generated, compiled or opened is the service's every call lost
            found(new Difference(service.name(), "*", -1, "all", "proxy", "(proxy)", "a proxy", "threw " + oneLine(e)));
        }
    }

    // ------------------------------------------------------------------ example services

    private void callExampleService(ExampleService service, int calls, Path root, Map<BindingKind, InetSocketAddress> at)
            throws Exception {
        ServiceDescription description = GeneratedProxies.read(service, root);
        try (Pinned pinned = Pinned.open(service, description, root, out.resolve("proxies").resolve(service.name()), at,
                this::found)) {
            tally.service(service.name(), pinned.kinds());
            Random random = new Random(service.name().hashCode());
            // the reference: the implementation called directly, in the order the bindings' servers get the calls
            Object local = service.implementation().get();
            for (ExampleOperation operation : service.operations()) {
                Method method = pinned.method(operation.methodName());
                for (int c = 0; c < calls; c++) {
                    int number = tally.nextCall();
                    // strings no longer than the COMMAREA layouts' fields (32), arrays no longer than their tables
                    Workload workload = new Workload(1 + random.nextInt(30), random.nextInt(5), random.nextInt(20_000),
                            random.nextInt(4) * 0.3);
                    Reply expected = Reply.of(() -> operation.method(service.serviceInterface()).invoke(local,
                            operation.arguments().apply(workload)));
                    for (BindingKind kind : pinned.kinds()) {
                        Reply reply = pinned.call(kind, method, operation.arguments().apply(workload));
                        tally.invocation();
                        Call call = new Call(service.name(), operation.name(), number, kind.name());
                        if (expected.failure() != null) {
                            call.compare("reply", Map.of("return", expected.failure()),
                                    Map.of("return", reply.failure() == null ? "a reply" : reply.failure()), this::found);
                        } else {
                            compareReply(call, expected.fields(), reply);
                        }
                    }
                }
            }
            pinned.checkRoutes(service.name());
        } catch (IllegalStateException e) {
            found(new Difference(service.name(), "*", -1, "all", "proxy", "(proxy)", "a proxy", "threw " + oneLine(e)));
        }
    }

    // ------------------------------------------------------------------ the CXF example's services

    /**
     * The CXF example's services (Orders, Ledger, Stamp), their types mapped to the service's own classes, over SOAP
     * to Apache CXF's JAX-WS (schema validation on, in this JVM, so that what each call received is at hand), over
     * RMI-IIOP to the example ORB server and over local Java to an instance handed to the proxy; the reference is
     * another instance called directly, in the order the bindings get the calls.
     */
    private void callCxfServices(int calls, Path root) throws Exception {
        ReceivedCalls received = new ReceivedCalls();
        CxfServer server = CxfServer.start(0, false, implementation -> received.invoker(BindingKind.SOAP.name(), implementation));
        ServerMain.Running iiop = null;
        try {
            // the example ORB server, in this JVM (its own ORB: the proxies' calls go over loopback), serving the
            // implementations through their remote twins
            iiop = IiopServer.start(0, CxfExample.all().stream().map(example -> new ExampleService(example.name(),
                    example.serviceInterface(), () -> received.local(BindingKind.RMI_IIOP.name(), example.serviceInterface(),
                            example.newImplementation()), null, List.of())).toList());
            Map<BindingKind, InetSocketAddress> at = Map.of(BindingKind.SOAP, new InetSocketAddress("127.0.0.1", server.port()),
                    BindingKind.RMI_IIOP, new InetSocketAddress("127.0.0.1", iiop.port()));
            for (CxfExample example : CxfExample.all()) {
                callCxfService(example, calls, root, at, received);
            }
        } finally {
            if (iiop != null) {
                iiop.stop();
            }
            server.stop();
        }
    }

    private void callCxfService(CxfExample example, int calls, Path root, Map<BindingKind, InetSocketAddress> at,
            ReceivedCalls received) throws Exception {
        String name = example.name();
        Path wsdl = Files.writeString(out.resolve(name + ".wsdl"), example.extendedWsdl(root));
        ExampleService service = new ExampleService(name, example.serviceInterface(),
                () -> received.local(BindingKind.LOCAL_JAVA.name(), example.serviceInterface(), example.newImplementation()),
                wsdl.getFileName().toString(), List.of());
        try (Pinned pinned = Pinned.open(service, new WsdlReader().read(wsdl), out, out.resolve("proxies").resolve(name), at,
                this::found)) {
            tally.service(name, pinned.kinds());
            Object reference = example.newImplementation();
            for (Method own : example.operations()) {
                Method method = pinned.method(own.getName());
                boolean oneWay = own.isAnnotationPresent(Oneway.class);
                for (int c = 0; c < calls; c++) {
                    int number = tally.nextCall();
                    Map<String, String> sent = ReceivedCalls.fields(own, example.arguments(own, number));
                    Reply expected = Reply.of(() -> own.invoke(reference, example.arguments(own, number)));
                    for (BindingKind kind : pinned.kinds()) {
                        Reply reply = pinned.call(kind, method, asParameters(example.arguments(own, number), method));
                        tally.invocation();
                        Call call = new Call(name, own.getName(), number, kind.name());
                        Map<String, String> got = received.take(kind.name(), own, oneWay);
                        if (got != null) {
                            call.compare("request", sent, got, this::found);
                        } else if (reply.failure() == null) {
                            found(call.difference("request", "(call)", "received by the service", "never reached it"));
                        }
                        if (expected.failure() != null) {
                            call.compare("reply", Map.of("return", expected.failure()),
                                    Map.of("return", reply.failure() == null ? "a reply" : reply.failure()), this::found);
                        } else {
                            compareReply(call, expected.fields(), reply.asList(own));
                        }
                    }
                }
            }
            pinned.checkRoutes(name);
        } catch (IllegalStateException e) {
            found(new Difference(name, "*", -1, "all", "proxy", "(proxy)", "a proxy", "threw " + oneLine(e)));
        }
    }

    /**
     * The arguments as the generated method's parameters: a list where it takes an array (a generated signature
     * that is not the service's is a difference of its own, {@link Pinned#method}; its values are compared still).
     */
    private static Object[] asParameters(Object[] arguments, Method method) {
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < arguments.length; i++) {
            if (types[i].isArray() && arguments[i] instanceof List<?> list) {
                Object array = Array.newInstance(types[i].getComponentType(), list.size());
                for (int j = 0; j < list.size(); j++) {
                    Array.set(array, j, list.get(j));
                }
                arguments[i] = array;
            }
        }
        return arguments;
    }

    private static Object[] arguments(RandomService service, RandomService.Operation operation, int control) {
        return EdgeValues.of(service, operation.name(), control, "request", DifferentialRun.class.getClassLoader())
                .arguments(operation, control);
    }

    /** A failed call is one difference (what it threw), not one per field of the reply it did not give. */
    private void compareReply(Call call, Map<String, String> expected, Reply reply) {
        if (reply.failure() != null) {
            found(call.difference("call", "(call)", "a reply", reply.failure()));
        } else {
            call.compare("reply", expected, reply.fields(), this::found);
        }
    }

    /** One call over one binding. */
    private record Call(String service, String operation, int number, String binding) {

        Difference difference(String side, String path, String expected, String actual) {
            return new Difference(service, operation, number, binding, side, path, expected, actual);
        }

        void compare(String side, Map<String, String> expected, Map<String, String> actual, Consumer<Difference> found) {
            Difference.compare(service, operation, number, binding, side, expected, actual, found);
        }
    }

    /** What a call gave: the fields of its reply, or what it threw (with its fault info's fields, where it has one). */
    private record Reply(Map<String, String> fields, String failure) {

        /** The reply as the service's method returns it: an array as the list the service's signature has. */
        Reply asList(Method own) {
            if (fields == null || own.getReturnType() != List.class) {
                return this;
            }
            Map<String, String> listed = new LinkedHashMap<>();
            fields.forEach((path, text) -> listed.put(path, path.equals("return") && text.matches("\\w+\\[\\d+\\]")
                    ? text.replaceFirst("^\\w+\\[", "List[") : text));
            return new Reply(listed, null);
        }

        interface Invocation {
            Object invoke() throws ReflectiveOperationException;
        }

        static Reply of(Invocation invocation) {
            try {
                return new Reply(FieldValues.of("return", invocation.invoke()), null);
            } catch (InvocationTargetException e) {
                return new Reply(null, "threw " + oneLine(e.getCause()) + faultInfo(e.getCause()));
            } catch (ReflectiveOperationException | IllegalArgumentException e) {
                return new Reply(null, "threw " + oneLine(e));
            }
        }
    }

    /** The fields of an exception's fault info (JAX-WS's {@code getFaultInfo()}), as text; empty when it has none. */
    private static String faultInfo(Throwable thrown) {
        try {
            Method info = thrown.getClass().getMethod("getFaultInfo");
            return " " + FieldValues.of("info", info.invoke(thrown));
        } catch (NoSuchMethodException e) {
            return "";
        } catch (ReflectiveOperationException e) {
            return " (its fault info cannot be read: " + e + ")";
        }
    }

    private void found(Difference difference) {
        tally.difference(difference);
        try {
            differences.write(difference.line());
            differences.newLine();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String oneLine(Throwable e) {
        String text = e.getClass().getSimpleName() + ": " + e.getMessage();
        text = text.replaceAll("[\\t\\r\\n]+", " ");
        return text.length() > 1500 ? text.substring(0, 1500) + "..." : text;
    }

    /**
     * A service's generated proxy, open once per binding its WSDL offers, each instance pinned to its binding by
     * a plan file of that binding alone.
     */
    private static final class Pinned implements AutoCloseable {

        private final GeneratedProxy generated;
        private final Map<BindingKind, Object> instances = new LinkedHashMap<>();
        private final Consumer<Difference> found;

        private Pinned(GeneratedProxy generated, Consumer<Difference> found) {
            this.generated = generated;
            this.found = found;
        }

        /**
         * @param root the folder the service's WSDL path is relative to
         * @param work where the proxy's sources, classes and plan files go
         */
        static Pinned open(ExampleService service, ServiceDescription description, Path root, Path work,
                Map<BindingKind, InetSocketAddress> at, Consumer<Difference> found) {
            List<BindingKind> offered = BINDINGS.stream().filter(kind -> description.getServices().get(0).getPorts().stream()
                    .anyMatch(port -> port.getKind() == kind)).toList();
            SelectionPlan every = GeneratedProxies.plan(description, operation -> false, offered);
            GeneratedProxy generated;
            try {
                generated = GeneratedProxies.build(service, every, root, work);
            } catch (IOException | dev.bindwise.core.wsdl.WsdlReadException e) {
                throw new IllegalStateException("the proxy of " + service.name() + " was not built: " + e, e);
            }
            Pinned pinned = new Pinned(generated, found);
            for (BindingKind kind : offered) {
                try {
                    Path planFile = work.resolve("plan-" + kind + ".json");
                    Files.writeString(planFile, PlanReport.json(GeneratedProxies.plan(description, operation -> false, List.of(kind))));
                    // a server slow to answer its first probe on a loaded machine is not left out: values are compared here, not availability
                    RuntimeOptions options = RuntimeOptions.defaults().planFile(planFile).probeTimeout(PROBE_TIMEOUT);
                    if (kind == BindingKind.LOCAL_JAVA) {
                        // the application hands local Java its instance
                        Port local = description.getServices().get(0).getPorts().stream()
                                .filter(port -> port.getKind() == BindingKind.LOCAL_JAVA).findFirst().orElseThrow();
                        Object instance = service.implementation().get();
                        options.localService(local.getName(), () -> instance);
                    }
                    pinned.instances.put(kind, generated.open(at, options));
                } catch (IOException | RuntimeException e) {
                    found.accept(new Difference(service.name(), "*", -1, kind.name(), "proxy", "(open)", "an open proxy",
                            "threw " + oneLine(e)));
                }
            }
            return pinned;
        }

        List<BindingKind> kinds() {
            return List.copyOf(instances.keySet());
        }

        /** The generated method of the operation; where its types are not the service's, that is a difference too. */
        Method method(String name) {
            Method method = Arrays.stream(generated.generatedInterface().getMethods()).filter(m -> m.getName().equals(name))
                    .findFirst().orElseThrow(() -> new IllegalStateException("the generated "
                            + generated.generatedInterface().getName() + " has no method " + name));
            Method own = Arrays.stream(generated.service().serviceInterface().getMethods()).filter(m -> m.getName().equals(name))
                    .findFirst().orElseThrow();
            // a repeated parameter is a List, as JAXB types it, where a service of the JAX-RPC era takes an array (MapPoint's
            // LatLong[]): the runtime hands that service an array of the List's items
            String expected = signature(own).replaceAll("\\b(?!byte\\[)([\\w.$]+)\\[\\]", "java.util.List<$1>");
            if (!expected.equals(signature(method))) {
                found.accept(new Difference(generated.service().name(), name, -1, "all", "signature", "(" + name + ")",
                        expected, signature(method)));
            }
            return method;
        }

        private static String signature(Method method) {
            return method.getGenericReturnType().getTypeName() + " " + method.getName() + Arrays.stream(method.getGenericParameterTypes())
                    .map(java.lang.reflect.Type::getTypeName).collect(java.util.stream.Collectors.joining(", ", "(", ")"));
        }

        /** Calls the instance of the binding. */
        Reply call(BindingKind kind, Method method, Object[] arguments) {
            return Reply.of(() -> method.invoke(instances.get(kind), GeneratedProxy.asTheProxyTakes(method, arguments)));
        }

        /** Each instance's every operation must have gone over its own binding. */
        void checkRoutes(String service) {
            instances.forEach((kind, instance) -> {
                for (OperationStatus status : generated.status(instance)) {
                    if (status.current() != kind) {
                        found.accept(new Difference(service, status.operation(), -1, kind.name(), "route", "(binding)", kind.name(),
                                String.valueOf(status.current())));
                    }
                }
            });
        }

        @Override
        public void close() throws IOException {
            for (Object instance : instances.values()) {
                try {
                    ((AutoCloseable) instance).close();
                } catch (Exception e) {
                    throw new IOException("a proxy did not close: " + e, e);
                }
            }
            generated.close();
        }
    }
}
