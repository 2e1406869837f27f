package dev.bindwise.runtime;

import dev.bindwise.runtime.internal.CallBytes;
import dev.bindwise.runtime.internal.OperationCall;
import dev.bindwise.runtime.internal.PlanJson;
import dev.bindwise.runtime.internal.TransportException;
import java.io.IOException;
import java.lang.reflect.UndeclaredThrowableException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;

/**
 * What a generated proxy calls: the plan made live where the proxy runs. At start it probes every port
 * the plan routes to (each binding's protocol probe, bounded, all in parallel), prepares the calls of those
 * that answer, and leaves out those not accessible from here, so that each operation goes to the first
 * binding of its ranking whose conditions hold ({@link ServicePlan#conditions}): the deployment-time half of
 * the selection. A call that fails in transport leaves its port out; a call whose request never left the
 * client, and an idempotent one, is then sent over the next binding; a non-idempotent one that may have
 * reached the service fails with a {@link BindingCallException}. A port left out is probed again in the
 * background ({@link Backoff}) and takes its rank again once it answers. Every change of where an
 * operation's calls go is logged (System.Logger "dev.bindwise.runtime", INFO) with why, by a background thread:
 * a caller that leaves a port out never waits for the log. An operation is idempotent only where declared: in
 * its plan (from the WSDL, select or the plan file) or in {@link RuntimeOptions#idempotent}. A closed runtime
 * refuses calls.
 * <p>
 * Unless {@link RuntimeOptions#learningShare(double)} is 0, each operation also learns which binding is fastest
 * here ({@link Learning}): it times its calls per binding, sends a share of its calls to the other usable bindings to
 * measure them, and gives the first rank to one measured faster by 10 % or more; {@link #status()} says what it
 * measured and why the ranking changed.
 */
public final class ServiceRuntime implements AutoCloseable {

    private static final System.Logger LOG = System.getLogger("dev.bindwise.runtime");

    private final ServicePlan plan;
    private final Map<String, PortState> ports = new LinkedHashMap<>();
    private final OperationPlan[] operations;
    /** Per operation, whether it is declared idempotent (by its plan or the options): only then is it sent again. */
    private final boolean[] idempotent;
    private final RouteState[][] routes;
    /** Per operation, what it learns of its bindings here; null when learning is off. */
    private final Learning[] learning;
    /** What calls are timed with (RuntimeOptions.clock). */
    private final LongSupplier clock;
    private final Reprobing reprobing;
    /** Per operation, where its calls went when that was last logged. */
    private final String[] logged;
    /** Whether the start-up probes are over: from then on every change is logged as it happens. */
    private volatile boolean started;
    private volatile boolean closed;
    /** Whether a route log is asked for and not yet written: a burst of failures is logged once. */
    private final AtomicBoolean routeLogPending = new AtomicBoolean();
    /** Held only by whoever writes the route log, never by a caller. */
    private final Object routeLog = new Object();

    private ServiceRuntime(ServicePlan plan, ClassLoader loader, RuntimeOptions options) {
        this.plan = plan;
        this.reprobing = new Reprobing(plan.service(), Math.min(4, plan.endpoints().size()), options.reprobeBackoff(),
                this::cameBack);
        List<OperationPlan> planned = plan.operations();
        this.operations = planned.toArray(new OperationPlan[0]);
        this.idempotent = new boolean[operations.length];
        this.routes = new RouteState[operations.length][];
        this.learning = new Learning[operations.length];
        this.clock = options.clock();
        for (int i = 0; i < operations.length; i++) {
            idempotent[i] = operations[i].idempotent() || options.declaresIdempotent(operations[i].name());
            List<Route> ranked = operations[i].routes();
            routes[i] = new RouteState[ranked.size()];
            for (int k = 0; k < ranked.size(); k++) {
                Route route = ranked.get(k);
                PortState port = ports.computeIfAbsent(route.port(), name -> {
                    Endpoint endpoint = options.locate(plan.endpoint(name));
                    return new PortState(endpoint, BindingClients.open(endpoint, loader, options), options, this::leftOut);
                });
                routes[i][k] = new RouteState(operations[i], route, port);
            }
            if (options.learningShare() > 0 && ranked.size() > 1) {
                learning[i] = new Learning(plan.service() + "." + operations[i].name(), routes[i], options.learningShare(),
                        options.learningSeed(), this::logRoutingInBackground);
            }
        }
        this.logged = new String[operations.length];
    }

