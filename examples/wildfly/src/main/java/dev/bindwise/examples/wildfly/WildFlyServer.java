package dev.bindwise.examples.wildfly;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import dev.bindwise.examples.driver.MeasuredServer;

/**
 * A WildFly server from an unpacked distribution, started with the full profile (it carries the IIOP
 * subsystem), on loopback only, with one EJB module deployed by its deployment scanner at boot. Its
 * ports are WildFly's defaults moved by a port offset: 0 when they are all free here, else a random one
 * whose ports are. The java process's PID is kept in a file beside the server (the start script writes
 * it), so that a server left running by a killed build is ended by the next start; {@link #close()} ends it
 * with SIGTERM (WildFly's graceful shutdown) and forcibly after 30 s, and a JVM shutdown hook does the
 * same if the JVM (the tests', or {@code ./bindwise bench}'s) ends without closing it.
 */
public final class WildFlyServer implements MeasuredServer, AutoCloseable {

    /** The standalone-full ports a start needs free: management http/https, ajp, http, https, iiop, iiop-ssl, transactions. */
    private static final List<Integer> DEFAULT_PORTS = List.of(9990, 9993, 8009, 8080, 8443, 3528, 3529, 4712, 4713);
    private static final int HTTP = 8080;
    private static final int IIOP = 3528;
    private static final String LOOPBACK = "127.0.0.1";
    private static final Duration STOP_WITHIN = Duration.ofSeconds(30);

    private final Path home;
    private final int offset;
    private final Path log;
    private final Process script;
    private final ProcessHandle server;
    private final Thread shutdownHook;

