package dev.bindwise.install.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * An example server in a JVM of its own, started as the examples' own launcher starts one
 * (examples/services ServerMain, examples/driver ServerProcess): {@code --port 0}, its port read from the
 * {@code BINDWISE-READY <port>} line it prints, and ended by closing its standard input.
 */
final class ExampleServer implements AutoCloseable {

    private static final String READY = "BINDWISE-READY ";

    private final Process process;
    private final int port;

    private ExampleServer(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /** Starts the main class on the class path (a folder of jars) and waits until it serves. */
    static ExampleServer start(String mainClass, Path jars, Path log, long readySeconds) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process process = new ProcessBuilder(List.of(java.toString(), "-cp", jars.resolve("*").toString(), mainClass,
                "--port", "0")).redirectError(log.toFile()).start();
        CompletableFuture<Integer> ready = CompletableFuture.supplyAsync(() -> {
            try {
                BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
                for (String line = out.readLine(); line != null; line = out.readLine()) {
                    if (line.startsWith(READY)) {
                        return Integer.parseInt(line.substring(READY.length()).trim());
                    }
                }
                return -1;
            } catch (IOException | NumberFormatException e) {
                return -1;
            }
        });
        try {
            int port = ready.get(readySeconds, TimeUnit.SECONDS);
            if (port < 0) {
                throw new IOException(mainClass + " ended before it served; its log: " + log);
            }
            return new ExampleServer(process, port);
        } catch (Exception e) {
            process.destroyForcibly();
            throw e instanceof IOException io ? io : new IOException(mainClass + " did not serve within " + readySeconds
                    + " s (" + e + "); its log: " + log);
        }
    }

    int port() {
        return port;
    }

    @Override
    public void close() {
        try {
            process.getOutputStream().close();
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (IOException e) {
            process.destroyForcibly();
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
