package dev.bindwise.examples.faults;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.bindwise.examples.proxies.GeneratedProxy;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.BindingKind;
import dev.bindwise.runtime.OperationStatus;
import dev.bindwise.runtime.RuntimeOptions;

/**
 * One fault run: a fresh instance of the generated Trader proxy whose plan chooses a binding first, shared by the
 * load's threads; after a warm-up the fault starts on the victim, the binding the proxy's getQuote calls go to at that
 * moment by its runtime's status (the plan's first, or with learning on the one it ranked first by then), lasts a
 * while, ends; the run goes on until the traffic is back on the first binding of the proxy's ranking ("back" is that
 * no binding before the one calls go to is left out), then the threads stop and every user's holdings on the servers
 * are compared with what the buys were told.
 * <p>
 * Each user starts with shares on every server, a multiple of {@link TraderLoad#SEED_STEP} of the server's own
 * ({@link #seed}), so that every count a server tells is in a range of its own, and the victim's started again (it
 * holds no seed) below them all: what a killed server held is then the most it told in its range, whatever share of the
 * traffic the others had.
 */
final class FaultRun {

    /** A time in a {@link Result} that did not happen. */
    static final long NEVER = Long.MIN_VALUE;

    /** How a run is timed. */
    record Timing(Duration warmUp, Duration fault, Duration returnWithin, Duration after) {
    }

    /**
     * What a run saw.
     *
     * @param leftAfterMillis when the proxy's getQuote left the victim's binding, after the fault started; {@link #NEVER}
     * @param returnedAfterMillis when it went back to it, after the server could answer again (below 0 when it went
     *        back before the fault's end was done: a frozen server answers as soon as it is sent SIGCONT, a
     *        restarted one before the benchmark has read that it is ready); {@link #NEVER} not within the run
     * @param writesLost buys told done that no server holds
     * @param extraWrites buys a server holds beyond those told done and those that failed (run twice)
     */
    record Result(String kind, Fault fault, int threads, long calls, long quotesLost, long buysFailed, long wrongAnswers,
            long errors, long writesLost, long extraWrites, long longestMillis, long leftAfterMillis,
            long returnedAfterMillis, String firstProblem) {

        /** The counts the issue asks to be 0 (not the timings). */
        boolean countsHold() {
            return quotesLost == 0 && wrongAnswers == 0 && errors == 0 && writesLost == 0 && extraWrites == 0;
        }
    }

    private final TraderServers servers;
    private final RuntimeOptions options;
    private final Timing timing;

    FaultRun(TraderServers servers, RuntimeOptions options, Timing timing) {
        this.servers = servers;
        this.options = options;
        this.timing = timing;
    }

    /**
     * @param proxy the generated proxy whose plan chooses {@code planned} first
     * @param planned the plan's first binding, the victim unless learning ranked another first by the fault's start
     * @param userPrefix three characters naming the run's users, new in every run
     */
    Result run(GeneratedProxy proxy, String planned, Fault fault, int threads, String userPrefix) throws Exception {
        Object instance = proxy.open(servers.addresses(), options);
        try {
            List<String> users = TraderLoad.users(userPrefix, threads);
            for (String kind : TraderServers.KINDS) {
                servers.seed(kind, users, TraderLoad.COMPANY, seed(kind));
            }
            TraderLoad load = new TraderLoad(proxy.asServiceInterface(instance, Trader.class), users);
            load.start();
            Fault.Ending ending = null;
            long faultStart = 0;
            long serverBack = 0;
            String stillAway = "";
            String victim = planned;
            TrafficWatch watch = null;
            try {
                Thread.sleep(timing.warmUp().toMillis());
                victim = current(proxy, instance).map(BindingKind::name).orElse(planned);
                // back when it stays back longer than a call can take: a port let in too early is out again by then
                watch = new TrafficWatch(proxy, instance, BindingKind.valueOf(victim), options.callTimeout().plusMillis(500));
                watch.start();
                faultStart = System.nanoTime();
                ending = fault.start(servers, victim);
                Thread.sleep(timing.fault().toMillis());
                long ended = System.nanoTime();
                serverBack = ending.end();
                ending = null;
                if (!watch.awaitReturn(ended, timing.returnWithin())) {
                    stillAway = "the traffic did not come back within " + timing.returnWithin().toSeconds() + " s: "
                            + proxy.status(instance);
                }
                Thread.sleep(timing.after().toMillis());
            } finally {
                if (ending != null) {
                    ending.end();
                }
                load.stop();
                if (watch != null) {
                    watch.stopWatching();
                }
            }
            return result(load, victim, fault, threads, faultStart, serverBack, watch, stillAway);
        } finally {
            ((AutoCloseable) instance).close();
        }
    }

    /**
     * The shares each user starts with on the kind's server: a multiple of {@link TraderLoad#SEED_STEP} of its own,
     * so that a count a buy is told says which server told it (a server started again holds no seed: its counts are
     * below the step).
     */
    static int seed(String kind) {
        return (TraderServers.KINDS.indexOf(kind) + 1) * TraderLoad.SEED_STEP;
    }

