package dev.bindwise.examples.driver;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** A driver stand-in for the test that kills it: starts an echo server, prints the server's pid, waits forever. */
public final class ParentOfEchoServer {

    private ParentOfEchoServer() {
    }

    public static void main(String[] args) throws Exception {
        Path log = Files.createTempFile("echo", ".log");
        ServerProcess server = ServerProcess.start("echo", EchoServer.class.getName(), List.of(), 0, log,
                Duration.ofSeconds(30));
        System.out.println("SERVER-PID " + server.pid());
        System.out.flush();
        Thread.sleep(Duration.ofMinutes(5));
    }
}
