package dev.bindwise.examples.benchmarks.deploy;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.driver.SilentListener;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.Backoff;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;
import dev.bindwise.runtime.internal.probe.ProtocolProbes;

/**
 * Issue 19's figures for the deployment-time decision of a generated Trader proxy (SOAP, RMI-IIOP and JCA
 * ports, each example server in a JVM of its own on loopback):
 * <ul>
 * <li>the start-up decision: each port's protocol probe alone, then the runtime's start (all ports probed in
 * parallel, the calls of those that answer prepared), with every server up, with one port refused and with one
 * port silent (accepts, never answers: the probe waits its timeout, once, not once per port);</li>
 * <li>the cost of background re-probing: three ports left out (nothing listens) under the default backoff,
 * the probes it makes and the CPU time of the probing threads per second.</li>
 * </ul>
 * Prints figures; asserts nothing. Run with examples/benchmarks/deployment.
 */
public final class DeploymentBenchmark {

    private static final int RUNS = 10;
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(1);
    private static final Duration REPROBE_WINDOW = Duration.ofSeconds(20);

    private DeploymentBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();
        Path work = Files.createTempDirectory("bindwise-deployment-benchmark");
        ServiceDescription description = GeneratedProxies.read(ExampleServices.of(Trader.class), root);
        Map<BindingKind, Supplier<ExampleBinding>> bindings = Map.of(BindingKind.SOAP, SoapBinding::new,
                BindingKind.RMI_IIOP, IiopBinding::new, BindingKind.JCA, JcaBinding::new);
        Map<BindingKind, ServerProcess> servers = new EnumMap<>(BindingKind.class);
        try (GeneratedProxy proxy = GeneratedProxies.build(ExampleServices.of(Trader.class),
                GeneratedProxies.selectedForRemoteClient(description), root, work.resolve("proxy"))) {
            Map<BindingKind, InetSocketAddress> addresses = new EnumMap<>(BindingKind.class);
            for (Map.Entry<BindingKind, Supplier<ExampleBinding>> binding : bindings.entrySet()) {
                try (ExampleBinding example = binding.getValue().get()) {
                    ServerProcess server = ServerProcess.start(example, 0, work.resolve(binding.getKey() + ".log"),
                            Duration.ofSeconds(60));
                    servers.put(binding.getKey(), server);
                    addresses.put(binding.getKey(), new InetSocketAddress("127.0.0.1", server.port()));
                }
            }
            System.out.println("Trader proxy, ports " + proxy.compiledPlan().endpoints().keySet()
                    + "; each figure the median of " + RUNS + " runs after 3 to warm up");
            probesAlone(addresses);
            startUp(proxy, addresses);
            reprobing(proxy);
        } finally {
            servers.values().forEach(ServerProcess::close);
        }
    }

    private static void probesAlone(Map<BindingKind, InetSocketAddress> addresses) throws Exception {
        InetSocketAddress soap = addresses.get(BindingKind.SOAP);
        InetSocketAddress iiop = addresses.get(BindingKind.RMI_IIOP);
        InetSocketAddress jca = addresses.get(BindingKind.JCA);
        URI soapUrl = URI.create("http://127.0.0.1:" + soap.getPort() + "/axis2/services/Trader");
        double http = median(() -> ProtocolProbes.http(soapUrl, "127.0.0.1", soap.getPort(), PROBE_TIMEOUT));
        double giop = median(() -> ProtocolProbes.giopLocate("127.0.0.1", iiop.getPort(),
                "NameService".getBytes(java.nio.charset.StandardCharsets.US_ASCII), "NameService", PROBE_TIMEOUT));
        double tcp = median(() -> ProtocolProbes.tcp("127.0.0.1", jca.getPort(), PROBE_TIMEOUT));
        System.out.printf(Locale.ROOT, "%nOne protocol probe (ms): SOAP HTTP GET %.2f, RMI-IIOP GIOP LocateRequest %.2f,"
                + " JCA TCP connect %.2f; in a row %.2f, the slowest %.2f%n", http, giop, tcp, http + giop + tcp,
                Math.max(http, Math.max(giop, tcp)));
    }

    private static void startUp(GeneratedProxy proxy, Map<BindingKind, InetSocketAddress> addresses) throws Exception {
        ServicePlan plan = proxy.compiledPlan();
        System.out.printf(Locale.ROOT, "%nStart-up decision of the runtime (ms; every port probed in parallel, then the"
                + " calls of those that answer prepared):%n");
        report("every server up", time(proxy, plan, addresses));
        int closed = closedPort();
        Map<BindingKind, InetSocketAddress> refused = new EnumMap<>(addresses);
        refused.put(BindingKind.SOAP, new InetSocketAddress("127.0.0.1", closed));
        report("SOAP refused", time(proxy, plan, refused));
        try (SilentListener silent = new SilentListener(0)) {
            Map<BindingKind, InetSocketAddress> hanging = new EnumMap<>(addresses);
            hanging.put(BindingKind.SOAP, new InetSocketAddress("127.0.0.1", silent.port()));
            report("SOAP silent (probe timeout " + PROBE_TIMEOUT.toMillis() + " ms)", time(proxy, plan, hanging));
        }
    }

    private static double time(GeneratedProxy proxy, ServicePlan plan, Map<BindingKind, InetSocketAddress> addresses)
            throws Exception {
        RuntimeOptions options = proxy.configure(addresses, RuntimeOptions.defaults().probeTimeout(PROBE_TIMEOUT));
        return median(() -> {
            try (ServiceRuntime runtime = ServiceRuntime.start(plan, proxy.loader(), options)) {
                return runtime.status();
            }
        });
    }

    private static void report(String what, double millis) {
        System.out.printf(Locale.ROOT, "  %-40s %8.1f%n", what, millis);
    }

    /** Three ports where nothing listens, left out at start and probed again in the background for the window. */
    private static void reprobing(GeneratedProxy proxy) throws Exception {
        int closed = closedPort();
        Map<BindingKind, InetSocketAddress> nowhere = new EnumMap<>(BindingKind.class);
        for (BindingKind kind : List.of(BindingKind.SOAP, BindingKind.RMI_IIOP, BindingKind.JCA)) {
            nowhere.put(kind, new InetSocketAddress("127.0.0.1", closed));
        }
        RuntimeOptions options = proxy.configure(nowhere, RuntimeOptions.defaults().probeTimeout(PROBE_TIMEOUT));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        int ports = proxy.compiledPlan().endpoints().size();
        long cpu;
        try (ServiceRuntime runtime = ServiceRuntime.start(proxy.compiledPlan(), proxy.loader(), options)) {
            long startCpu = reprobeCpu(threads);
            Thread.sleep(REPROBE_WINDOW.toMillis());
            cpu = reprobeCpu(threads) - startCpu;
        }
        Backoff backoff = Backoff.DEFAULT;
        int probes = 0;
        long at = 0;
        for (int attempt = 0; (at += backoff.delayNanos(attempt, () -> 0.5)) <= REPROBE_WINDOW.toNanos(); attempt++) {
            probes++;
        }
        double perSecond = cpu / 1e6 / REPROBE_WINDOW.toSeconds();
        System.out.printf(Locale.ROOT, "%nBackground re-probing, %d ports left out (nothing listens), backoff %s:%n"
                + "  %d probes a port in the first %d s (%.2f a second for the %d ports), then one a port every %d s%n"
                + "  CPU of the probing threads: %.3f ms a second (%.1f us a probe)%n", ports, backoff, probes,
                REPROBE_WINDOW.toSeconds(), (double) probes * ports / REPROBE_WINDOW.toSeconds(), ports,
                backoff.max().toSeconds(), perSecond, cpu / 1e3 / Math.max(1, probes * ports));
    }

    /** A port on loopback that nothing listens on: one the system gave out and that was closed again. */
    private static int closedPort() throws IOException {
        try (ServerSocket free = new ServerSocket(0)) {
            return free.getLocalPort();
        }
    }

    /** The CPU time of the background probing threads so far (ns); a thread that ended is not counted. */
    private static long reprobeCpu(ThreadMXBean threads) {
        long total = 0;
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null && info.getThreadName().startsWith("bindwise-reprobe")) {
                total += Math.max(0, threads.getThreadCpuTime(info.getThreadId()));
            }
        }
        return total;
    }

    /** The median wall time of the action in ms, after three runs to warm up. */
    private static double median(Supplier<?> action) {
        for (int i = 0; i < 3; i++) {
            action.get();
        }
        List<Double> millis = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            long start = System.nanoTime();
            action.get();
            millis.add((System.nanoTime() - start) / 1e6);
        }
        millis.sort(null);
        return (millis.get(RUNS / 2 - 1) + millis.get(RUNS / 2)) / 2;
    }
}