    /**
     * Starts the plan's runtime: makes a client per port and, unless the options say otherwise, probes
     * them all. The plan is the one compiled into the proxy, unless a plan file made on the target is named
     * ({@link TargetPlan}).
     *
     * @param loader the loader of the proxy's classes, which also finds the service's own classes
     *        (local Java implementations, remote interfaces, data classes)
     */
    public static ServiceRuntime start(ServicePlan plan, ClassLoader loader, RuntimeOptions options) {
        ServiceRuntime runtime = new ServiceRuntime(TargetPlan.apply(plan, options), loader, options);
        if (options.probeOnStart()) {
            runtime.probeAll();
        }
        runtime.started = true;
        runtime.logDeclared();
        runtime.logRouting();
        return runtime;
    }

    private void probeAll() {
        ExecutorService probes = Executors.newFixedThreadPool(Math.max(1, ports.size()), runnable -> {
            Thread thread = new Thread(runnable, "bindwise-probe");
            thread.setDaemon(true);
            return thread;
        });
        try {
            // A port that answers has its routes prepared now (the client library's set-up, a look-up), so
            // that no caller pays for it, not even when it first falls back to this port.
            CompletableFuture.allOf(ports.values().stream()
                    .map(port -> CompletableFuture.runAsync(() -> {
                        if (port.probe()) {
                            forEachRouteOf(port, (operation, rank) -> routes[operation][rank].call());
                        }
                    }, probes))
                    .toArray(CompletableFuture[]::new)).join();
        } finally {
            probes.shutdownNow();
        }
    }

    /** A port was left out by a probe or a call: it is probed again in the background. */
    private void leftOut(PortState port) {
        portChanged(port);
        reprobing.leftOut(port);
        if (started) {
            logRoutingInBackground();
        }
    }

    /** A port answers again: its calls are prepared now, so that no caller pays for it. */
    private void cameBack(PortState port) {
        forEachRouteOf(port, (operation, rank) -> {
            portChanged(operation, rank);
            routes[operation][rank].call();
        });
        logRouting();
    }

    /** Tells learning that the port's times before now are not those of now (it was left out or came back). */
    private void portChanged(PortState port) {
        forEachRouteOf(port, this::portChanged);
    }

    private void portChanged(int operation, int rank) {
        if (learning[operation] != null) {
            learning[operation].portChanged(rank);
        }
    }

    /** Asks a background thread to log the routes, unless one is asked already and has not begun. */
    private void logRoutingInBackground() {
        if (routeLogPending.compareAndSet(false, true)) {
            reprobing.inBackground(() -> {
                routeLogPending.set(false);
                logRouting();
            });
        }
    }

    /** Logs, per port, the conditions the runtime cannot check and takes as the target profile declared them. */
    private void logDeclared() {
        for (String port : ports.keySet()) {
            List<String> declared = plan.conditions(port).stream().filter(condition -> !condition.establishedHere())
                    .map(Condition::text).toList();
            if (!declared.isEmpty()) {
                LOG.log(System.Logger.Level.INFO, "{0}: port {1} is used on facts declared for the target, not checked here: {2}",
                        plan.service(), port, String.join("; ", declared));
            }
        }
    }

    /** Logs, for each operation whose calls go elsewhere than when last logged, where they go now and why. */
    private void logRouting() {
        synchronized (routeLog) {
            logRoutingNow();
        }
    }

