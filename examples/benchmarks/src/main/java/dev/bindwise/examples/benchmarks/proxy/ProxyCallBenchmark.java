package dev.bindwise.examples.benchmarks.proxy;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.proxies.GeneratedProxies;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.model.SelectionPlan;
import dev.bindwise.model.ServiceDescription;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * What a binding proxy adds to a call over the local Java binding (issue 7: under 1 us a call). Trader's
 * getQuote three ways, in one JVM per way: called directly on the implementation; through the "direct
 * invoker", the Method.invoke the local Java client itself makes; and through the proxy the generator writes
 * from examples/trader/Trader.wsdl (a plan with its local Java port only), compiled with javac and called as a
 * user's code calls it ({@code proxy.getQuote(userId, company)}), whose runtime picks the route and invokes.
 * The proxy's cost is its time minus the direct call's; the runtime's own share is its time minus the
 * direct invoker's. getQuote does about a microsecond of work of its own, whose noise can hide tens of
 * nanoseconds, so the same three ways also call an operation that does almost nothing ({@link Echo}, whose proxy
 * is generated from examples/benchmarks/Echo.wsdl). The arguments are fields of the benchmark's state, not
 * constants, so that the JIT cannot fold them into any of the calls.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ProxyCallBenchmark {

    private static final Path ROOT = Path.of(System.getProperty("bindwise.root", ".")).toAbsolutePath().normalize();

    /** The calls through the generated proxies, made by a class compiled with them ({@link #CALLER}). */
    public interface GeneratedCalls {

        Quote getQuote(String userId, String company);

        String echo(String text);

        void close();
    }

    /** A user's code calling the generated proxies: compiled with them, as it would be in a user's project. */
    private static final String CALLER = """
            package client;

            import dev.bindwise.examples.benchmarks.proxy.ProxyCallBenchmark.GeneratedCalls;
            import dev.bindwise.core.generate.GenerateProxyOperation;
import dev.bindwise.core.generate.GenerateRequest;
import dev.bindwise.core.wsdl.WsdlReader;
import dev.bindwise.examples.trader.Quote;
            import dev.bindwise.runtime.RuntimeOptions;

            public final class ProxyCalls implements GeneratedCalls {

                private final client.trader.TraderProxy trader;
                private final client.echo.EchoProxy echo;

                public ProxyCalls(RuntimeOptions traderOptions, RuntimeOptions echoOptions) {
                    trader = new client.trader.TraderProxy(traderOptions);
                    echo = new client.echo.EchoProxy(echoOptions);
                }

                @Override
                public Quote getQuote(String userId, String company) {
                    return trader.getQuote(userId, company);
                }

                @Override
                public String echo(String text) {
                    return echo.echo(text);
                }

                @Override
                public void close() {
                    trader.close();
                    echo.close();
                }
            }
            """;

    // the arguments: state, not constants
    private String user = "USER0001";
    private String company = "IBM";

    private Trader implementation;
    private Method getQuote;
    private Echo echo;
    private Method echoMethod;
    private Path work;
    private GeneratedCalls proxies;

    /** A service whose operation costs next to nothing, so that what is measured is the call itself. */
    public interface EchoService {
        String echo(String text);
    }

    /** Its implementation, the class Echo.wsdl's java:address names. */
    public static final class Echo implements EchoService {
        @Override
        public String echo(String text) {
            return text;
        }
    }

    @Setup(Level.Trial)
    public void start() throws Exception {
        implementation = new TraderImpl();
        getQuote = TraderImpl.class.getMethod("getQuote", String.class, String.class);
        echo = new Echo();
        echoMethod = Echo.class.getMethod("echo", String.class);
        work = Files.createTempDirectory("bindwise-proxy-call");
        proxies = generatedCalls(work, RuntimeOptions.defaults().localInstance(Trader.class, implementation),
                RuntimeOptions.defaults().localInstance(EchoService.class, echo));
    }

    /**
     * Generates the proxies of Trader and Echo from their WSDLs (each with a plan of its local Java port alone), compiles
     * them with {@link #CALLER} into {@code work} and makes the caller, whose proxies start with the options given.
     */
    static GeneratedCalls generatedCalls(Path work, RuntimeOptions traderOptions, RuntimeOptions echoOptions)
            throws Exception {
        Path sources = work.resolve("src");
        generate(ROOT.resolve("examples/trader/Trader.wsdl"), "client.trader", sources);
        generate(ROOT.resolve("examples/benchmarks/Echo.wsdl"), "client.echo", sources);
        Files.writeString(Files.createDirectories(sources.resolve("client")).resolve("ProxyCalls.java"), CALLER);
        Path classes = GeneratedProxies.compile("the proxy-call benchmark's services", sources, work.resolve("classes"));
        URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, ProxyCallBenchmark.class.getClassLoader());
        return (GeneratedCalls) loader.loadClass("client.ProxyCalls").getConstructor(RuntimeOptions.class, RuntimeOptions.class)
                .newInstance(traderOptions, echoOptions);
    }

    private static void generate(Path wsdl, String packageName, Path sources) throws Exception {
        ServiceDescription description = new WsdlReader().read(wsdl);
        // the local Java port alone; getQuote and echo change nothing, but no call is sent twice here anyway
        SelectionPlan plan = GeneratedProxies.plan(description, operation -> true, List.of(BindingKind.LOCAL_JAVA));
        new GenerateProxyOperation(new GenerateRequest(description, plan, null, packageName, sources)).execute(null);
    }

    @TearDown(Level.Trial)
    public void stop() throws IOException {
        proxies.close();
        try (Stream<Path> files = Files.walk(work)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
    }

    @Benchmark
    public Quote direct() {
        return implementation.getQuote(user, company);
    }

    @Benchmark
    public Object directInvoker() throws ReflectiveOperationException {
        return getQuote.invoke(implementation, user, company);
    }

    @Benchmark
    public Quote proxy() {
        return proxies.getQuote(user, company);
    }

    @Benchmark
    public String echoDirect() {
        return echo.echo(user);
    }

    @Benchmark
    public Object echoDirectInvoker() throws ReflectiveOperationException {
        return echoMethod.invoke(echo, user);
    }

    @Benchmark
    public String echoProxy() {
        return proxies.echo(user);
    }

    /** Runs the six in under a minute (one fork each, short iterations) and prints what the proxy adds. */
    public static void main(String[] args) throws RunnerException {
        Options options = new OptionsBuilder().include(ProxyCallBenchmark.class.getName() + "\\.")
                .forks(1).warmupIterations(2).warmupTime(TimeValue.seconds(1))
                .measurementIterations(3).measurementTime(TimeValue.seconds(1))
                .shouldFailOnError(true).build();
        Collection<RunResult> results = new Runner(options).run();
        Map<String, double[]> byName = new TreeMap<>();
        for (RunResult result : results) {
            String name = result.getParams().getBenchmark();
            byName.put(name.substring(name.lastIndexOf('.') + 1),
                    new double[] {result.getPrimaryResult().getScore(), result.getPrimaryResult().getScoreError()});
        }
        System.out.println();
        System.out.println("Over the local Java binding (ns per call, JMH average, +- 99.9 % error):");
        byName.forEach((name, score) -> System.out.printf(Locale.ROOT, "  %-18s %9.1f +- %.1f%n", name, score[0], score[1]));
        for (String operation : new String[] {"", "echo"}) {
            String label = operation.isEmpty() ? "Trader.getQuote" : "Echo.echo";
            double direct = byName.get(name(operation, "direct"))[0];
            double invoker = byName.get(name(operation, "directInvoker"))[0];
            double proxied = byName.get(name(operation, "proxy"))[0];
            System.out.printf(Locale.ROOT, "%s: the proxy adds %+.1f ns a call to the direct call (goal: under 1000 ns), "
                    + "%+.1f ns to the direct invoker%n", label, proxied - direct, proxied - invoker);
        }
    }

    private static String name(String operation, String way) {
        return operation.isEmpty() ? way : operation + Character.toUpperCase(way.charAt(0)) + way.substring(1);
    }
}
