package dev.bindwise.examples.iiop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import dev.bindwise.examples.ServerMain;

/** The real {@link IiopServer} in a JVM of its own, started and stopped the way the benchmark driver does it. */
final class ServerProcess implements AutoCloseable {

    private static final long START_SECONDS = 60;
    private static final long STOP_SECONDS = 20;

    private final Process process;
    private final List<String> stdout = new CopyOnWriteArrayList<>();
    private final CompletableFuture<Integer> ready = new CompletableFuture<>();

    private ServerProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(this::readStdout, "iiop-server-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the server on a free port, its stderr going to the test's, and waits for its READY line. */
    static ServerProcess start() throws Exception {
        ServerProcess server = new ServerProcess(command(0).redirectError(ProcessBuilder.Redirect.INHERIT).start());
        try {
            server.port();
            return server;
        } catch (Exception e) {
            server.close();
            throw e;
        }
    }

    /** The server's command line: this JVM's java and class path, and the binding's JVM options. */
    static ProcessBuilder command(int port) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(IiopBinding.JVM_OPTIONS);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), IiopServer.class.getName(),
                "--port", Integer.toString(port)));
        return new ProcessBuilder(command);
    }

    /** The port the READY line announced, waiting for it at most a minute. */
    int port() throws Exception {
        try {
            return ready.get(START_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            throw new IllegalStateException("IiopServer printed no READY line within " + START_SECONDS + " s", e);
        }
    }

    /** Everything the server printed on stdout so far. */
    List<String> stdout() {
        return List.copyOf(stdout);
    }

    /** Closes the server's stdin, its signal to stop, and waits for its exit code (killing it if it hangs). */
    int stop() throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(STOP_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new IllegalStateException("IiopServer did not stop within " + STOP_SECONDS + " s of its stdin closing");
        }
        return process.exitValue();
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) {
            stop();
        }
    }

    private void readStdout() {
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                stdout.add(line);
                if (line.startsWith(ServerMain.READY + " ")) {
                    ready.complete(Integer.parseInt(line.substring(ServerMain.READY.length() + 1).trim()));
                }
            }
        } catch (IOException | RuntimeException e) {
            ready.completeExceptionally(e);
        }
        ready.completeExceptionally(new IllegalStateException("IiopServer ended without a READY line: " + stdout));
    }
}