    private void logRoutingNow() {
        List<OperationStatus> now = status();
        for (int i = 0; i < now.size(); i++) {
            OperationStatus status = now.get(i);
            String where = status.current() == null ? "nowhere" : status.current().label() + " port " + status.port();
            if (where.equals(logged[i])) {
                continue;
            }
            String was = logged[i] == null ? "" : " (was " + logged[i] + ")";
            logged[i] = where;
            String why = status.leftOut().isEmpty()
                    ? status.rankChanged().isEmpty() ? ", the first of its plan" : ", the first of its ranking"
                    : "; left out: " + String.join("; ", status.leftOut());
            LOG.log(System.Logger.Level.INFO, "{0}.{1}: calls go to {2}{3}{4}{5}", plan.service(), status.operation(),
                    where, was, why, status.rankChanged().isEmpty() ? "" : "; learned: " + status.rankChanged());
        }
    }

    /** A route of an operation: the operation's index in the plan and the route's place in its ranking. */
    @FunctionalInterface
    private interface RouteAt {
        void at(int operation, int rank);
    }

    /** Visits every route over the port. */
    private void forEachRouteOf(PortState port, RouteAt visit) {
        for (int operation = 0; operation < routes.length; operation++) {
            for (int rank = 0; rank < routes[operation].length; rank++) {
                if (routes[operation][rank].port() == port) {
                    visit.at(operation, rank);
                }
            }
        }
    }

    /**
     * Calls an operation over the first usable route of its ranking. This is the one call a generated proxy
     * makes (docs/runtime-api.md): its method for the plan's operation {@code i} calls {@code call(i, arguments)}
     * with the operation's parameters in the plan's order ({@link OperationPlan#parameterNames()}) and casts the
     * result to its declared type. A lone argument that is itself an {@code Object[]} must be passed as
     * {@code (Object) array}, or it would be taken for the varargs array.
     * <p>
     * How the call ends, whatever binding made it:
     * <ul>
     * <li>the result, null for none (a one-way operation or a null reply);</li>
     * <li>a <b>declared fault</b>: an {@link java.lang.reflect.UndeclaredThrowableException} whose cause is the
     * operation's generated checked exception (the one its {@link JavaFault} or SOAP fault maps the service's answer
     * to); the generated proxy unwraps it and throws the cause, which its method declares. Any other checked
     * exception reaches the caller wrapped the same way;</li>
     * <li>a fault the service answered that has no generated exception: a {@link ServiceFaultException};</li>
     * <li>a service's unchecked exception or error (local Java, RMI-IIOP): unchanged;</li>
     * <li>no binding could complete the call (every route failed in transport or is left out, or a
     * non-idempotent call failed after it may have left): a {@link BindingCallException}, saying per binding
     * what failed.</li>
     * </ul>
     *
     * @param operation the operation's index in the plan ({@link ServicePlan#operations()}), as generated
     * @param arguments the operation's parameters, in the plan's order
     * @return the operation's result, boxed; null for none
     * @throws BindingCallException when no binding could complete the call
     * @throws ServiceFaultException when the service answered with a fault no generated exception stands for
     * @throws java.lang.reflect.UndeclaredThrowableException wrapping a declared fault's generated exception
     * @throws IllegalStateException when the runtime is closed
     * @throws ArrayIndexOutOfBoundsException when {@code operation} is not an index of the plan's operations
     */
    public Object call(int operation, Object... arguments) {
        OperationPlan planned = operations[operation];
        if (closed) {
            throw closed(planned);
        }
        List<String> failures = null;
        RouteState[] ranked = routes[operation];
        Learning learned = learning[operation];
        int[] order = learned == null ? null : learned.ranking().order();
        // a call chosen to measure another binding tries it first, then the ranking: still sent once per binding
        int explored = learned == null ? -1 : learned.explore();
        for (int step = explored < 0 ? 0 : -1; step < ranked.length; step++) {
            int index = step < 0 ? explored : order == null ? step : order[step];
            if (step >= 0 && index == explored) {
                continue;
            }
            RouteState route = ranked[index];
            OperationCall call = route.call();
            if (call == null) {
                continue;
            }
            int epoch = learned == null ? 0 : learned.epoch(index);
            if (learned != null) {
                CallBytes.ask();
            }
            long start = learned == null ? 0 : clock.getAsLong();
            try {
                Object result = call.invoke(arguments);
                answered(learned, index, start, epoch);
                return result;
            } catch (TransportException e) {
                if (closed) {
                    // the client failed because close() closed it: say so, not that the port failed
                    throw closed(planned);
                }
                if (learned != null) {
                    CallBytes.take();
                    learned.failedInTransport(index);
                }
                route.port().leaveOut(e.getMessage());
                if (e.mayHaveRun() && !idempotent[operation]) {
                    throw new BindingCallException(plan.service() + "." + planned.name() + " failed over "
                            + route.port().describe() + " and was not sent again over another binding, as "
                            + planned.name() + " is not idempotent: the service may or may not have run it. "
                            + "Cause: " + e.getMessage(), e);
                }
                LOG.log(System.Logger.Level.WARNING, "{0}.{1} failed over {2}; {3} over the next binding: {4}",
                        plan.service(), planned.name(), route.port().describe(),
                        e.mayHaveRun() ? "sending it again" : "it was not sent, sending it", e.getMessage());
                if (failures == null) {
                    failures = new ArrayList<>();
                }
                failures.add(route.port().describe() + ": " + e.getMessage());
            } catch (RuntimeException | Error e) {
                answered(learned, index, start, epoch);
                throw e;
            } catch (Throwable e) {
                answered(learned, index, start, epoch);
                throw new UndeclaredThrowableException(e, plan.service() + "." + planned.name() + " threw " + e);
            }
        }
        throw new BindingCallException(noRouteLeft(operation, failures), null);
    }

