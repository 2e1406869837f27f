package dev.bindwise.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import dev.bindwise.cli.spi.OptionRange;
import dev.bindwise.core.discovery.DiscoveryRequest;
import dev.bindwise.core.operation.BadInputException;
import picocli.CommandLine.Option;

/** How a command finds the facts of the target: the same options in discover and select (a picocli mixin). */
final class DiscoveryOptions {

    private static final long MAX_TIMEOUT_MILLIS = DiscoveryRequest.MAX_TIMEOUT_MILLIS;
    private static final OptionRange TIMEOUT = new OptionRange(1, MAX_TIMEOUT_MILLIS, "milliseconds");

    @Option(names = "--target", paramLabel = "PROFILE",
            description = "A target profile (bindwise.target/1, JSON): facts declared for a target that cannot be probed from here.")
    private Path profile;

    @Option(names = "--project", paramLabel = "DIR|ARCHIVE",
            description = "The client: a project folder or an EAR, WAR or JAR (package type, security domain, its class path for local Java).")
    private Path project;

    @Option(names = "--server-home", paramLabel = "DIR",
            description = "The service's application server installation (vendor, version, security domain).")
    private Path serverHome;

    @Option(names = "--timeout", paramLabel = "MS", defaultValue = "2000",
            description = "The bound of the whole discovery in milliseconds (probes run in parallel), 1 to "
                    + MAX_TIMEOUT_MILLIS + "; default ${DEFAULT-VALUE}.")
    private long timeoutMillis;

    @Option(names = "--no-probe",
            description = "Probe nothing (neither this host nor the WSDL's endpoints): the facts are what --target declares,"
                    + " the rest unknown, and every endpoint is left for the proxy to check where it runs. The result then"
                    + " depends on the inputs only: the same plan and sources on any machine (the Maven plugin's default).")
    private boolean noProbe;

    /** The discovery the options ask for; an option that cannot be used is bad input that names it. */
    DiscoveryRequest request() throws BadInputException {
        if (serverHome != null && !Files.isDirectory(serverHome)) {
            throw new BadInputException(serverHome + ": --server-home is not a folder.");
        }
        Duration timeout = Duration.ofMillis(TIMEOUT.check("--timeout", timeoutMillis));
        return new DiscoveryRequest(project, serverHome, timeout, null, profile).withProbes(!noProbe);
    }
}
