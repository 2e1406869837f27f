package dev.bindwise.examples.driver;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.function.Consumer;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleCaller;
import dev.bindwise.examples.ExampleService;
import dev.bindwise.runtime.BindingKind;

/**
 * The load driver: starts one server per binding (each in its own JVM, behind a byte-counting relay), or
 * relays to one already running where an endpoint is given, runs the plan's operations over every binding
 * that serves them, side by side, and stops everything it started, also when it fails or is interrupted.
 */
public final class Bench {

    private static final Duration SERVER_READY_TIMEOUT = Duration.ofSeconds(60);

    /** Everything one run measured. */
    public record Result(Instant startedAt, Duration took, BenchPlan plan, List<Measurement> measurements) {
    }

    private final BenchPlan plan;
    private final Path logFolder;
    private final Consumer<String> progress;
    private final Map<BindingKind, InetSocketAddress> endpoints;
    private final List<ExampleCaller> clientsOfAll;
    private final int rounds;

    /**
     * @param logFolder where the servers' logs go
     * @param progress takes a progress line per step (the command line prints them on stderr)
     */
    public Bench(BenchPlan plan, Path logFolder, Consumer<String> progress) {
        this(plan, logFolder, progress, Map.of());
    }

    /**
     * @param endpoints per binding kind, the address of a server of the example services that is already
     *        running (on this machine or another): the driver relays to it instead of starting one
     */
    public Bench(BenchPlan plan, Path logFolder, Consumer<String> progress, Map<BindingKind, InetSocketAddress> endpoints) {
        this(plan, logFolder, progress, endpoints, List.of(), 1);
    }

