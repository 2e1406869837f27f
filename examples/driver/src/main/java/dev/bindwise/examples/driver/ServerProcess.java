package dev.bindwise.examples.driver;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.examples.ExampleBinding;
import dev.bindwise.examples.ServerMain;

/**
 * An example server in a JVM of its own, started with this JVM's class path. It reports its port on
 * standard output ({@link ServerMain}) and ends when its standard input is closed, so {@link #stop()},
 * {@link #close()}, a shutdown hook and the death of this JVM all end it. Its standard error goes to a log
 * file; what it prints on standard output is kept ({@link #stdout()}), so that tests can check that the
 * READY line is all there is.
 */
public final class ServerProcess implements MeasuredServer, AutoCloseable {

    private static final Duration STOP_GRACE = Duration.ofSeconds(5);
    /** How many lines of standard output are kept; a server that prints more only loses the rest. */
    private static final int KEPT_LINES = 100;

    /** A server that ended before it announced its port, with its exit code and what it printed on standard output. */
    public static final class NotStarted extends IOException {

        private static final long serialVersionUID = 1L;

        private final int exitCode;
        private final List<String> stdout;

        NotStarted(String message, int exitCode, List<String> stdout) {
            super(message);
            this.exitCode = exitCode;
            this.stdout = List.copyOf(stdout);
        }

        public int exitCode() {
            return exitCode;
        }

        /** The lines it printed on standard output (a server that cannot start prints none). */
        public List<String> stdout() {
            return stdout;
        }
    }

    private final String name;
    private final Process process;
    private final Path log;
    private final List<String> stdout = new CopyOnWriteArrayList<>();
    /** The port of the READY line, or -1 once standard output ended without one. */
    private final CompletableFuture<Integer> ready = new CompletableFuture<>();
    private final Thread stdoutReader;
    private volatile int port = -1;

    private ServerProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
        this.stdoutReader = Thread.ofPlatform().daemon().name("stdout-" + name).start(this::readStdout);
    }

    /** Starts the server of an example binding (named by its kind) and waits until it is ready. */
    public static ServerProcess start(ExampleBinding binding, int port, Path log, Duration readyTimeout)
            throws IOException {
        return start(binding.name(), binding.serverMainClass(), binding.serverJvmOptions(), port, log, readyTimeout);
    }

    /**
     * Starts the server and waits until it is ready.
     *
     * @param jvmOptions options of the server's JVM ({@link ExampleBinding#serverJvmOptions()})
     * @param port the port to listen on, 0 for any free one
     * @throws NotStarted when it ends before it is ready; the message holds the server's own last words
     *         from its log
     * @throws IOException when it cannot start or does not get ready in time (it is then ended)
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
        ServerProcess server = new ServerProcess(name, new ProcessBuilder(command).redirectError(log.toFile()).start(), log);
        Process process = server.process;
        try {
            int actualPort = server.ready.get(readyTimeout.toMillis(), TimeUnit.MILLISECONDS);
            if (actualPort < 0) {
                // it closed its standard output: it is ending, or ended by force if it lingers
                if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly().waitFor();
                }
                int exitCode = process.exitValue();
                throw new NotStarted(name + " server did not start (exit code " + exitCode + "): " + lastLines(log),
                        exitCode, server.stdout());
            }
            server.port = actualPort;
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

    @Override
    public Duration cpuTime() {
        return process.toHandle().info().totalCpuDuration().orElse(Duration.ZERO);
    }

    public long pid() {
        return process.pid();
    }

    @Override
    public boolean isAlive() {
        return process.isAlive();
    }

    @Override
    public Path log() {
        return log;
    }

    /**
     * The lines the server printed on standard output so far, the READY line first (the protocol has no
     * other); after {@link #stop()}, all of them (up to the first 100).
     */
    public List<String> stdout() {
        return List.copyOf(stdout);
    }

    /**
     * Closes the server's standard input, its signal to stop, and waits for it to end and for the rest of
     * its standard output.
     *
     * @return its exit code: 0 when it stopped cleanly
     * @throws IOException when it has not ended 5 s after; it is then ended by force
     */
    public int stop() throws IOException {
        process.getOutputStream().close();
        try {
            if (!process.waitFor(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor();
                throw new IOException(name + " server did not stop within " + STOP_GRACE.toSeconds()
                        + " s of its standard input closing: " + lastLines(log));
            }
            stdoutReader.join(STOP_GRACE);
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while stopping the " + name + " server");
        }
        return process.exitValue();
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

    /**
     * Reads standard output to its end, so that a chatty server never blocks on a full pipe: keeps the
     * first lines and completes {@link #ready} with the READY line's port, or with -1 at the end.
     */
    private void readStdout() {
        try (BufferedReader out = process.inputReader(StandardCharsets.UTF_8)) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (stdout.size() < KEPT_LINES) {
                    stdout.add(line);
                }
                if (!ready.isDone() && line.startsWith(ServerMain.READY + " ")) {
                    readyAt(line.substring(ServerMain.READY.length() + 1).trim());
                }
            }
        } catch (IOException e) {
            // the server ended
        }
        ready.complete(-1);
    }

    /** Ready at the port the READY line names; a line that names none is only kept. */
    private void readyAt(String port) {
        try {
            ready.complete(Integer.parseInt(port));
        } catch (NumberFormatException notAPort) {
            // not a READY line after all
        }
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
