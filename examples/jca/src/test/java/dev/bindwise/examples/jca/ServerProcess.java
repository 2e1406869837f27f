package dev.bindwise.examples.jca;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import dev.bindwise.examples.ServerMain;

/** The CommareaServer in a JVM of its own, with this JVM's class path; closing its standard input stops it. */
final class ServerProcess implements AutoCloseable {

    private static final int READY_SECONDS = 30;

    private final Process process;
    private final Path log;
    private int port = -1;

    private ServerProcess(int port) throws IOException {
        log = Files.createTempFile("commarea-server", ".log");
        process = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CommareaServer.class.getName(), "--port",
                Integer.toString(port))).redirectError(log.toFile()).start();
    }

    /** Starts the server and waits for it to announce its port. */
    static ServerProcess start(int port) throws Exception {
        ServerProcess server = new ServerProcess(port);
        BufferedReader out = new BufferedReader(new InputStreamReader(server.process.getInputStream(), StandardCharsets.UTF_8));
        String line = CompletableFuture.supplyAsync(() -> readLine(out)).get(READY_SECONDS, TimeUnit.SECONDS);
        if (line == null || !line.startsWith(ServerMain.READY + " ")) {
            server.process.destroyForcibly();
            throw new IOException("the server did not start: " + line + " " + Files.readString(server.log));
        }
        server.port = Integer.parseInt(line.substring(ServerMain.READY.length() + 1));
        return server;
    }

    /** Starts the server where it cannot start and tells how it ended: its exit code and its standard error. */
    static String failToStart(int port) throws Exception {
        ServerProcess server = new ServerProcess(port);
        if (!server.process.waitFor(READY_SECONDS, TimeUnit.SECONDS)) {
            server.process.destroyForcibly();
            throw new AssertionError("the server did not end");
        }
        String ending = "exit " + server.process.exitValue() + ": " + Files.readString(server.log);
        Files.delete(server.log);
        return ending;
    }

    int port() {
        return port;
    }

    @Override
    public void close() throws Exception {
        process.getOutputStream().close();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("the server did not stop when its standard input ended");
        }
        if (process.exitValue() != 0) {
            throw new AssertionError("the server ended with exit code " + process.exitValue() + ": " + Files.readString(log));
        }
        Files.delete(log);
    }

    private static String readLine(BufferedReader out) {
        try {
            return out.readLine();
        } catch (IOException e) {
            return null;
        }
    }
}
