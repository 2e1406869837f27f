package dev.bindwise.examples.driver;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
 * relays to one already running where an endpoint is given, and the servers of its targets (behind relays
 * too), runs the plan's operations over every binding that serves them, side by side, and stops everything
 * it started, also when it fails or is interrupted.
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
    private final List<BenchTarget> targets;
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
     *        count. With two, no pair is measured while its server is colder than it was for the pairs before.
     *        The example services' rounds come first, then each target's
     */
    public Bench(BenchPlan plan, Path logFolder, Consumer<String> progress, Map<BindingKind, InetSocketAddress> endpoints,
            List<ExampleCaller> clientsOfAll, int rounds) {
        this(plan, logFolder, progress, endpoints, clientsOfAll, rounds, List.of());
    }

    /**
     * @param targets servers of their own services measured after the example services, in the same run and
     *        table: each started only when the plan selects one of its operations and bindings
     */
    public Bench(BenchPlan plan, Path logFolder, Consumer<String> progress, Map<BindingKind, InetSocketAddress> endpoints,
            List<ExampleCaller> clientsOfAll, int rounds, List<BenchTarget> targets) {
        this.plan = plan;
        this.logFolder = logFolder;
        this.progress = progress;
        this.endpoints = Map.copyOf(endpoints);
        this.clientsOfAll = List.copyOf(clientsOfAll);
        this.targets = List.copyOf(targets);
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
        List<BenchTarget> selected = targets.stream().filter(t -> t.bindings().stream().anyMatch(plan::runs)).toList();
        if (callers.isEmpty() && selected.isEmpty()) {
            throw new IllegalArgumentException("no binding to run: asked for " + plan.bindings()
                    + ", available " + availableBindings().stream().map(ExampleBinding::kind).toList());
        }
        List<BenchPlan.Point> examplePoints = callers.isEmpty() ? List.of() : plan.points();
        Map<BenchTarget, List<BenchPlan.Point>> targetPoints = new LinkedHashMap<>();
        for (BenchTarget target : selected) {
            List<BenchPlan.Point> points = plan.points(target.services());
            if (!points.isEmpty()) {
                targetPoints.put(target, points);
            }
        }
        if (examplePoints.isEmpty() && targetPoints.isEmpty()) {
            throw new IllegalArgumentException("no operation matches " + plan.operations());
        }
        // closed in the reverse order: the clients first, then the relays, then the servers
        Deque<AutoCloseable> opened = new ConcurrentLinkedDeque<>();
        Thread stopOnExit = new Thread(() -> closeAll(opened));
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        try {
            OperationBench bench = new OperationBench(plan.settings());
            Map<String, Object> clients = new HashMap<>();
            int pairs = pairs(examplePoints, callers);
            for (Map.Entry<BenchTarget, List<BenchPlan.Point>> target : targetPoints.entrySet()) {
                pairs += pairs(target.getValue(), callersOf(target.getKey()));
            }
            Steps steps = new Steps(rounds * pairs);
            Map<BindingKind, OperationBench.Wire> wires = examplePoints.isEmpty() ? Map.of()
                    : startServers(bindings, opened);
            // last in, first closed: the clients before the relays and servers they call
            callers.forEach(opened::push);
            List<Measurement> measurements = new ArrayList<>();
            if (!examplePoints.isEmpty()) {
                measurements.addAll(measureRounds(new Group(examplePoints, callers, wires), bench, clients, steps));
            }
            for (Map.Entry<BenchTarget, List<BenchPlan.Point>> target : targetPoints.entrySet()) {
                // its server runs only while its own pairs are measured (an idle application server still costs CPU)
                Deque<AutoCloseable> ofTarget = new ConcurrentLinkedDeque<>();
                opened.push(() -> closeAll(ofTarget));
                Group group = startTarget(target.getKey(), target.getValue(), ofTarget);
                measurements.addAll(measureRounds(group, bench, clients, steps));
                closeAll(ofTarget);
            }
            return new Result(startedAt, Duration.ofNanos(System.nanoTime() - started), plan, measurements);
        } finally {
            closeAll(opened);
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running already
            }
        }
    }

    /**
     * Services measured over callers through wires: the example services over the example bindings (and the
     * callers of all of them), or a target's services over its bindings.
     *
     * @param startFailure why the target's server did not start, its pairs then reported as failed; or null
     */
    private record Group(List<BenchPlan.Point> points, List<ExampleCaller> callers,
            Map<BindingKind, OperationBench.Wire> wires, String startFailure) {

        Group(List<BenchPlan.Point> points, List<ExampleCaller> callers, Map<BindingKind, OperationBench.Wire> wires) {
            this(points, callers, wires, null);
        }
    }

    private Map<BindingKind, OperationBench.Wire> startServers(List<ExampleBinding> bindings, Deque<AutoCloseable> opened)
            throws IOException {
        Map<BindingKind, OperationBench.Wire> wires = new EnumMap<>(BindingKind.class);
        for (ExampleBinding binding : bindings) {
            if (binding.serverMainClass() == null) {
                continue;
            }
            InetSocketAddress endpoint = endpoints.get(binding.kind());
            if (endpoint != null) {
                progress.accept("bench: calling the " + binding.name() + " server at " + endpoint.getHostString() + ":"
                        + endpoint.getPort());
                wires.put(binding.kind(), new OperationBench.Wire(opened(opened, new ByteCountingRelay(endpoint, 0)), null));
                continue;
            }
            progress.accept("bench: starting the " + binding.name() + " server ...");
            ServerProcess server = opened(opened, ServerProcess.start(binding, 0,
                    logFolder.resolve(binding.name().toLowerCase(Locale.ROOT) + "-server.log"), SERVER_READY_TIMEOUT));
            wires.put(binding.kind(), new OperationBench.Wire(opened(opened, new ByteCountingRelay(server.port())), server));
        }
        return wires;
    }

    /** The target's callers, in the order of their kinds as the example bindings (SOAP first), then the callers of all. */
    private List<ExampleCaller> callersOf(BenchTarget target) {
        List<ExampleCaller> callers = new ArrayList<>();
        target.bindings().stream().filter(plan::runs).sorted().forEach(kind -> callers.add(new TargetCaller(target, kind)));
        callers.addAll(clientsOfAll);
        return callers;
    }

    /**
     * The target's server started, a relay in front of each listener, its callers and the callers of all (they reach
     * its server through those relays); a start that fails fails its pairs only.
     */
    private Group startTarget(BenchTarget target, List<BenchPlan.Point> points, Deque<AutoCloseable> opened) {
        opened.push(target);
        List<ExampleCaller> callers = callersOf(target);
        Map<BindingKind, OperationBench.Wire> wires = new EnumMap<>(BindingKind.class);
        try {
            BenchTarget.Running running = target.start(logFolder, progress);
            for (BindingKind kind : target.bindings().stream().filter(plan::runs).toList()) {
                wires.put(kind, new OperationBench.Wire(opened(opened,
                        new ByteCountingRelay(running.listeners().get(kind), 0)), running.server()));
            }
            return new Group(points, callers, wires);
        } catch (IOException | RuntimeException e) {
            progress.accept("bench: " + e.getMessage());
            return new Group(points, callers, wires, e.getMessage());
        }
    }

    private static <T extends AutoCloseable> T opened(Deque<AutoCloseable> opened, T closeable) {
        opened.push(closeable);
        return closeable;
    }

    private static int pairs(List<BenchPlan.Point> points, List<ExampleCaller> callers) {
        return (int) points.stream().mapToLong(p -> callers.stream().filter(c -> c.serves(p.service())).count()).sum();
    }

    /** The pairs measured so far, of all, for the progress lines. */
    private static final class Steps {

        private final int all;
        private int done;

        Steps(int all) {
            this.all = all;
        }

        String next() {
            return ++done + "/" + all;
        }
    }

    /** The group's pairs, every round; the last round's figures count. */
    private List<Measurement> measureRounds(Group group, OperationBench bench, Map<String, Object> clients, Steps steps) {
        List<Measurement> measurements = List.of();
        for (int round = 0; round < rounds; round++) {
            measurements = measureRound(group, bench, clients, steps);
        }
        return measurements;
    }

    /** Every pair of the group once, in order. */
    private List<Measurement> measureRound(Group group, OperationBench bench, Map<String, Object> clients, Steps steps) {
        List<Measurement> measurements = new ArrayList<>();
        for (BenchPlan.Point point : group.points()) {
            for (ExampleCaller caller : group.callers()) {
                if (!caller.serves(point.service())) {
                    continue;
                }
                progress.accept("bench: [" + steps.next() + "] " + point.label() + " over " + caller.name());
                if (group.startFailure() != null) {
                    measurements.add(failed(point, caller, group.startFailure()));
                    continue;
                }
                // a caller of several bindings' servers (the proxy) has no wire of its own
                OperationBench.Wire wire = caller instanceof ExampleBinding binding ? group.wires().get(binding.kind())
                        : caller instanceof TargetCaller target ? group.wires().get(target.kind()) : null;
                if (wire != null && wire.server() != null && !wire.server().isAlive()) {
                    throw new IllegalStateException("the " + caller.name() + " server died; its log: "
                            + wire.server().log());
                }
                Object client;
                try {
                    client = clients.computeIfAbsent(caller.name() + "/" + point.service().name(),
                            key -> connect(caller, point.service(), group.wires()));
                } catch (RuntimeException e) {
                    measurements.add(failed(point, caller, e.getMessage()));
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
    private Measurement failed(BenchPlan.Point point, ExampleCaller caller, String why) {
        return new Measurement(point.service().name(), point.operation().name(), caller.name(), point.workload(),
                plan.settings().threads(), 0, 1, why, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN,
                Double.NaN, 0, 0);
    }

    private static void closeAll(Deque<AutoCloseable> opened) {
        for (AutoCloseable closeable = opened.poll(); closeable != null; closeable = opened.poll()) {
            try {
                closeable.close();
            } catch (Exception e) {
                System.err.println("bench: closing " + closeable + ": " + e.getMessage());
            }
        }
    }

    /** A target's clients over one of its bindings, as the driver's loop takes a caller. */
    private record TargetCaller(BenchTarget target, BindingKind kind) implements ExampleCaller {

        @Override
        public String name() {
            return kind.name();
        }

        @Override
        public boolean serves(ExampleService service) {
            return target.services().contains(service);
        }

        @Override
        public <T> T client(ExampleService service, Class<T> serviceInterface, Map<BindingKind, InetSocketAddress> servers)
                throws Exception {
            return target.client(kind, service, serviceInterface, servers.get(kind));
        }

        /** The target closes its clients when it is closed. */
        @Override
        public void close() {
        }
    }
}
