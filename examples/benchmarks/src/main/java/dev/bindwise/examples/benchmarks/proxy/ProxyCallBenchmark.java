package dev.bindwise.examples.benchmarks.proxy;

import java.lang.reflect.Method;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

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

import dev.bindwise.examples.trader.Quote;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.examples.trader.TraderImpl;
import dev.bindwise.runtime.Endpoint;
import dev.bindwise.runtime.OperationPlan;
import dev.bindwise.runtime.Route;
import dev.bindwise.runtime.RuntimeOptions;
import dev.bindwise.runtime.ServicePlan;
import dev.bindwise.runtime.ServiceRuntime;

/**
 * What a binding proxy adds to a call over the local Java binding (issue 7: under 1 us a call). Trader's
 * getQuote three ways, in one JVM per way: called directly on the implementation; through the "direct
 * invoker", the Method.invoke the local Java client itself makes; and through a proxy as the generator
 * writes it, {@code (Quote) runtime.call(0, userId, company)}, whose runtime picks the route and invokes.
 * The proxy's cost is its time minus the direct call's; the runtime's own share is its time minus the
 * direct invoker's. getQuote does about a microsecond of work of its own, whose noise can hide tens of
 * nanoseconds, so the same three ways also call an operation that does almost nothing ({@link Echo}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ProxyCallBenchmark {

    private static final String USER = "USER0001";
    private static final String COMPANY = "IBM";

    private Trader implementation;
    private Method getQuote;
    private ServiceRuntime runtime;
    private Trader proxy;
    private Echo echo;
    private Method echoMethod;
    private ServiceRuntime echoRuntime;
    private EchoService echoProxy;

    /** A service whose operation costs next to nothing, so that what is measured is the call itself. */
    public interface EchoService {
        String echo(String text);
    }

    /** Its implementation, as a java:address className names one. */
    public static final class Echo implements EchoService {
        @Override
        public String echo(String text) {
            return text;
        }
    }

    /** Its proxy, as the generator writes one. */
    static final class EchoProxy implements EchoService {

        private final ServiceRuntime runtime;

        EchoProxy(ServiceRuntime runtime) {
            this.runtime = runtime;
        }

        @Override
        public String echo(String text) {
            return (String) runtime.call(0, text);
        }
    }

    @Setup(Level.Trial)
    public void start() throws NoSuchMethodException {
        implementation = new TraderImpl();
        getQuote = TraderImpl.class.getMethod("getQuote", String.class, String.class);
        ServicePlan plan = ServicePlan.service("Trader", "ProxyCallBenchmark")
                .endpoint(new Endpoint.LocalJava("TraderJavaPort", TraderImpl.class.getName()))
                .operation(OperationPlan.operation("getQuote", Quote.class, true)
                        .parameter("userId", String.class).parameter("company", String.class)
                        .route(new Route.LocalJava("TraderJavaPort", "getQuote")))
                .build();
        runtime = ServiceRuntime.start(plan, ProxyCallBenchmark.class.getClassLoader(),
                RuntimeOptions.defaults().localInstance(Trader.class, implementation));
        proxy = new TraderProxy(runtime);

        echo = new Echo();
        echoMethod = Echo.class.getMethod("echo", String.class);
        echoRuntime = ServiceRuntime.start(ServicePlan.service("Echo", "ProxyCallBenchmark")
                .endpoint(new Endpoint.LocalJava("EchoJavaPort", Echo.class.getName()))
                .operation(OperationPlan.operation("echo", String.class, true).parameter("text", String.class)
                        .route(new Route.LocalJava("EchoJavaPort", "echo")))
                .build(), ProxyCallBenchmark.class.getClassLoader(), RuntimeOptions.defaults().localInstance(Echo.class, echo));
        echoProxy = new EchoProxy(echoRuntime);
    }

    @TearDown(Level.Trial)
    public void stop() {
        runtime.close();
        echoRuntime.close();
    }

    @Benchmark
    public Quote direct() {
        return implementation.getQuote(USER, COMPANY);
    }

    @Benchmark
    public Object directInvoker() throws ReflectiveOperationException {
        return getQuote.invoke(implementation, USER, COMPANY);
    }

    @Benchmark
    public Quote proxy() {
        return proxy.getQuote(USER, COMPANY);
    }

    @Benchmark
    public String echoDirect() {
        return echo.echo(USER);
    }

    @Benchmark
    public Object echoDirectInvoker() throws ReflectiveOperationException {
        return echoMethod.invoke(echo, USER);
    }

    @Benchmark
    public String echoProxy() {
        return echoProxy.echo(USER);
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
