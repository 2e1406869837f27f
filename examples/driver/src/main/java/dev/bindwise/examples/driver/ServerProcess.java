package dev.bindwise.examples.driver;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.examples.ServerMain;

/**
 * An example server in a JVM of its own, started with this JVM's class path. It reports its port on
 * standard output ({@link ServerMain}) and ends when its standard input is closed, so {@link #close()},
 * a shutdown hook and the death of this JVM all end it. Its standard error goes to a log file.
 */
public final class ServerProcess implements AutoCloseable {

    private static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private final String name;
    private final Process process;
    private final int port;
    private final Path log;

    private ServerProcess(String name, Process process, int port, Path log) {
        this.name = name;
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /**
     * Starts the server and waits until it is ready.
     *
     * @param port the port to listen on, 0 for any free one
     * @throws IOException when it cannot start, does not get ready in time, or ends early; the message
     *         holds the server's own last words from its log
     */
    public static ServerProcess start(String name, String mainClass, List<String> jvmOptions, int port, Path log,
            Duration readyTimeout) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-XX:+UseSerialGC");
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.add("--port");
        command.add(Integer.toString(port));
        Process process = new ProcessBuilder(command).redirectError(log.toFile()).start();
        CompletableFuture<Integer> ready = CompletableFuture.supplyAsync(() -> readPort(process));
        try {
            int actualPort = ready.get(readyTimeout.toMillis(), TimeUnit.MILLISECONDS);
            if (actualPort < 0) {
                throw new IOException(name + " server did not start (exit code " + process.waitFor() + "): "
                        + lastLines(log));
            }
            ServerProcess server = new ServerProcess(name, process, actualPort, log);
            drainStdout(server);
            return server;
        } catch (TimeoutException e) {
            process.destroyForcibly();
            throw new IOException(name + " server was not ready within " + readyTimeout.toSeconds() + " s: "
                    + lastLines(log));
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while starting the " + name + " server");
        } catch (ExecutionException e) {
            process.destroyForcibly();
            throw new IOException(name + " server: " + e.getCause().getMessage());
        }
    }

    public int port() {
        return port;
    }

    public String name() {
        return name;
    }

    /** CPU time the server process has used so far. */
    public Duration cpuTime() {
        return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    public Path log() {
        return log;
    }

    /** Closes the server's standard input (it stops itself), then ends it by force if it lingers. */
    @Override
    public void close() {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroy();
                if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                }
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** The port from the READY line, or -1 when the server's output ended without one. */
    private static int readPort(Process process) {
        BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        try {
            String line;
            while ((line = out.readLine()) != null) {
                if (line.startsWith(ServerMain.READY + " ")) {
                    return Integer.parseInt(line.substring(ServerMain.READY.length() + 1).trim());
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }

    /** Keeps reading the server's stdout after READY, so that a chatty server never blocks on a full pipe. */
    private static void drainStdout(ServerProcess server) {
        Thread.ofPlatform().daemon().name("drain-" + server.name).start(() -> {
            try {
                server.process.getInputStream().transferTo(OutputStream.nullOutputStream());
            } catch (IOException ignored) {
                // the server ended
            }
        });
    }

    private static String lastLines(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            List<String> last = lines.subList(Math.max(0, lines.size() - 5), lines.size());
            return last.isEmpty() ? "(no output; see " + log + ")" : String.join(" | ", last) + " (full log: " + log + ")";
        } catch (IOException e) {
            return "(no log at " + log + ")";
        }
    }
}