    /**
     * @param clientsOfAll callers with no server of their own whose clients call the servers of the
     *        others (a Bindwise proxy): measured after them, in the same run, over the same servers
     * @param rounds how many times every pair is measured, the servers staying up; the last round's figures
     *        count. With two, no pair is measured while its server is colder than it was for the pairs before
     */
    public Bench(BenchPlan plan, Path logFolder, Consumer<String> progress, Map<BindingKind, InetSocketAddress> endpoints,
            List<ExampleCaller> clientsOfAll, int rounds) {
        this.plan = plan;
        this.logFolder = logFolder;
        this.progress = progress;
        this.endpoints = Map.copyOf(endpoints);
        this.clientsOfAll = List.copyOf(clientsOfAll);
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be 1 or more, not " + rounds);
        }
        this.rounds = rounds;
    }

    /** The bindings on the class path, in the order of their kinds: SOAP, RMI_IIOP, JCA, LOCAL_JAVA. */
    public static List<ExampleBinding> availableBindings() {
        List<ExampleBinding> bindings = new ArrayList<>();
        ServiceLoader.load(ExampleBinding.class).forEach(bindings::add);
        bindings.sort(Comparator.comparing(ExampleBinding::kind));
        return bindings;
    }

    public Result run() throws IOException {
        Instant startedAt = Instant.now();
        long started = System.nanoTime();
        Files.createDirectories(logFolder);
        List<ExampleBinding> bindings = availableBindings().stream().filter(b -> plan.runs(b.kind())).toList();
        List<ExampleCaller> callers = new ArrayList<>(bindings);
        callers.addAll(clientsOfAll);
        if (callers.isEmpty()) {
            throw new IllegalArgumentException("no binding to run: asked for " + plan.bindings()
                    + ", available " + availableBindings().stream().map(ExampleBinding::kind).toList());
        }
        List<BenchPlan.Point> points = plan.points();
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no operation matches " + plan.operations());
        }
        Map<BindingKind, OperationBench.Wire> wires = new EnumMap<>(BindingKind.class);
        Thread stopOnExit = new Thread(() -> stopAll(wires, callers));
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            startServers(bindings, wires);
            List<Measurement> measurements = measure(points, callers, wires);
            return new Result(startedAt, Duration.ofNanos(System.nanoTime() - started), plan, measurements);
        } finally {
            stopAll(wires, callers);
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running already
            }
        }
    }

    private void startServers(List<ExampleBinding> bindings, Map<BindingKind, OperationBench.Wire> wires)
            throws IOException {
        for (ExampleBinding binding : bindings) {
            if (binding.serverMainClass() == null) {
                continue;
            }
            InetSocketAddress endpoint = endpoints.get(binding.kind());
            if (endpoint != null) {
                progress.accept("bench: calling the " + binding.name() + " server at " + endpoint.getHostString() + ":"
                        + endpoint.getPort());
                wires.put(binding.kind(), new OperationBench.Wire(new ByteCountingRelay(endpoint, 0), null));
                continue;
            }
            progress.accept("bench: starting the " + binding.name() + " server ...");
            ServerProcess server = ServerProcess.start(binding, 0,
                    logFolder.resolve(binding.name().toLowerCase(Locale.ROOT) + "-server.log"), SERVER_READY_TIMEOUT);
            wires.put(binding.kind(), new OperationBench.Wire(new ByteCountingRelay(server.port()), server));
        }
    }

    private List<Measurement> measure(List<BenchPlan.Point> points, List<ExampleCaller> callers,
            Map<BindingKind, OperationBench.Wire> wires) {
        OperationBench bench = new OperationBench(plan.settings());
        Map<String, Object> clients = new HashMap<>();
        int perRound = (int) points.stream()
                .mapToLong(p -> callers.stream().filter(c -> c.serves(p.service())).count()).sum();
        List<Measurement> measurements = List.of();
        for (int round = 0; round < rounds; round++) {
            measurements = measureRound(points, callers, wires, bench, clients, round * perRound, rounds * perRound);
        }
        return measurements;
    }

    /** Every pair once, in order; steps before is the number of pairs measured in earlier rounds. */
    private List<Measurement> measureRound(List<BenchPlan.Point> points, List<ExampleCaller> callers,
            Map<BindingKind, OperationBench.Wire> wires, OperationBench bench, Map<String, Object> clients, int stepsBefore,
            int steps) {
        List<Measurement> measurements = new ArrayList<>();
        int step = stepsBefore;
        for (BenchPlan.Point point : points) {
            for (ExampleCaller caller : callers) {
                if (!caller.serves(point.service())) {
                    continue;
                }
                step++;
                progress.accept(String.format("bench: [%d/%d] %s over %s", step, steps, point.label(), caller.name()));
                // a caller of several bindings' servers (the proxy) has no wire of its own
                OperationBench.Wire wire = caller instanceof ExampleBinding binding ? wires.get(binding.kind()) : null;
                if (wire != null && wire.server() != null && !wire.server().isAlive()) {
                    throw new IllegalStateException("the " + caller.name() + " server died; its log: "
                            + wire.server().log());
                }
                Object client;
                try {
                    client = clients.computeIfAbsent(caller.name() + "/" + point.service().name(),
                            key -> connect(caller, point.service(), wires));
                } catch (RuntimeException e) {
                    measurements.add(failed(point, caller, e));
                    continue;
                }
                measurements.add(bench.run(point.service(), point.operation(), point.workload(), caller.name(),
                        client, wire));
            }
        }
        return measurements;
    }

    private static Object connect(ExampleCaller caller, ExampleService service, Map<BindingKind, OperationBench.Wire> wires) {
        Map<BindingKind, InetSocketAddress> relays = new EnumMap<>(BindingKind.class);
        wires.forEach((kind, wire) -> relays.put(kind, new InetSocketAddress("127.0.0.1", wire.relay().port())));
        try {
            return caller.client(service, service.serviceInterface(), relays);
        } catch (Exception e) {
            throw new IllegalStateException("cannot connect a " + caller.name() + " client to " + service.name()
                    + ": " + e.getMessage(), e);
        }
    }

    /** A pair that could not even connect: reported as all-failed, not left out. */
    private Measurement failed(BenchPlan.Point point, ExampleCaller caller, RuntimeException e) {
        return new Measurement(point.service().name(), point.operation().name(), caller.name(), point.workload(),
                plan.settings().threads(), 0, 1, e.getMessage(), Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN,
                Double.NaN, 0, 0);
    }

    private static void stopAll(Map<BindingKind, OperationBench.Wire> wires, List<ExampleCaller> callers) {
        for (ExampleCaller caller : callers) {
            try {
                caller.close();
            } catch (RuntimeException e) {
                System.err.println("bench: closing the " + caller.name() + " clients: " + e.getMessage());
            }
        }
        for (OperationBench.Wire wire : wires.values()) {
            wire.relay().close();
            if (wire.server() != null) {
                wire.server().close();
            }
        }
    }
}
