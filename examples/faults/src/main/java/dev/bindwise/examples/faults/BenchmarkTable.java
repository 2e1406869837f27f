package dev.bindwise.examples.faults;

import java.io.PrintStream;
import java.util.stream.Collectors;

/** The benchmark's tables, as text. */
final class BenchmarkTable {

    /** The bound a call must end within: its deadline, and half a second for the next binding. */
    static final long SLACK_MILLIS = 500;

    private BenchmarkTable() {
    }

    static void print(FaultBenchmark.Report report, PrintStream out) {
        FaultBenchmark.Settings settings = report.settings();
        long limit = settings.callTimeout().toMillis() + SLACK_MILLIS;
        if (!report.faults().isEmpty()) {
            out.printf("Faults: one shared generated Trader proxy, getQuote and buy alternating, every answer checked; callTimeout %d ms,"
                    + " retryAfter %d ms, each fault %d s; learning %s%n", settings.callTimeout().toMillis(),
                    settings.retryAfter().toMillis(), settings.timing().fault().toSeconds(), settings.learningShare() == 0
                            ? "off" : "on (" + Math.round(settings.learningShare() * 100) + " %; binding: getQuote's when the fault began)");
            out.printf("%-9s %-7s %7s %8s %10s %11s %6s %7s %11s %8s %13s %10s %10s%n", "binding", "fault", "threads", "calls",
                    "idem.lost", "non-idem.f", "wrong", "errors", "writes lost", "run twice", "longest ms", "left +ms",
                    "back +ms");
            for (FaultRun.Result r : report.faults()) {
                out.printf("%-9s %-7s %7d %8d %10d %11d %6d %7d %11d %8d %13s %10s %10s%n", r.kind(), r.fault().label(),
                        r.threads(), r.calls(), r.quotesLost(), r.buysFailed(), r.wrongAnswers(), r.errors(), r.writesLost(),
                        r.extraWrites(), r.longestMillis() + (r.longestMillis() > limit ? " OVER" : "") + "/" + limit,
                        millis(r.leftAfterMillis()), millis(r.returnedAfterMillis()));
            }
            out.println("  idem.lost: getQuote calls that failed; non-idem.f: buys that failed loudly (BindingCallException);"
                    + " writes lost: buys told done that no server holds; run twice: buys held beyond those told done or"
                    + " failed; longest: the longest call against callTimeout + " + SLACK_MILLIS + " ms; left: when getQuote"
                    + " left the binding after the fault began; back: when it returned after the server could answer again"
                    + " (a killed or hung server is started again on its port and ready; a frozen one is sent SIGCONT)");
            report.faults().stream().filter(r -> !r.firstProblem().isEmpty()).forEach(r -> out.printf(
                    "  first problem, %s %s %d threads: %s%n", r.kind(), r.fault().label(), r.threads(), r.firstProblem()));
        }
        if (!report.throughput().isEmpty()) {
            ThroughputRun.Method method = settings.throughput();
            out.printf("%nThroughput: calls per second through the proxy and through a direct client of the same binding, their"
                    + " threads taking turns; each way warmed up %d s, then %d rounds of %d ms each way (proxy, direct;"
                    + " direct, proxy; ...); the default timeouts both ways%n", method.warmUp().toSeconds(), method.rounds(),
                    method.window().toMillis());
            out.printf("%-9s %7s %10s %10s %7s %13s %13s %9s  %s%n", "binding", "threads", "proxy/s", "direct/s", "ratio",
                    "middle half", "lowest-high.", "failures", "ratio per round");
            for (ThroughputRun.Result r : report.throughput()) {
                out.printf("%-9s %7d %10.0f %10.0f %7.3f %6.3f-%-6.3f %6.3f-%-6.3f %9d  %s%n", r.kind(), r.threads(),
                        r.proxyPerSecond(), r.directPerSecond(), r.ratio(), r.lowerQuartile(), r.upperQuartile(),
                        r.lowestRatio(), r.highestRatio(), r.failures(), r.rounds().stream()
                                .map(round -> String.format("%.2f", round.ratio())).collect(Collectors.joining(" ")));
            }
            out.println("  proxy/s, direct/s, ratio: medians over the rounds (ratio: of each round's proxy/direct); middle half:"
                    + " the rounds' ratios between the lower and upper quartile");
            report.throughput().stream().filter(r -> !r.firstProblem().isEmpty()).forEach(r -> out.printf(
                    "  first problem, %s %d threads: %s%n", r.kind(), r.threads(), r.firstProblem()));
        }
    }

    private static String millis(long millis) {
        return millis == FaultRun.NEVER ? "never" : Long.toString(millis);
    }
}
