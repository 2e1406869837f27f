package dev.bindwise.examples;

import java.io.IOException;
import java.io.InputStream;

/**
 * The life of an example server in its own JVM: started with {@code --port N} (0: any free port) on
 * 127.0.0.1, it prints {@code BINDWISE-READY <port>} once it accepts calls and serves until its standard
 * input ends, which happens when the process that started it closes the pipe or dies. So no server
 * outlives the driver, whatever way the driver ends.
 */
public final class ServerMain {

    public static final String READY = "BINDWISE-READY";

    /** A server that has started: its port, and how to stop it. */
    public interface Running {

        int port();

        void stop();
    }

    /** Starts a server on a port. */
    @FunctionalInterface
    public interface Starter {

        Running start(int port) throws Exception;
    }

    private ServerMain() {
    }

    /** Parses {@code --port N}, starts, announces the port, serves until stdin ends, stops, exits. */
    public static void run(String[] args, String what, Starter starter) {
        int port = 0;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--port") && i + 1 < args.length) {
                port = Integer.parseInt(args[++i]);
            } else {
                System.err.println(what + ": unknown argument '" + args[i] + "'. Usage: --port N (0 for any free port)");
                System.exit(2);
            }
        }
        Running running;
        try {
            running = starter.start(port);
        } catch (Exception e) {
            System.err.println(what + ": cannot start on 127.0.0.1:" + port + ": " + e);
            System.exit(3);
            return;
        }
        System.out.println(READY + " " + running.port());
        System.out.flush();
        waitForEndOfInput(System.in);
        running.stop();
        System.exit(0);
    }

    /** Reads the input to its end and ignores what it reads: the end (or a broken input) is the signal to stop. */
    public static void waitForEndOfInput(InputStream in) {
        byte[] buffer = new byte[256];
        try {
            while (in.read(buffer) >= 0) {
                // anything written to a server's stdin is ignored; its end is the signal to stop
            }
        } catch (IOException e) {
            // a broken pipe ends the server as well
        }
    }
}
