package dev.bindwise.examples.faults;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.stream.Stream;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ExampleServices;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.examples.iiop.IiopBinding;
import dev.bindwise.examples.jca.JcaBinding;
import dev.bindwise.examples.soap.SoapBinding;
import dev.bindwise.examples.trader.Trader;
import dev.bindwise.runtime.BindingKind;

/**
 * The example servers Trader is served by over SOAP, RMI-IIOP and JCA, each in a JVM of its own on a loopback
 * port that stays its own when it is killed and started again, so that a proxy finds it there once it is back.
 * Kinds are the driver's: "SOAP", "RMI_IIOP", "JCA".
 */
final class TraderServers implements AutoCloseable {

    static final List<String> KINDS = List.of("JCA", "RMI_IIOP", "SOAP");
    private static final Map<String, Supplier<ExampleBinding>> BINDINGS = Map.of(
            "SOAP", SoapBinding::new, "RMI_IIOP", IiopBinding::new, "JCA", JcaBinding::new);
    private static final Duration READY_WITHIN = Duration.ofSeconds(60);

    private final Path logs;
    private final Map<String, ServerProcess> running = new ConcurrentHashMap<>();
    private final Map<String, Integer> ports = new ConcurrentHashMap<>();
    private final Map<String, Integer> starts = new ConcurrentHashMap<>();

    private TraderServers(Path logs) {
        this.logs = logs;
    }

    /** Starts the three servers side by side (each JVM takes seconds to get ready), each on a free port. */
    static TraderServers start(Path logs) throws IOException {
        TraderServers servers = new TraderServers(logs);
        try {
            CompletableFuture.allOf(KINDS.stream().map(kind -> CompletableFuture.runAsync(() -> {
                try {
                    servers.startOn(kind, 0);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            })).toArray(CompletableFuture[]::new)).join();
        } catch (RuntimeException e) {
            servers.close();
            throw new IOException("the example servers did not start: " + e.getMessage(), e);
        }
        return servers;
    }

    private void startOn(String kind, int port) throws IOException {
        int start = starts.merge(kind, 1, Integer::sum);
        try (ExampleBinding binding = BINDINGS.get(kind).get()) {
            ServerProcess server = ServerProcess.start(binding, port, logs.resolve(kind + "-" + start + ".log"), READY_WITHIN);
            running.put(kind, server);
            ports.put(kind, server.port());
        }
    }

    /** Where each server listens, as GeneratedProxy.open takes it. */
    Map<BindingKind, InetSocketAddress> addresses() {
        Map<BindingKind, InetSocketAddress> addresses = new LinkedHashMap<>();
        KINDS.forEach(kind -> addresses.put(BindingKind.parse(kind), new InetSocketAddress("127.0.0.1", ports.get(kind))));
        return addresses;
    }

    int port(String kind) {
        return ports.get(kind);
    }

    /** kill -9: the server's process ends at once, its connections reset, what it held in memory lost. */
    void kill(String kind) {
        ServerProcess server = running.remove(kind);
        ProcessHandle.of(server.pid()).ifPresent(process -> {
            process.destroyForcibly();
            process.onExit().join();
        });
        server.close();
    }

    /** Starts the server of a kind again, on its port, after {@link #kill}. */
    void restart(String kind) throws IOException {
        startOn(kind, ports.get(kind));
    }

    /** SIGSTOP: the process stops where it is; the kernel still accepts connections for it, nobody answers. */
    void freeze(String kind) throws IOException {
        signal(kind, "-STOP");
    }

    /** SIGCONT: the frozen process goes on, and answers what waited for it. */
    void thaw(String kind) throws IOException {
        signal(kind, "-CONT");
    }

    private void signal(String kind, String signal) throws IOException {
        long pid = running.get(kind).pid();
        try {
            int exit = new ProcessBuilder("kill", signal, Long.toString(pid)).inheritIO().start().waitFor();
            if (exit != 0) {
                throw new IOException("kill " + signal + " " + pid + " ended with " + exit);
            }
            if (signal.equals("-STOP")) {
                awaitEveryThreadStopped(kind, pid);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while sending " + signal + " to " + kind, e);
        }
    }

    /**
     * Waits (bounded) until every thread of the process is stopped: kill returns once the signal is sent, and a
     * thread still running then could answer a request sent after the freeze (seen once: a buy answered by the
     * frozen JCA server).
     */
    private static void awaitEveryThreadStopped(String kind, long pid) throws IOException, InterruptedException {
        Path tasks = Path.of("/proc", Long.toString(pid), "task");
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (!everyThreadStopped(tasks)) {
            if (System.nanoTime() > deadline) {
                throw new IOException("the " + kind + " server (pid " + pid + ") did not stop within 30 s of SIGSTOP");
            }
            Thread.sleep(5);
        }
    }

    private static boolean everyThreadStopped(Path tasks) throws IOException {
        try (Stream<Path> threads = Files.list(tasks)) {
            for (Path thread : (Iterable<Path>) threads::iterator) {
                String stat;
                try {
                    stat = Files.readString(thread.resolve("stat"));
                } catch (NoSuchFileException ended) {
                    continue;
                }
                // the state is the field after the command name, which is in parentheses and may hold spaces
                char state = stat.charAt(stat.lastIndexOf(')') + 2);
                if (state != 'T' && state != 't') {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A direct client of Trader over the kind's binding (the driver's, through the runtime's client of that
     * binding); closing the binding returned closes it.
     */
    static ExampleBinding binding(String kind) {
        return BINDINGS.get(kind).get();
    }

    Trader directClient(ExampleBinding binding) throws Exception {
        return binding.client(ExampleServices.of(Trader.class), Trader.class, "127.0.0.1", ports.get(binding.kind().name()));
    }

    /** Gives each user the shares on the kind's server alone, through a direct client. */
    void seed(String kind, List<String> users, String company, int shares) throws Exception {
        try (ExampleBinding binding = binding(kind)) {
            Trader trader = directClient(binding);
            for (String user : users) {
                trader.buy(user, company, shares);
            }
        }
    }

    /** The shares each server holds for each user now, summed over the servers: asked of fresh direct clients. */
    Map<String, Integer> holdings(List<String> users, String company) throws Exception {
        Map<String, Integer> held = new LinkedHashMap<>();
        users.forEach(user -> held.put(user, 0));
        for (String kind : KINDS) {
            try (ExampleBinding binding = binding(kind)) {
                Trader trader = directClient(binding);
                for (String user : users) {
                    // selling none changes nothing and answers what is held
                    held.merge(user, trader.sell(user, company, 0).getShares(), Integer::sum);
                }
            }
        }
        return held;
    }

    @Override
    public void close() {
        running.values().forEach(ServerProcess::close);
        running.clear();
    }
}
