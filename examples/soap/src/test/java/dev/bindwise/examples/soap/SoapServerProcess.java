package dev.bindwise.examples.soap;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import dev.bindwise.examples.ServerMain;

/** The real SoapServer in a JVM of its own, started and stopped the way the benchmarks do it. */
final class SoapServerProcess implements AutoCloseable {

    private static final long READY_SECONDS = 30;
    private static final long EXIT_SECONDS = 15;

    private final Process process;
    private final BufferedReader out;
    private final Path log;
    private final int port;

    private SoapServerProcess(Process process, BufferedReader out, Path log, int port) {
        this.process = process;
        this.out = out;
        this.log = log;
        this.port = port;
    }

    /** Starts a server on the port (0: any free one) and waits until it announces that it is ready. */
    static SoapServerProcess start(int port) throws Exception {
        Path log = Files.createTempFile("soap-server", ".log");
        Process process = launch(port, log);
        BufferedReader out = process.inputReader();
        String line;
        try {
            line = CompletableFuture.supplyAsync(() -> readLine(out)).get(READY_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            process.destroyForcibly();
            throw new AssertionError("SoapServer not ready after " + READY_SECONDS + " s; its log: " + Files.readString(log));
        }
        if (line == null || !line.startsWith(ServerMain.READY + " ")) {
            process.destroyForcibly();
            throw new AssertionError("SoapServer said '" + line + "' instead of " + ServerMain.READY + "; its log: "
                    + Files.readString(log));
        }
        return new SoapServerProcess(process, out, log, Integer.parseInt(line.substring(ServerMain.READY.length() + 1)));
    }

    /** Starts the server JVM with its standard error in the log file. */
    static Process launch(int port, Path log) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), SoapServer.class.getName(),
                "--port", Integer.toString(port)).redirectError(log.toFile()).start();
    }

    private static String readLine(BufferedReader out) {
        try {
            return out.readLine();
        } catch (IOException e) {
            return null;
        }
    }

    int port() {
        return port;
    }

    /**
     * Closes the server's standard input, its signal to stop, and waits for it to exit; returns the exit
     * code. Standard output must hold nothing but the READY line: it is the protocol with the driver.
     */
    int stop() throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("SoapServer still running " + EXIT_SECONDS + " s after its input closed");
        }
        String rest = out.lines().collect(Collectors.joining("\n"));
        if (!rest.isEmpty()) {
            throw new AssertionError("SoapServer wrote to standard output after " + ServerMain.READY + ": " + rest);
        }
        return process.exitValue();
    }

    String log() throws IOException {
        return Files.readString(log);
    }

    @Override
    public void close() throws Exception {
        if (process.isAlive()) {
            stop();
        }
        Files.deleteIfExists(log);
    }
}