    /** The call was answered, with a result or the service's own fault: its time is measured either way. */
    private void answered(Learning learned, int route, long start, int epoch) {
        if (learned != null) {
            long nanos = clock.getAsLong() - start;
            learned.answered(route, nanos, CallBytes.take(), epoch);
        }
    }

    private IllegalStateException closed(OperationPlan planned) {
        return new IllegalStateException(plan.service() + "." + planned.name() + " was not called: the proxy's runtime"
                + " is closed (ServiceRuntime.close()), and its clients with it; start a new proxy to call again");
    }

    private String noRouteLeft(int operation, List<String> failures) {
        StringBuilder message = new StringBuilder(plan.service()).append('.').append(operations[operation].name())
                .append(" could not be called over any binding of its plan (").append(plan.source()).append("):");
        if (failures != null) {
            failures.forEach(failure -> message.append("\n  failed: ").append(failure));
        }
        for (RouteState route : routes[operation]) {
            String why = route.whyOut();
            if (!why.isEmpty()) {
                message.append("\n  left out: ").append(route.port().describe()).append(": ").append(why);
            }
        }
        return message.toString();
    }

    /**
     * Per operation, in the plan's order: the binding its calls go to now, and why the ones before it in its ranking
     * are out; with learning on, what was measured per binding, the rank of each and why the ranking changed.
     */
    public List<OperationStatus> status() {
        List<OperationStatus> status = new ArrayList<>();
        for (int i = 0; i < operations.length; i++) {
            List<String> leftOut = new ArrayList<>();
            RouteState current = null;
            Learning learned = learning[i];
            Learning.Ranking ranking = learned == null ? null : learned.ranking();
            for (int k = 0; k < routes[i].length; k++) {
                RouteState route = routes[i][ranking == null ? k : ranking.order()[k]];
                String why = route.whyOut();
                if (why.isEmpty()) {
                    current = route;
                    break;
                }
                String next = route.port().nextProbe();
                leftOut.add(route.kind() + " " + route.port().endpoint().port() + ": " + why
                        + (next.isEmpty() ? "" : " (" + next + ")"));
            }
            status.add(new OperationStatus(operations[i].name(), current == null ? null : current.kind(),
                    current == null ? null : current.port().endpoint().port(), List.copyOf(leftOut),
                    current == null ? "" : current.port().client().basis(),
                    learned == null ? List.of() : learned.measurements(), ranking == null ? "" : ranking.why(),
                    ranking == null ? 0 : ranking.afterCalls()));
        }
        return status;
    }