    /** The binding the proxy's getQuote calls go to now, by its runtime's status. */
    private static Optional<BindingKind> current(GeneratedProxy proxy, Object instance) {
        return proxy.status(instance).stream().filter(s -> s.operation().equals("getQuote")).findFirst()
                .map(OperationStatus::current);
    }

    private Result result(TraderLoad load, String kind, Fault fault, int threads, long faultStart, long serverBack,
            TrafficWatch watch, String stillAway) throws Exception {
        List<TraderLoad.Caller> callers = load.callers();
        Map<String, Integer> held = servers.holdings(callers.stream().map(TraderLoad.Caller::user).toList(), TraderLoad.COMPANY);
        long lost = 0;
        long extra = 0;
        for (TraderLoad.Caller caller : callers) {
            long holds = held.get(caller.user());
            for (String other : TraderServers.KINDS) {
                if (!other.equals(kind) || !fault.losesServerState()) {
                    holds -= seed(other);
                }
            }
            if (fault.losesServerState()) {
                // what the dead process held beyond its seed: at least the most shares it told in its seed's range
                holds += Math.max(seed(kind), caller.mostSharesTold(seed(kind))) - seed(kind);
            }
            lost += Math.max(0, caller.confirmedBuys() - holds);
            extra += Math.max(0, holds - caller.confirmedBuys() - caller.buysFailed());
        }
        return new Result(kind, fault, threads, load.calls(), sum(callers, TraderLoad.Caller::quotesLost),
                sum(callers, TraderLoad.Caller::buysFailed), sum(callers, TraderLoad.Caller::wrongAnswers),
                sum(callers, TraderLoad.Caller::errors), lost, extra,
                callers.stream().mapToLong(TraderLoad.Caller::longestMillis).max().orElse(0),
                watch.leftAfterMillis(faultStart), watch.returnedAfterMillis(serverBack),
                callers.stream().map(TraderLoad.Caller::firstProblem).filter(p -> p != null).findFirst().orElse(stillAway));
    }

    private static long sum(List<TraderLoad.Caller> callers, java.util.function.ToLongFunction<TraderLoad.Caller> count) {
        return callers.stream().mapToLong(count).sum();
    }

    /**
     * Polls where the proxy sends getQuote now, and notes when it left the victim (its calls go to another binding) and
     * when it came back to the first binding of its ranking (no binding before the one calls go to is left out). With
     * learning off the first is the plan's, the victim's; with it on, learning does not change the ranking while its
     * first is left out, and the first it ranks afterwards is where the traffic belongs.
     */
    private static final class TrafficWatch extends Thread {

        private final GeneratedProxy proxy;
        private final Object instance;
        private final BindingKind victim;
        private final long settleNanos;
        private volatile boolean watching = true;
        private volatile long leftAt;
        private volatile long backAt;
        private volatile boolean away;
        private volatile boolean wentAway;

        TrafficWatch(GeneratedProxy proxy, Object instance, BindingKind victim, Duration settle) {
            super("traffic-watch");
            setDaemon(true);
            this.proxy = proxy;
            this.instance = instance;
            this.victim = victim;
            this.settleNanos = settle.toNanos();
        }

        @Override
        public void run() {
            while (watching) {
                OperationStatus getQuote = proxy.status(instance).stream().filter(s -> s.operation().equals("getQuote"))
                        .findFirst().orElseThrow();
                boolean onFirst = getQuote.current() != null && getQuote.leftOut().isEmpty();
                long now = System.nanoTime();
                if (leftAt == 0 && getQuote.current() != victim) {
                    leftAt = now;
                }
                if (!onFirst && !away) {
                    away = true;
                    wentAway = true;
                } else if (onFirst && away) {
                    away = false;
                    backAt = now;
                }
                try {
                    Thread.sleep(2);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }

        /**
         * Waits until the traffic is back on the first binding of the ranking, since after the fault's end began and for
         * the settling time, or the time is up; at once when it never left the first (learning ranked another first as the fault began).
         *
         * @return whether it came back (or never left the first)
         */
        boolean awaitReturn(long endBegan, Duration within) throws InterruptedException {
            long until = System.nanoTime() + within.toNanos() + settleNanos;
            while (wentAway && !(backAt - endBegan > 0 && !away && System.nanoTime() - backAt > settleNanos)) {
                if (System.nanoTime() - until > 0) {
                    return false;
                }
                Thread.sleep(10);
            }
            return true;
        }

        void stopWatching() throws InterruptedException {
            watching = false;
            join();
        }

        long leftAfterMillis(long faultStart) {
            return leftAt == 0 ? NEVER : TimeUnit.NANOSECONDS.toMillis(leftAt - faultStart);
        }

        long returnedAfterMillis(long serverBack) {
            return backAt != 0 && !away ? TimeUnit.NANOSECONDS.toMillis(backAt - serverBack) : NEVER;
        }
    }
}
