package dev.bindwise.examples.wildfly;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where this module's build put the WildFly server and the EJB module it serves, and how to start the
 * two together: the one start the module's tests ({@code RunningWildFly}) and {@code ./bindwise bench} use.
 *
 * @param home the unpacked distribution (its bin/standalone.sh)
 * @param module the EJB module's jar, deployed as {@link #DEPLOYMENT}
 */
public record WildFlyInstall(Path home, Path module) {

    /** The deployment's name, which is also the SOAP endpoint's context root: /greeter/GreeterService/Greeter. */
    public static final String DEPLOYMENT = "greeter.jar";
    /** Booting with the deployment takes 5-30 s here, up to 70 s on a saturated machine. */
    static final Duration BOOT_WITHIN = Duration.ofSeconds(120);
    /** What fetches the server when it is not unpacked. */
    static final String HOW_TO_GET = "'JAVA_HOME=" + System.getProperty("java.home")
            + " ./mvnw -B -pl examples/wildfly dependency:unpack@unpack-wildfly' fetches org.wildfly:wildfly-dist (about"
            + " 250 MB into ~/.m2, once) and unpacks it there (about 20 s; the build needs a JDK 21+, such as this one)";
    private static final String MODULE_FOLDER = "examples/wildfly/target";

    /**
     * The server and the module as this module's build leaves them in a checkout, or why they cannot be had
     * there and what makes them.
     */
    public static Availability in(Path root) {
        Path target = root.resolve(MODULE_FOLDER);
        Optional<Path> home = only(target.resolve("wildfly"), "wildfly-*");
        if (home.isEmpty() || !Files.isExecutable(home.get().resolve("bin/standalone.sh"))) {
            return new Availability(null, "WildFly is not unpacked under " + target.resolve("wildfly") + ": " + HOW_TO_GET);
        }
        Optional<Path> module = only(target, "*-ejb.jar");
        if (module.isEmpty()) {
            return new Availability(null, "the Greeter EJB module is not built in " + target
                    + ": './mvnw -B -Dmaven.test.skip=true -pl examples/wildfly package' makes it");
        }
        return new Availability(new WildFlyInstall(home.get(), module.get()), null);
    }

    /** The install, or (install null) why there is none and what to do. */
    public record Availability(WildFlyInstall install, String missing) {
    }

    /**
     * Starts the server on loopback with the module deployed and waits until both are ready.
     *
     * @throws IllegalStateException with the end of the server's log when it does not start in time
     */
    public WildFlyServer start() throws IOException, InterruptedException {
        return WildFlyServer.start(home.toAbsolutePath(), module.toAbsolutePath(), DEPLOYMENT, BOOT_WITHIN);
    }

    /** The one entry of the folder that matches the glob, if there is exactly one. */
    private static Optional<Path> only(Path folder, String glob) {
        if (!Files.isDirectory(folder)) {
            return Optional.empty();
        }
        try (Stream<Path> entries = Files.list(folder)) {
            var matcher = folder.getFileSystem().getPathMatcher("glob:" + glob);
            var matching = entries.filter(p -> matcher.matches(p.getFileName())).toList();
            return matching.size() == 1 ? Optional.of(matching.get(0)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