    /**
     * The format of the measurements file ({@link #writeMeasurements}); the number goes up when a field changes meaning
     * or one that readers need is added (2 added the bytes per call, which {@code calibrate} fits its lines to).
     */
    public static final String MEASUREMENTS_FORMAT = "bindwise.measurements/2";

    /**
     * Writes what learning measured, per operation and binding, as JSON ({@value #MEASUREMENTS_FORMAT}): the file to
     * keep beside the plan file ({@code measurements.json} beside {@code plan.json}), which {@code --calibration}
     * and the Binding Preview read. The file is replaced whole (written beside it, then moved), never left half
     * written. Its fields (docs/runtime.md):
     * <ul>
     * <li>{@code format}, {@code service}, {@code wsdl} (null when the plan does not name it), {@code plan} (where the
     * plan came from), {@code writtenAt} (UTC);</li>
     * <li>{@code operations}: per operation of the plan, {@code operation} (its name), {@code current} (the binding
     * kind its calls go to now, null for none), {@code rankChanged} (why learning changed its ranking, "" if it did
     * not) and {@code bindings}, per route of its plan in the plan's order ({@link BindingMeasurement}):
     * {@code kind}, {@code port}, {@code rank}, {@code calls}, {@code transportFailures}, {@code medianMillis} (null
     * before a timed call), {@code window} (the calls the median is over), {@code medianBytes}, {@code leastBytes},
     * {@code mostBytes} (request plus reply per call over the same window; null where the binding's client does not
     * count them).</li>
     * </ul>
     *
     * @throws IOException when the file cannot be written
     */
    public void writeMeasurements(Path file) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("format", MEASUREMENTS_FORMAT);
        root.put("service", plan.service());
        root.put("wsdl", plan.wsdl());
        root.put("plan", plan.source());
        root.put("writtenAt", Instant.now().toString());
        List<Object> measured = new ArrayList<>();
        for (OperationStatus status : status()) {
            Map<String, Object> operation = new LinkedHashMap<>();
            operation.put("operation", status.operation());
            operation.put("current", status.current() == null ? null : status.current().name());
            operation.put("rankChanged", status.rankChanged());
            List<Object> bindings = new ArrayList<>();
            for (BindingMeasurement binding : status.measured()) {
                Map<String, Object> one = new LinkedHashMap<>();
                one.put("kind", binding.kind().name());
                one.put("port", binding.port());
                one.put("rank", binding.rank());
                one.put("calls", binding.calls());
                one.put("transportFailures", binding.transportFailures());
                one.put("medianMillis", binding.median() == null ? null : binding.median().toNanos() / 1e6);
                one.put("window", binding.window());
                one.put("medianBytes", binding.medianBytes());
                one.put("leastBytes", binding.leastBytes());
                one.put("mostBytes", binding.mostBytes());
                bindings.add(one);
            }
            operation.put("bindings", bindings);
            measured.add(operation);
        }
        root.put("operations", measured);
        Path absolute = file.toAbsolutePath();
        Path written = Files.createTempFile(absolute.getParent(), absolute.getFileName().toString(), ".tmp");
        try {
            Files.writeString(written, PlanJson.write(root) + "\n", StandardCharsets.UTF_8);
            Files.move(written, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(written);
        }
    }

    public ServicePlan plan() {
        return plan;
    }

    /** Ends the background probes and closes every port's client; calls after it are refused. */
    @Override
    public void close() {
        closed = true;
        reprobing.close();
        for (PortState port : ports.values()) {
            try {
                port.client().close();
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.DEBUG, "closing " + port.describe() + " failed", e);
            }
        }
    }
}