    private WildFlyServer(Path home, int offset, Path log, Process script, ProcessHandle server) {
        this.home = home;
        this.offset = offset;
        this.log = log;
        this.script = script;
        this.server = server;
        this.shutdownHook = new Thread(this::stop, "wildfly-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /**
     * Starts the server and waits until it has booted with the module deployed.
     *
     * @param home the unpacked distribution (its bin/standalone.sh)
     * @param module the EJB module's jar, deployed as {@code deploymentName}
     * @throws IllegalStateException with the end of the server's log when it does not start, or the
     *         module does not deploy, within the time given
     */
    public static WildFlyServer start(Path home, Path module, String deploymentName, Duration within)
            throws IOException, InterruptedException {
        if (!Files.isExecutable(home.resolve("bin/standalone.sh"))) {
            throw new IllegalStateException("no WildFly at " + home + " (bin/standalone.sh): " + WildFlyInstall.HOW_TO_GET);
        }
        if (!Files.isRegularFile(module)) {
            throw new IllegalStateException("no EJB module at " + module + ": the build makes it at process-classes");
        }
        Path pidFile = home.resolve("bindwise-wildfly.pid");
        endLeftOver(pidFile);
        Path deployments = home.resolve("standalone/deployments");
        try (var markers = Files.newDirectoryStream(deployments, deploymentName + ".*")) {
            for (Path marker : markers) {
                Files.delete(marker);
            }
        }
        Files.copy(module, deployments.resolve(deploymentName), StandardCopyOption.REPLACE_EXISTING);
        int offset = freeOffset();
        Path log = home.resolve("bindwise-server.log");
        ProcessBuilder builder = new ProcessBuilder(home.resolve("bin/standalone.sh").toString(),
                "-c", "standalone-full.xml", "-b", LOOPBACK, "-bmanagement", LOOPBACK,
                // the IIOP listener binds the "unsecure" interface, which -b does not cover
                "-Djboss.bind.address.unsecure=" + LOOPBACK, "-Djboss.socket.binding.port-offset=" + offset)
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        // The script then runs java in the background, writes its PID to the file and waits for it.
        builder.environment().put("LAUNCH_JBOSS_IN_BACKGROUND", "true");
        builder.environment().put("JBOSS_PIDFILE", pidFile.toString());
        Process script = builder.start();
        long deadline = System.nanoTime() + within.toNanos();
        WildFlyServer started = null;
        try {
            Optional<ProcessHandle> server;
            while ((server = readPid(pidFile).flatMap(ProcessHandle::of)).isEmpty()) {
                checkAlive(script, log, deadline, "did not start java");
                Thread.sleep(100);
            }
            started = new WildFlyServer(home, offset, log, script, server.get());
            Path deployed = deployments.resolve(deploymentName + ".deployed");
            Path failed = deployments.resolve(deploymentName + ".failed");
            while (!Files.exists(deployed) || !booted(log)) {
                if (Files.exists(failed)) {
                    throw new IllegalStateException(deploymentName + " did not deploy: "
                            + Files.readString(failed, StandardCharsets.UTF_8) + "\n" + tail(log));
                }
                checkAlive(script, log, deadline, "did not deploy " + deploymentName);
                Thread.sleep(100);
            }
            return started;
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (started != null) {
                started.close();
            } else {
                script.destroyForcibly();
            }
            throw e;
        }
    }

    /** Undeploys the module (its deployment scanner does, within its 5 s scan, once the file is gone). */
    public void undeploy(String deploymentName, Duration within) throws IOException, InterruptedException {
        Path deployments = home.resolve("standalone/deployments");
        Files.delete(deployments.resolve(deploymentName));
        awaitMarker(deployments, deploymentName, ".undeployed", within);
    }

    /** Deploys the module (again) under the name, through the deployment scanner. */
    public void deploy(Path module, String deploymentName, Duration within) throws IOException, InterruptedException {
        Path deployments = home.resolve("standalone/deployments");
        Files.copy(module, deployments.resolve(deploymentName), StandardCopyOption.REPLACE_EXISTING);
        awaitMarker(deployments, deploymentName, ".deployed", within);
    }

    private void awaitMarker(Path deployments, String deploymentName, String marker, Duration within)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + within.toNanos();
        while (!Files.exists(deployments.resolve(deploymentName + marker))
                || Files.exists(deployments.resolve(deploymentName + ".isdeploying"))
                || Files.exists(deployments.resolve(deploymentName + ".isundeploying"))) {
            Path failed = deployments.resolve(deploymentName + ".failed");
            if (Files.exists(failed)) {
                throw new IllegalStateException(deploymentName + " failed: " + Files.readString(failed) + "\n" + tail(log));
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("no " + deploymentName + marker + " within " + within + "\n" + tail(log));
            }
            Thread.sleep(100);
        }
    }

    /** The address SOAP clients reach the HTTP listener at. */
    public InetSocketAddress http() {
        return new InetSocketAddress(LOOPBACK, HTTP + offset);
    }

    /** The IIOP listener, where the naming service is too. */
    public InetSocketAddress iiop() {
        return new InetSocketAddress(LOOPBACK, IIOP + offset);
    }

    /** The unpacked distribution the server runs from. */
    public Path home() {
        return home;
    }

    /** The server's console output. */
    @Override
    public Path log() {
        return log;
    }

    public long pid() {
        return server.pid();
    }

    /** CPU time the server's JVM has used so far (zero where the system does not tell). */
    @Override
    public Duration cpuTime() {
        return server.info().totalCpuDuration().orElse(Duration.ZERO);
    }

    @Override
    public boolean isAlive() {
        return server.isAlive();
    }

    /** Ends the server: SIGTERM (WildFly shuts down gracefully on it), then forcibly after 30 s. */
    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it stops the server itself
        }
    }

    private void stop() {
        end(server);
        end(script.toHandle());
        try {
            Files.deleteIfExists(home.resolve("bindwise-wildfly.pid"));
        } catch (IOException e) {
            // the next start ends no process by it: the PID is that of a process that is gone
        }
    }

    private static void end(ProcessHandle process) {
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            process.onExit().get(STOP_WITHIN.toSeconds(), TimeUnit.SECONDS);
        } catch (Exception notInTime) {
            process.destroyForcibly();
        }
    }

    /** A server a killed build left running (its PID in the file, a WildFly command line) is ended first. */
    private static void endLeftOver(Path pidFile) throws IOException {
        Optional<ProcessHandle> leftOver = readPid(pidFile).flatMap(ProcessHandle::of)
                .filter(p -> p.info().commandLine().orElse("").contains("jboss-modules"));
        if (leftOver.isPresent()) {
            System.err.println("ending WildFly " + leftOver.get().pid() + ", left running by an earlier build");
            end(leftOver.get());
        }
        Files.deleteIfExists(pidFile);
    }

    private static Optional<Long> readPid(Path pidFile) {
        try {
            String text = Files.readString(pidFile).strip();
            return text.isEmpty() ? Optional.empty() : Optional.of(Long.parseLong(text));
        } catch (IOException | NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** Booted: WFLYSRV0025 (started) or WFLYSRV0026 (started with errors; the deployment marker tells). */
    private static boolean booted(Path log) throws IOException {
        String text = Files.readString(log, StandardCharsets.ISO_8859_1);
        return text.contains("WFLYSRV0025") || text.contains("WFLYSRV0026");
    }

    private static void checkAlive(Process script, Path log, long deadline, String what) throws IOException {
        if (!script.isAlive()) {
            throw new IllegalStateException("WildFly " + what + ": its start script ended with " + script.exitValue()
                    + "\n" + tail(log));
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException("WildFly " + what + " in time\n" + tail(log));
        }
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        return "the end of " + log + ":\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    }

    /** 0 when WildFly's default ports are free on loopback, else a random offset whose ports all are. */
    private static int freeOffset() {
        if (allFree(0)) {
            return 0;
        }
        for (int attempt = 0; attempt < 50; attempt++) {
            int offset = 100 * ThreadLocalRandom.current().nextInt(1, 500);
            if (allFree(offset)) {
                return offset;
            }
        }
        throw new IllegalStateException("no port offset found whose WildFly ports " + DEFAULT_PORTS
                + " are all free on " + LOOPBACK);
    }

    private static boolean allFree(int offset) {
        for (int port : DEFAULT_PORTS) {
            try (ServerSocket socket = new ServerSocket(port + offset, 1, InetAddress.getByName(LOOPBACK))) {
                socket.setReuseAddress(true);
            } catch (IOException taken) {
                return false;
            }
        }
        return true;
    }
}
