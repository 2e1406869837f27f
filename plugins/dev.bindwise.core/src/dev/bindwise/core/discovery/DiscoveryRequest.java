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
 */
public record DiscoveryRequest(Path project, Path serverHome, Duration timeout, TargetProfile profile, Path profileFile) {

    public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(2);

    public DiscoveryRequest {
        if (timeout == null) {
            timeout = DEFAULT_TIMEOUT;
        }
        if (timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("the discovery timeout must be positive, not " + timeout);
        }
    }

    /** Nothing but the service description: probes of its endpoints and of this host, within 2 s. */
    public static DiscoveryRequest defaults() {
        return new DiscoveryRequest(null, null, DEFAULT_TIMEOUT, null, null);
    }

    public DiscoveryRequest withProject(Path newProject) {
        return new DiscoveryRequest(newProject, serverHome, timeout, profile, profileFile);
    }

    public DiscoveryRequest withServerHome(Path newServerHome) {
        return new DiscoveryRequest(project, newServerHome, timeout, profile, profileFile);
    }

    public DiscoveryRequest withTimeout(Duration newTimeout) {
        return new DiscoveryRequest(project, serverHome, newTimeout, profile, profileFile);
    }

    public DiscoveryRequest withProfile(TargetProfile newProfile) {
        return new DiscoveryRequest(project, serverHome, timeout, newProfile, profileFile);
    }

    public DiscoveryRequest withProfileFile(Path newProfileFile) {
        return new DiscoveryRequest(project, serverHome, timeout, profile, newProfileFile);
    }
}
