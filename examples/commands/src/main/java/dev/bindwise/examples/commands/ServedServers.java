package dev.bindwise.examples.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Consumer;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.driver.ServerProcess;
import dev.bindwise.runtime.BindingKind;

/**
 * The example servers {@code serve} runs, one JVM per binding ({@link ServerProcess}, the driver's), started
 * in parallel, each on its preferred port or, when that is taken, on any free one. Stopping them (also from a
 * shutdown hook) closes their standard input, their signal to stop, ends by force one that lingers, and so
 * frees their ports.
 */
final class ServedServers implements AutoCloseable {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(60);
    /** ServerMain's exit code for a server that could not listen where it was told (a taken port, mostly). */
    private static final int CANNOT_START = 3;

    private static final Duration WATCH_INTERVAL = Duration.ofSeconds(1);

    private final Map<BindingKind, ServerProcess> servers;
    /** Set once they are being stopped: from then on a server that ends is expected to. */
    private volatile boolean stopping;
    /** What stopping them said; null until they are stopped. */
    private List<String> stopped;

    private ServedServers(Map<BindingKind, ServerProcess> servers) {
        this.servers = servers;
    }

    /**
     * Starts a server per binding at its preferred port, or at any free one when that one is taken (which
     * {@code notes} hears of).
     *
     * @throws IOException when a server does not start at all; those that did are stopped again
     */
    static ServedServers start(Map<ExampleBinding, Integer> preferredPorts, Path logs, Consumer<String> notes)
            throws IOException {
        Map<BindingKind, CompletableFuture<ServerProcess>> starting = new LinkedHashMap<>();
        preferredPorts.forEach((binding, port) -> starting.put(binding.kind(),
                CompletableFuture.supplyAsync(() -> startOne(binding, port, logs, notes))));
        Map<BindingKind, ServerProcess> started = new EnumMap<>(BindingKind.class);
        List<String> failures = new ArrayList<>();
        starting.forEach((kind, future) -> {
            try {
                started.put(kind, future.join());
            } catch (CompletionException e) {
                failures.add(e.getCause().getMessage());
            }
        });
        ServedServers servers = new ServedServers(started);
        if (!failures.isEmpty()) {
            servers.close();
            throw new IOException(String.join("; ", failures));
        }
        return servers;
    }

    private static ServerProcess startOne(ExampleBinding binding, int port, Path logs, Consumer<String> notes) {
        Path log = logs.resolve(binding.kind().name().toLowerCase() + ".log");
        try {
            try {
                return ServerProcess.start(binding, port, log, READY_TIMEOUT);
            } catch (ServerProcess.NotStarted e) {
                if (port == 0 || e.exitCode() != CANNOT_START) {
                    throw e;
                }
                ServerProcess server = ServerProcess.start(binding, 0, log, READY_TIMEOUT);
                notes.accept(binding.kind() + ": port " + port + " is taken; serving on " + server.port() + " instead");
                return server;
            }
        } catch (IOException e) {
            throw new CompletionException(e);
        }
    }

    /** Per binding, the port its server listens on, in the kinds' order. */
    Map<BindingKind, Integer> ports() {
        Map<BindingKind, Integer> ports = new EnumMap<>(BindingKind.class);
        servers.forEach((kind, server) -> ports.put(kind, server.port()));
        return ports;
    }

    /**
     * Watches the servers on a daemon thread, once a second, and tells {@code report} of each one that ends
     * by itself (killed, crashed) while it should serve, once.
     */
    void watch(Consumer<String> report) {
        Thread.ofPlatform().daemon().name("serve-watch").start(() -> {
            Set<String> reported = new HashSet<>();
            while (!stopping) {
                ended().stream().filter(reported::add).forEach(report);
                try {
                    Thread.sleep(WATCH_INTERVAL);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
    }

    /** Each server that ended by itself while it should serve, with its log. */
    List<String> ended() {
        return servers.values().stream().filter(server -> !server.isAlive())
                .map(server -> server.name() + " server ended by itself (its log: " + server.log() + ")").toList();
    }

    /**
     * Stops every server and waits for it, once: a second caller (the end of the input and a signal at the
     * same time) waits for the first and gets the same answer.
     *
     * @return what went wrong, one line per server that did not stop cleanly; empty when all did
     */
    synchronized List<String> stop() {
        if (stopped == null) {
            stopping = true;
            List<String> problems = new ArrayList<>();
            for (ServerProcess server : servers.values()) {
                try {
                    int exit = server.stop();
                    if (exit != 0) {
                        problems.add(server.name() + " server ended with exit code " + exit + " (its log: " + server.log() + ")");
                    }
                } catch (IOException e) {
                    // it was ended by force
                    problems.add(e.getMessage());
                }
            }
            stopped = List.copyOf(problems);
        }
        return stopped;
    }

    @Override
    public void close() {
        stop();
    }
}
