package dev.bindwise.core.discovery;

import java.nio.file.Path;
import java.time.Duration;

/**
 * What a discovery looks at besides the service description. Every part is optional; start from
 * {@link #defaults()} and add what is known.
 *
 * @param project the client: a project folder or an archive (EAR, WAR, JAR); null when not known. Its class
 *            folders and jars are the class path a local Java port's class is looked for on
 *            ({@link ClientClassPath}); without a project, no class of the service is local
 * @param serverHome the installation folder of the service's application server; null when not known
 * @param timeout the bound of the whole discovery (the probes run in parallel within it); default 2 s
 * @param profile facts declared for the target, which win over probed ones; null for none
 * @param profileFile a target profile (bindwise.target/1) to load when the discovery runs, if
 *            {@code profile} is null; null for none
 * @param probe whether to probe at all: without probes the facts are what a profile declares and the rest
 *            unknown, every endpoint not probed (left for the proxy to check where it runs), so that the result
 *            depends on the inputs only, never on the machine or the moment the discovery runs on
 */
public record DiscoveryRequest(Path project, Path serverHome, Duration timeout, TargetProfile profile, Path profileFile,
        boolean probe) {

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(2);
    /** The longest bound a face accepts (the command line's --timeout, the Maven plugin's discoveryTimeout): 10 min. */
    public static final long MAX_TIMEOUT_MILLIS = 600_000;

    public DiscoveryRequest {
        if (timeout == null) {
            timeout = DEFAULT_TIMEOUT;
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the discovery timeout must be positive, not " + timeout);
        }
    }

    /** A discovery that probes. */
    public DiscoveryRequest(Path project, Path serverHome, Duration timeout, TargetProfile profile, Path profileFile) {
        this(project, serverHome, timeout, profile, profileFile, true);
    }

    /** Nothing but the service description: probes of its endpoints and of this host, within 2 s. */
    public static DiscoveryRequest defaults() {
        return new DiscoveryRequest(null, null, DEFAULT_TIMEOUT, null, null);
    }

    public DiscoveryRequest withProject(Path newProject) {
        return new DiscoveryRequest(newProject, serverHome, timeout, profile, profileFile, probe);
    }

    public DiscoveryRequest withServerHome(Path newServerHome) {
        return new DiscoveryRequest(project, newServerHome, timeout, profile, profileFile, probe);
    }

    public DiscoveryRequest withTimeout(Duration newTimeout) {
        return new DiscoveryRequest(project, serverHome, newTimeout, profile, profileFile, probe);
    }

    public DiscoveryRequest withProfile(TargetProfile newProfile) {
        return new DiscoveryRequest(project, serverHome, timeout, newProfile, profileFile, probe);
    }

    public DiscoveryRequest withProfileFile(Path newProfileFile) {
        return new DiscoveryRequest(project, serverHome, timeout, profile, newProfileFile, probe);
    }

    /**
     * Probes or not: without probes nothing of this machine or the WSDL's endpoints is looked at (see
     * {@link #probe()}), for a plan that is the same wherever and whenever it is made.
     */
    public DiscoveryRequest withProbes(boolean newProbe) {
        return new DiscoveryRequest(project, serverHome, timeout, profile, profileFile, newProbe);
    }
}
