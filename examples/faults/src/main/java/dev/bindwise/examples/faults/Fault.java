package dev.bindwise.examples.faults;

import java.io.IOException;

import dev.bindwise.examples.driver.SilentListener;

/** What happens to the chosen binding's server in a fault run, and how it ends (the server answers again). */
enum Fault {

    /** kill -9 of the server; at the end it is started again on its port. */
    KILL(true) {
        @Override
        Ending start(TraderServers servers, String kind) {
            servers.kill(kind);
            return () -> {
                servers.restart(kind);
                return System.nanoTime();
            };
        }
    },

    /**
     * The server killed and its port taken by a listener that accepts connections and never answers; at the
     * end the listener goes and the server is started again on the port.
     */
    HANG(true) {
        @Override
        Ending start(TraderServers servers, String kind) throws IOException {
            servers.kill(kind);
            SilentListener listener = new SilentListener(servers.port(kind));
            return () -> {
                listener.close();
                servers.restart(kind);
                return System.nanoTime();
            };
        }
    },

    /** SIGSTOP of the server; SIGCONT at the end, and it answers what waited for it. */
    FREEZE(false) {
        @Override
        Ending start(TraderServers servers, String kind) throws IOException {
            servers.freeze(kind);
            return () -> {
                // it may answer as soon as the signal is sent: a probe waiting on it then passes before the
                // kill command has even ended (300 ms later on a loaded machine)
                long sending = System.nanoTime();
                servers.thaw(kind);
                return sending;
            };
        }
    };

    /** Ends a fault. */
    @FunctionalInterface
    interface Ending {

        /** @return the {@link System#nanoTime()} from which the server may answer again */
        long end() throws IOException;
    }

    private final boolean losesServerState;

    Fault(boolean losesServerState) {
        this.losesServerState = losesServerState;
    }

    /** Whether the server's process dies with what it held (the example servers keep holdings in memory). */
    boolean losesServerState() {
        return losesServerState;
    }

    /** Starts the fault on the kind's server. */
    abstract Ending start(TraderServers servers, String kind) throws IOException;

    String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
